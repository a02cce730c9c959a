import GalleryTestSupport
import Testing

@testable import GalleryImages
@testable import GalleryModel

@Suite("Derivatives: a ladder of sizes from one decode")
struct DerivativeMakerTests {
  let spec = DerivativeSpec(ImageSettings(thumbnailSize: 40, imageSize: 160))

  @Test("a landscape photo fits both boxes by its long edge, as JPEG")
  func landscape() throws {
    let made = try DerivativeMaker.make(
      try LibVips.testPicture(width: 400, height: 300), named: .jpeg, spec: spec)
    #expect((made.large.width, made.large.height) == (160, 120))
    #expect((made.thumbnail.width, made.thumbnail.height) == (40, 30))
    #expect(made.large.fileExtension == "jpg")
    #expect(LibVips.header(of: made.large.bytes) == .init(width: 160, height: 120, hasAlpha: false))
    #expect(LibVips.header(of: made.thumbnail.bytes) == .init(width: 40, height: 30, hasAlpha: false))
  }

  @Test("the ladder's own resampler lines pixel centres up and keeps levels, photos and alpha alike")
  func ownResampler() throws {
    for (width, height, box) in [(120, 80, 75), (80, 120, 100), (150, 90, 94), (149, 91, 80)] {
      for bands in [1, 3, 4] {
        // Given a ramp of whole levels across both axes (grey, RGB, RGBA).
        // When it is shrunk by a step of the ladder (1.6, 1.2, nearly 1.9).
        let error = try LibVips.resampleRampError(width: width, height: height, bands: bands, box: box)
        // Then every pixel away from the edges is within one level of the ramp at its centre.
        #expect(error <= 1, "\(width)x\(height), \(bands) bands, to \(box): \(error)")
      }
    }
  }

  @Test("a photo stored sideways (EXIF orientation 6 or 8) comes out upright, and says so in its size")
  func rotated() throws {
    for orientation in [6, 8] {
      let original = try LibVips.testPicture(width: 400, height: 300, orientation: orientation)
      let made = try DerivativeMaker.make(original, named: .jpeg, spec: spec)
      #expect((made.large.width, made.large.height) == (120, 160))
      #expect((made.thumbnail.width, made.thumbnail.height) == (30, 40))
      #expect(LibVips.header(of: made.thumbnail.bytes)?.width == 30)
    }
  }

  @Test("the original's size is recorded as drawn, upright, for zooming to its pixels")
  func originalSize() throws {
    // Given a landscape photo and one stored sideways, both larger than the largest size.
    let wide = try LibVips.testPicture(width: 400, height: 300)
    let sideways = try LibVips.testPicture(width: 400, height: 300, orientation: 6)
    // When their sizes are made.
    let madeWide = try DerivativeMaker.make(wide, named: .jpeg, spec: spec)
    let madeSideways = try DerivativeMaker.make(sideways, named: .jpeg, spec: spec)
    // Then each knows its original's pixels, the sideways one turned as a browser draws it.
    #expect(madeWide.originalWidth == 400 && madeWide.originalHeight == 300)
    #expect(madeSideways.originalWidth == 300 && madeSideways.originalHeight == 400)
  }

  @Test("the cache keeps the original's size, and reads entries made before it was recorded")
  func cachedOriginalSize() throws {
    // Given an entry stored with the original's size, and an older one without it.
    let folder = try TemporaryFolder()
    let cache = DerivativeCache(galleryFolder: folder.path)
    let made = try DerivativeMaker.make(
      try LibVips.testPicture(width: 400, height: 300), named: .jpeg, spec: spec)
    _ = try cache.store(made, key: 1)
    var older = made
    older.originalWidth = nil
    older.originalHeight = nil
    _ = try cache.store(older, key: 2)
    // When they are read back.
    let entry = try #require(cache.entry(1))
    let olderEntry = try #require(cache.entry(2), "an entry without the line is still complete")
    // Then the first has the size and the second says it is unknown.
    #expect(entry.originalWidth == 400 && entry.originalHeight == 300)
    #expect(entry.images.map(\.size) == made.images.map(\.size))
    #expect(olderEntry.originalWidth == nil && olderEntry.images.count == entry.images.count)
  }

  @Test("a small photo is never enlarged")
  func neverUpscales() throws {
    let made = try DerivativeMaker.make(
      try LibVips.testPicture(width: 100, height: 20), named: .jpeg, spec: spec)
    #expect((made.large.width, made.large.height) == (100, 20))
    #expect((made.thumbnail.width, made.thumbnail.height) == (40, 8))
    let tiny = try DerivativeMaker.make(
      try LibVips.testPicture(width: 30, height: 20), named: .jpeg, spec: spec)
    #expect((tiny.thumbnail.width, tiny.thumbnail.height) == (30, 20))
  }

