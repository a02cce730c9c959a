import GalleryModel

/// Makes a photo's sizes with one decode: the original is decoded once at the largest size (a JPEG at
/// the smallest of libjpeg's scales that still leaves a resample of 2, so an 8000 × 6000 photo decodes
/// at 4000 × 3000 for 1,600 px), and each smaller size is shrunk from the one above it, in memory, never the original
/// again. Its average colour comes from the smallest, which costs nothing to read. An HDR photo's JPEG
/// sizes keep its gain map, resized with them (`GainMapSizes`).
package enum DerivativeMaker {
  /// `named`: the format the file name promises, for the message when the bytes are something else.
  package static func make(
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
    let largest = try LibVips.decode(bytes, fittingIn: spec.largest, hasProfile: header.hasProfile)
    // Transparency survives in PNG or WebP; everything opaque is a photo, and photos are JPEG or WebP.
    let encoding: LibVips.Image.Encoding =
      spec.format == .webp ? .webp : (largest.hasAlpha ? .png : .jpeg)
    let fileExtension = encoding == .webp ? "webp" : (encoding == .png ? "png" : "jpg")
    func encode(_ image: LibVips.Image, size: Int) throws(ImageProblem) -> EncodedImage {
      EncodedImage(
        bytes: try image.encoded(as: encoding, quality: spec.quality, stripMetadata: !spec.keepMetadata),
        width: image.width, height: image.height, fileExtension: fileExtension, size: size)
    }
    var images = [try encode(largest, size: spec.largest)]
    // Each smaller size is made from the nearest larger one it is half of (averaging 2 × 2 blocks, the
    // cheapest clean reduction), else resampled (lanczos3) from the one just above; all in memory.
    var made = [largest]
    for size in spec.sizes.dropLast().reversed() {
      let above = made[made.count - 1]
      // A size the original does not reach is not made twice: it would be the one above again.
      guard max(above.width, above.height) > size else { continue }
      let source = made.last { abs(max($0.width, $0.height) - 2 * size) <= 1 } ?? above
      let shrunk = try source.shrunk(toFit: size).inMemory()
      images.append(try encode(shrunk, size: size))
      made.append(shrunk)
    }
    let hdr = HDR(bytes, keeps: encoding == .jpeg && spec.keepsHDR, spec: spec)
    if let gainMap = hdr.sizes { images = try gainMap.joined(images) }
    let color = made[made.count - 1].averageColor().map(hexColor)
    let original = shownSize(header: header, largest: largest)
    var derivatives = Derivatives(
      images: images.reversed(), averageColor: color, originalWidth: original.width,
      originalHeight: original.height)
    (derivatives.hdr, derivatives.hdrWarning) = (hdr.rendition, hdr.warning)
    switch spec.zoomSource(width: original.width, height: original.height) {
    case .tiles?:
      derivatives.tiles = .init(hasProfile: header.hasProfile, isOpaque: !largest.hasAlpha)
    case .file?:
      // A second decode, whole this time: the ladder's decode was shrunk on load, and this file is the
      // one image that needs every pixel. Its metadata goes as every derivative's does.
      let whole = try LibVips.decode(
        bytes, fittingIn: max(original.width, original.height), hasProfile: header.hasProfile)
      derivatives.zoom = try encode(whole, size: max(whole.width, whole.height))
      if let gainMap = hdr.sizes, let zoom = derivatives.zoom { derivatives.zoom = try gainMap.joined(zoom) }
    case nil:
      break
    }
    return derivatives
  }

  /// An original's gain map as its sizes will have it: read always (a walk of its segments, so a
  /// `drop` build still knows the photo is HDR), decoded only when the sizes keep it.
  struct HDR {
    var sizes: GainMapSizes? = nil
    var rendition: HDRRendition? = nil
    var warning: String? = nil

    init(_ bytes: [UInt8], keeps: Bool, spec: DerivativeSpec) {
      switch GainMapJPEG.read(bytes) {
      case .none: break
      case .unusable(let reason): warning = "its gain map is not used, so it is shown SDR: \(reason)"
      case .found(let file):
        sizes = keeps ? GainMapSizes(file, original: bytes, spec: spec) : nil
        rendition = sizes == nil ? .dropped : .kept
        if keeps && sizes == nil { warning = "its gain map cannot be decoded, so it is shown SDR" }
      }
    }
  }

  /// The original's size as drawn: the header's, which is before the EXIF rotation, turned a quarter
  /// when the largest size (made after rotating) has the other shape.
  static func shownSize(header: LibVips.Header, largest: LibVips.Image) -> (width: Int, height: Int) {
    let turned =
      (largest.width > largest.height && header.width < header.height)
      || (largest.width < largest.height && header.width > header.height)
    return turned ? (header.height, header.width) : (header.width, header.height)
  }

  /// "#7a6b5c" for a mean colour.
  static func hexColor(_ rgb: (red: Double, green: Double, blue: Double)) -> String {
    func hex(_ value: Double) -> String {
      let byte = UInt8(max(0, min(255, value.rounded())))
      let text = String(byte, radix: 16)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + hex(rgb.red) + hex(rgb.green) + hex(rgb.blue)
  }
}
