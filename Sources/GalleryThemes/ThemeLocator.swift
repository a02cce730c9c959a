import Foundation
import GalleryCore

/// Finds a theme folder from `--theme`, the manifest's `theme`, or the built-in default.
///
/// A NAME is looked up in the gallery's own `Themes/` folder, then among the themes that ship with the
/// tool; anything with a `/` (or starting with `.`) is a path. The shipped themes are found from the
/// executable's location, so `gallery build` works from any working directory once the tool is built.
package struct ThemeLocator: Sendable {
  package static let defaultThemeName = "default"
  /// Overrides where the shipped themes are (for installs that move the binary away from `Themes/`).
  package static let environmentVariable = "CLEANGALLERY_THEMES"

  package let builtInFolders: [String]

  package init(builtInFolders: [String]? = nil) {
    self.builtInFolders = builtInFolders ?? Self.discoverBuiltInFolders()
  }

  /// The theme folder for `requested` (nil: the default); `relativeTo` is where paths are resolved
  /// (the working directory for `--theme`, the gallery folder for the manifest's `theme`).
  package func locate(
    _ requested: String?, relativeTo base: String, galleryFolder: String?
  ) throws(GalleryError)
    -> String
  {
    let name = requested ?? Self.defaultThemeName
    if name.contains("/") || name.hasPrefix(".") {
      let path = name.hasPrefix("/") ? name : base + "/" + name
      guard FileSystem.isDirectory(path) else { throw .missingInput(path: name, what: "theme folder") }
      return FileSystem.realPath(path) ?? path
    }
    var candidates: [String] = []
    if let galleryFolder { candidates.append(galleryFolder + "/Themes/" + name) }
    candidates += builtInFolders.map { $0 + "/" + name }
    for candidate in candidates where FileSystem.isDirectory(candidate) {
      return FileSystem.realPath(candidate) ?? candidate
    }
    let known = shippedThemes().map(\.name)
    let hint = known.isEmpty ? "" : "; themes available: \(known.joined(separator: ", "))"
    // The name comes from the manifest or the command line: quoted short, and the folders looked in
    // are named by where they are, not by the name again.
    let places = (galleryFolder.map { [$0 + "/Themes/"] } ?? []) + builtInFolders.map { $0 + "/" }
    throw .missingInput(
      path: name,
      what:
        "theme '\(Quoted.text(name, limit: 100))' (looked in \(places.map(Quoted.path).joined(separator: ", "))\(hint))"
    )
  }

  /// A theme that ships with the tool: its name (what `--theme NAME` takes) and its folder.
  package struct ShippedTheme: Equatable, Sendable {
    package var name: String
    package var folder: String
  }

  /// The shipped themes by name, each from the first of `builtInFolders` that has it (the one `locate`
  /// finds): read from the folders, never a list in the code, so a theme added to `Themes/` is one.
  /// Hidden folders are no themes.
  package func shippedThemes() -> [ShippedTheme] {
    var found: [String: String] = [:]
    for folder in builtInFolders {
      for name in FileSystem.names(in: folder) ?? []
      where !name.hasPrefix(".") && found[name] == nil && FileSystem.isDirectory(folder + "/" + name) {
        found[name] = folder + "/" + name
      }
    }
    return found.keys.sorted().map { ShippedTheme(name: $0, folder: found[$0] ?? "") }
  }

  /// Folders that may hold the shipped themes, most specific first.
  static func discoverBuiltInFolders() -> [String] {
    let environment = ProcessInfo.processInfo.environment[environmentVariable].map { [$0] } ?? []
    return ShippedFolders.candidates("Themes", first: environment.filter { !$0.isEmpty }) { folder in
      FileSystem.isRegularFile(
        folder + "/Themes/\(defaultThemeName)/\(Theme.Template.collection).mustache")
    }
  }
}
