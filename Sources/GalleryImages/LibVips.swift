import CGalleryImaging
import Foundation
import GalleryCore

/// The one door to libvips: every call into it starts it first (`start`, or `startFailure` checked),
/// since the process is not linked with libvips and loads it then (CGalleryImaging's VipsLibrary.h).
/// Started once per process, with libvips' own threads set to one: images are already processed one
/// per core, and two levels of threads on the same cores only take turns.
enum LibVips {
  /// Nil when libvips started; else why it did not.
  private static let startFailure: String? = {
    cg_start("gallery", 1) == 0 ? nil : takeError()
  }()

  static func start() throws(ImageProblem) {
    if let startFailure { throw .libraryUnavailable(startFailure) }
  }

  /// The error libvips left for this failure, in one line, and clears it.
  static func takeError() -> String {
    var text = [CChar](repeating: 0, count: 1024)
    cg_take_error(&text, text.count)
    let message = String(nulTerminated: text)
    return message.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
  }

  /// The XMP packet and IPTC block in the header of the image open on `descriptor` (see
  /// `cg_read_metadata`), each nil when absent or over `limit` bytes; nil when libvips cannot load it.
  static func metadataBlocks(ofFile descriptor: Int32, limit: Int) -> (xmp: [UInt8]?, iptc: [UInt8]?)? {
    guard startFailure == nil else { return nil }
    var metadata = cg_metadata()
    guard cg_read_metadata(descriptor, limit, &metadata) == 0 else {
      _ = takeError()
      return nil
    }
    defer {
      cg_free_buffer(metadata.xmp)
      cg_free_buffer(metadata.iptc)
    }
    func copy(_ pointer: UnsafeMutableRawPointer?, _ length: Int) -> [UInt8]? {
      guard let pointer, length > 0 else { return nil }
      return Array(UnsafeRawBufferPointer(start: pointer, count: length))
    }
    return (copy(metadata.xmp, metadata.xmp_length), copy(metadata.iptc, metadata.iptc_length))
  }

  struct Header: Equatable {
    var width: Int
    var height: Int
    var hasAlpha: Bool
    var hasProfile = false
  }

  /// The header of an image in memory, without decoding its pixels; nil when no loader knows the bytes.
  static func header(of bytes: [UInt8]) -> Header? {
    guard startFailure == nil else { return nil }
    var header = cg_header()
    let status = bytes.withUnsafeBytes { cg_read_header($0.baseAddress, $0.count, &header) }
    guard status == 0 else {
      _ = takeError()
      return nil
    }
    return Header(
      width: Int(header.width), height: Int(header.height), hasAlpha: header.has_alpha != 0,
      hasProfile: header.has_profile != 0)
  }

  /// How `decode` decodes an image: a JPEG in RGB or grey with libjpeg at scale, every other image
  /// with vips_thumbnail.
  enum Decoder: Equatable {
    case jpegAtScale
    case thumbnail
  }

  /// Which decoder `decode` takes for `bytes`.
  static func decoder(for bytes: [UInt8]) -> Decoder {
    // Without libvips, `decode` says why it cannot.
    guard startFailure == nil else { return .thumbnail }
    let decoder = bytes.withUnsafeBytes { cg_decoder_for($0.baseAddress, $0.count) }
    return decoder == CG_DECODER_JPEG_AT_SCALE ? .jpegAtScale : .thumbnail
  }

  /// The shrink-on-load factor `decode` takes for a JPEG whose long edge is `longest`, fitting `box`.
  static func jpegShrink(longest: Int, box: Int) -> Int {
    Int(cg_jpeg_shrink(Int32(clamping: longest), Int32(clamping: box)))
  }

  /// A decoded image held in memory; freed with its owner.
  final class Image {
    fileprivate let handle: OpaquePointer

    fileprivate init(_ handle: OpaquePointer) {
      self.handle = handle
    }

    deinit { cg_free_image(handle) }

    var width: Int { Int(cg_image_width(handle)) }
    var height: Int { Int(cg_image_height(handle)) }
    var hasAlpha: Bool { cg_image_has_alpha(handle) != 0 }

    /// This image shrunk to fit a `box`-pixel square, from the pixels in memory: halved by 2 × 2 blocks,
    /// else resampled with lanczos3 (a step of the ladder, by CleanGallery's own horizontal pass; see
    /// `cg_thumbnail_image`).
    func shrunk(toFit box: Int) throws(ImageProblem) -> Image {
      var out: OpaquePointer?
      guard cg_thumbnail_image(handle, Int32(box), &out) == 0, let out else {
        throw .cannotDecode(LibVips.takeError())
      }
      return Image(out)
    }

    /// The encodings libvips makes for the site.
    enum Encoding {
      /// HEIF only makes test pictures: the site's images are JPEG, PNG or WebP. `gainMap`: a JPEG
      /// without chroma subsampling, for HDR gain maps (`cg_format`).
      case jpeg, png, webp, heif, gainMap

      var cFormat: cg_format {
        switch self {
        case .jpeg: CG_JPEG
        case .gainMap: CG_JPEG_FULL_CHROMA
        case .png: CG_PNG
        case .webp: CG_WEBP
        case .heif: CG_HEIF
        }
      }
    }

    func encoded(png: Bool, quality: Int, stripMetadata: Bool) throws(ImageProblem) -> [UInt8] {
      try encoded(as: png ? .png : .jpeg, quality: quality, stripMetadata: stripMetadata)
    }

