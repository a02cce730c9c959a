import CLibXML2

/// Parses pages strictly as XML with libxml2 and collects every error it reports, with its position.
///
/// Pages are polyglot HTML5, so the *XML* parser is the strict one: libxml2's HTML parser accepts
/// anything and flags every HTML5 element as invalid. One parser owns one libxml2 context, reused for
/// every page a worker checks (`xmlCtxtReadMemory` resets it), because creating a context per page costs
/// more than parsing a 3 KB page. A parser is therefore not thread-safe: each worker makes its own.
///
/// Errors come through the context's structured error handler (`sax.serror`), which libxml2 calls on the
/// parsing thread with the context as its argument; the global `xmlSetStructuredErrorFunc` is per thread
/// and would miss errors raised on the workers. Nothing is printed to stderr.
final class PageParser {
  /// One message libxml2 raised: its 1-based line, its column (`int2`) and its text.
  struct ParseError: Equatable {
    let line: Int
    let column: Int
    let message: String
  }

  private let context: xmlParserCtxtPtr
  private var errors: [ParseError] = []
  /// The page being parsed, so the start-element hook can find where each element's `<` stands.
  fileprivate var source = UnsafeBufferPointer<UInt8>(start: nil, count: 0)

  /// `XML_PARSE_NONET`: a page must never make the validator touch the network. `BIG_LINES`: correct
  /// line numbers past 65,535. `COMPACT`: small text nodes stored inline, fewer allocations.
  private static let options = Int32(
    bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_COMPACT.rawValue)

  /// Returns nil only when libxml2 cannot allocate a context.
  init?() {
    LibXML.initializeOnce()
    guard let context = xmlNewParserCtxt() else { return nil }
    self.context = context
    context.pointee._private = Unmanaged.passUnretained(self).toOpaque()
    context.pointee.sax.pointee.serror = collectError
    context.pointee.sax.pointee.startElementNs = startElementRecordingOffset
  }

  deinit {
    xmlFreeParserCtxt(context)
  }

  /// The dictionary libxml2 interns element and attribute names in. It lives as long as the context, so
  /// names looked up in it once compare by pointer on every page this parser reads.
  var dictionary: OpaquePointer? { context.pointee.dict }

  /// Parses `bytes` and hands `body` the tree (nil when the page is not well-formed) and the
  /// errors libxml2 reported. The tree is freed when `body` returns: it must not escape.
  ///
  /// Each element node's `_private` holds 1 + the byte offset of its `<` in `bytes` (see
  /// `PageParser.sourceOffset(of:)`).
  func parse<Result>(
    _ bytes: UnsafeBufferPointer<UInt8>, _ body: (xmlDocPtr?, [ParseError]) -> Result
  ) -> Result {
    errors.removeAll(keepingCapacity: true)
    guard bytes.count < Int(Int32.max) else {
      return body(nil, [ParseError(line: 0, column: 0, message: "page is too large to parse (2 GB or more)")])
    }
    source = bytes
    defer { source = UnsafeBufferPointer(start: nil, count: 0) }
    let document = read(bytes)
    defer { xmlFreeDoc(document) }
    if errors.isEmpty && (document == nil || context.pointee.wellFormed == 0) {
      // Another handler set with xmlSetStructuredErrorFunc on this thread takes precedence over the
      // context's own; libxml2 still keeps the last error in the context, so the page never passes.
      errors.append(lastError())
    }
    return body(document, errors)
  }

  /// The byte offset of the `<` that opened `element`, recorded while parsing; nil when unknown.
  static func sourceOffset(of element: xmlNodePtr) -> Int? {
    guard let mark = element.pointee._private else { return nil }
    return Int(bitPattern: mark) - 1
  }

  /// No encoding is forced: without an XML declaration libxml2 reads UTF-8 as is (and reports bytes
  /// that are not UTF-8), while forcing "UTF-8" runs every page through a converter for nothing.
  private func read(_ bytes: UnsafeBufferPointer<UInt8>) -> xmlDocPtr? {
    guard let base = bytes.baseAddress, bytes.count > 0 else {
      return "".withCString { xmlCtxtReadMemory(context, $0, 0, nil, nil, Self.options) }
    }
    return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
      xmlCtxtReadMemory(context, $0, Int32(bytes.count), nil, nil, Self.options)
    }
  }

  private func lastError() -> ParseError {
    let last = context.pointee.lastError
    guard let message = last.message else {
      return ParseError(line: 0, column: 0, message: "not well-formed")
    }
    return ParseError(line: Int(last.line), column: Int(last.int2), message: LibXML.oneLine(message))
  }

  fileprivate func record(_ error: xmlErrorPtr) {
    var message = "libxml2 error \(error.pointee.code)"
    if let text = error.pointee.message {
      message = LibXML.oneLine(text)
    }
    errors.append(
      ParseError(line: Int(error.pointee.line), column: Int(error.pointee.int2), message: message))
  }

  fileprivate static func from(_ context: UnsafeMutableRawPointer?) -> PageParser? {
    guard let parserContext = context?.assumingMemoryBound(to: xmlParserCtxt.self),
      let owner = parserContext.pointee._private
    else { return nil }
    return Unmanaged<PageParser>.fromOpaque(owner).takeUnretainedValue()
  }
}

/// The context's structured error handler; libxml2 passes the parser context as `userData`.
private func collectError(_ userData: UnsafeMutableRawPointer?, _ error: xmlErrorPtr?) {
  guard let error, let parser = PageParser.from(userData) else { return }
  parser.record(error)
}

/// libxml2's own tree builder, followed by a note of where the element's `<` stands.
///
/// libxml2 keeps a line per node but no column. When the start tag has been read the parser sits on
/// its `>` (or `/>`), and a `<` cannot occur inside a well-formed tag, so the nearest `<` before that
/// point opened this element. The offset goes in the node's `_private`, a field libxml2 leaves to
/// applications.
private func startElementRecordingOffset(
  _ context: UnsafeMutableRawPointer?, _ localName: UnsafePointer<xmlChar>?,
  _ prefix: UnsafePointer<xmlChar>?,
  _ uri: UnsafePointer<xmlChar>?, _ namespaceCount: Int32,
  _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, _ attributeCount: Int32,
  _ defaultedCount: Int32, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
) {
  xmlSAX2StartElementNs(
    context, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaultedCount, attributes)
  guard let parserContext = context?.assumingMemoryBound(to: xmlParserCtxt.self),
    let node = parserContext.pointee.node, node.pointee.name == localName,
    let parser = PageParser.from(context)
  else { return }
  let source = parser.source
  var offset = min(Int(xmlByteConsumed(parserContext)), source.count)
  while offset > 0 {
    offset -= 1
    if source[offset] == UInt8(ascii: "<") {
      node.pointee._private = UnsafeMutableRawPointer(bitPattern: offset + 1)
      return
    }
  }
}