  @Test("the default ladder reaches 2,560 px when the original has the pixels, and never above its own")
  func defaultLadder() throws {
    // Given the default settings and a 3,000 x 2,000 JPEG, and one of 1,800 x 1,200.
    let spec = DerivativeSpec(ImageSettings())
    // When their sizes are made.
    let large = try DerivativeMaker.make(
      try LibVips.testPicture(width: 3000, height: 2000), named: .jpeg, spec: spec)
    let small = try DerivativeMaker.make(
      try LibVips.testPicture(width: 1800, height: 1200), named: .jpeg, spec: spec)
    // Then the first has every size to 2,560 px; the second stops at its own 1,800 px, not enlarged.
    #expect(large.images.map(\.width) == [400, 625, 1000, 1600, 2560])
    #expect(large.images.map(\.height) == [267, 417, 667, 1067, 1707])
    #expect(small.images.map(\.width) == [400, 625, 1000, 1600, 1800])
    #expect(small.images.map(\.size) == [400, 625, 1000, 1600, 2560])
    for image in large.images + small.images {
      let header = LibVips.header(of: image.bytes)
      #expect(header?.width == image.width && header?.height == image.height)
    }
  }

  @Test("a JPEG decoded at a smaller scale (shrink-on-load) still fills the box exactly, upright")
  func shrinkOnLoad() throws {
    // Given JPEGs with pixels to spare: libjpeg decodes them at 1/2 (5,200 to 2,600 for 1,300) or 1/4
    // (2,000 to 500 for 240), each leaving a resample of 2, and one of them stored sideways.
    let spec = DerivativeSpec(ImageSettings(imageSizes: [400, 1300]))
    #expect(LibVips.jpegShrink(longest: 5200, box: 1300) == 2)
    #expect(LibVips.jpegShrink(longest: 2000, box: 240) == 4)
    let wide = try LibVips.testPicture(width: 5200, height: 2600)
    let sideways = try LibVips.testPicture(width: 2000, height: 1000, orientation: 6)
    // When their sizes are made.
    let madeWide = try DerivativeMaker.make(wide, named: .jpeg, spec: spec)
    let madeSideways = try DerivativeMaker.make(
      sideways, named: .jpeg, spec: DerivativeSpec(ImageSettings(imageSizes: [100, 240])))
    // Then the long edge is the box, to the pixel, and the sideways one stands upright.
    #expect(madeWide.images.map(\.width) == [400, 1300])
    #expect(madeWide.images.map(\.height) == [200, 650])
    #expect(madeSideways.images.map { [$0.width, $0.height] } == [[50, 100], [120, 240]])
  }

  @Test("a JPEG in RGB is decoded by libjpeg at scale; PNG, HEIC and unknown bytes by vips_thumbnail")
  func decoderRoute() throws {
    // Regression: libvips names its loaders by type ("VipsForeignLoadJpegBuffer"), so comparing the
    // name with "jpegload_buffer" sent every JPEG to vips_thumbnail and the fast path never ran.
    #expect(LibVips.decoder(for: try LibVips.testPicture(width: 64, height: 48)) == .jpegAtScale)
    #expect(LibVips.decoder(for: try LibVips.testPicture(width: 64, height: 48, alpha: true)) == .thumbnail)
    #expect(LibVips.decoder(for: try LibVips.testPicture(width: 64, height: 48, heif: true)) == .thumbnail)
    #expect(LibVips.decoder(for: Array("not an image".utf8)) == .thumbnail)
  }

  @Test("libjpeg shrinks on load only while a resample of at least 2 is left to make the size")
  func shrinkOnLoadLeavesAResample() {
    // Regression: a 5,640 px photo was decoded at 1/2 for 2,560 px, leaving a resample of 1.1 after
    // libjpeg's softer scaled decode (SSIM 0.978 against lanczos3 from the whole original).
    #expect(LibVips.jpegShrink(longest: 5640, box: 2560) == 1)
    #expect(LibVips.jpegShrink(longest: 6000, box: 2560) == 1)
    #expect(LibVips.jpegShrink(longest: 4000, box: 1600) == 1)
    #expect(LibVips.jpegShrink(longest: 6000, box: 1000) == 2)
    #expect(LibVips.jpegShrink(longest: 8000, box: 1000) == 4)
    #expect(LibVips.jpegShrink(longest: 16000, box: 1000) == 8)
    #expect(LibVips.jpegShrink(longest: 2000, box: 2560) == 1)
  }

  @Test("transparency keeps its alpha channel as PNG")
  func transparency() throws {
    let made = try DerivativeMaker.make(
      try LibVips.testPicture(width: 200, height: 200, alpha: true), named: .png, spec: spec)
    #expect(made.large.fileExtension == "png")
    #expect(LibVips.header(of: made.thumbnail.bytes)?.hasAlpha == true)
  }

