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
}
