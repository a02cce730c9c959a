import GalleryTestSupport
import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryScenes
@testable import GallerySite
@testable import GalleryThemes
@testable import GalleryWorkers

/// A grid page and a photo page in Korean and in Arabic through the default theme: every word from the
/// language's catalogue, counts and dates in its forms, `<html lang dir>`; the titles stay as written.
@Suite struct LanguagePageSnapshotTests {
  private func renderedPages(_ language: String, titles: [String]) throws -> [String: String] {
    let gallery = Gallery(
      title: titles[0], pageSize: 2, language: try LanguageTag(language),
      photos: [
        Photo(id: "dawn", image: .file("images/dawn.jpg"), title: titles[1], tags: [titles[2]]),
        Photo(
          id: "dusk", image: .file("images/dusk.jpg"), title: titles[2],
          link: .remote("https://example.com/d")),
        Photo(id: "night", image: .file("images/night.jpg")),
      ])
    let images: [String: PhotoImages] = [
      "dusk": PhotoImages(
        thumbnail: .init(sitePath: "images/dusk-400-0123abcd.jpg", width: 400, height: 267),
        large: .init(sitePath: "images/dusk-1600-0123abcd.jpg", width: 1600, height: 1067),
        original: "media/images/dusk.jpg",
        exif: PhotoEXIF(
          dateTaken: EXIFDateTime(year: 2024, month: 5, day: 1, hour: 19, minute: 42, second: 7),
          offsetTaken: "+09:00", make: "Canon", model: "Canon EOS R5",
          focalLength: EXIFRational(numerator: 35, denominator: 1), focalLength35mm: 35,
          fNumber: EXIFRational(numerator: 28, denominator: 10),
          exposureTime: EXIFRational(numerator: 1, denominator: 250), iso: 200)),
      "night": PhotoImages(
        thumbnail: .init(sitePath: "images/night-400-89ef0123.png", width: 300, height: 400),
        large: .init(sitePath: "images/night-1600-89ef0123.png", width: 1200, height: 1600)),
    ]
    let words = try LanguageLocator().words(language)
    let builder = PageRenderer(
      worker: PhotosWorker(gallery: gallery, images: images, words: words),
      theme: try TestThemes.defaultTheme())
    return Dictionary(
      uniqueKeysWithValues: try builder.renderPages().map {
        ($0.path, String(decoding: $0.bytes, as: UTF8.self))
      })
  }

  private let korean = ["서울의 사계절", "새벽", "해질녘 🌇"]
  private let arabic = ["صور من دبي", "الفجر", "غروب الشمس"]

  @Test func koreanGridPage() throws {
    let page = try renderedPages("ko", titles: korean)["index.html"] ?? ""
    #expect(page.contains(#"lang="ko" xml:lang="ko" dir="ltr""#))
    assertSnapshot(page)
  }

  @Test func koreanPhotoPage() throws {
    let page = try renderedPages("ko", titles: korean)["photos/dusk.html"] ?? ""
    #expect(page.contains("2024년 5월 1일 19:42 UTC+09:00"))
    assertSnapshot(page)
  }

  @Test func arabicGridPage() throws {
    let page = try renderedPages("ar", titles: arabic)["index.html"] ?? ""
    #expect(page.contains(#"lang="ar" xml:lang="ar" dir="rtl""#))
    assertSnapshot(page)
  }

  @Test func arabicPhotoPage() throws {
    let page = try renderedPages("ar", titles: arabic)["photos/dusk.html"] ?? ""
    #expect(page.contains("1 مايو 2024، 19:42 UTC+09:00"))
    assertSnapshot(page)
  }
}
