import GalleryCore

// Longer than the usual 250 lines: one recursive-descent grammar (RFC 8259), which reads best whole.
/// A strict JSON parser (RFC 8259) over UTF-8 bytes that reports the line and column of the first
/// problem. Strictness is the point: a manifest edited by hand gets a precise message, not a guess.
package struct JSONReader {
  /// Why the text is not JSON, and where.
  package struct SyntaxError: Error, Equatable, Sendable {
    package let position: SourcePosition
    package let message: String
  }

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0
  /// UTF-8 continuation bytes seen since `lineStart`, so a column (in characters) costs nothing to know,
  /// even on a minified manifest that is one long line.
  private var continuationBytes = 0

  /// Parses one JSON document; anything after it other than white space is an error.
  package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue.Located {
    var reader = JSONReader(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      reader.index = 3
      reader.lineStart = 3
    }
    reader.skipWhitespace()
    let value = try reader.parseValue(depth: 0)
    reader.skipWhitespace()
    if reader.index < bytes.count {
      throw reader.error("unexpected \(reader.describeCurrent()) after the end of the JSON value")
    }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private var position: SourcePosition {
    SourcePosition(line: line, column: index - lineStart - continuationBytes + 1)
  }

  private func error(_ message: String) -> SyntaxError {
    SyntaxError(position: position, message: message)
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of file" }
    let byte = bytes[index]
    if byte >= 0x20 && byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D:
        index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
        continuationBytes = 0
      default:
        return
      }
    }
  }

  private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONValue.Located {
    guard depth < 512 else { throw error("nesting deeper than 512 levels") }
    let start = position
    guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
    let value: JSONValue
    switch bytes[index] {
    case UInt8(ascii: "{"): value = try parseObject(depth: depth)
    case UInt8(ascii: "["): value = try parseArray(depth: depth)
    case UInt8(ascii: "\""): value = .string(try parseString())
    case UInt8(ascii: "t"): try expectWord("true"); value = .bool(true)
    case UInt8(ascii: "f"): try expectWord("false"); value = .bool(false)
    case UInt8(ascii: "n"): try expectWord("null"); value = .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try parseNumber())
    default: throw error("unexpected \(describeCurrent()), expected a value")
    }
    return JSONValue.Located(value: value, position: start)
  }

  private mutating func expectWord(_ word: StaticString) throws(SyntaxError) {
    let expected = word.withUTF8Buffer { Array($0) }
    guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected
    else { throw error("unexpected \(describeCurrent()), expected a value") }
    index += expected.count
  }

  private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONValue {
    index += 1
    var members: [JSONValue.Member] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("unexpected \(describeCurrent()), expected a quoted key")
      }
      let keyPosition = position
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("unexpected \(describeCurrent()), expected ':' after key \"\(key)\"")
      }
      index += 1
      skipWhitespace()
      let value = try parseValue(depth: depth + 1)
      members.append(JSONValue.Member(key: key, keyPosition: keyPosition, value: value))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of file, expected ',' or '}'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
          throw error("trailing comma before '}'")
        }
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      throw error("unexpected \(describeCurrent()), expected ',' or '}'")
    }
  }

  private mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONValue {
    index += 1
    var elements: [JSONValue.Located] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of file, expected ',' or ']'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
          throw error("trailing comma before ']'")
        }
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      throw error("unexpected \(describeCurrent()), expected ',' or ']'")
    }
  }

  private mutating func parseNumber() throws(SyntaxError) -> String {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count && isDigit(bytes[index]) { throw error("invalid number: leading zero") }
    } else {
      while index < bytes.count && isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number: digit expected") }
      while index < bytes.count && isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
      index += 1
      if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number: digit expected") }
      while index < bytes.count && isDigit(bytes[index]) { index += 1 }
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func parseString() throws(SyntaxError) -> String {
    index += 1
    let start = index
    // The usual string has no escapes: find its end and decode it in one go.
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        guard let text = String(validating: bytes[start..<index], as: UTF8.self) else {
          throw error("invalid UTF-8 in string")
        }
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      if byte & 0xC0 == 0x80 { continuationBytes += 1 }
      index += 1
    }
    return try parseEscapedString(from: start)
  }

  /// The slow path, from the first escape or control character on.
  private mutating func parseEscapedString(from start: Int) throws(SyntaxError) -> String {
    guard let head = String(validating: bytes[start..<index], as: UTF8.self) else {
      throw error("invalid UTF-8 in string")
    }
    var scalars = head.unicodeScalars
    var runStart = index
    func flushRun(_ end: Int) throws(SyntaxError) {
      guard runStart < end else { return }
      guard let text = String(validating: bytes[runStart..<end], as: UTF8.self) else {
        throw SyntaxError(position: position, message: "invalid UTF-8 in string")
      }
      scalars.append(contentsOf: text.unicodeScalars)
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        try flushRun(index)
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        try flushRun(index)
        index += 1
        scalars.append(try parseEscape())
        runStart = index
      case 0x00..<0x20:
        throw error(
          byte == 0x0A ? "unterminated string (a line break inside quotes)" : "control character in string")
      default:
        if byte & 0xC0 == 0x80 { continuationBytes += 1 }
        index += 1
      }
    }
    throw error("unterminated string")
  }

  private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
    guard index < bytes.count else { throw error("unterminated string") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHex4()
      if (0xD800..<0xDC00).contains(high) {
        guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw error("unpaired surrogate in \\u escape") }
        index += 2
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else { throw error("invalid surrogate pair in \\u escape") }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate in \\u escape") }
      return scalar
    default:
      index -= 2
      throw error("invalid escape '\\\(Character(Unicode.Scalar(byte)))'")
    }
  }

  private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
    guard bytes.count - index >= 4 else { throw error("incomplete \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("invalid hex digit in \\u escape")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }
}
