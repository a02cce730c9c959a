import Foundation
import GalleryCore
import GalleryModel
import GalleryScenes
import GalleryTestSupport
import Synchronization
import Testing

@testable import GallerySite
@testable import GalleryThemes

/// The words a build writes its pages in: the shipped catalogue, the theme's over it, English for the
/// rest, and one warning naming what is in English for want of a translation.
@Suite struct PageWordsTests {
  /// A folder of catalogues: the shipped English one and `extra` files beside it.
  private func languages(_ extra: [String: String]) throws -> (TemporaryFolder, LanguageLocator) {
    let folder = try TemporaryFolder()
    let english = try #require(LanguageLocator().catalogueFile("en"))
    try folder.write("en.json", try String(contentsOfFile: english, encoding: .utf8))
    for (name, text) in extra { try folder.write(name, text) }
    return (folder, LanguageLocator(folders: [folder.path]))
  }

  private func warnings() -> (Console, @Sendable () -> [String]) {
    let lines = Mutex<[String]>([])
    return (
      Console(info: { _ in }, warn: { line in lines.withLock { $0.append(line) } }),
      { lines.withLock { $0 } }
    )
  }

  private func gallery(_ language: String) throws -> Gallery {
    Gallery(title: "Words", language: try LanguageTag(language), photos: [])
  }

  @Test func missingTextsAreNamedOnceAndSaidInEnglish() throws {
    let (folder, locator) = try languages(["de.json": #"{"nav.next": "Weiter"}"#])
    _ = folder
    let (console, warned) = warnings()
    let words = try SiteBuild.pageWords(
      theme: try TestThemes.minimal(), gallery: try gallery("de"), console: console, locator: locator)
    #expect(words.text(.navNext) == "Weiter")
    #expect(words.text(.navPrevious) == "Previous")
    let lines = warned()
    #expect(lines.count == 1, "\(lines)")
    let missing = Words.Key.allCases.count - 1
    #expect(lines.first?.contains("de words have no \(missing) texts") == true, "\(lines)")
    #expect(lines.first?.contains("and \(missing - SiteBuild.keysNamed) more") == true, "\(lines)")
    #expect(lines.first?.contains("clip.download") == true, "the first keys by name: \(lines)")
  }

  @Test func aCompleteCatalogueWarnsOfNothing() throws {
    let (folder, locator) = try languages([:])
    _ = folder
    let (console, warned) = warnings()
    _ = try SiteBuild.pageWords(
      theme: try TestThemes.minimal(), gallery: Gallery(title: "Words", photos: []), console: console,
      locator: locator)
    #expect(warned().isEmpty)
  }

  /// The theme's words win over the shipped ones, in its language and in the English all fall back to;
  /// a key no page uses is named, not applied.
  @Test func theThemesWordsOverrideAndAdd() throws {
    let (folder, locator) = try languages(["de.json": #"{"nav.next": "Weiter"}"#])
    _ = folder
    let theme = try TestThemes.minimal(catalogues: [
      "de": ["nav.next": .text("Vor"), "grid.foto": .text("x")],
      "en": ["nav.previous": .text("Back")],
    ])
    let (console, warned) = warnings()
    let words = try SiteBuild.pageWords(
      theme: theme, gallery: try gallery("de"), console: console, locator: locator)
    #expect(words.text(.navNext) == "Vor")
    #expect(words.text(.navPrevious) == "Back", "the theme's English fills in")
    #expect(warned().contains { $0.contains("languages/de.json: grid.foto") && $0.contains("no page uses") })
  }

  @Test func noEnglishCatalogueIsAClearError() throws {
    let folder = try TemporaryFolder()
    let (console, _) = warnings()
    #expect {
      _ = try SiteBuild.pageWords(
        theme: try TestThemes.minimal(), gallery: try gallery("de"), console: console,
        locator: LanguageLocator(folders: [folder.path]))
    } throws: { error in
      "\(error)".contains("en.json") && "\(error)".contains("language catalogue")
    }
  }
}
