import Foundation
import GalleryCore
import GallerySite

// Commands read their options here; the site code below them knows nothing of command lines.
extension BuildOptions {
  /// The options `build`, `move` and `serve` share, as their command line gives them (`--output`,
  /// `--theme`, `--lock-timeout`, `--skip-bad`, `--publish`), for the gallery in `galleryFolder`.
  init(
    _ arguments: ParsedArguments<some SiteBuildingOptions>, galleryFolder: String?
  ) throws(GalleryError) {
    self.init(
      galleryFolder: galleryFolder, output: arguments[\.output] ?? "Output",
      theme: arguments[\.theme], workingDirectory: FileManager.default.currentDirectoryPath,
      lockTimeout: try arguments.lockTimeout(), skipBadImages: arguments[\.skipBad],
      publish: arguments[\.publish])
  }
}
