import GalleryCore

/// A JSON value that remembers where it stood in its file, so a manifest error can name the line and
/// column a person has to fix (Foundation's parser reports neither, and merges duplicate keys silently).
package indirect enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(String)
  case string(String)
  case array([Located])
  case object([Member])

  /// A value with the position of its first character.
  package struct Located: Equatable, Sendable {
    package let value: JSONValue
    package let position: SourcePosition
  }

  /// An object member, in file order (order is kept so errors come out in reading order).
  package struct Member: Equatable, Sendable {
    package let key: String
    package let keyPosition: SourcePosition
    package let value: Located
  }

  /// A short name for the kind of value, for messages like "expected a string, found a number".
  package var kindName: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
