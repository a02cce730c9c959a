import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryThemes

/// A theme that names a parent in `theme.json` (issue 43): it holds only what it changes, the rest is
/// its parent's, and a change to the parent is a change to the theme.
@Suite struct ThemeInheritanceTests {
  /// A folder of themes: `base` (three scenes, a partial, two assets, German words) and `child`, which
  /// extends it and replaces the detail template, one asset and one word.
  private func themes() throws -> (TemporaryFolder, ThemeLocator) {
    let folder = try TemporaryFolder()
    for scene in ["collection", "detail", "edit"] {
      try folder.write("Themes/base/\(scene).mustache", "base \(scene) {{> partials/mark}}")
    }
    try folder.write("Themes/base/partials/mark.mustache", "base mark")
    try folder.write("Themes/base/assets/style.css", "body { color: black; }")
    try folder.write("Themes/base/assets/gallery.js", "// base")
    try folder.write(
      "Themes/base/languages/de.json", #"{"grid.pageTitle": "Basis", "detail.back": "Zurück"}"#)
    try folder.write("Themes/child/theme.json", #"{"extends": "base"}"#)
    try folder.write("Themes/child/detail.mustache", "child detail {{> partials/mark}}")
    try folder.write("Themes/child/assets/style.css", "body { color: white; }")
    try folder.write("Themes/child/languages/de.json", #"{"grid.pageTitle": "Kind"}"#)
    return (folder, ThemeLocator(builtInFolders: [folder.path + "/Themes"]))
  }

  /// The theme `name` as a build finds and loads it, for the gallery at `gallery` when given.
  private func load(_ name: String, _ locator: ThemeLocator, gallery: String? = nil) throws -> Theme {
    try Theme.load(
      folder: try locator.locate(name, relativeTo: ".", galleryFolder: gallery), locator: locator,
      galleryFolder: gallery)
  }

  @Test func aChildHasItsParentsFilesWhereItHasNoneOfItsOwn() throws {
    let (folder, locator) = try themes()
    let child = try load("child", locator)
    let real = FileSystem.realPath(folder.path) ?? folder.path
    #expect(child.folders == [real + "/Themes/child", real + "/Themes/base"])
    #expect(try child.render("detail", .object([:]), page: "p") == "child detail base mark")
    #expect(try child.render("collection", .object([:]), page: "p") == "base collection base mark")
    #expect(child.assets == ["gallery.js", "style.css"])
    #expect(child.assetSource("style.css").path == real + "/Themes/child/assets/style.css")
    #expect(
      child.assetSource("gallery.js") == (real + "/Themes/base/assets/gallery.js", real + "/Themes/base"))
    let german = child.catalogues["de"]?.entries
    #expect(german?["grid.pageTitle"] == .text("Kind"))
    #expect(german?["detail.back"] == .text("Zurück"), "a word the child does not change is the parent's")
  }

  @Test func theFingerprintCoversTheParent() throws {
    let (folder, locator) = try themes()
    let before = try load("child", locator).fingerprint
    #expect(try load("child", locator).fingerprint == before)
    try folder.write("Themes/base/assets/gallery.js", "// base, changed")
    #expect(try load("child", locator).fingerprint != before)
    try folder.write("Themes/base/assets/gallery.js", "// base")
    try folder.write("Themes/base/partials/mark.mustache", "base mark, changed")
    #expect(try load("child", locator).fingerprint != before)
  }

  @Test func aChildOfAChildWorksAndAThemeOfTheGalleryIsFoundFirst() throws {
    let (folder, locator) = try themes()
    try folder.write("gallery/Themes/mine/theme.json", #"{"extends": "child"}"#)
    try folder.write("gallery/Themes/mine/edit.mustache", "mine edit")
    let mine = try load("mine", locator, gallery: folder.path + "/gallery")
    #expect(mine.folders.count == 3)
    #expect(try mine.render("edit", .object([:]), page: "p") == "mine edit")
    #expect(try mine.render("detail", .object([:]), page: "p") == "child detail base mark")
  }

  /// A gallery's own theme may take a shipped theme's name and extend it: the parent is the shipped
  /// one, not itself.
  @Test func aGallerysThemeExtendsTheShippedOneOfItsName() throws {
    let (folder, locator) = try themes()
    try folder.write("gallery/Themes/base/theme.json", #"{"extends": "base"}"#)
    try folder.write("gallery/Themes/base/edit.mustache", "my edit")
    let mine = try load("base", locator, gallery: folder.path + "/gallery")
    #expect(mine.folders.count == 2)
    #expect(try mine.render("edit", .object([:]), page: "p") == "my edit")
    #expect(try mine.render("detail", .object([:]), page: "p") == "base detail base mark")
  }

  @Test(arguments: [
    (#"{"extend": "base"}"#, "theme.json:1:2: unknown key 'extend': a theme file has only \"extends\""),
    (
      #"{"extends": 3}"#,
      "theme.json:1:13: \"extends\" is the name of a theme (or a path to one), found a number"
    ),
    (#"{"extends": ""}"#, "theme.json:1:13: \"extends\" is the name of a theme"),
    (#"{"extends": "base", "extends": "base"}"#, "theme.json:1:21: \"extends\" is given twice"),
    (#"["base"]"#, "theme.json:1:1: a theme file is an object, found an array"),
    (#"{"extends": "nowhere"}"#, "theme.json:1:13: extends 'nowhere', which is not found"),
    (#"{"extends": "child"}"#, "the themes extend each other in a loop"),
    ("{", "theme.json:1:"),
  ])
  func aBadThemeFileIsAThemeErrorAtItsLineAndColumn(text: String, message: String) throws {
    let (folder, locator) = try themes()
    try folder.write("Themes/base/theme.json", text)
    #expect {
      _ = try load("child", locator)
    } throws: { error in
      "\(error)".contains(message)
    }
  }

  @Test func aLineageTooLongIsRefused() throws {
    let (folder, locator) = try themes()
    var parent = "child"
    for level in 1...ThemeFile.longestLineage {
      try folder.write("Themes/level\(level)/theme.json", "{\"extends\": \"\(parent)\"}")
      parent = "level\(level)"
    }
    #expect(throws: GalleryError.self) { _ = try load(parent, locator) }
    #expect(
      try load("level\(ThemeFile.longestLineage - 2)", locator).folders.count == ThemeFile.longestLineage)
  }

  /// Every name reads back as itself from the file `gallery theme copy --child` writes.
  @Test(arguments: ["default", "dark \"night\"", #"back\slash"#, "夜"])
  func theChildsFileNamesItsParent(name: String) throws {
    let folder = try TemporaryFolder()
    try folder.write("t/theme.json", ThemeFile.text(extending: name))
    #expect(try ThemeFile.parent(of: folder.path + "/t")?.name == name)
  }
}
