import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryScenes
@testable import GalleryThemes

/// The portfolio theme is a child of the default one (issue 43): it carries only what it changes, so a
/// fix to the default's viewer script or partials reaches it, and a person's copy of it does not carry
/// a second copy of them.
@Suite struct ShippedThemeLineageTests {
  private static let themes = GalleryProcess.themesFolder

  @Test func portfolioExtendsTheDefaultAndHoldsNoFileEqualToOneOfIts() throws {
    #expect(try ThemeFile.parent(of: Self.themes + "/portfolio")?.name == "default")
    let own = FileSystem.files(in: Self.themes + "/portfolio", includeHidden: false, limit: 1_000)
    #expect(own.contains("collection.mustache"))
    for file in own {
      let mine = FileManager.default.contents(atPath: Self.themes + "/portfolio/" + file)
      let parents = FileManager.default.contents(atPath: Self.themes + "/default/" + file)
      #expect(mine != parents, "portfolio/\(file) is the default theme's file: leave it to the parent")
    }
  }

  @Test func portfolioHasTheDefaultsScriptAndItsOwnStyle() throws {
    let locator = ThemeLocator()
    let portfolio = try Theme.load(
      folder: try locator.locate("portfolio", relativeTo: ".", galleryFolder: nil))
    #expect(portfolio.assets.contains("gallery.js"))
    #expect(portfolio.assetSource("gallery.js").inside.hasSuffix("/default"))
    #expect(portfolio.assetSource("style.css").inside.hasSuffix("/portfolio"))
    #expect(portfolio.folders.count == 2)
  }
}
