import GalleryCore

/// An `application/x-www-form-urlencoded` body, as a browser sends a form: `name=value&…`, `+` for a
/// space, percent escapes. `fields` keeps a repeated field's first value, `values` every value in order
/// (the organizer names several photos as `photo=a&photo=b`), `repeated` the names sent more than once,
/// in the order they were: a handler refuses those it takes one value of (`refuseRepeats`), since which
/// of two values would win is the server's guess, not the sender's word.
struct FormBody: Equatable {
  let fields: [String: String]
  let values: [String: [String]]
  let repeated: [String]

  /// Nil when the body is not valid (bad escapes, not UTF-8).
  init?(_ bytes: [UInt8]) {
    var fields: [String: String] = [:]
    var values: [String: [String]] = [:]
    for pair in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
      let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = Self.decode(parts[0]), let value = Self.decode(parts.count > 1 ? parts[1] : []) else {
        return nil
      }
      if fields[name] == nil { fields[name] = value }
      values[name, default: []].append(value)
    }
    self.fields = fields
    self.values = values
    repeated = values.filter { $0.value.count > 1 }.keys.sorted()
  }

  /// Why the form may not be taken: a field other than `repeatable` sent more than once (400, naming it).
  func repeatProblem(allowing repeatable: Set<String> = []) -> String? {
    guard let name = repeated.first(where: { !repeatable.contains($0) }) else { return nil }
    return "the form sent '\(Quoted.text(name, limit: 40))' more than once; send it once"
  }

  private static func decode(_ bytes: ArraySlice<UInt8>) -> String? {
    var decoded: [UInt8] = []
    var index = bytes.startIndex
    while index < bytes.endIndex {
      switch bytes[index] {
      case UInt8(ascii: "+"):
        decoded.append(UInt8(ascii: " "))
        index += 1
      case UInt8(ascii: "%"):
        guard index + 2 < bytes.endIndex,
          let value = UInt8(String(decoding: bytes[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
        else { return nil }
        decoded.append(value)
        index += 3
      default:
        decoded.append(bytes[index])
        index += 1
      }
    }
    return String(validating: decoded, as: UTF8.self)
  }
}

extension HTTPRequest {
  /// Whether the body is sent as a form (`application/x-www-form-urlencoded`, any parameters); with
  /// `orEmpty`, a request with no body and no type passes too (undo and redo send no fields).
  func isForm(orEmpty: Bool = false) -> Bool {
    let type = header("Content-Type")?.split(separator: ";").first.map(String.init)
    return type?.lowercased() == "application/x-www-form-urlencoded"
      || (orEmpty && type == nil && body.isEmpty)
  }
}
