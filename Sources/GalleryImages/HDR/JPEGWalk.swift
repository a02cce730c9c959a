/// One JPEG image (`JPEGSegments`) with what a gain map reader needs of it: where it ends, its frame
/// size, and where its ISO 21496-1 boxes, XMP packets and MPF index are.
struct JPEGWalk {
  /// Just past the image's end-of-image marker.
  let end: Int
  /// The frame header's size; nil without one.
  let size: GainMapJPEG.PixelSize?
  /// Whole segments (marker included): ISO 21496-1 boxes, XMP packets.
  let isoSegments: [Range<Int>]
  let xmpSegments: [Range<Int>]
  /// The first MPF segment, and where its TIFF structure (which its offsets count from) starts.
  let mpfSegment: (range: Range<Int>, tiffStart: Int)?

  /// Nil unless a whole JPEG starts at `start`.
  init?(_ bytes: [UInt8], from start: Int) {
    var end: Int?
    var size: GainMapJPEG.PixelSize?
    var iso: [Range<Int>] = []
    var xmp: [Range<Int>] = []
    var mpf: (range: Range<Int>, tiffStart: Int)?
    let whole = JPEGSegments.walk(bytes, from: start) { part in
      switch part {
      case .end(let range): end = range.upperBound
      case .marker, .scanData: break
      case .segment(let marker, let whole, let body):
        let content = bytes[body]
        switch marker {
        case 0xE2 where content.starts(with: GainMapJPEG.isoNamespace):
          iso.append(whole)
        case 0xE2 where content.starts(with: GainMapJPEG.mpfSignature):
          if mpf == nil { mpf = (whole, body.lowerBound + GainMapJPEG.mpfSignature.count) }
        case 0xE1 where content.starts(with: GainMapJPEG.xmpNamespace):
          xmp.append(whole)
        case 0xC0...0xCF where marker != 0xC4 && marker != 0xC8 && marker != 0xCC:
          // A frame header (SOFn): precision, height, width.
          if size == nil, content.count >= 5 {
            let height = Int(content[body.lowerBound + 1]) << 8 | Int(content[body.lowerBound + 2])
            let width = Int(content[body.lowerBound + 3]) << 8 | Int(content[body.lowerBound + 4])
            if width > 0, height > 0 { size = GainMapJPEG.PixelSize(width: width, height: height) }
          }
        default: break
        }
      }
    }
    guard whole, let end else { return nil }
    self.end = end
    self.size = size
    (isoSegments, xmpSegments, mpfSegment) = (iso, xmp, mpf)
  }
}
