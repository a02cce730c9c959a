import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryScenes

/// A clip as the scenes receive it from the images step: its poster's sizes and its renditions.
enum ClipImages {
  static func of(
    _ id: String, width: Int = 1920, height: Int = 1080, milliseconds: Int = 42_000,
    formats: [VideoFormat] = [.mp4, .webm]
  ) -> PhotoImages {
    let sizes = [640, 1280, 1920, 2560].filter { $0 <= max(width, height) }
    var images = PhotoImages(
      variants: sizes.map { size in
        let (w, h) = width >= height ? (size, size * height / width) : (size * width / height, size)
        return .init(sitePath: "images/\(id)-\(size)-00ff.jpg", width: w, height: h)
      }, averageColor: "#203040")
    images.clip = ClipMedia(
      sources: formats.map { .init(sitePath: "clips/\(id)-00ff.\($0.rawValue)", format: $0) },
      width: width, height: height, durationMilliseconds: milliseconds, hasAudio: true)
    return images
  }

  /// A photo, a clip and a portrait phone clip with a poster of its own (and no WebM), 24 a page.
  static let seaGallery = Gallery(
    title: "Sea", pageSize: 24,
    photos: [
      Photo(id: "rock", image: .file("rock.jpg"), title: "Rock"),
      Photo(id: "waves", video: Clip(path: "waves.mp4"), title: "Waves \"big\" & <loud>"),
      Photo(id: "phone", video: Clip(path: "phone.mov"), poster: .file("phone-poster.jpg")),
    ])

  static let seaImages: [String: PhotoImages] = [
    "rock": PhotoImages(
      variants: [
        .init(sitePath: "images/rock-640-0.jpg", width: 640, height: 480),
        .init(sitePath: "images/rock-2560-0.jpg", width: 2560, height: 1920),
      ]),
    "waves": of("waves"),
    "phone": of("phone", width: 1080, height: 1920, milliseconds: 3_723_400, formats: [.mp4]),
  ]
}

@Suite struct ClipDisplayTests {
  @Test func aClipIsShownWithItsSourcesInOrderAndAPosterAsLargeAsItPlays() throws {
    let photo = Photo(id: "w", video: Clip(path: "waves.mp4"))
    let clip = try #require(
      ClipDisplay.of(photo, images: ClipImages.of("w", width: 1280, height: 720), words: .english))
    #expect(clip.sources.map(\.type) == ["video/mp4", "video/webm"])
    #expect(clip.sources.map(\.source) == [.site("clips/w-00ff.mp4"), .site("clips/w-00ff.webm")])
    #expect(clip.poster == .site("images/w-1280-00ff.jpg"), "not the 2560 one: it plays at 1280")
    #expect(clip.download == .site("clips/w-00ff.mp4"))
    #expect(clip.durationText == "0:42")
    #expect(clip.duration == "PT42S")
    #expect(clip.aspectRatio == "1.7778")
  }

  @Test func aPortraitClipIsTallerThanWide() throws {
    let photo = Photo(id: "p", video: Clip(path: "phone.mp4"))
    let clip = try #require(
      ClipDisplay.of(photo, images: ClipImages.of("p", width: 1080, height: 1920), words: .english))
    #expect((clip.width, clip.height) == (1080, 1920))
    #expect(clip.aspectRatio == "0.5625")
    #expect(clip.poster == .site("images/p-1920-00ff.jpg"))
  }

  @Test func aPhotoOrAClipWithoutRenditionsIsNoClipToPlay() {
    let images = ClipImages.of("a")
    #expect(ClipDisplay.of(Photo(id: "a", image: .file("a.jpg")), images: images, words: .english) == nil)
    var posterOnly = images
    posterOnly.clip = nil
    #expect(
      ClipDisplay.of(Photo(id: "a", video: Clip(path: "a.mp4")), images: posterOnly, words: .english) == nil)
    #expect(ClipDisplay.of(Photo(id: "a", video: Clip(path: "a.mp4")), images: nil, words: .english) == nil)
  }

  @Test func aClipIsTitledByItsOwnFileNotItsPoster() {
    let photo = Photo(id: "w", video: Clip(path: "clips/sea_waves.mp4"), poster: .file("frames/IMG_1.jpg"))
    #expect(DisplayText.title(of: photo) == "Sea waves")
  }
}
