import GalleryTestSupport
import Testing

@testable import GalleryImages
@testable import GalleryModel

/// An HDR photo's sizes (issue 48): every JPEG size keeps a gain map at the original's share of its
/// pixels, turned as the photo is, with the original's parameters, and passes the writer's metadata
/// check; `keepsHDR` off, or an SDR photo, gives what it gave before.
@Suite struct DerivativeMakerHDRTests {
  let spec = DerivativeSpec(ImageSettings(thumbnailSize: 40, imageSize: 160))

  private func hdr(orientation: Int? = nil) throws -> [UInt8] {
    GainMapFixtures.assemble(
      primary: try LibVips.testPicture(width: 400, height: 300, orientation: orientation),
      gainMap: try LibVips.testPicture(width: 100, height: 75))
  }

  @Test func everySizeKeepsAQuarterResolutionGainMapAndPassesTheMetadataCheck() throws {
    let made = try DerivativeMaker.make(try hdr(), named: .jpeg, spec: spec)
    #expect(made.images.count >= 3)
    for image in made.images {
      guard case .found(let file) = GainMapJPEG.read(image.bytes) else {
        Issue.record("\(image.width)×\(image.height) has no gain map")
        continue
      }
      #expect(file.primarySize == .init(width: image.width, height: image.height))
      #expect(
        max(file.gainMapSize.width, file.gainMapSize.height)
          == max(1, Int((Double(max(image.width, image.height)) / 4).rounded())),
        "\(image.width)×\(image.height): \(file.gainMapSize)")
      #expect(file.hasISOMetadata && file.gainMapSegments == [GainMapFixtures.gainMapISOBox])
      #expect(PublishedMetadata.found(in: image.bytes) == nil, "\(image.width)")
    }
  }

  @Test func aSidewaysPhotosGainMapIsTurnedWithIt() throws {
    for orientation in [6, 8] {
      let made = try DerivativeMaker.make(try hdr(orientation: orientation), named: .jpeg, spec: spec)
      #expect((made.large.width, made.large.height) == (120, 160))
      guard case .found(let file) = GainMapJPEG.read(made.large.bytes) else {
        Issue.record("no gain map")
        continue
      }
      #expect(file.gainMapSize == .init(width: 30, height: 40), "\(file.gainMapSize)")
    }
  }

  @Test func withoutHDROrForAnSDRPhotoTheSizesAreWhatTheyWere() throws {
    var settings = ImageSettings(thumbnailSize: 40, imageSize: 160)
    settings.hdr = .drop
    let drop = DerivativeSpec(settings)
    #expect(!drop.keepsHDR && spec.keepsHDR)
    let dropped = try DerivativeMaker.make(try hdr(), named: .jpeg, spec: drop)
    #expect(dropped.images.allSatisfy { GainMapJPEG.read($0.bytes) == .none })
    #expect(drop.key(forContent: 1) != spec.key(forContent: 1), "the cache tells the two apart")
    let sdr = try LibVips.testPicture(width: 400, height: 300)
    let kept = try DerivativeMaker.make(sdr, named: .jpeg, spec: spec)
    #expect(kept.images == (try DerivativeMaker.make(sdr, named: .jpeg, spec: drop)).images)
  }

  /// What became of the gain map is recorded with the sizes (the page's badge, the build's count); a
  /// gain map that is announced but unusable leaves the photo SDR with a reason to warn with.
  @Test func theSizesSayWhatBecameOfTheGainMap() throws {
    #expect(try DerivativeMaker.make(try hdr(), named: .jpeg, spec: spec).hdr == .kept)
    var settings = ImageSettings(thumbnailSize: 40, imageSize: 160)
    settings.hdr = .drop
    #expect(try DerivativeMaker.make(try hdr(), named: .jpeg, spec: DerivativeSpec(settings)).hdr == .dropped)
    settings.hdr = .keep
    settings.format = .webp
    let webp = try DerivativeMaker.make(try hdr(), named: .jpeg, spec: DerivativeSpec(settings))
    #expect(webp.hdr == .dropped && webp.hdrWarning == nil, "WebP sizes are SDR: no browser reads a map")
    let sdr = try DerivativeMaker.make(
      try LibVips.testPicture(width: 400, height: 300), named: .jpeg, spec: spec)
    #expect(sdr.hdr == nil && sdr.hdrWarning == nil)
    // An ISO box announcing a gain map, and no MPF index to find it.
    let primary = try LibVips.testPicture(width: 400, height: 300)
    let announced = Array(primary.prefix(2)) + GainMapFixtures.primaryISOBox + Array(primary.dropFirst(2))
    let unusable = try DerivativeMaker.make(announced, named: .jpeg, spec: spec)
    #expect(unusable.hdr == nil)
    #expect(unusable.hdrWarning?.contains("no MPF index") == true, "\(unusable.hdrWarning ?? "none")")
    #expect(unusable.images.allSatisfy { GainMapJPEG.read($0.bytes) == .none })
  }

  /// The cache keeps the record (`hdr kept|dropped`, before `original`); the warning is not kept: it is
  /// said once, when the photo is made.
  @Test func theCacheKeepsWhatBecameOfTheGainMap() throws {
    let folder = try TemporaryFolder()
    let cache = DerivativeCache(galleryFolder: folder.path)
    var made = try DerivativeMaker.make(try hdr(), named: .jpeg, spec: spec)
    made.hdrWarning = "a reason"
    let stored = try cache.store(made, key: 1)
    #expect(stored.hdr == .kept && stored.hdrWarning == "a reason")
    let read = try #require(cache.entry(1))
    #expect(read.hdr == .kept && read.hdrWarning == nil && read.originalWidth == 400)
    made.hdr = .dropped
    _ = try cache.store(made, key: 2)
    #expect(cache.entry(2)?.hdr == .dropped)
    made.hdr = nil
    _ = try cache.store(made, key: 3)
    #expect(try #require(cache.entry(3)).hdr == nil)
  }

  /// A large gain map is encoded 20 below the sizes' quality (it is smooth, and its errors are
  /// exponents), never below 40, and without chroma subsampling: the 1,200 px map of a 1,200 px size is
  /// the map encoded so.
  @Test func largeMapsAreEncodedBelowTheSizesQuality() throws {
    #expect(GainMapSizes.quality(for: DerivativeSpec(ImageSettings())) == 62)
    #expect(GainMapSizes.quality(for: DerivativeSpec(ImageSettings(quality: 50))) == 40)
    var settings = ImageSettings(thumbnailSize: 100, imageSize: 1200)
    settings.zoom = .sizes
    let mapPicture = try LibVips.testPicture(width: 1200, height: 900)
    let original = GainMapFixtures.assemble(
      primary: try LibVips.testPicture(width: 1200, height: 900), gainMap: mapPicture)
    let made = try DerivativeMaker.make(original, named: .jpeg, spec: DerivativeSpec(settings))
    guard case .found(let file) = GainMapJPEG.read(made.large.bytes) else {
      Issue.record("no gain map")
      return
    }
    // Without chroma subsampling: a map's three channels are exponents, each at full resolution.
    let expected = try LibVips.decode(mapPicture, fittingIn: 1200, hasProfile: false)
      .encoded(as: .gainMap, quality: 62, stripMetadata: true)
    let carried = made.large.bytes[file.gainMap].dropFirst(2 + file.gainMapSegments.joined().count)
    // Compared whole first: a failed expectation on two arrays this long would print their difference.
    let same = Array(carried) == Array(expected.dropFirst(2))
    #expect(same, "\(carried.count) bytes carried, \(expected.count - 2) expected")
  }
}
