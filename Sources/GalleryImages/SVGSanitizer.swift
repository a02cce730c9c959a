// Longer than the usual 250 lines: the allow-lists and the one tree walk that applies them belong
// together; a reader checks what survives in one place.

import CLibXML2
import Foundation
import GalleryXML

/// Makes an SVG photo safe to publish: what a browser opens directly may run scripts, so only drawing
/// survives.
///
/// An SVG shown through `<img>` runs nothing, but the same file opened on its own (a visitor following
/// the image's URL, "open image in new tab") runs its `<script>` and `onload` in the site's origin.
/// Rasterising would make SVG photos blurry on every screen; instead the file is parsed with libxml2
/// and rebuilt from an allowlist:
/// - elements: the SVG drawing, text, gradient, pattern, clip, mask, marker and filter elements in the
///   SVG namespace. `<script>`, `<foreignObject>`, animation (`<set>` and `<animate…>` can set an
///   `href` to `javascript:`), `<metadata>` and every element of another namespace are removed with
///   their content; `<a>` becomes `<g>` (its drawing stays, the link goes);
/// - attributes: none named `on…`; none in a namespace but `xml:space`, `xml:lang` and `xlink:href`;
///   a reference (`href`, `url(…)` in any value or style) only to a fragment of the file itself, or
///   for `<image>` to an embedded PNG, JPEG, GIF or WebP `data:` URL; nothing holding `javascript:`;
/// - a `<style>` element only when it imports nothing and refers to nothing outside the file;
/// - no DOCTYPE (entities), processing instructions (`xml-stylesheet`) or comments.
/// Parsing never touches the network (`XML_PARSE_NONET`) and never expands entities: a reference to
/// one is removed (with the attribute holding it) before the DOCTYPE that declares it goes. The size
/// comes from the root element (`width`, `height`, `viewBox`), not from rendering, so a file of nested
/// `<use>`s costs its parse, not its drawing.
package enum SVGSanitizer {
  /// A sanitised file and its size in CSS pixels, when it says one.
  package struct Result: Equatable, Sendable {
    package var bytes: [UInt8]
    package var width: Int?
    package var height: Int?
  }

  /// The largest SVG taken: a photo gallery's drawings are far smaller.
  static let maximumBytes = 16 << 20
  /// libxml2 2.9 checks each attribute of an element against every earlier one: 100,000 attributes on
  /// one element took 45 s to parse. No drawing needs more than a few dozen.
  static let maximumAttributesPerElement = 1_000

  static let svgNamespace = "http://www.w3.org/2000/svg"
  static let xlinkNamespace = "http://www.w3.org/1999/xlink"
  static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

  /// The elements kept (SVG namespace only).
  static let allowedElements: Set<String> = [
    "svg", "g", "defs", "desc", "title", "symbol", "use", "image", "switch", "view", "style",
    "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
    "text", "tspan", "textPath",
    "linearGradient", "radialGradient", "stop", "pattern", "clipPath", "mask", "marker",
    "filter", "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix",
    "feDiffuseLighting", "feDisplacementMap", "feDistantLight", "feDropShadow", "feFlood", "feFuncA",
    "feFuncB", "feFuncG", "feFuncR", "feGaussianBlur", "feImage", "feMerge", "feMergeNode",
    "feMorphology", "feOffset", "fePointLight", "feSpecularLighting", "feSpotLight", "feTile",
    "feTurbulence",
  ]

  /// The `data:` images an `<image>` may embed: raster formats, which run nothing.
  static let allowedDataImages = [
    "data:image/png;", "data:image/jpeg;", "data:image/jpg;", "data:image/gif;", "data:image/webp;",
  ]

  /// The sanitised file, or nil when the bytes are not a well-formed SVG document (or too large).
  package static func sanitize(_ bytes: [UInt8]) -> Result? {
    LibXML.initializeOnce()
    guard !bytes.isEmpty, bytes.count <= maximumBytes, attributesAreFew(bytes),
      let context = xmlNewParserCtxt()
    else { return nil }
    defer { xmlFreeParserCtxt(context) }
    // Errors are the caller's to report ("not an SVG"); libxml2 must not print them on stderr.
    context.pointee.sax.pointee.serror = { _, _ in }
    let options = Int32(
      bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
    let parsed = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        xmlCtxtReadMemory(context, chars.baseAddress, Int32(chars.count), nil, nil, options)
      }
    }
    guard let document = parsed else { return nil }
    defer { xmlFreeDoc(document) }
    guard context.pointee.wellFormed != 0, let root = xmlDocGetRootElement(document),
      isSVG(root), name(of: root) == "svg"
    else { return nil }
    // The tree first, while the DOCTYPE its entity references point into is still there.
    clean(root)
    removeEverythingButTheRoot(of: document, root: root)
    let size = Self.size(of: root)
    var output: UnsafeMutablePointer<xmlChar>?
    var length: Int32 = 0
    xmlDocDumpMemoryEnc(document, &output, &length, "UTF-8")
    guard let output, length > 0 else { return nil }
    defer { cg_xml_free(output) }
    return Result(
      bytes: Array(UnsafeBufferPointer(start: output, count: Int(length))), width: size?.width,
      height: size?.height)
  }

  /// Whether no tag has more than `maximumAttributesPerElement` attributes, counted as `=` signs
  /// between a `<` and the next `>` (an over-count inside comments or text only makes it stricter).
  static func attributesAreFew(_ bytes: [UInt8]) -> Bool {
    var inTag = false
    var count = 0
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "<"):
        inTag = true
        count = 0
      case UInt8(ascii: ">"): inTag = false
      case UInt8(ascii: "=") where inTag:
        count += 1
        if count > maximumAttributesPerElement { return false }
      default: break
      }
    }
    return true
  }

  /// The size the root element gives, in CSS pixels: `width` and `height` (px, or pt, pc, mm, cm, in
  /// at 96 per inch), else the `viewBox`'s; nil when it gives none.
  static func size(of root: xmlNodePtr) -> (width: Int, height: Int)? {
    func attribute(_ name: String) -> String? {
      guard let value = xmlGetNoNsProp(root, name) else { return nil }
      defer { cg_xml_free(value) }
      return String(cString: value)
    }
    let viewBox = attribute("viewBox").map {
      $0.split(whereSeparator: { $0 == " " || $0 == "," || $0.isWhitespace }).compactMap { Double($0) }
    }
    let boxSize = viewBox.flatMap { $0.count == 4 && $0[2] > 0 && $0[3] > 0 ? ($0[2], $0[3]) : nil }
    var width = attribute("width").flatMap(pixels)
    var height = attribute("height").flatMap(pixels)
    if let (boxWidth, boxHeight) = boxSize {
      if width == nil, let height { width = height * boxWidth / boxHeight }
      if height == nil, let width { height = width * boxHeight / boxWidth }
      width = width ?? boxWidth
      height = height ?? boxHeight
    }
    guard let width, let height, width >= 1, height >= 1, width <= 100_000, height <= 100_000 else {
      return nil
    }
    return (Int(width.rounded()), Int(height.rounded()))
  }

  /// A length in CSS pixels; nil for percentages, `em` and anything else that depends on a context.
  private static func pixels(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let units: [(String, Double)] = [
      ("px", 1), ("pt", 96.0 / 72), ("pc", 16), ("mm", 96 / 25.4), ("cm", 96 / 2.54), ("in", 96),
    ]
    for (unit, factor) in units where trimmed.hasSuffix(unit) {
      return Double(trimmed.dropLast(unit.count)).map { $0 * factor }
    }
    return Double(trimmed)
  }

  /// Drops the DOCTYPE (and the entities it declares), processing instructions and comments around the
  /// root element.
  private static func removeEverythingButTheRoot(of document: xmlDocPtr, root: xmlNodePtr) {
    var child = document.pointee.children
    while let node = child {
      child = node.pointee.next
      if node != root { remove(node) }
    }
    document.pointee.intSubset = nil
    document.pointee.extSubset = nil
  }

  /// Cleans an element's attributes and, depth first, its children (libxml2 limits depth to 256).
  private static func clean(_ element: xmlNodePtr) {
    let elementName = name(of: element)
    if elementName == "a" { xmlNodeSetName(element, "g") }
    cleanAttributes(of: element, name: elementName)
    var child = element.pointee.children
    while let node = child {
      child = node.pointee.next
      switch node.pointee.type {
      case XML_ELEMENT_NODE:
        let childName = name(of: node)
        if isSVG(node), allowedElements.contains(childName) || childName == "a",
          keepsElement(node, named: childName)
        {
          clean(node)
        } else {
          remove(node)
        }
      case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
        continue
      default:
        // Comments, processing instructions, entity references (their DOCTYPE goes too).
        remove(node)
      }
    }
  }

  /// Elements whose whole purpose is a reference are kept only when the reference is safe.
  private static func keepsElement(_ element: xmlNodePtr, named elementName: String) -> Bool {
    switch elementName {
    case "style":
      return isSafeCSS(textContent(of: element))
    case "image", "feImage", "use":
      guard let reference = href(of: element) else { return true }
      return isSafeReference(reference, forImage: elementName == "image")
    default:
      return true
    }
  }

  private static func cleanAttributes(of element: xmlNodePtr, name elementName: String) {
    var attribute = element.pointee.properties
    while let current = attribute {
      attribute = current.pointee.next
      if !keepsAttribute(current, ofElement: elementName) {
        xmlRemoveProp(current)
      }
    }
  }

  private static func keepsAttribute(_ attribute: xmlAttrPtr, ofElement elementName: String) -> Bool {
    guard let rawName = attribute.pointee.name else { return false }
    // A value holding an entity reference would dangle once the DOCTYPE goes.
    var child = attribute.pointee.children
    while let node = child {
      if node.pointee.type != XML_TEXT_NODE { return false }
      child = node.pointee.next
    }
    let attributeName = String(cString: rawName)
    let value = LibXML.string(of: attribute)
    if let namespace = attribute.pointee.ns?.pointee.href.map({ String(cString: $0) }) {
      switch (namespace, attributeName) {
      case (xmlNamespace, "space"), (xmlNamespace, "lang"): return !isScripting(value)
      case (xlinkNamespace, "href"): return isSafeReference(value, forImage: elementName == "image")
      default: return false
      }
    }
    let lowered = attributeName.lowercased()
    if lowered.hasPrefix("on") { return false }
    if lowered == "href" { return isSafeReference(value, forImage: elementName == "image") }
    if lowered == "style" { return isSafeCSS(value) }
    return !isScripting(value) && urlsAreLocal(value)
  }

  // MARK: Values

  /// `#id`, or for `<image>` an embedded raster `data:` URL.
  static func isSafeReference(_ value: String, forImage: Bool) -> Bool {
    let trimmed = compact(value)
    if trimmed.hasPrefix("#") { return true }
    return forImage && allowedDataImages.contains { trimmed.hasPrefix($0) }
  }

  /// CSS that imports nothing, runs nothing and refers only to fragments of the file.
  static func isSafeCSS(_ css: String) -> Bool {
    let lowered = compact(css)
    if lowered.contains("@import") || lowered.contains("expression(") || lowered.contains("behavior:")
      || lowered.contains("-moz-binding")
    {
      return false
    }
    return !isScripting(css) && urlsAreLocal(css)
  }

  /// Whether every `url(…)` in a value names a fragment (`url(#clip)`), never a file or a host.
  static func urlsAreLocal(_ value: String) -> Bool {
    let lowered = compact(value)
    var rest = Substring(lowered)
    while let range = rest.range(of: "url(") {
      rest = rest[range.upperBound...]
      let target = rest.drop { $0 == "\"" || $0 == "'" }
      guard target.hasPrefix("#") else { return false }
    }
    return true
  }

  /// Whether a value holds a `javascript:` (or `vbscript:`) URL, however it is spaced or cased.
  static func isScripting(_ value: String) -> Bool {
    let lowered = compact(value)
    return lowered.contains("javascript:") || lowered.contains("vbscript:")
  }

  /// Lower case without white space or control characters, which browsers skip inside URL schemes
  /// (`java\tscript:` runs).
  static func compact(_ value: String) -> String {
    String(
      String.UnicodeScalarView(
        value.lowercased().unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }))
  }

  // MARK: libxml2

  private static func isSVG(_ element: xmlNodePtr) -> Bool {
    guard let href = element.pointee.ns?.pointee.href else { return false }
    return String(cString: href) == svgNamespace
  }

  private static func name(of node: xmlNodePtr) -> String {
    node.pointee.name.map { String(cString: $0) } ?? ""
  }

  private static func href(of element: xmlNodePtr) -> String? {
    var attribute = element.pointee.properties
    while let current = attribute {
      attribute = current.pointee.next
      if let rawName = current.pointee.name, String(cString: rawName) == "href" {
        return LibXML.string(of: current)
      }
    }
    return nil
  }

  /// The text and CDATA directly inside an element (a `<style>` holds nothing else).
  private static func textContent(of element: xmlNodePtr) -> String {
    var text = ""
    var child = element.pointee.children
    while let node = child {
      child = node.pointee.next
      if let content = node.pointee.content { text += String(cString: content) }
    }
    return text
  }

  private static func remove(_ node: xmlNodePtr) {
    xmlUnlinkNode(node)
    xmlFreeNode(node)
  }
}
