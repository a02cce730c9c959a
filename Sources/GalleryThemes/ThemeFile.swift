import GalleryCore
import GalleryModel

/// `theme.json`: what a theme says of itself, today only its parent, `{"extends": "default"}`. A child
/// theme holds only the templates, partials, assets and words it changes; everything else is its
/// parent's, found as `--theme` finds a theme (a name: the gallery's own `Themes/`, then the shipped
/// ones; a path: relative to the child's folder). A theme without the file stands alone, as every
/// theme did before it.
///
/// Read with the manifest's `JSONReader`, so a mistake is named by line and column; a key the tool does
/// not know is refused rather than ignored (a misspelt `extend` would otherwise drop the parent).
package enum ThemeFile {
  package static let fileName = "theme.json"
  /// How many themes a lineage may hold, the theme itself included: a child of a child of a shipped
  /// theme is far inside it; a loop is refused before it.
  package static let longestLineage = 8

  /// The theme folder, then its parent's, its grandparent's and so on (each absolute and real, as
  /// `ThemeLocator` gives it).
  package static func lineage(
    of folder: String, locator: ThemeLocator, galleryFolder: String?
  ) throws(GalleryError) -> [String] {
    guard FileSystem.isDirectory(folder) else { throw .missingInput(path: folder, what: "theme folder") }
    var lineage = [folder]
    while let last = lineage.last, let parent = try parent(of: last) {
      let file = last + "/" + fileName
      var found: String
      do {
        found = try locator.locate(parent.name, relativeTo: last, galleryFolder: galleryFolder)
        // A gallery's own `Themes/default` that extends "default" means the shipped one, not itself.
        if lineage.contains(found) && galleryFolder != nil && !parent.name.contains("/") {
          found = try locator.locate(parent.name, relativeTo: last, galleryFolder: nil)
        }
      } catch {
        throw .theme(
          path: "\(file):\(parent.position)",
          message:
            "extends '\(Quoted.text(parent.name, limit: 100))', which is not found: \(error.description)")
      }
      let real = FileSystem.realPath(found) ?? found
      if let loop = lineage.firstIndex(where: { (FileSystem.realPath($0) ?? $0) == real }) {
        let names = (lineage[loop...] + [found]).map { Quoted.path($0) }.joined(separator: " → ")
        throw .theme(
          path: "\(file):\(parent.position)", message: "the themes extend each other in a loop: \(names)")
      }
      guard lineage.count < longestLineage else {
        throw .theme(
          path: "\(file):\(parent.position)",
          message: "a theme may extend at most \(longestLineage - 1) others in a line; this one is deeper")
      }
      lineage.append(found)
    }
    return lineage
  }

  /// The parent a theme's `theme.json` names, and where; nil when the theme has no such file.
  static func parent(of folder: String) throws(GalleryError) -> (name: String, position: SourcePosition)? {
    let path = folder + "/" + fileName
    guard FileSystem.exists(path) || FileSystem.isSymbolicLink(path) else { return nil }
    let bytes = try Theme.read(path, inside: folder)
    let root: JSONValue.Located
    do {
      root = try JSONReader.parse(bytes)
    } catch {
      throw .theme(path: "\(path):\(error.position)", message: error.message)
    }
    guard case .object(let members) = root.value else {
      throw .theme(
        path: "\(path):\(root.position)", message: "a theme file is an object, found \(root.value.kindName)")
    }
    var parent: (name: String, position: SourcePosition)?
    for member in members {
      guard member.key == "extends" else {
        throw .theme(
          path: "\(path):\(member.keyPosition)",
          message: "unknown key '\(Quoted.text(member.key, limit: 60))': a theme file has only \"extends\"")
      }
      guard parent == nil else {
        throw .theme(path: "\(path):\(member.keyPosition)", message: "\"extends\" is given twice")
      }
      guard case .string(let name) = member.value.value, !name.isEmpty else {
        throw .theme(
          path: "\(path):\(member.value.position)",
          message:
            "\"extends\" is the name of a theme (or a path to one), found \(member.value.value.kindName)")
      }
      if let problem = TextChecks.problem(in: name, limit: 1_000) {
        throw .theme(path: "\(path):\(member.value.position)", message: "\"extends\" \(problem)")
      }
      parent = (name, member.value.position)
    }
    return parent
  }

  /// The theme file of a child of the theme `parent`, as `gallery theme copy --child` writes it.
  /// (A shipped theme's name is a folder's: its quotes and backslashes escaped, its control characters
  /// written as JSON escapes, so any name reads back as itself.)
  package static func text(extending parent: String) -> String {
    var escaped = ""
    for scalar in parent.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case _ where scalar.value < 0x20: escaped += "\\u" + Hexadecimal.padded(UInt64(scalar.value), width: 4)
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return "{\n  \"extends\": \"\(escaped)\"\n}\n"
  }
}
