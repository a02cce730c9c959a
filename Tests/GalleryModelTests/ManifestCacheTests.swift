import Testing

@testable import GalleryCore
@testable import GalleryModel

/// The manifest's `"cache"`: a folder path as a string, checked with line and column like every other
/// field, and written back byte for byte.
@Suite struct ManifestCacheTests {
  private func failure(_ text: String) -> String? {
    do {
      _ = try ManifestDecoder.decode(Array(text.utf8), file: "gallery.json")
      return nil
    } catch {
      return error.description
    }
  }

  @Test func decodesAndWritesBackTheCacheByteForByte() throws {
    let text = """
      {
        "title": "T",
        "maxVideoPixels": 1000000,
        "cache": "/mnt/shared/cache dir",
        "photos": [
          {
            "id": "a",
            "image": "a.jpg"
          }
        ]
      }

      """
    let gallery = try ManifestDecoder.decode(Array(text.utf8), file: "gallery.json").gallery
    #expect(gallery.images.cache == "/mnt/shared/cache dir")
    #expect(String(decoding: ManifestEncoder.encode(gallery), as: UTF8.self) == text)
  }

  @Test func aManifestWithoutACacheWritesNone() throws {
    let gallery = try ManifestDecoder.decode(Array(#"{ "title": "T" }"#.utf8), file: "gallery.json").gallery
    #expect(gallery.images.cache == nil)
    #expect(!String(decoding: ManifestEncoder.encode(gallery), as: UTF8.self).contains("cache"))
  }

  @Test(arguments: [
    (
      #"{ "title": "T", "cache": 3 }"#,
      "gallery.json:1:26: cache: expected a folder path as a string, found a number"
    ),
    (#"{ "title": "T", "cache": "" }"#, "gallery.json:1:26: cache: is empty; name a folder"),
    (
      #"{ "title": "T", "cache": "a\u0000b" }"#,
      "gallery.json:1:26: cache: contains the control character U+0000 at character 2"
    ),
    (
      #"{ "title": "T", "cache": "a\tb" }"#,
      "gallery.json:1:26: cache: contains the control character U+0009 at character 2"
    ),
    (
      #"{ "title": "T",\n  "cache": "\u001b[31m" }"#,
      "gallery.json:2:12: cache: contains the control character U+001B at character 1"
    ),
  ])
  func refusesWhatCannotBeAPathWithItsLineAndColumn(text: String, said: String) {
    #expect(failure(text.replacingOccurrences(of: "\\n", with: "\n")) == said)
  }
}
