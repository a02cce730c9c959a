import GalleryCore
import GalleryModel

/// Reading a catalogue file: one JSON object, each key's value a text (`"key": "text with {name}"`) or
/// an object of CLDR plural forms (`"key": {"one": "{count} photo", "other": "{count} photos"}`).
///
/// Read with the manifest's own `JSONReader`, so a translator's mistake is named by line and column.
extension Words {
  /// The entries of a catalogue's bytes; `path` names the file in errors.
  package static func entries(catalogue bytes: [UInt8], path: String) throws(GalleryError) -> [String: Entry]
  {
    let root: JSONValue.Located
    do {
      root = try JSONReader.parse(bytes)
    } catch {
      throw .badData(path: "\(path):\(error.position)", message: error.message)
    }
    guard case .object(let members) = root.value else {
      throw .badData(
        path: "\(path):\(root.position)", message: "a catalogue is an object, found \(root.value.kindName)")
    }
    var entries: [String: Entry] = [:]
    for member in members {
      guard entries[member.key] == nil else {
        throw .badData(
          path: "\(path):\(member.keyPosition)", message: "the key '\(member.key)' is given twice")
      }
      entries[member.key] = try entry(member.value, key: member.key, path: path)
    }
    return entries
  }

  /// The longest text an entry may hold: a UI word or sentence, never a document.
  package static let longestText = 2_000

  /// A text as a page may show it: no control character (a parse error in HTML, a terminal's escape),
  /// not longer than `longestText`; else an error at the text's line and column.
  private static func checked(
    _ text: String, key: String, at position: SourcePosition, path: String
  ) throws(GalleryError) -> String {
    guard let problem = TextChecks.problem(in: text, limit: longestText) else { return text }
    throw .badData(path: "\(path):\(position)", message: "the text of '\(key)' \(problem)")
  }

  private static func entry(
    _ value: JSONValue.Located, key: String, path: String
  ) throws(GalleryError) -> Entry {
    switch value.value {
    case .string(let text): return .text(try checked(text, key: key, at: value.position, path: path))
    case .object(let members):
      var forms: [PluralCategory: String] = [:]
      for member in members {
        guard let category = PluralCategory(rawValue: member.key), case .string(let text) = member.value.value
        else {
          throw .badData(
            path: "\(path):\(member.keyPosition)",
            message: "'\(key)' has '\(member.key)': a plural form is one of "
              + PluralCategory.allCases.map(\.rawValue).joined(separator: ", ") + ", with a text")
        }
        forms[category] = try checked(text, key: key, at: member.value.position, path: path)
      }
      guard forms[.other] != nil else {
        throw .badData(path: "\(path):\(value.position)", message: "'\(key)' has no 'other' form")
      }
      return .plural(forms)
    default:
      throw .badData(
        path: "\(path):\(value.position)",
        message: "'\(key)' is a text or plural forms, found \(value.value.kindName)")
    }
  }
}
