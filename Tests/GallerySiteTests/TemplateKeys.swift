import GalleryTemplates

/// The key paths of template contexts, as docs/themes.md names them: `title`, `image.srcset` (a key of
/// an object), `cells[].title` (a key of each item of a list). Each path keeps the kinds of value it was
/// seen with, so the guide's types can be checked and a path only ever seen null (never exercised by a
/// fixture, and so hiding the keys below it) can be told apart.
struct TemplateKeys {
  /// What a value is, in the words of the guide's type column.
  enum Kind: String, CaseIterable, Comparable {
    case string, bool, number, list, object, null

    init(_ value: TemplateValue) {
      switch value {
      case .null: self = .null
      case .bool: self = .bool
      case .int, .double: self = .number
      case .string: self = .string
      case .list: self = .list
      case .object: self = .object
      }
    }

    static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
  }

  /// Every path with the kinds of value seen at it (`.null` included).
  private(set) var kinds: [String: Set<Kind>] = [:]
  /// One value seen at each path that is a string, a number or a bool, for the guide's examples.
  private(set) var examples: [String: String] = [:]

  /// Adds the paths of a page's context (an object).
  mutating func add(context: TemplateValue) {
    guard case .object(let keys) = context else { return }
    for (key, value) in keys { add(value, at: key) }
  }

  private mutating func add(_ value: TemplateValue, at path: String) {
    kinds[path, default: []].insert(Kind(value))
    switch value {
    case .object(let keys):
      for (key, child) in keys { add(child, at: path + "." + key) }
    case .list(let items):
      for item in items {
        // A list of objects is named by its items' keys; a list of anything else by its items.
        guard case .object(let keys) = item else {
          add(item, at: path + "[]")
          continue
        }
        for (key, child) in keys { add(child, at: path + "[]." + key) }
      }
    case .string(let text): examples[path] = examples[path] ?? text
    case .int(let number): examples[path] = examples[path] ?? String(number)
    case .double(let number): examples[path] = examples[path] ?? String(number)
    case .bool(let flag): examples[path] = examples[path] ?? String(flag)
    case .null: break
    }
  }

  /// The paths whose first key is (or is not) one of `keys`.
  func filtered(topKeys keys: Set<String>, keeping: Bool) -> TemplateKeys {
    var result = TemplateKeys()
    result.kinds = kinds.filter { keys.contains(Self.topKey(of: $0.key)) == keeping }
    result.examples = examples.filter { result.kinds[$0.key] != nil }
    return result
  }

  /// Both sets of paths, their kinds joined.
  func merged(with other: TemplateKeys) -> TemplateKeys {
    var result = self
    result.kinds.merge(other.kinds) { $0.union($1) }
    result.examples.merge(other.examples) { first, _ in first }
    return result
  }

  /// `cells` for `cells[].image.src`.
  static func topKey(of path: String) -> String {
    String(path.prefix { $0 != "." && $0 != "[" })
  }
}