  @Test("metadata is stripped unless kept: no EXIF (and so no GPS position) leaves the machine")
  func stripsMetadata() throws {
    let original = try LibVips.testPicture(width: 400, height: 300, orientation: 1)
    #expect(original.containsEXIF)
    let stripped = try DerivativeMaker.make(original, named: .jpeg, spec: spec)
    #expect(!stripped.large.bytes.containsEXIF && !stripped.thumbnail.bytes.containsEXIF)
    var keeping = spec
    keeping.keepMetadata = true
    let kept = try DerivativeMaker.make(original, named: .jpeg, spec: keeping)
    #expect(kept.large.bytes.containsEXIF)
  }

  @Test("every size of the ladder, each fitting its box, smallest first, with the average colour")
  func ladder() throws {
    let made = try DerivativeMaker.make(
      try LibVips.testPicture(width: 400, height: 300), named: .jpeg, spec: spec)
    #expect(spec.sizes == [40, 63, 100, 160])
    #expect(made.images.map(\.size) == [40, 63, 100, 160])
    #expect(made.images.map(\.width) == [40, 63, 100, 160])
    for image in made.images {
      #expect(LibVips.header(of: image.bytes)?.width == image.width)
    }
    // The test picture is grey noise around 128.
    let color = try #require(made.averageColor)
    #expect(color.count == 7 && color.hasPrefix("#"))
    let red = Int(color.dropFirst().prefix(2), radix: 16) ?? 0
    #expect((110...146).contains(red), "\(color)")
  }

  @Test("WebP when the manifest asks, transparency included")
  func webP() throws {
    var webp = spec
    webp.format = .webp
    let made = try DerivativeMaker.make(
      try LibVips.testPicture(width: 200, height: 100, alpha: true), named: .png, spec: webp)
    #expect(made.images.allSatisfy { $0.fileExtension == "webp" })
    #expect(ImageFormat.sniff(made.large.bytes) == .webp)
    #expect(LibVips.header(of: made.large.bytes)?.hasAlpha == true)
  }

  @Test("a phone's HEIC photo is a photo like any other")
  func heif() throws {
    let original = try LibVips.testPicture(width: 320, height: 240, heif: true)
    #expect(ImageFormat.sniff(original) == .heif)
    let made = try DerivativeMaker.make(original, named: .heif, spec: spec)
    #expect((made.large.width, made.large.height) == (160, 120))
    #expect(made.large.fileExtension == "jpg")
  }

  @Test("bad files are refused with the reason")
  func badFiles() throws {
    #expect(throws: ImageProblem.empty) { try DerivativeMaker.make([], named: .jpeg, spec: spec) }
    #expect(throws: ImageProblem.notAnImage(named: .jpeg)) {
      try DerivativeMaker.make(Array("hello, I am text".utf8), named: .jpeg, spec: spec)
    }
    let whole = try LibVips.testPicture(width: 400, height: 300)
    let truncated = Array(whole.prefix(whole.count / 2))
    #expect {
      try DerivativeMaker.make(truncated, named: .jpeg, spec: spec)
    } throws: { error in
      if case .cannotDecode = error as? ImageProblem { return true }
      return false
    }
    var limited = spec
    limited.maxPixels = 10_000
    #expect(throws: ImageProblem.tooLarge(width: 400, height: 300, limit: 10_000)) {
      try DerivativeMaker.make(whole, named: .jpeg, spec: limited)
    }
  }

  @Test(
    "a site with a baseURL gets a size about 1200 px for link previews, unless one is near or none is above")
  func shareSize() throws {
    #expect(DerivativeSpec(ImageSettings()).sizes == [400, 625, 1000, 1600, 2560])
    #expect(DerivativeSpec(ImageSettings(), sharing: true).sizes == [400, 625, 1000, 1200, 1600, 2560])
    #expect(DerivativeSpec(ImageSettings(imageSize: 1000), sharing: true).sizes == [400, 625, 1000])
    #expect(
      DerivativeSpec(ImageSettings(imageSizes: [300, 1300, 2000]), sharing: true).sizes == [300, 1300, 2000])
    #expect(
      DerivativeSpec(ImageSettings(imageSizes: [300, 1400, 2000]), sharing: true).sizes == [
        300, 1200, 1400, 2000,
      ])
    // Part of the cache key: a site that starts sharing never reuses derivatives without the size.
    #expect(
      DerivativeSpec(ImageSettings(), sharing: true).fingerprint
        != DerivativeSpec(ImageSettings()).fingerprint)
    let made = try DerivativeMaker.make(
      try LibVips.testPicture(width: 2000, height: 1500), named: .jpeg,
      spec: DerivativeSpec(ImageSettings(thumbnailSize: 400, imageSize: 1600), sharing: true))
    #expect(made.images.map(\.width) == [400, 625, 1000, 1200, 1600])
    #expect(LibVips.header(of: made.images[3].bytes)?.width == 1200)
  }
}

extension Array where Element == UInt8 {
  /// Whether a JPEG carries an APP1 "Exif" segment.
  var containsEXIF: Bool {
    let marker = Array("Exif\0\0".utf8)
    return count > marker.count
      && (0..<(count - marker.count)).contains { Array(self[$0..<$0 + marker.count]) == marker }
  }
}
