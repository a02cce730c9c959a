// Longer than the usual 250 lines: one pass over the photos (cache, decode, sanitise, check) that
// must see every file once, so that one build names every bad file.

import Dispatch
import Foundation
import GalleryCore
import GalleryImages
import GalleryModel
import GalleryPaths
import Synchronization

/// Turns a gallery's local photos into the images its site shows: for each raster original a grid
/// thumbnail and a large image, made once per content and settings and then taken from the cache;
/// SVGs sanitised (see `SVGSanitizer`), also once; local `link` files checked to be images. The scenes
/// only see the result (`PhotoImages`); libvips stays in here.
///
/// Every file is read through `FileSystem.read(_:inside:)`, so what is published is what was checked:
/// a regular file inside the gallery folder. Every image is tried before anything is reported, so one
/// build names every bad file; a cache that cannot be written (a full disk) is no bad image but a
/// write failure, reported as such.
package final class ImagesWorker: Sendable {
  package struct Failure: Equatable, Sendable {
    /// The image's path inside the gallery, as the manifest names it.
    package var path: String
    package var problem: ImageProblem
  }

  package struct Outcome: Sendable {
    /// By photo id; photos with remote images or failed files have none.
    package var images: [String: PhotoImages]
    /// Files to put in the site: derivatives and sanitised SVGs from the cache, originals and linked
    /// images from the gallery.
    package var copies: [PublishedFile]
    /// Originals decoded by this build.
    package var made: Int
    /// Originals whose derivatives were already in the cache.
    package var fromCache: Int
    /// Clips whose poster or renditions this build made with FFmpeg, and clips found whole in the caches.
    package var clipsMade = 0
    package var clipsFromCache = 0
    /// Originals and clips left to other shards (`gallery images --shard`).
    package var otherShards = 0
    package var failures: [Failure]
    /// Photos whose image failed, to leave out with `--skip-bad`.
    package var failedPhotoIDs: Set<String>
    /// The cache could not be written, or FFmpeg is missing for a clip: the build cannot go on, whatever
    /// `--skip-bad` says.
    package var writeFailure: GalleryError?
    /// Lines to warn with: entries of the cache that failed their check and were made again, a key that
    /// could not be kept (see `CacheKey`).
    package var cacheWarnings: [String] = []
    /// Files made by this build that it shows otherwise than they ask (an HDR photo whose gain map cannot
    /// be used, shown SDR), with why; said once, as the next build finds them in the cache.
    package var imageWarnings: [(path: String, text: String)] = []

    /// Every warning, one line each: the cache's, then each image's named by its path after `prefix`
    /// (the gallery folder as the person typed it); a build and `gallery images` say the same.
    package func warningLines(prefix: String) -> [String] {
      cacheWarnings + imageWarnings.map { "\(Quoted.path(prefix + $0.path)): \($0.text)" }
    }
    package var seconds: Double
    /// The cache entries this gallery's images are, for a caller that prunes once after several
    /// galleries (see `keepsUnused`).
    package var used = UsedEntries()
  }

  /// Reports `done` of `total` originals being decoded; called from worker threads.
  package typealias Progress = @Sendable (_ done: Int, _ total: Int) -> Void

  let galleryFolder: String
  let digests: FileDigests
  let cache: DerivativeCache
  let siteMap: SiteMap
  /// Only this shard's originals and clips are made (`gallery images`); nil: a build's, every one.
  let shard: Shard?
  /// Nothing is pruned: the caller makes the images of several galleries (the public one and each
  /// private album) and prunes once with what they all used (`prune(keeping:)`).
  let keepsUnused: Bool

  /// The cache is the one `digests` is kept in. With a `shard`, only its files are made, and the cache
  /// is never pruned: the other shards' entries are in it too.
  package init(
    galleryFolder: String, digests: FileDigests, siteMap: SiteMap = SiteMap(), shard: Shard? = nil,
    keepsUnused: Bool = false
  ) {
    self.keepsUnused = keepsUnused
    self.galleryFolder = galleryFolder
    self.digests = digests
    self.cache = DerivativeCache(cache: digests.cache, trust: digests.trust)
    self.siteMap = siteMap
    self.shard = shard
  }

  /// Whether this build removes the entries it did not use: only a build's, never a shard's, and only
  /// in the gallery's own cache (see `CacheFolder`).
  var prunes: Bool { shard == nil && digests.cache.isPrunable }

  /// What happened to one distinct file.
  private enum Result: Sendable {
    /// `made`: decoded by this build (else found in the cache); `exif` when the bytes were read.
    case raster(key: UInt64, entry: DerivativeCache.Entry, made: Bool, exif: PhotoEXIF? = nil)
    /// Sanitised now, never taken from a cache: what is published is what was just checked.
    case svg(SVGSanitizer.Result)
    /// A linked file that is a raster image, copied as it is.
    case linkedImage
    case failed(ImageProblem)
    case writeFailed(GalleryError)
    /// Another shard's to make; with a shard, SVGs and link targets too (nobody's: nothing is cached).
    case otherShard
  }

  package func prepare(
    _ gallery: Gallery, progress: Progress? = nil, clipProgress: ClipProgress? = nil
  ) -> Outcome {
    let started = Date()
    let spec = DerivativeSpec(gallery.images, sharing: gallery.baseURL != nil)
    var paths: [String] = []
    var isImage: [PathKey: Bool] = [:]
    // A clip without a poster of its own pictures itself: its poster frame is the clips' to make.
    gallery.forEachPhoto { photo in
      guard photo.video == nil || photo.hasOwnPoster else { return }
      if case .file(let path) = photo.image, isImage[PathKey(path)] != true {
        if isImage[PathKey(path)] == nil { paths.append(path) }
        isImage[PathKey(path)] = true
      }
    }
    gallery.forEachPhoto { photo in
      if case .file(let path)? = photo.link, isImage[PathKey(path)] == nil {
        paths.append(path)
        isImage[PathKey(path)] = false
      }
    }
    // First the cheap pass: files whose stamp and spec are known come straight from the cache, each
    // entry's files read back and checked against its seal (one file per core).
    let pathIsImage = paths.map { isImage[PathKey($0)] == true }
    let lookedUp = paths
    var results: [Result?] = Parallel.mapEach(count: lookedUp.count) { index in
      cached(lookedUp[index], isImage: pathIsImage[index], spec: spec)
    }
    let jobs = largestFirst(results.indices.filter { results[$0] == nil }, of: paths)
    var clips = findClips(gallery, spec: spec, settings: gallery.images)
    // Then the reading and decoding, one file per core; then the clips.
    let total = jobs.count + clips.toMake.count
    let counter = ProgressCounter(total: total, report: progress)
    if total > 0 { progress?(0, total) }
    let jobPaths = jobs.map { paths[$0] }
    let jobIsImage = jobs.map { isImage[PathKey(paths[$0])] == true }
    let decoded = Parallel.mapEach(count: jobPaths.count) { job in
      let result = make(jobPaths[job], isImage: jobIsImage[job], spec: spec)
      counter.advance()
      return result
    }
    var made = 0
    for (job, index) in jobs.enumerated() {
      results[index] = decoded[job]
      if case .raster(_, _, made: true, _) = decoded[job] { made += 1 }
    }
    makeClips(&clips, counter: counter, clipProgress: clipProgress)
    digests.save()
    var outcome = outcome(
      gallery: gallery, paths: paths, results: results, clips: clips, spec: spec, made: made,
      seconds: Date().timeIntervalSince(started))
    outcome.clipsMade = clips.made
    outcome.clipsFromCache = clips.fromCache
    if let refused = digests.trust.refusals.summary { outcome.cacheWarnings.append(refused) }
    for (path, result) in zip(paths, results) {
      if case .raster(_, let entry, made: true, _) = result, let warning = entry.hdrWarning {
        outcome.imageWarnings.append((path, warning))
      }
    }
    if made + clips.made > 0 && !digests.trust.key.isUsable {
      outcome.cacheWarnings.append(
        "the cache key \(Quoted.path(digests.trust.key.location)) cannot be read or made, so nothing this "
          + "build put in the cache can be believed later: the next build makes every image again")
    }
    outcome.otherShards =
      results.filter { if case .otherShard = $0 { return true } else { return false } }.count
      + clips.otherShards
    return outcome
  }

  /// `jobs` (indices into `paths`) with the largest files first, ties in gallery order.
  ///
  /// Each core takes the next job as it finishes one, so a large photo taken last keeps one core busy
  /// alone at the end. Largest first (by bytes, which follow pixels closely enough for a photo) leaves
  /// the small ones to fill the end; with the record's faster hash, 64 photographs of 1280 to 5640 px
  /// went from 3.24 to 3.15 s. The results go back to their own slots, so the output is the same.
  private func largestFirst(_ jobs: [Int], of paths: [String]) -> [Int] {
    let sizes = jobs.map { FileStamp.of(galleryFolder + "/" + paths[$0])?.size ?? 0 }
    return jobs.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }.map { jobs[$0] }
  }

  /// What the cheap pass knows of a file without reading it: another shard's, or an entry of the cache
  /// under the digest its stamp remembers; nil when it must be read.
  private func cached(_ path: String, isImage: Bool, spec: DerivativeSpec) -> Result? {
    let isSVG = ImageFormat.fromExtension(path) == .svg
    if shard != nil && (isSVG || !isImage) { return .otherShard }
    guard let digest = digests.rememberedDigest(of: path) else { return nil }
    if let shard, !shard.owns(digest) { return .otherShard }
    guard !isSVG, isImage, let entry = cache.entry(spec.key(forContent: digest)) else { return nil }
    return .raster(key: spec.key(forContent: digest), entry: entry, made: false)
  }

  /// Reads one file (inside the gallery, regular) and makes what the site needs of it. `isImage`: a
  /// photo's image, else only a `link` target.
  private func make(_ path: String, isImage: Bool, spec: DerivativeSpec) -> Result {
    let bytes: [UInt8]
    let digest: UInt64
    switch digests.read(path) {
    case .success(let read): (bytes, digest) = read
    case .failure(let refusal): return .failed(.unreadable(refusal.message))
    }
    if let shard, !shard.owns(digest) { return .otherShard }
    guard !bytes.isEmpty else { return .failed(.empty) }
    let named = ImageFormat.fromExtension(path)
    guard let format = ImageFormat.sniff(Array(bytes.prefix(ImageFormat.sniffLength))) else {
      return .failed(isImage ? .notAnImage(named: named) : .notAnImageLink)
    }
    if format == .svg {
      guard let safe = SVGSanitizer.sanitize(bytes) else {
        return .failed(.cannotDecode("it is not a well-formed SVG document of at most 16 MB"))
      }
      return .svg(safe)
    }
    guard isImage else { return .linkedImage }
    let key = spec.key(forContent: digest)
    let exif = EXIFReader.read(bytes)
    if let entry = cache.entry(key) { return .raster(key: key, entry: entry, made: false, exif: exif) }
    let derivatives: Derivatives
    do {
      derivatives = try DerivativeMaker.make(bytes, named: named, spec: spec)
    } catch {
      return .failed(error)
    }
    var tiles: ZoomTiles?
    if let request = derivatives.tiles {
      do {
        tiles = try cache.makeTiles(
          bytes, key: key, spec: spec, hasProfile: request.hasProfile, opaque: request.isOpaque)
      } catch {
        switch error {
        case .image(let problem): return .failed(problem)
        case .write(let failure): return .writeFailed(failure)
        }
      }
    }
    do {
      return .raster(
        key: key, entry: try cache.store(derivatives, tiles: tiles, key: key), made: true, exif: exif)
    } catch {
      return .writeFailed(error)
    }
  }

  private func outcome(
    gallery: Gallery, paths: [String], results: [Result?], clips: ClipWork, spec: DerivativeSpec, made: Int,
    seconds: Double
  ) -> Outcome {
    var byPath: [PathKey: Result] = [:]
    for (index, path) in paths.enumerated() { byPath[PathKey(path)] = results[index] }
    let copyOriginals = gallery.images.effectiveCopyOriginals
    let keepMetadata = gallery.images.effectiveKeepMetadata
    let offered = Downloads.byPhoto(gallery)
    var images: [String: PhotoImages] = [:]
    var copies: [PublishedFile] = []
    var failures: [Failure] = []
    var failed = Set<String>()
    var usedKeys = Set<UInt64>()
    var usedTiles = Set<String>()
    var usedClipKeys = Set<UInt64>()
    var reported = Set<PathKey>()
    var exifByPath: [PathKey: PhotoEXIF?] = [:]
    var writeFailure: GalleryError?
    func fail(_ photo: Photo, _ path: String, _ problem: ImageProblem) {
      failed.insert(photo.id)
      if reported.insert(PathKey(path)).inserted { failures.append(Failure(path: path, problem: problem)) }
    }
    /// The original, re-checked as an image when it is copied, with its bytes as published: as it is
    /// with `keepMetadata`, else without its metadata (`OriginalStripper`, done again by the writer on
    /// the bytes it publishes). Nil for an original whose metadata cannot be taken out (not a JPEG or
    /// PNG, or not one that can be walked to its end): it is not published, and its largest size
    /// stands in.
    func copyOriginal(_ path: String) -> (target: String, byteCount: Int)? {
      let source = galleryFolder + "/" + path
      let byteCount: Int
      if keepMetadata {
        guard let size = FileSystem.status(source, followingLinks: true)?.size else { return nil }
        byteCount = size
      } else {
        guard case .success(let bytes) = FileSystem.read(source, inside: galleryFolder),
          let stripped = OriginalStripper.strip(bytes)
        else { return nil }
        byteCount = stripped.count
      }
      let target = siteMap.mediaFile(path)
      copies.append(
        PublishedFile(
          source: source, target: target, inside: galleryFolder, mustBeRasterImage: true,
          stripsMetadata: !keepMetadata))
      return (target, byteCount)
    }
    // Only link previews and the feed use it; every file was stamped when its digest was checked above.
    let sharing = gallery.baseURL != nil
    func modified(_ path: String) -> Int? {
      sharing ? digests.stamp(of: path)?.seconds : nil
    }
    gallery.forEachPhoto { photo in
      if case .file(let path) = photo.image, let result = byPath[PathKey(path)] {
        switch result {
        case .raster(let key, let entry, _, let readEXIF):
          usedKeys.insert(key)
          if let tiles = entry.tiles { usedTiles.insert(tiles.folderName) }
          let name = DerivativeCache.name(key)
          let variants = entry.images.map { image in
            let target = siteMap.derivative(
              photoID: photo.id, size: image.size, key: name, fileExtension: image.fileExtension)
            copies.append(cacheCopy(image, target: target, spec: spec))
            return PhotoImages.Variant(
              sitePath: target, width: image.width, height: image.height, byteCount: image.byteCount)
          }
          let original =
            copyOriginals || offered[photo.id] == .original ? copyOriginal(path) : nil
          // Originals found in the cache were not read: their EXIF is in the file's first kilobytes.
          let exif =
            readEXIF ?? exifByPath[PathKey(path)]
            ?? EXIFReader.read(fileAt: galleryFolder + "/" + path, inside: galleryFolder)
          exifByPath[PathKey(path)] = exif
          var photoImages = PhotoImages(
            variants: variants, averageColor: entry.averageColor, original: original?.target, exif: exif,
            modified: modified(path))
          photoImages.zoom = zoomSource(entry, photoID: photo.id, key: name, spec: spec, copies: &copies)
          photoImages.hdr = entry.hdr
          if let original {
            photoImages.originalWidth = entry.originalWidth
            photoImages.originalHeight = entry.originalHeight
            photoImages.originalByteCount = original.byteCount
          }
          images[photo.id] = photoImages
        case .svg(let safe):
          let target = siteMap.mediaFile(path)
          copies.append(PublishedFile(bytes: safe.bytes, target: target))
          let variant = PhotoImages.Variant(sitePath: target, width: safe.width, height: safe.height)
          images[photo.id] = PhotoImages(variants: [variant], modified: modified(path))
        case .linkedImage, .otherShard:
          break
        case .failed(let problem):
          fail(photo, path, problem)
        case .writeFailed(let error):
          writeFailure = writeFailure ?? error
        }
      }
      if let clip = photo.video,
        let result = clips.results[ClipJob(clip: clip, ownPoster: photo.hasOwnPoster)]
      {
        switch result {
        case .made(let made) where !failed.contains(photo.id):
          usedClipKeys.insert(made.key)
          if let poster = made.poster { usedKeys.insert(poster.key) }
          if let problem = Self.unpublishable(made) {
            fail(photo, clip.path, problem)
            break
          }
          let made = clipImages(
            photo, made: made, poster: images[photo.id], maker: clips.maker, modified: modified(clip.path))
          images[photo.id] = made.images
          copies += made.copies
        case .made: break
        case .failed(let problem): fail(photo, clip.path, problem)
        case .stopped(let error): writeFailure = writeFailure ?? error
        case .otherShard: break
        }
      }
      if case .file(let path)? = photo.link, let result = byPath[PathKey(path)] {
        switch result {
        case .raster, .linkedImage:
          _ = copyOriginal(path)
        case .otherShard:
          break
        case .svg(let safe):
          copies.append(PublishedFile(bytes: safe.bytes, target: siteMap.mediaFile(path)))
        case .failed(let problem):
          fail(photo, path, problem)
        case .writeFailed(let error):
          writeFailure = writeFailure ?? error
        }
      }
    }
    var used = UsedEntries()
    (used.keys, used.tiles, used.clipKeys) = (usedKeys, usedTiles, usedClipKeys)
    if failures.isEmpty && writeFailure == nil && !keepsUnused { prune(keeping: used) }
    var outcome = Outcome(
      images: images, copies: copies, made: made,
      fromCache: results.filter { if case .raster = $0 { return true } else { return false } }.count - made,
      failures: failures, failedPhotoIDs: failed, writeFailure: writeFailure, seconds: seconds)
    outcome.used = used
    return outcome
  }
}
