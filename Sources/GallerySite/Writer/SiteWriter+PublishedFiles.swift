import Foundation
import GalleryCore
import GalleryModel

// The files a site publishes besides its pages, read (and checked) as the site is prepared.
extension SiteWriter {
  /// Pages and copied files by site path, each once (a page wins over a copy of the same path).
  func generatedFiles(pages: [RenderedPage], copies: [PublishedFile]) throws(GalleryError) -> [RenderedPage] {
    var files = pages
    var paths = Set(pages.map(\.path))
    for copy in copies where paths.insert(copy.target).inserted {
      guard let source = copy.source else {
        files.append(RenderedPage(path: copy.target, bytes: copy.bytes ?? []))
        continue
      }
      let bytes: [UInt8]
      switch FileSystem.read(source.path, inside: source.inside) {
      case .success(let read): bytes = read
      case .failure(.cannotOpen(let reason)) where !FileSystem.exists(source.path):
        throw .missingInput(path: source.path, what: "file to copy (\(reason))")
      case .failure(let refusal):
        throw .badData(path: source.path, message: "not copied into the site: \(refusal.message)")
      }
      if source.mustBeRasterImage {
        guard let format = ImageFormat.sniff(Array(bytes.prefix(ImageFormat.sniffLength))), format.isRaster
        else {
          throw .badData(path: source.path, message: "not copied into the site: it is not an image")
        }
      }
      // A rendition from the cache, where anyone sharing the gallery folder can plant a file: only a clip.
      if source.mustBeClip, VideoContainer.sniff(Array(bytes.prefix(16))) == nil {
        throw .badData(path: source.path, message: "not copied into the site: it is not a clip")
      }
      files.append(RenderedPage(path: copy.target, bytes: bytes))
    }
    return files
  }
}
