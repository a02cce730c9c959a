import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryModel
@testable import GalleryScenes
@testable import GallerySite
@testable import GalleryThemes
@testable import GalleryWorkers

/// `viewer-words.js`: the viewer's words once a site, in the site's language, as one JavaScript
/// statement whose object is JSON, holding every word the script reads.
@Suite struct ViewerWordsFileTests {
  /// The object of `window.galleryViewerWords = {…};`, read as JSON.
  private func words(_ file: RenderedPage) throws -> [String: String] {
    let text = String(decoding: file.bytes, as: UTF8.self)
    let prefix = "window.galleryViewerWords = "
    let start = try #require(text.range(of: prefix)).upperBound
    #expect(text.hasSuffix("};\n"))
    let object = Data(text[start...].dropLast(2).utf8)
    return try #require(try JSONSerialization.jsonObject(with: object) as? [String: String])
  }

  @Test(arguments: ["en", "de", "ko", "ar"])
  func everyWordTheScriptReadsIsThereInTheSitesLanguage(language: String) throws {
    var gallery = Fixtures.gallery(count: 2)
    gallery.language = try LanguageTag(language)
    let worker = PhotosWorker(gallery: gallery)
    let file = ViewerWordsFile.file(worker: worker)
    #expect(file.path == "viewer-words.js")
    let expected = ViewerWordsFile.entries(
      ImageDetailViewerWords.of(worker.words, kind: "photo"),
      preview: ImageIndexEditPresenter.previewWords(worker.words))
    #expect(try words(file) == Dictionary(uniqueKeysWithValues: expected))
    #expect(try words(file)["zoom-level"]?.contains("{percent}") == true)
    #expect(try words(file)["zoom"] == worker.words.text(.viewerZoom))
    // The move page's sentences, with the placeholders the script fills.
    #expect(try words(file)["preview-between"] == worker.words.text(.previewBetween))
    #expect(try words(file)["preview-between"]?.contains("{after}") == true)
    #expect(try words(file)["preview-other-album"] == worker.words.text(.previewOtherAlbum))
  }

  @Test func aSiteWithPhotosAndAScriptHasItAndAnEmptyGalleryDoesNot() throws {
    let theme = try TestThemes.defaultTheme()
    let full = PageRenderer(worker: Fixtures.worker(Fixtures.gallery(count: 2)), theme: theme)
    #expect(try full.syndicationFiles().map(\.path) == ["viewer-words.js"])
    let empty = PageRenderer(worker: Fixtures.worker(Fixtures.gallery(count: 0)), theme: theme)
    #expect(try empty.syndicationFiles().isEmpty)
  }
}
