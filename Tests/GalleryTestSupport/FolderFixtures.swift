import Foundation
import GalleryCore
import GalleryImport

/// Small valid image files and a fixed dater for the folder tests: init needs the bytes to sniff as
/// images, not to decode.
package enum FolderFixtures {
  /// A 1×1 PNG.
  package static let png: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00,
    0x00,
    0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4, 0x89, 0x00, 0x00,
    0x00,
    0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0xFC, 0xFF, 0x9F, 0xA1, 0x1E, 0x00, 0x07, 0x82, 0x02,
    0x7F,
    0x3D, 0xC8, 0x48, 0xEF, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
  ]

  /// The start of a JPEG (enough to sniff as one).
  package static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0x00]

  /// Dates by file name (the last path component), as a camera would have set them.
  package struct FixedDating: PhotoFactsReading {
    package let dates: [String: String]

    package init(dates: [String: String]) { self.dates = dates }

    package func dateTaken(ofFileAt path: String) -> String? {
      dates[FileSystem.lastComponent(of: path)]
    }
  }

  package static let noDates = FixedDating(dates: [:])

  /// A folder `trips` with photos at the top and at depths 1, 2 and 3, folders without images, a hidden
  /// folder, a name to make readable and two folders whose ids would clash.
  package static func albumTree() throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    try workspace.images(
      "trips/top.png",
      "trips/2019_kyoto-trip/a.png", "trips/2019_kyoto-trip/z.png",
      "trips/2019_kyoto-trip/day 10/d.png", "trips/2019_kyoto-trip/day 2/b.png",
      "trips/2019_kyoto-trip/day 2/evening/c.png",
      "trips/a-b/x.png", "trips/a b/x.png",
      "trips/.hidden/e.png", "trips/Themes/t.png")
    for empty in ["trips/empty", "trips/only-empty/inner"] {
      try FileManager.default.createDirectory(
        atPath: workspace.path + "/" + empty, withIntermediateDirectories: true)
    }
    return workspace
  }
}

extension TemporaryFolder {
  /// Writes bytes at `relative`, creating folders.
  package func write(_ relative: String, bytes: [UInt8]) throws {
    let url = URL(fileURLWithPath: path + "/" + relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  /// Writes a small PNG at each path.
  package func images(_ paths: String...) throws {
    for path in paths { try write(path, bytes: FolderFixtures.png) }
  }

  /// The folder as `ManifestStore` sees it (absolute, without symlinks).
  package var realPath: String { FileSystem.realPath(path) ?? path }
}
