import Foundation
import GalleryTestSupport
import Synchronization
import Testing

@testable import GalleryCommands
@testable import GalleryCore
@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryThemes

/// `gallery theme list` and `gallery theme copy NAME DIR`, over a folder of shipped themes made for the
/// test (two of them: a second theme must work without the code naming it).
@Suite struct ThemeCommandTests {
  /// A shipped-themes folder holding `default` and `portfolio`, with a link to a file outside.
  private func shipped() throws -> (TemporaryFolder, ThemeLocator) {
    let folder = try TemporaryFolder()
    for name in ["default", "portfolio"] {
      for template in ["collection", "detail", "edit", "layout", "partials/card"] {
        try folder.write("Themes/\(name)/\(template).mustache", "\(name) \(template)")
      }
      try folder.write("Themes/\(name)/assets/style.css", "body {}")
    }
    try folder.write("secret.txt", "not the theme's")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/Themes/portfolio/assets/secret.txt",
      withDestinationPath: folder.path + "/secret.txt")
    try folder.write("Themes/.hidden/collection.mustache", "")
    return (folder, ThemeLocator(builtInFolders: [folder.path + "/Themes"]))
  }

  @Test func theShippedThemesAreReadFromTheFoldersNotAList() throws {
    let (folder, locator) = try shipped()
    #expect(
      locator.shippedThemes()
        == [
          .init(name: "default", folder: folder.path + "/Themes/default"),
          .init(name: "portfolio", folder: folder.path + "/Themes/portfolio"),
        ])
  }

  @Test func copyWritesEveryRegularFileAndSkipsLinks() throws {
    let (folder, locator) = try shipped()
    let destination = folder.path + "/gallery/Themes/mine"
    let outcome = try ThemeCopy.copy("portfolio", to: destination, locator: locator)
    #expect(outcome.skipped == ["assets/secret.txt"], "a link is named, never followed")
    #expect(
      folder.files("gallery/Themes/mine") == [
        "assets/style.css", "collection.mustache", "detail.mustache", "edit.mustache", "layout.mustache",
        "partials/card.mustache",
      ])
    #expect(outcome.files == folder.files("gallery/Themes/mine"))
    #expect(folder.read("gallery/Themes/mine/partials/card.mustache") == "portfolio partials/card")
    #expect(FileSystem.names(in: folder.path + "/gallery/Themes") == ["mine"], "no staging folder is left")
    // The copy is a theme the locator finds by name in the gallery, and it loads.
    let found = try ThemeLocator(builtInFolders: []).locate(
      "mine", relativeTo: ".", galleryFolder: folder.path + "/gallery")
    #expect(try Theme.load(folder: found).assets == ["style.css"])
  }

  /// A theme that extends another is copied whole: its own files over its parent's, without its
  /// theme.json, so the copy stands alone (issue 43).
  @Test func aChildThemeIsCopiedWithItsParentsFiles() throws {
    let (folder, locator) = try shipped()
    try folder.write("Themes/portfolio/theme.json", #"{"extends": "default"}"#)
    try FileManager.default.removeItem(atPath: folder.path + "/Themes/portfolio/edit.mustache")
    let destination = folder.path + "/gallery/Themes/mine"
    let outcome = try ThemeCopy.copy("portfolio", to: destination, locator: locator)
    #expect(!outcome.files.contains(ThemeFile.fileName))
    #expect(folder.read("gallery/Themes/mine/edit.mustache") == "default edit")
    #expect(folder.read("gallery/Themes/mine/detail.mustache") == "portfolio detail")
    let loaded = try Theme.load(folder: destination, locator: locator)
    #expect(loaded.folders.count == 1)
  }

  /// `--child`: only a theme.json that extends the theme; it loads as the theme itself.
  @Test func aChildCopyIsOnlyTheThemeFile() throws {
    let (folder, locator) = try shipped()
    let destination = folder.path + "/gallery/Themes/mine"
    let outcome = try ThemeCopy.copy("default", to: destination, child: true, locator: locator)
    #expect(outcome.files == [ThemeFile.fileName])
    #expect(folder.files("gallery/Themes/mine") == ["theme.json"])
    #expect(folder.read("gallery/Themes/mine/theme.json") == "{\n  \"extends\": \"default\"\n}\n")
    let child = try Theme.load(folder: destination, locator: locator)
    let parent = try Theme.load(folder: folder.path + "/Themes/default", locator: locator)
    #expect(child.fingerprint == parent.fingerprint, "a child that changes nothing is its parent")
    #expect(try child.render("detail", .object([:]), page: "p") == "default detail")
  }

  /// The folder a copy is assembled in is made by the copy or not at all: a folder of that name that
  /// is there already (a person's, or a killed copy's) is neither written into nor removed.
  @Test func aFolderInTheWayOfTheStagingFolderIsLeftAsItWas() throws {
    let (folder, locator) = try shipped()
    let staging = FileSystem.sideName(
      of: "mine", suffix: ".theme-copy-\(ProcessInfo.processInfo.processIdentifier)")
    try folder.write("gallery/Themes/\(staging)/notes.txt", "mine, not the tool's")
    #expect(throws: GalleryError.self) {
      try ThemeCopy.copy("default", to: folder.path + "/gallery/Themes/mine", locator: locator)
    }
    #expect(folder.read("gallery/Themes/\(staging)/notes.txt") == "mine, not the tool's")
    #expect(folder.files("gallery/Themes/\(staging)") == ["notes.txt"])
    #expect(!FileSystem.exists(folder.path + "/gallery/Themes/mine"))
  }

  @Test func copyIntoAnEmptyFolderWorks() throws {
    let (folder, locator) = try shipped()
    try FileManager.default.createDirectory(
      atPath: folder.path + "/empty", withIntermediateDirectories: false)
    _ = try ThemeCopy.copy("default", to: folder.path + "/empty", locator: locator)
    #expect(folder.read("empty/collection.mustache") == "default collection")
  }

  @Test func aFolderThatIsNotEmptyIsRefusedAndLeftAsItWas() throws {
    let (folder, locator) = try shipped()
    try folder.write("mine/collection.mustache", "my own work")
    #expect(throws: GalleryError.self) {
      try ThemeCopy.copy("default", to: folder.path + "/mine", locator: locator)
    }
    do {
      _ = try ThemeCopy.copy("default", to: folder.path + "/mine", locator: locator)
    } catch {
      #expect(error.exitCode == 73)
      #expect(error.description.contains("not empty; nothing was copied"))
    }
    #expect(folder.files("mine") == ["collection.mustache"])
    #expect(folder.read("mine/collection.mustache") == "my own work")
    try folder.write("file", "x")
    #expect(throws: GalleryError.self) {
      try ThemeCopy.copy("default", to: folder.path + "/file", locator: locator)
    }
    #expect(folder.read("file") == "x")
  }

  @Test func anUnknownNameListsTheShippedOnes() throws {
    let (folder, locator) = try shipped()
    // The folder is removed when let go of: held to the end.
    defer { withExtendedLifetime(folder) {} }
    do {
      _ = try ThemeCopy.copy("portfolo", to: "/nonexistent/x", locator: locator)
      Issue.record("an unknown theme was copied")
    } catch {
      #expect(error.exitCode == 66)
      #expect(error.description.contains("shipped: default, portfolio; did you mean 'portfolio'?"))
    }
    for path in ["../default", "/etc", ".hidden", ""] {
      #expect(
        throws: GalleryError.usage("'\(path)' is not a theme's name: NAME is one of 'gallery theme list'")
      ) {
        try ThemeCopy.copy(path, to: "/nonexistent/x", locator: locator)
      }
    }
  }

  @Test func aDestinationThroughALinkOrInsideTheThemeIsRefused() throws {
    let (folder, locator) = try shipped()
    try FileManager.default.createDirectory(atPath: folder.path + "/real", withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/link", withDestinationPath: folder.path + "/real")
    for destination in [folder.path + "/link", folder.path + "/link/mine"] {
      do {
        _ = try ThemeCopy.copy("default", to: destination, locator: locator)
        Issue.record("copied through a link to \(destination)")
      } catch {
        #expect(error.exitCode == 73)
        #expect(error.description.contains("is a symbolic link"))
      }
    }
    #expect(folder.files("real").isEmpty)
    for destination in ["/Themes/default", "/Themes/default/assets/x", "/Themes/default/../default/y"] {
      do {
        _ = try ThemeCopy.copy("default", to: folder.path + destination, locator: locator)
        Issue.record("copied into the theme itself at \(destination)")
      } catch {
        #expect(error.description.contains("inside the theme being copied"))
      }
    }
    #expect(folder.files("Themes/default").count == 6)
  }

  /// The command line: what it prints, its refusals' exit codes, and its help.
  @Test func theCommandLineCopiesListsAndExplains() throws {
    let (folder, _) = try shipped()
    let said = Mutex<[String]>([])
    let console = Console(info: { _ in }, say: { line in said.withLock { $0.append(line) } }, warn: { _ in })
    let destination = folder.path + "/g/Themes/mine"
    #expect(GalleryTool.main(["theme", "copy", "default", destination], console: console) == 0)
    let lines = said.withLock { $0 }
    #expect(lines.first?.hasPrefix("Copied theme 'default' (") == true)
    #expect(lines.last == "Next: gallery build \(folder.path)/g --theme mine")
    #expect(GalleryTool.main(["theme", "copy", "default", destination], console: .silent) == 73)
    #expect(GalleryTool.main(["theme"], console: .silent) == 64)
    #expect(GalleryTool.main(["theme", "lst"], console: .silent) == 64)
    #expect(GalleryTool.main(["theme", "copy", "default"], console: .silent) == 64)
    #expect(GalleryTool.main(["theme", "list", "extra"], console: .silent) == 64)
    #expect(GalleryTool.main(["theme", "copy", "a", "b", "c"], console: .silent) == 64)
    said.withLock { $0 = [] }
    #expect(GalleryTool.main(["theme", "--help"], console: console) == 0)
    let help = said.withLock { $0 }.joined(separator: "\n")
    #expect(help.contains("Usage: gallery theme copy NAME DIR [--child]\n       gallery theme list"))
    #expect(help.contains("Exit codes: 0 listed or copied"))
  }
}

