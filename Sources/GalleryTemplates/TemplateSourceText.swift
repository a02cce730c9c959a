/// A template's bytes plus what is needed to turn a byte offset into an editor position.
///
/// Lexing and parsing work on UTF-8 bytes (delimiters are byte sequences and text is copied out
/// as bytes for rendering), but errors must speak in lines and characters. Positions are only
/// computed when an error is reported, so well-formed templates never pay for it.
struct TemplateSourceText {
  let file: String
  let bytes: [UInt8]

  init(_ source: TemplateSource) {
    file = source.file
    bytes = Array(source.text.utf8)
  }

  /// 1-based line and character column of the byte at `offset`.
  func position(of offset: Int) -> (line: Int, column: Int) {
    let end = min(max(offset, 0), bytes.count)
    var line = 1
    var lineStart = 0
    for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
    return (line, column)
  }

  func error(at offset: Int, _ message: String) -> TemplateError {
    let (line, column) = position(of: offset)
    return TemplateError(file: file, line: line, column: column, message: message)
  }
}
