import Testing

@testable import GalleryCore
@testable import GalleryModel

/// A clip in `gallery.json`: `video` in place of `image`, an optional `poster` and `posterAt`, and the
/// video settings; read, refused and written back as the manifest's other fields are.
@Suite struct ManifestClipTests {
  private func decode(_ text: String) throws(GalleryError) -> Gallery {
    try ManifestDecoder.decode(Array(text.utf8), file: "gallery.json").gallery
  }

  private func failure(_ text: String) -> String? {
    do {
      _ = try decode(text)
      return nil
    } catch let error as GalleryError {
      return error.description
    } catch {
      return nil
    }
  }

  private func item(_ fields: String) -> String {
    "{\n  \"title\": \"T\",\n  \"photos\": [\n    {\"id\": \"a\", \(fields)}\n  ]\n}"
  }

  @Test func aClipIsAnItemWithAVideoWhosePosterIsTheClipItselfUnlessOneIsGiven() throws {
    let plain = try decode(item(#""video": "day/clip.MP4", "title": "Waves""#)).photos[0]
    #expect(plain.video == Clip(path: "day/clip.MP4"))
    #expect(plain.image == GalleryReference.file("day/clip.MP4"))
    #expect(!plain.hasOwnPoster && plain.poster == nil)
    #expect(plain.title == "Waves")
    let posted = try decode(item(#""video": "c.webm", "poster": "p.jpg", "posterAt": 2.5"#)).photos[0]
    #expect(posted.video == Clip(path: "c.webm", posterAtMilliseconds: 2500))
    #expect(posted.hasOwnPoster && posted.poster == GalleryReference.file("p.jpg"))
    let photo = try decode(item(#""image": "a.jpg""#)).photos[0]
    #expect(photo.video == nil && !photo.hasOwnPoster)
  }

  @Test func writesAClipBackAsItWasRead() throws {
    let text = """
      {
        "title": "T",
        "videoSize": 1280,
        "videoFormats": ["mp4", "webm"],
        "maxVideoSeconds": 600,
        "maxVideoPixels": 9000000,
        "photos": [
          {
            "id": "a",
            "video": "a.mov",
            "poster": "https://x.org/a.jpg",
            "posterAt": 0.04,
            "title": "A"
          },
          {
            "id": "b",
            "video": "b.mp4",
            "posterAt": 12
          }
        ]
      }

      """
    let gallery = try decode(text)
    #expect(gallery.images.effectiveVideoFormats == [.mp4, .webm])
    #expect(gallery.images.effectiveVideoSize == 1280)
    #expect(String(decoding: ManifestEncoder.encode(gallery), as: UTF8.self) == text)
    let defaults = try decode(#"{"title": "T"}"#).images
    #expect(defaults.effectiveVideoSize == 1920 && defaults.effectiveVideoFormats == [VideoFormat.mp4])
    #expect(defaults.effectiveMaxVideoSeconds == 3600)
  }

  @Test(arguments: [
    (#""video": "a.mp4", "image": "a.jpg""#, "photos[0].video: give either image (a photo) or video"),
    (#""image": "a.jpg", "poster": "p.jpg""#, "photos[0].poster: only a clip has a poster"),
    (#""image": "a.jpg", "posterAt": 1"#, "photos[0].posterAt: only a clip has a posterAt"),
    (#""video": "a.txt""#, "photos[0].video: 'a.txt' does not end in a clip extension (.mp4,"),
    (#""video": "https://x.org/a.mp4""#, "photos[0].video: a clip must be a file inside the gallery"),
    (#""video": "../a.mp4""#, "photos[0].video:"),
    (#""video": "a.mp4", "poster": "p.mp4""#, "photos[0].poster: 'p.mp4' does not end in an image extension"),
    (
      #""video": "a.mp4", "posterAt": -1"#, "photos[0].posterAt: must be a number of seconds from 0 to 86,400"
    ),
    (#""video": "a.mp4", "posterAt": 1.2345"#, "photos[0].posterAt: must be a number of seconds"),
    (#""video": "a.mp4", "posterAt": 1e3"#, "photos[0].posterAt: must be a number of seconds"),
    (#""video": "a.mp4", "posterAt": 86401"#, "photos[0].posterAt: must be a number of seconds"),
    (
      #""video": "a.mp4", "posterAt": "1""#,
      "photos[0].posterAt: expected a number of seconds, found a string"
    ),
    (#""title": "x""#, "photos[0].image: missing; every photo needs an image"),
  ])
  func refusesWhatIsNotAClip(fields: String, said: String) {
    let error = failure(item(fields))
    #expect(error?.contains(said) == true, "\(error ?? "accepted")")
  }

  @Test(arguments: [
    (#""videoFormats": ["webm"]"#, "videoFormats: must include \"mp4\""),
    (#""videoFormats": ["mp4", "mp4"]"#, "videoFormats[1]: must be one of \"mp4\", \"webm\", each once"),
    (#""videoFormats": ["hevc"]"#, "videoFormats[0]: must be one of"),
    (#""videoFormats": []"#, "videoFormats: expected an array of formats"),
    (#""videoSize": 100"#, "videoSize: must be from 144 to 8,192 pixels"),
    (#""maxVideoSeconds": 0"#, "maxVideoSeconds: must be from 1 to 86,400 seconds"),
    (#""maxVideoPixels": 1.5"#, "maxVideoPixels: expected a whole number"),
  ])
  func refusesBadVideoSettings(field: String, said: String) {
    let error = failure("{\"title\": \"T\", \(field)}")
    #expect(error?.contains(said) == true, "\(error ?? "accepted")")
  }

  @Test func sniffsClipContainersButNeverAHEICPhoto() {
    func box(_ type: String, brand: String = "isom") -> [UInt8] {
      [0, 0, 0, 24] + Array(type.utf8) + Array(brand.utf8) + [UInt8](repeating: 0, count: 12)
    }
    #expect(VideoContainer.sniff(box("ftyp")) == .isoMedia)
    #expect(VideoContainer.sniff(box("ftyp", brand: "qt  ")) == .isoMedia)
    #expect(VideoContainer.sniff(box("moov")) == .isoMedia)
    #expect(VideoContainer.sniff(box("ftyp", brand: "heic")) == nil)
    #expect(VideoContainer.sniff([0x1A, 0x45, 0xDF, 0xA3, 0x9F]) == .matroska)
    #expect(VideoContainer.sniff(Array("RIFF\0\0\0\0AVI LIST".utf8)) == .avi)
    #expect(VideoContainer.sniff(Array("RIFF\0\0\0\0WEBPVP8 ".utf8)) == nil)
    #expect(VideoContainer.sniff(Array("hello world, not a clip".utf8)) == nil)
    #expect(VideoContainer.fromExtension("a/B.MOV") == .isoMedia)
    #expect(VideoContainer.fromExtension("a.mp4/b") == nil)
  }
}
