import Dispatch
import Foundation

/// Turns a gallery's local photos into the images its site shows: for each raster original a grid
/// thumbnail and a large image, made once per content and settings and then taken from the cache;
/// SVGs as they are. The scenes only see the result (`PhotoImages`); libvips stays in here.
///
/// Every image is tried before anything is reported, so one build names every bad file.
public final class ImagesWorker: Sendable {
  public struct Failure: Equatable, Sendable {
    /// The image's path inside the gallery, as the manifest names it.
    public var path: String
    public var problem: ImageProblem
  }

  public struct Outcome: Sendable {
    /// By photo id; photos with remote images or failed files have none.
    public var images: [String: PhotoImages]
    /// Files to put in the site: derivatives from the cache, SVGs and originals from the gallery.
    public var copies: [SiteWriter.Copy]
    /// Originals decoded by this build.
    public var made: Int
    /// Originals whose derivatives were already in the cache.
    public var fromCache: Int
    public var failures: [Failure]
    /// Photos whose image failed, to leave out with `--skip-bad`.
    public var failedPhotoIDs: Set<String>
    public var seconds: Double
  }

  /// Reports `done` of `total` originals being decoded; called from worker threads.
  public typealias Progress = @Sendable (_ done: Int, _ total: Int) -> Void

  let galleryFolder: String
  let digests: FileDigests
  let cache: DerivativeCache
  let siteMap: SiteMap

  init(galleryFolder: String, digests: FileDigests, siteMap: SiteMap = SiteMap()) {
    self.galleryFolder = galleryFolder
    self.digests = digests
    self.cache = DerivativeCache(galleryFolder: galleryFolder)
    self.siteMap = siteMap
  }

  /// What happened to one distinct original.
  private enum Result: Sendable {
    /// `made`: decoded by this build (else found in the cache); `exif` when the bytes were read.
    case raster(key: UInt64, entry: DerivativeCache.Entry, made: Bool, exif: PhotoEXIF? = nil)
    case svg(width: Int?, height: Int?)
    case failed(ImageProblem)
  }

  public func prepare(_ gallery: Gallery, progress: Progress? = nil) -> Outcome {
    let started = Date()
    let spec = DerivativeSpec(gallery.images)
    var paths: [String] = []
    var seen = Set<String>()
    for photo in gallery.photos {
      if case .file(let path) = photo.image, seen.insert(path).inserted { paths.append(path) }
    }
    // First the cheap pass: originals whose stamp and spec are known come straight from the cache.
    var results = [Result?](repeating: nil, count: paths.count)
    var jobs: [Int] = []
    for (index, path) in paths.enumerated() {
      if ImageFormat.fromExtension(path) == .svg {
        results[index] = svgResult(path)
      } else if let key = digests.rememberedDigest(of: path).map(spec.key(forContent:)),
        let entry = cache.entry(key)
      {
        results[index] = .raster(key: key, entry: entry, made: false)
      } else {
        jobs.append(index)
      }
    }
    // Then the decoding, one original per core.
    let slots = ResultSlots<Result>(count: jobs.count)
    let counter = ProgressCounter(total: jobs.count, report: progress)
    if !jobs.isEmpty { progress?(0, jobs.count) }
    let jobPaths = jobs.map { paths[$0] }
    DispatchQueue.concurrentPerform(iterations: jobPaths.count) { job in
      slots[job] = make(jobPaths[job], spec: spec)
      counter.advance()
    }
    var made = 0
    for (job, index) in jobs.enumerated() {
      results[index] = slots[job]
      if case .raster(_, _, made: true, _)? = slots[job] { made += 1 }
    }
    digests.save()
    return outcome(
      gallery: gallery, paths: paths, results: results, spec: spec, made: made,
      seconds: Date().timeIntervalSince(started))
  }

