/// Where an element starts, kept as cheaply as an Int: most elements never have a problem, so the
/// line and column are worked out only for those that do.
enum SourceMark: Sendable, Equatable {
  /// Byte offset where the element's start tag ends: its `<` is the last one before (a `<` cannot
  /// occur inside a well-formed tag).
  case tagEnd(Int)
  /// Only the line is known (libxml2's node line), column 0.
  case line(Int)
}

/// Turns marks in a page into the 1-based line and column an editor shows.
///
/// Columns count characters (UTF-8 sequences), as libxml2's own error columns do, so a problem found
/// in the tree and one libxml2 reports point the same way. Problems are mostly asked for in document
/// order, so a cursor that moves forward, and restarts only when asked about an earlier place, keeps
/// the cost of a page's positions to about one pass over it.
struct SourcePositions {
  private let source: UnsafeBufferPointer<UInt8>
  private var offset = 0
  private var line = 1
  private var column = 1

  init(_ source: UnsafeBufferPointer<UInt8>) {
    self.source = source
  }

  /// Whether offsets can be turned into columns; without the page, marks carry lines only.
  var hasSource: Bool { source.count > 0 }

  mutating func position(of mark: SourceMark) -> (line: Int, column: Int) {
    switch mark {
    case .line(let line): return (line, 0)
    case .tagEnd(let end): return position(ofOffset: tagStart(before: end))
    }
  }

  private func tagStart(before end: Int) -> Int {
    var offset = min(end, source.count)
    while offset > 0 {
      offset -= 1
      if source[offset] == UInt8(ascii: "<") {
        return offset
      }
    }
    return 0
  }

  private mutating func position(ofOffset target: Int) -> (line: Int, column: Int) {
    if target < offset {
      (offset, line, column) = (0, 1, 1)
    }
    let end = min(target, source.count)
    while offset < end {
      let byte = source[offset]
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        // Continuation bytes (10xxxxxx) belong to the character already counted.
        column += 1
      }
      offset += 1
    }
    return (line, column)
  }
}
