import Foundation
import GalleryCore
import GalleryImages
import GalleryModel

// The files a site publishes besides its pages, read (and checked) as the site is prepared.
extension SiteWriter {
  /// The copies whose site path no page and no earlier copy takes (a page wins over a copy of the
  /// same path), in order.
  static func copiesToPublish(_ copies: [PublishedFile], besides pages: [String]) -> [PublishedFile] {
    var paths = Set(pages)
    return copies.filter { paths.insert($0.target).inserted }
  }

  /// Each copy's bytes (`read`), in order, read on every core: 20 camera photos' sizes and originals
  /// are some 70 MB. The first copy in order that cannot be read stops it.
  static func read(_ copies: [PublishedFile]) throws(GalleryError) -> [RenderedPage] {
    try Parallel.map(copies) { copy in Result { () throws(GalleryError) in try read(copy) } }.map {
      result throws(GalleryError) in try result.get()
    }
  }

  /// A copy's bytes, read from its source (and checked to be what it must be) or as given.
  static func read(_ copy: PublishedFile) throws(GalleryError) -> RenderedPage {
    guard let source = copy.source else { return RenderedPage(path: copy.target, bytes: copy.bytes ?? []) }
    // An image this process just made for this edit, its bytes never let go (`FreshDerivatives`): the
    // bytes its digest was taken of, not read back.
    let made = source.digest.flatMap { FreshDerivatives.shared.take(source.path, digest: $0) }
    let found: Result<[UInt8], FileSystem.ReadRefusal> =
      if let made { .success(made) } else { FileSystem.read(source.path, inside: source.inside) }
    var bytes: [UInt8]
    switch found {
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
    // A cache file: the bytes read now must be those checked when the cache was looked up.
    if made == nil, let digest = source.digest, !SecureDigest.areEqual(SecureDigest.sha256(bytes), digest) {
      throw .badData(
        path: source.path,
        message: "not copied into the site: it changed in the cache while this build ran; build again")
    }
    if source.stripsMetadata {
      guard let stripped = OriginalStripper.strip(bytes) else {
        throw .badData(
          path: source.path,
          message:
            "not copied into the site: its metadata cannot be taken out (it changed while this build ran?)")
      }
      bytes = stripped
    }
    if source.mustCarryNoMetadata, let found = PublishedMetadata.found(in: bytes) {
      throw .badData(
        path: source.path, message: "not copied into the site: it carries \(found), and keepMetadata is off")
    }
    return RenderedPage(path: copy.target, bytes: bytes)
  }
}
