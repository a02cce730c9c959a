/// What a request target names in the site, decoded strictly: a target that could name anything
/// outside the site, or name it in a second way, is refused before any file is looked at.
///
/// Refused: targets not starting with `/`, longer than `maximumBytes`, with `.` or `..` segments,
/// backslashes, percent-encoded dots, slashes, backslashes or NULs (`%2e`, `%2f`, `%5c`, `%00`), bad
/// escapes, control characters, or bytes that are not UTF-8. Segments starting with a dot (the tool's
/// record, a spare site) are never served, except `.well-known`.
enum RequestPath: Equatable {
  /// A path relative to the site root ("" for the root), and whether it ended with a slash.
  case site(path: String, isFolder: Bool)
  case refused(status: Int, reason: String)

  static let maximumBytes = 1024

  init(target: String) {
    let bytes = Array(target.utf8)
    guard bytes.count <= Self.maximumBytes else {
      self = .refused(status: 414, reason: "the address is longer than \(Self.maximumBytes) bytes")
      return
    }
    let pathBytes = bytes.prefix { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
    guard pathBytes.first == UInt8(ascii: "/") else {
      self = .refused(status: 400, reason: "the address must start with /")
      return
    }
    var decoded: [UInt8] = []
    var index = pathBytes.startIndex
    while index < pathBytes.endIndex {
      let byte = pathBytes[index]
      if byte == UInt8(ascii: "%") {
        guard index + 2 < pathBytes.endIndex, let high = Self.hexValue(pathBytes[index + 1]),
          let low = Self.hexValue(pathBytes[index + 2])
        else {
          self = .refused(status: 400, reason: "the address has a bad percent escape")
          return
        }
        let value = high << 4 | low
        if [0x00, 0x2E, 0x2F, 0x5C].contains(value) {
          self = .refused(status: 400, reason: "the address encodes a dot, slash, backslash or NUL")
          return
        }
        decoded.append(value)
        index += 3
        continue
      }
      decoded.append(byte)
      index += 1
    }
    guard let text = String(validating: decoded, as: UTF8.self) else {
      self = .refused(status: 400, reason: "the address is not UTF-8")
      return
    }
    if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" }) {
      self = .refused(status: 400, reason: "the address holds a control character or a backslash")
      return
    }
    let segments = text.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    for segment in segments where segment == "." || segment == ".." {
      self = .refused(status: 400, reason: "the address has a '.' or '..' segment")
      return
    }
    let parts = segments.filter { !$0.isEmpty }
    if parts.contains(where: { $0.hasPrefix(".") && $0 != ".well-known" }) {
      self = .refused(status: 404, reason: "hidden files are not served")
      return
    }
    self = .site(path: parts.joined(separator: "/"), isFolder: text.hasSuffix("/"))
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
