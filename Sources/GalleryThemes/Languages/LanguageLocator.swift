import Foundation
import GalleryCore
import GalleryModel

/// Finds the shipped catalogues, `Languages/<tag>.json`, the way `ThemeLocator` finds the shipped
/// themes: beside the shipped `Themes` folder, in each folder that holds one. Installed, that is
/// `<prefix>/share/cleangallery/Languages` (beside `…/cleangallery/Themes`); in a checkout, the
/// repository's `Languages` (beside its `Themes`). `CLEANGALLERY_THEMES` names a themes folder only, not
/// where the tool is installed, so its parent is never looked in: a folder of one's themes has no
/// catalogues beside it.
package struct LanguageLocator: Sendable {
  package static let folderName = "Languages"
  /// The language every catalogue falls back to, and the one that must hold every key.
  package static let english = "en"

  package let folders: [String]

  package init(folders: [String]? = nil) {
    self.folders = folders ?? Self.discoverFolders()
  }

  /// The tags of the shipped catalogues (their file names without `.json`), sorted.
  package func shippedLanguages() -> [String] {
    Set(
      folders.flatMap { folder in
        (FileSystem.names(in: folder) ?? []).filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
          .map { String($0.dropLast(5)) }
      }
    ).sorted()
  }

  /// The file of `language`'s catalogue, from the first folder that has it; nil when none ships.
  package func catalogueFile(_ language: String) -> String? {
    folders.map { $0 + "/" + language + ".json" }.first(where: FileSystem.isRegularFile)
  }

  /// `language`'s words, English filling in the keys it lacks.
  package func words(_ language: String) throws(GalleryError) -> Words {
    let english = try entries(Self.english)
    let own = language == Self.english ? english : try entries(language)
    return Words(language: language, entries: own, fallback: english)
  }

  private func entries(_ language: String) throws(GalleryError) -> [String: Words.Entry] {
    guard let file = catalogueFile(language), let bytes = FileSystem.readFile(file) else {
      throw .missingInput(
        path: language + ".json",
        what: "language catalogue (looked in \(folders.map(Quoted.path).joined(separator: ", ")))")
    }
    return try Words.entries(catalogue: bytes, path: file)
  }

  /// The folders beside the shipped themes, most specific first, that exist.
  static func discoverFolders() -> [String] {
    ShippedFolders.candidates(folderName) { folder in
      FileSystem.isDirectory(folder + "/Themes") && FileSystem.isDirectory(folder + "/" + folderName)
    }
  }
}

extension Words {
  /// The shipped words of `language` (nil: English). A language without a catalogue is refused when
  /// the manifest is read (`ManifestStore.languages`); one that still has none here (a gallery in
  /// memory) is written in English rather than not at all.
  package static func shipped(for language: LanguageTag?) -> Words {
    guard let language, language.text != LanguageLocator.english else { return .english }
    return (try? LanguageLocator().words(language.text)) ?? .english
  }

  /// The shipped English words, read once: the default a `PhotosWorker` gives its scenes when its
  /// caller names no language (tests, a gallery in memory). A build passes the gallery's own.
  package static let english: Words =
    (try? LanguageLocator().words(LanguageLocator.english))
    ?? Words(language: LanguageLocator.english, entries: [:])
}
