import CLibXML2
import GalleryXML

/// Reads the texts of an XMP packet (embedded in a photo or a sidecar `.xmp` file): `dc:title`,
/// `dc:description`, `Iptc4xmpCore:AltTextAccessibility` and the keywords of `dc:subject`.
///
/// A packet comes from any file a person drops into a folder, so it is parsed as hostile XML: libxml2
/// never touches the network (`XML_PARSE_NONET`), never loads a DTD nor substitutes entities (no
/// `XML_PARSE_NOENT`/`DTDLOAD`), and a packet with a DOCTYPE at all is refused before parsing (XMP has
/// none; a DOCTYPE is how entity bombs and external entities come in). libxml2's own limits stop deep
/// nesting (256 levels without `XML_PARSE_HUGE`), and the walk here goes no deeper than `maximumDepth`.
/// A packet that is not well-formed UTF-8 XML gives nothing: half-read metadata would be guesswork.
enum XMPReader {
  /// The largest packet read (embedded packets are at most 64 KB in a JPEG; sidecars are small too).
  static let maximumBytes = 1 << 20
  /// Properties sit a few levels below `x:xmpmeta`; nothing worth reading is deeper.
  static let maximumDepth = 32

  static let rdfNamespace = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
  static let dcNamespace = "http://purl.org/dc/elements/1.1/"
  static let iptcCoreNamespace = "http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/"