  private func make(_ path: String, spec: DerivativeSpec) -> Result {
    guard let (bytes, digest) = digests.read(path) else {
      return .failed(.unreadable(FileSystem.lastError()))
    }
    let key = spec.key(forContent: digest)
    let exif = EXIFReader.read(bytes)
    if let entry = cache.entry(key) { return .raster(key: key, entry: entry, made: false, exif: exif) }
    if ImageFormat.sniff(Array(bytes.prefix(ImageFormat.sniffLength))) == .svg {
      return svgResult(path, bytes: bytes)
    }
    do {
      let derivatives = try DerivativeMaker.make(bytes, named: ImageFormat.fromExtension(path), spec: spec)
      return .raster(key: key, entry: try cache.store(derivatives, key: key), made: true, exif: exif)
    } catch let problem as ImageProblem {
      return .failed(problem)
    } catch let error as GalleryError {
      return .failed(.unreadable("cannot store its derivatives: \(error)"))
    } catch {
      return .failed(.unreadable("\(error)"))
    }
  }

  private func svgResult(_ path: String, bytes: [UInt8]? = nil) -> Result {
    guard let bytes = bytes ?? FileSystem.readFile(galleryFolder + "/" + path) else {
      return .failed(.unreadable(FileSystem.lastError()))
    }
    guard !bytes.isEmpty else { return .failed(.empty) }
    guard ImageFormat.sniff(Array(bytes.prefix(ImageFormat.sniffLength))) == .svg else {
      return .failed(.notAnImage(named: .svg))
    }
    let size = DerivativeMaker.svgSize(bytes)
    return .svg(width: size?.width, height: size?.height)
  }

  private func outcome(
    gallery: Gallery, paths: [String], results: [Result?], spec: DerivativeSpec, made: Int, seconds: Double
  ) -> Outcome {
    var byPath: [String: Result] = [:]
    for (index, path) in paths.enumerated() { byPath[path] = results[index] }
    let copyOriginals = gallery.images.effectiveCopyOriginals
    var images: [String: PhotoImages] = [:]
    var copies: [SiteWriter.Copy] = []
    var failures: [Failure] = []
    var failed = Set<String>()
    var usedKeys = Set<UInt64>()
    var reported = Set<String>()
    var exifByPath: [String: PhotoEXIF?] = [:]
    for photo in gallery.photos {
      guard case .file(let path) = photo.image, let result = byPath[path] else { continue }
      switch result {
      case .raster(let key, let entry, _, let readEXIF):
        usedKeys.insert(key)
        let name = DerivativeCache.name(key)
        func variant(_ image: DerivativeCache.Image, size: Int) -> PhotoImages.Variant {
          let target = siteMap.derivative(
            photoID: photo.id, size: size, key: name, fileExtension: image.fileExtension)
          copies.append(SiteWriter.Copy(source: image.path, target: target))
          return PhotoImages.Variant(sitePath: target, width: image.width, height: image.height)
        }
        var original: String?
        if copyOriginals {
          original = siteMap.mediaFile(path)
          copies.append(SiteWriter.Copy(source: galleryFolder + "/" + path, target: siteMap.mediaFile(path)))
        }
        // Originals found in the cache were not read: their EXIF is in the file's first kilobytes.
        let exif = readEXIF ?? exifByPath[path] ?? EXIFReader.read(fileAt: galleryFolder + "/" + path)
        exifByPath[path] = exif
        images[photo.id] = PhotoImages(
          thumbnail: variant(entry.thumbnail, size: spec.thumbnailSize),
          large: variant(entry.large, size: spec.imageSize), original: original, exif: exif)
      case .svg(let width, let height):
        let target = siteMap.mediaFile(path)
        copies.append(SiteWriter.Copy(source: galleryFolder + "/" + path, target: target))
        let variant = PhotoImages.Variant(sitePath: target, width: width, height: height)
        images[photo.id] = PhotoImages(thumbnail: variant, large: variant)
      case .failed(let problem):
        failed.insert(photo.id)
        if reported.insert(path).inserted { failures.append(Failure(path: path, problem: problem)) }
      }
    }
    if failures.isEmpty { cache.removeAll(except: usedKeys) }
    return Outcome(
      images: images, copies: copies, made: made,
      fromCache: results.filter { if case .raster = $0 { return true } else { return false } }.count - made,
      failures: failures, failedPhotoIDs: failed, seconds: seconds)
  }
}

/// Counts finished originals across threads and reports each step.
private final class ProgressCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var done = 0
  let total: Int
  let report: ImagesWorker.Progress?

  init(total: Int, report: ImagesWorker.Progress?) {
    self.total = total
    self.report = report
  }

  func advance() {
    let now = lock.withLock {
      done += 1
      return done
    }
    report?(now, total)
  }
}