    /// The same image computed now and held in memory.
    func inMemory() throws(ImageProblem) -> Image {
      var out: OpaquePointer?
      guard cg_image_to_memory(handle, &out) == 0, let out else { throw .cannotDecode(LibVips.takeError()) }
      return Image(out)
    }

    /// The mean red, green and blue of the pixels, 0–255.
    func averageColor() -> (red: Double, green: Double, blue: Double)? {
      var rgb: [Double] = [0, 0, 0]
      guard cg_average_color(handle, &rgb) == 0 else {
        _ = LibVips.takeError()
        return nil
      }
      return (rgb[0], rgb[1], rgb[2])
    }

    func encoded(as encoding: Encoding, quality: Int, stripMetadata: Bool) throws(ImageProblem) -> [UInt8] {
      var bytes: UnsafeMutableRawPointer?
      var length = 0
      guard
        cg_encode(handle, encoding.cFormat, Int32(quality), stripMetadata ? 1 : 0, &bytes, &length) == 0,
        let bytes
      else {
        throw .cannotEncode(LibVips.takeError())
      }
      defer { cg_free_buffer(bytes) }
      return Array(UnsafeRawBufferPointer(start: bytes, count: length))
    }
  }

  /// Decodes once, shrinking on load (a JPEG at the smallest scale that still covers the box), to fit a
  /// `box`-pixel square, never enlarging, upright and in 8-bit sRGB (converted from its embedded
  /// profile when it has one).
  static func decode(_ bytes: [UInt8], fittingIn box: Int, hasProfile: Bool) throws(ImageProblem) -> Image {
    try start()
    var out: OpaquePointer?
    let status = bytes.withUnsafeBytes {
      cg_thumbnail_buffer($0.baseAddress, $0.count, Int32(box), 1, hasProfile ? 1 : 0, &out)
    }
    guard status == 0, let out else { throw .cannotDecode(takeError()) }
    return Image(out)
  }
}

extension LibVips {
  /// Writes `bytes` as DeepZoom tiles (`cg_zoom_tiles`): `<base>_files/<level>/<column>_<row>.jpg`
  /// (PNG with `.png`, 4:4:4 with `.gainMap`) and `<base>.dzi`, decoded whole, upright and in sRGB; the
  /// top level's size.
  static func zoomTiles(
    _ bytes: [UInt8], base: String, tileSize: Int, quality: Int, hasProfile: Bool, encoding: Image.Encoding
  ) throws(ImageProblem) -> (width: Int, height: Int) {
    try start()
    var width: Int32 = 0
    var height: Int32 = 0
    let status = bytes.withUnsafeBytes {
      cg_zoom_tiles(
        $0.baseAddress, $0.count, 1, hasProfile ? 1 : 0, base, Int32(tileSize), Int32(quality),
        encoding.cFormat, &width, &height)
    }
    guard status == 0 else { throw .cannotEncode(takeError()) }
    return (Int(width), Int(height))
  }
}

extension LibVips {
  /// For tests: the largest error, in levels, of a `width` × `height` ramp of `bands` bands shrunk to
  /// fit `box` as the ladder shrinks it, against the ramp's exact value (see `cg_resample_ramp_error`).
  static func resampleRampError(width: Int, height: Int, bands: Int, box: Int) throws(ImageProblem) -> Double
  {
    try start()
    var largest = 0.0
    guard cg_resample_ramp_error(Int32(width), Int32(height), Int32(bands), Int32(box), &largest) == 0 else {
      throw .cannotDecode(takeError())
    }
    return largest
  }

  /// For tests: an image's pixels, row by row, `bands` bytes each.
  static func pixels(of image: Image) throws(ImageProblem) -> (bands: Int, bytes: [UInt8]) {
    var pixels: UnsafeMutableRawPointer?
    var length = 0
    guard cg_image_pixels(image.handle, &pixels, &length) == 0, let pixels else {
      throw .cannotDecode(takeError())
    }
    defer { cg_free_buffer(pixels) }
    return (Int(cg_image_bands(image.handle)), Array(UnsafeRawBufferPointer(start: pixels, count: length)))
  }

  /// A noisy test picture encoded as JPEG (or PNG with `alpha`), with an EXIF orientation when given:
  /// tests and examples need real camera-like files without shipping binary fixtures.
  static func testPicture(
    width: Int, height: Int, alpha: Bool = false, orientation: Int? = nil, quality: Int = 90,
    heif: Bool = false, cmyk: Bool = false
  ) throws(ImageProblem) -> [UInt8] {
    try start()
    var out: OpaquePointer?
    guard cg_noise_image(Int32(width), Int32(height), alpha ? 4 : 3, &out) == 0, var out else {
      throw .cannotEncode(takeError())
    }
    if cmyk {
      var converted: OpaquePointer?
      let status = cg_to_cmyk(out, &converted)
      cg_free_image(out)
      guard status == 0, let converted else { throw .cannotEncode(takeError()) }
      out = converted
    }
    let image = Image(out)
    if let orientation { cg_set_orientation(out, Int32(orientation)) }
    if heif { return try image.encoded(as: .heif, quality: quality, stripMetadata: true) }
    return try image.encoded(png: alpha, quality: quality, stripMetadata: orientation == nil)
  }
}
