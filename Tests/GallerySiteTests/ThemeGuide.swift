import Foundation

/// The key tables of docs/themes.md, read as `ThemeGuideTests` compares them with the pages' keys.
///
/// Under "## Template keys" each `### ` heading opens a table: "Every page" (the layout's keys), then
/// one per template named in backticks (`` `collection` ``), and the shared object types `image` and
/// `clip`. A row is `| `path` | type | example | what it is |`; a path typed `[image](#image)` or
/// `[clip](#clip)` is an object with that table's keys beneath it.
struct ThemeGuide {
  /// The heading of the layout's table, whose keys every page gets.
  static let layout = "layout"
  /// The tables of shared object types, named in other tables' type column.
  static let objectTypes = ["image", "clip"]

  /// Each table's rows: key path → the type as written (`string`, `list`, `image`, …).
  let tables: [String: [String: String]]

  init(markdown: String) throws {
    guard let start = markdown.range(of: "\n## Template keys\n") else {
      throw GuideError(message: "docs/themes.md has no \"## Template keys\" section")
    }
    let section = markdown[start.upperBound...].components(separatedBy: "\n## ")[0]
    var tables: [String: [String: String]] = [:]
    var current: String?
    for line in section.split(separator: "\n") {
      if line.hasPrefix("### ") {
        current = line.contains("Every page") ? Self.layout : Self.firstCode(in: line)
        continue
      }
      guard line.hasPrefix("| `"), let table = current else { continue }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 5, let path = Self.firstCode(in: cells[1]) else {
        throw GuideError(
          message: "a row of docs/themes.md's \(table) table is not | `key` | type | …: \(line)")
      }
      guard tables[table]?[path] == nil else {
        throw GuideError(message: "docs/themes.md's \(table) table lists `\(path)` twice")
      }
      tables[table, default: [:]][path] = Self.typeWord(cells[2])
    }
    self.tables = tables
  }

  /// The key paths and types of `table`, shared object types written out: `cells[].image` typed
  /// `image` is an object, and `cells[].image.src` a string.
  func keys(of table: String) throws -> [String: TemplateKeys.Kind] {
    var keys: [String: TemplateKeys.Kind] = [:]
    for (path, type) in tables[table] ?? [:] {
      if Self.objectTypes.contains(type) {
        keys[path] = .object
        for (inner, kind) in try self.keys(of: type) { keys[path + "." + inner] = kind }
        continue
      }
      guard let kind = TemplateKeys.Kind(rawValue: type) else {
        throw GuideError(message: "docs/themes.md types `\(path)` (\(table)) as '\(type)', not a known type")
      }
      keys[path] = kind
    }
    return keys
  }

  /// `list` for "list of {…}", `image` for "[image](#image)", `string` for "string".
  static func typeWord(_ cell: String) -> String {
    let text = cell.hasPrefix("[") ? String(cell.dropFirst().prefix { $0 != "]" }) : cell
    return String(text.prefix { $0.isLetter })
  }

  /// The text between the first pair of backticks.
  static func firstCode(in text: some StringProtocol) -> String? {
    let parts = text.split(separator: "`", omittingEmptySubsequences: false)
    return parts.count >= 3 ? String(parts[1]) : nil
  }

  struct GuideError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }
}
