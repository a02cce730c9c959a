import Foundation

/// A real JPEG (the EXIF fixture of the images tests) whose first EXIF block says it was taken at
/// 47.366921 N, 8.541727 W with a "Pixel", after any `segments` given: for tests of what a site may
/// publish of a place.
package enum PlacedJPEG {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../GalleryImagesTests/Fixtures/images/exif-pillow-le.jpg").path

  package static func bytes(after segments: [UInt8] = []) throws -> [UInt8] {
    guard let original = FileManager.default.contents(atPath: fixture).map({ Array($0) }) else {
      throw CocoaError(.fileNoSuchFile)
    }
    let tiff = EXIFBuilder(
      ifd0: [(0x010F, .ascii("Pixel"))],
      gps: [
        (1, .ascii("N")), (2, .rationals([(47, 1), (22, 1), (13, 1)])), (3, .ascii("W")),
        (4, .rationals([(8, 1), (32, 1), (30, 1)])),
      ]
    ).tiff()
    return [0xFF, 0xD8] + EXIFWrap.segment(0xE1, Array("Exif".utf8) + [0, 0] + tiff) + segments
      + original.dropFirst(2)
  }
}
