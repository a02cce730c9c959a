/// Makes a photo's grid thumbnail and large image from its original's bytes with one decode: the
/// original is decoded once at the large size (shrink-on-load, so a 4000 × 3000 JPEG is never fully
/// decoded), and the thumbnail is shrunk from those pixels in memory.
enum DerivativeMaker {
  /// `named`: the format the file name promises, for the message when the bytes are something else.
  static func make(
    _ bytes: [UInt8], named: ImageFormat?, spec: DerivativeSpec
  ) throws(ImageProblem) -> Derivatives {
    guard !bytes.isEmpty else { throw .empty }
    guard let format = ImageFormat.sniff(Array(bytes.prefix(ImageFormat.sniffLength))), format.isRaster
    else { throw .notAnImage(named: named) }
    try LibVips.start()
    guard let header = LibVips.header(of: bytes) else {
      throw .cannotDecode("libvips does not recognise this \(format.displayName) data")
    }
    guard header.width * header.height <= spec.maxPixels else {
      throw .tooLarge(width: header.width, height: header.height, limit: spec.maxPixels)
    }
    let large = try LibVips.decode(bytes, fittingIn: spec.imageSize, hasProfile: header.hasProfile)
    let thumbnail = try large.shrunk(toFit: spec.thumbnailSize)
    // Transparency survives only in PNG; everything opaque is a photo, and photos are JPEG.
    let png = large.hasAlpha
    func encode(_ image: LibVips.Image) throws(ImageProblem) -> EncodedImage {
      EncodedImage(
        bytes: try image.encoded(png: png, quality: spec.quality, stripMetadata: !spec.keepMetadata),
        width: image.width, height: image.height, fileExtension: png ? "png" : "jpg")
    }
    return Derivatives(thumbnail: try encode(thumbnail), large: try encode(large))
  }
}
