/// An HDR original's gain map, decoded once (oriented as the photo is drawn) and resized for each size
/// of the photo: the same share of the size's pixels as the original's gain map has of the original's
/// (a quarter-resolution map stays a quarter), joined to the size (`GainMapJPEG.joined`).
///
/// Colour: the sizes are converted to sRGB when the original has a profile, and carry none; the gain
/// map is left as it is and carries none either, so the two agree (keeping a profile on the size but
/// not on its map fell to 27 dB in a first try). Measured with libultrahdr 1.4 (imagecodecs,
/// Benchmarks/hdr-bench) on 20 of Debian's photographs made HDR: every size decodes as Ultra HDR, the
/// 1,600 px size's HDR rendition 42.7 dB (median) from the original's resized alike, where the
/// reference library's own JPEG of it at the same quality gets 43.7 dB.
struct GainMapSizes {
  let file: GainMapJPEG
  let map: LibVips.Image
  /// A large map's quality (`quality(for:)`) and a small one's, the sizes' own.
  let quality: Int
  let sizesQuality: Int

  /// Nil when the gain map cannot be decoded: the sizes are then SDR.
  init?(_ file: GainMapJPEG, original bytes: [UInt8], spec: DerivativeSpec) {
    // The gain map has no EXIF: the photo's orientation goes in front of it, so libvips turns it too.
    var mapBytes = Array(bytes[file.gainMap])
    if let orientation = EXIFReader.read(Array(bytes[file.primary]))?.orientation, orientation != 1 {
      mapBytes.insert(contentsOf: OriginalStripper.orientationBlock(orientation), at: 2)
    }
    let longest = max(file.gainMapSize.width, file.gainMapSize.height)
    guard let map = try? LibVips.decode(mapBytes, fittingIn: longest, hasProfile: false).inMemory() else {
      return nil
    }
    self.file = file
    self.map = map
    quality = Self.quality(for: spec)
    sizesQuality = spec.quality
  }

  /// `images` (JPEG sizes, largest first) each with the gain map at its scale. Each map is shrunk from
  /// the one made for the size above it, as the sizes are: the full map is resampled once.
  func joined(_ images: [EncodedImage]) throws(ImageProblem) -> [EncodedImage] {
    var above = map
    var joined: [EncodedImage] = []
    for image in images {
      let resized = try above.shrunk(toFit: box(for: image)).inMemory()
      joined.append(try join(image, resized))
      above = resized
    }
    return joined
  }

  /// `image` (the zoom file, at the original's own pixels) with the gain map at its scale.
  func joined(_ image: EncodedImage) throws(ImageProblem) -> EncodedImage {
    try join(image, try map.shrunk(toFit: box(for: image)))
  }

  /// The long edge of `image`'s map: the same share of its pixels as the original's map has.
  private func box(for image: EncodedImage) -> Int {
    let scale =
      Double(max(file.gainMapSize.width, file.gainMapSize.height))
      / Double(max(file.primarySize.width, file.primarySize.height))
    return max(1, Int((Double(max(image.width, image.height)) * scale).rounded()))
  }

  private func join(_ image: EncodedImage, _ map: LibVips.Image) throws(ImageProblem) -> EncodedImage {
    let quality = max(map.width, map.height) >= Self.largeMap ? quality : sizesQuality
    let encoded = try map.encoded(as: .gainMap, quality: quality, stripMetadata: true)
    guard let bytes = file.joined(primary: image.bytes, gainMap: encoded) else { return image }
    var joined = image
    joined.bytes = bytes
    return joined
  }

  /// The quality a large gain map is encoded at: the sizes' less 20 (62 for the default 82), never
  /// below 40. A gain map is smooth and its values are exponents: one JPEG step of error is a fraction
  /// of a percent of brightness. Full-resolution three-channel maps at the sizes' own quality added
  /// 53 % to the sizes' bytes (hdr-bench, 4:2:0); at this one, 4:4:4, 43 %, with the 1,600 px HDR
  /// rendition 1 dB from the reference library's own JPEG at 82 (docs/benchmarks.md). A map under
  /// `largeMap` pixels long costs few bytes and keeps the sizes' quality: there a bright point is a
  /// pixel or two of the map, and ringing around it would move the photo's brightest value most.
  static func quality(for spec: DerivativeSpec) -> Int { max(40, spec.quality - 20) }

  /// The long edge from which a map is encoded at `quality(for:)`.
  static let largeMap = 1000
}
