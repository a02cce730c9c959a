import CLibXML2
import GalleryXML

/// Parses pages strictly as XML with libxml2 and collects every error it reports, with its position.
///
/// Pages are polyglot HTML5, so the *XML* parser is the strict one: libxml2's HTML parser accepts
/// anything and flags every HTML5 element as invalid. One parser owns one libxml2 context, reset and
/// reused for every page a worker checks, because creating a context per page costs more than parsing
/// a 3 KB page. A parser is therefore not thread-safe: each worker makes its own.
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

  /// `XML_PARSE_NONET`: a page must never make the validator touch the network. `BIG_LINES`: correct
  /// line numbers past 65,535. `COMPACT`: small text nodes stored inline, fewer allocations.
  /// `NOBLANKS`: no nodes for the whitespace between tags, about a tenth of the parsing work; the checks
  /// never look at it.
  private static let options = Int32(
    bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_COMPACT.rawValue
      | XML_PARSE_NOBLANKS.rawValue)

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

  /// A parsed page, valid only inside `parse`'s body.
  struct Page {
    /// The tree; nil when the page is not well-formed.
    let document: xmlDocPtr?
    /// Everything libxml2 reported, in order.
    let errors: [ParseError]
    /// Whether the page was read as UTF-8, so the offsets in `_private` (see `tagEnd(of:)`) index
    /// UTF-8 text; false when libxml2 converted it from another encoding.
    let isUTF8: Bool
  }

  /// Parses `bytes` and hands `body` the result. The tree is freed when `body` returns: it must not
  /// escape.
  ///
  /// Each element node's `_private` holds where its start tag ends (see `tagEnd(of:)`).
  func parse<Result>(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Page) -> Result) -> Result {
    errors.removeAll(keepingCapacity: true)
    guard bytes.count < Int(Int32.max) else {
      let error = ParseError(line: 0, column: 0, message: "page is too large to parse (2 GB or more)")
      return body(Page(document: nil, errors: [error], isUTF8: false))
    }
    let document = read(bytes)
    defer { xmlFreeDoc(document) }
    if errors.isEmpty && (document == nil || context.pointee.wellFormed == 0) {
      // Another handler set with xmlSetStructuredErrorFunc on this thread takes precedence over the
      // context's own; libxml2 still keeps the last error in the context, so the page never passes.
      errors.append(lastError())
    }
    let converted = context.pointee.input?.pointee.buf?.pointee.encoder != nil
    return body(Page(document: document, errors: errors, isUTF8: !converted))
  }

  /// The byte offset where `element`'s start tag ends (its `>` or `/>`), recorded while parsing; its
  /// `<` is the last one before. Nil when unknown.
  static func tagEnd(of element: xmlNodePtr) -> Int? {
    guard let mark = element.pointee._private else { return nil }
    return Int(bitPattern: mark) - 1
  }

  /// Parses the page from a memory input that libxml2 never tries to grow.
  ///
  /// `xmlCtxtReadMemory` would do, but on libxml2 2.9 its input has a read callback (that reads
  /// nothing), so near the end of every page each lookahead goes through the buffer-growing path: about
  /// a tenth of all parsing time. An input buffer without a read callback or an encoder is never grown;
  /// `xmlParserInputBufferPush` copies the page into it, as `xmlCtxtReadMemory` copies it too. (A
  /// static buffer, which copies nothing, is misread by 2.9's input shrinking on pages past a few
  /// hundred bytes.) The rest is what `xmlCtxtReadMemory` does: reset, push the input, apply the
  /// options, parse, and keep the tree only when the page is well-formed.
  ///
  /// A page that may switch encodings (an XML declaration, a UTF-16 byte order mark…) goes through
  /// `xmlCtxtReadMemory` instead: converting needs the growing path.
  private func read(_ bytes: UnsafeBufferPointer<UInt8>) -> xmlDocPtr? {
    guard Self.isPlainUTF8Markup(bytes), let base = bytes.baseAddress else {
      return bytes.withMemoryRebound(to: CChar.self) { page in
        guard let base = page.baseAddress else {
          return "".withCString { xmlCtxtReadMemory(context, $0, 0, nil, nil, Self.options) }
        }
        return xmlCtxtReadMemory(context, base, Int32(page.count), nil, nil, Self.options)
      }
    }
    xmlCtxtReset(context)
    guard let input = xmlAllocParserInputBuffer(XML_CHAR_ENCODING_NONE) else { return nil }
    let pushed = base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
      xmlParserInputBufferPush(input, Int32(bytes.count), $0)
    }
    guard pushed == Int32(bytes.count),
      let stream = xmlNewIOInputStream(context, input, XML_CHAR_ENCODING_NONE)
    else {
      xmlFreeParserInputBuffer(input)
      return nil
    }
    inputPush(context, stream)
    xmlCtxtUseOptions(context, Self.options)
    // `<!DOCTYPE html>` makes a DTD, so libxml2 would ask of every attribute whether the DTD declares
    // it an ID or IDREF; the walk collects ids itself.
    context.pointee.loadsubset |= XML_SKIP_IDS
    xmlParseDocument(context)
    let document = context.pointee.myDoc
    context.pointee.myDoc = nil
    guard context.pointee.wellFormed != 0 else {
      xmlFreeDoc(document)
      return nil
    }
    return document
  }

  private static let utf8ByteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Whether the page is UTF-8 markup with no XML declaration: `<` then anything but `?`, possibly
  /// after a UTF-8 byte order mark. Polyglot pages always are.
  private static func isPlainUTF8Markup(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = bytes.starts(with: utf8ByteOrderMark) ? 3 : 0
    return bytes.count >= start + 2 && bytes[start] == UInt8(ascii: "<")
      && bytes[start + 1] != UInt8(ascii: "?")
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
}

/// The context's structured error handler; libxml2 passes the parser context as `userData`.
private func collectError(_ userData: UnsafeMutableRawPointer?, _ error: xmlErrorPtr?) {
  guard let error, let parserContext = userData?.assumingMemoryBound(to: xmlParserCtxt.self),
    let owner = parserContext.pointee._private
  else { return }
  Unmanaged<PageParser>.fromOpaque(owner).takeUnretainedValue().record(error)
}

/// libxml2's own tree builder, followed by a note of where the start tag ends.
///
/// libxml2 keeps a line per node but no column. When the start tag has been read the parser sits on
/// its `>` (or `/>`); the offset goes in the node's `_private`, a field libxml2 leaves to applications.
/// Finding the `<` before it is left to the rare element that has a problem (`SourcePositions`).
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
    let node = parserContext.pointee.node, node.pointee.name == localName
  else { return }
  node.pointee._private = UnsafeMutableRawPointer(bitPattern: Int(xmlByteConsumed(parserContext)) + 1)
}