  /// The metadata of a packet, as written; nil when the bytes are not a readable packet.
  static func read(_ bytes: [UInt8]) -> PhotoMetadata? {
    // Writers pad or prefix packets (JPEG's "http://ns.adobe.com/xap/1.0/\0", a BOM): XML starts at '<'.
    guard bytes.count <= maximumBytes, let start = bytes.firstIndex(of: UInt8(ascii: "<")),
      !containsDoctype(bytes[start...])
    else { return nil }
    LibXML.initializeOnce()
    guard let context = xmlNewParserCtxt() else { return nil }
    defer { xmlFreeParserCtxt(context) }
    context.pointee.sax.pointee.serror = { _, _ in }
    let options = Int32(
      bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
    let parsed = bytes[start...].withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        xmlCtxtReadMemory(context, chars.baseAddress, Int32(chars.count), nil, "UTF-8", options)
      }
    }
    guard let document = parsed else { return nil }
    defer { xmlFreeDoc(document) }
    guard document.pointee.intSubset == nil, document.pointee.extSubset == nil,
      let root = xmlDocGetRootElement(document)
    else { return nil }
    var properties = PhotoMetadata()
    collect(from: root, depth: 0, into: &properties)
    return properties
  }

  /// Whether a `<!DOCTYPE` appears anywhere (XML names are case-sensitive; a packet has none).
  private static func containsDoctype(_ bytes: ArraySlice<UInt8>) -> Bool {
    let marker = Array("<!DOCTYPE".utf8)
    var index = bytes.startIndex
    while let found = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
      if bytes[found...].starts(with: marker) { return true }
      index = found + 1
    }
    return false
  }

  /// Every `rdf:Description` below `node`: its properties as attributes (`dc:title="…"`, the short
  /// form for simple values) and as child elements. The first value met for a property wins.
  private static func collect(from node: xmlNodePtr, depth: Int, into properties: inout PhotoMetadata) {
    guard depth < maximumDepth else { return }
    var child: xmlNodePtr? = node
    while let element = child {
      defer { child = element.pointee.next }
      guard element.pointee.type == XML_ELEMENT_NODE else { continue }
      if isElement(element, rdfNamespace, "Description") {
        readAttributes(of: element, into: &properties)
        var property = element.pointee.children
        while let current = property {
          if current.pointee.type == XML_ELEMENT_NODE { read(property: current, into: &properties) }
          property = current.pointee.next
        }
      }
      if let children = element.pointee.children {
        collect(from: children, depth: depth + 1, into: &properties)
      }
    }
  }

  private static func readAttributes(of description: xmlNodePtr, into properties: inout PhotoMetadata) {
    var attribute = description.pointee.properties
    while let current = attribute {
      defer { attribute = current.pointee.next }
      guard let namespace = namespace(of: current.pointee.ns), let name = name(current.pointee.name) else {
        continue
      }
      let value = LibXML.string(of: current)
      switch (namespace, name) {
      case (dcNamespace, "title"): properties.title = properties.title ?? value
      case (dcNamespace, "description"): properties.description = properties.description ?? value
      case (iptcCoreNamespace, "AltTextAccessibility"): properties.alt = properties.alt ?? value
      default: break
      }
    }
  }

  private static func read(property: xmlNodePtr, into properties: inout PhotoMetadata) {
    guard let namespace = namespace(of: property.pointee.ns), let name = name(property.pointee.name) else {
      return
    }
    switch (namespace, name) {
    case (dcNamespace, "title"): properties.title = properties.title ?? languageAlternative(property)
    case (dcNamespace, "description"):
      properties.description = properties.description ?? languageAlternative(property)
    case (iptcCoreNamespace, "AltTextAccessibility"):
      properties.alt = properties.alt ?? languageAlternative(property)
    case (dcNamespace, "subject") where properties.tags.isEmpty: properties.tags = items(of: property)
    default: break
    }
  }

  /// A language alternative (`rdf:Alt` of `rdf:li xml:lang="…"`): the `x-default` item, else the first.
  /// A property written as plain text (some writers do) is taken as it is.
  static func languageAlternative(_ property: xmlNodePtr) -> String? {
    guard let container = container(in: property) else { return text(of: property) }
    var first: String?
    var item = container.pointee.children
    while let current = item {
      defer { item = current.pointee.next }
      guard current.pointee.type == XML_ELEMENT_NODE, isElement(current, rdfNamespace, "li") else { continue }
      let value = text(of: current)
      if language(of: current) == "x-default" { return value }
      if first == nil { first = value }
    }
    return first
  }

  /// The items of a bag or sequence (`rdf:Bag`/`rdf:Seq` of `rdf:li`), or the plain text as one item.
  static func items(of property: xmlNodePtr) -> [String] {
    guard let container = container(in: property) else { return text(of: property).map { [$0] } ?? [] }
    var values: [String] = []
    var item = container.pointee.children
    while let current = item {
      defer { item = current.pointee.next }
      guard current.pointee.type == XML_ELEMENT_NODE, isElement(current, rdfNamespace, "li"),
        let value = text(of: current)
      else { continue }
      values.append(value)
    }
    return values
  }

  /// The `rdf:Alt`, `rdf:Bag` or `rdf:Seq` inside a property.
  private static func container(in property: xmlNodePtr) -> xmlNodePtr? {
    var child = property.pointee.children
    while let current = child {
      if current.pointee.type == XML_ELEMENT_NODE,
        isElement(current, rdfNamespace, "Alt") || isElement(current, rdfNamespace, "Bag")
          || isElement(current, rdfNamespace, "Seq")
      {
        return current
      }
      child = current.pointee.next
    }
    return nil
  }

  /// The text directly inside an element (its text and CDATA children joined); nil when it has none.
  private static func text(of element: xmlNodePtr) -> String? {
    var bytes: [UInt8] = []
    var child = element.pointee.children
    while let current = child {
      if current.pointee.type == XML_TEXT_NODE || current.pointee.type == XML_CDATA_SECTION_NODE,
        let content = current.pointee.content
      {
        bytes.append(contentsOf: UnsafeBufferPointer(start: content, count: Int(xmlStrlen(content))))
      }
      child = current.pointee.next
    }
    return bytes.isEmpty ? nil : String(validating: bytes, as: UTF8.self)
  }

  private static func language(of element: xmlNodePtr) -> String? {
    guard let value = xmlNodeGetLang(element) else { return nil }
    defer { cg_xml_free(value) }
    return String(cString: value).lowercased()
  }

  private static func isElement(_ node: xmlNodePtr, _ namespace: String, _ localName: String) -> Bool {
    Self.namespace(of: node.pointee.ns) == namespace && name(node.pointee.name) == localName
  }

  private static func namespace(of ns: xmlNsPtr?) -> String? {
    guard let href = ns?.pointee.href else { return nil }
    return String(cString: href)
  }

  private static func name(_ name: UnsafePointer<xmlChar>?) -> String? {
    name.map { String(cString: $0) }
  }
}