/// `gallery init DIR --theme NAME`: the shipped theme copied into the gallery and named in its manifest.
@Suite struct InitThemeTests {
  @Test func initWithAThemeCopiesItAndNamesItInTheManifest() throws {
    let folder = try TemporaryFolder()
    try folder.images("trip/a.png")
    let outcome = try InitCommand.initialize(
      .init(folder: folder.path + "/trip", theme: "default"), dating: FolderFixtures.noDates, console: .silent
    )
    #expect(outcome.gallery.theme == "default")
    #expect(try ManifestStore(folder: folder.path + "/trip").fetchGallery().theme == "default")
    #expect(outcome.message.contains("; copied theme 'default' ("))
    #expect(outcome.gallery.photos.map(\.id) == ["a"], "the theme copied is not scanned for photos")
    let shipped = try #require(ThemeLocator().shippedThemes().first { $0.name == "default" })
    #expect(folder.files("trip/Themes/default") == FileSystem.files(in: shipped.folder, includeHidden: false))
  }

  @Test func aThemeFolderInTheWayStopsInitBeforeItWritesAnything() throws {
    let folder = try TemporaryFolder()
    try folder.images("trip/a.png")
    try folder.write("trip/Themes/default/collection.mustache", "mine")
    #expect(throws: GalleryError.self) {
      try InitCommand.initialize(
        .init(folder: folder.path + "/trip", theme: "default"), dating: FolderFixtures.noDates,
        console: .silent)
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/trip/gallery.json"))
    #expect(folder.read("trip/Themes/default/collection.mustache") == "mine")
    #expect(GalleryTool.main(["init", folder.path + "/trip", "--theme", "nope"], console: .silent) == 66)
    #expect(
      GalleryTool.main(["init", "--sample", folder.path + "/s", "--theme", "default"], console: .silent) == 64
    )
  }
}
