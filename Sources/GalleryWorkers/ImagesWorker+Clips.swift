import Foundation
import GalleryCore
import GalleryImages
import GalleryModel

/// The clips' share of the images step: each distinct clip (a file and where its poster is taken) made
/// once, from the caches when its digest is remembered, else by FFmpeg on the open file; then its
/// poster's sizes and renditions as the pages' `PhotoImages`.
extension ImagesWorker {
  /// Reports frames done of the clip being made, for frames a second and an ETA on a long clip.
  package typealias ClipProgress = @Sendable (_ frame: Int, _ frames: Int) -> Void

  /// One clip to make: its file, where its poster is taken, whether the manifest names a poster.
  struct ClipJob: Hashable, Sendable {
    var clip: Clip
    var ownPoster: Bool
  }

  enum ClipResult: Sendable {
    case made(ClipMaker.Made)
    case failed(ImageProblem)
    case stopped(GalleryError)
    /// Another shard's to make (`gallery images --shard`).
    case otherShard
  }

  /// What the clips became, by job.
  struct ClipWork: Sendable {
    var results: [ClipJob: ClipResult] = [:]
    /// Jobs the caches could not answer, to be made by FFmpeg.
    var toMake: [ClipJob] = []
    var maker: ClipMaker

    var made: Int {
      results.values.filter { if case .made(let made) = $0 { return made.made } else { return false } }.count
    }
    var fromCache: Int {
      results.values.filter { if case .made(let made) = $0 { return !made.made } else { return false } }.count
    }
    var otherShards: Int {
      results.values.filter { if case .otherShard = $0 { return true } else { return false } }.count
    }
  }

  /// The clips the caches answer without FFmpeg, and those left to make.
  func findClips(_ gallery: Gallery, spec: DerivativeSpec, settings: ImageSettings) -> ClipWork {
    var work = ClipWork(
      maker: ClipMaker(
        galleryFolder: galleryFolder, cache: digests.cache, trust: digests.trust, spec: ClipSpec(settings),
        posterSpec: spec))
    var seen = Set<ClipJob>()
    gallery.forEachPhoto { photo in
      guard let clip = photo.video else { return }
      let job = ClipJob(clip: clip, ownPoster: photo.hasOwnPoster)
      guard seen.insert(job).inserted else { return }
      if let shard, let digest = digests.rememberedDigest(of: clip.path), !shard.owns(digest) {
        work.results[job] = .otherShard
      } else if let digest = digests.rememberedDigest(of: clip.path),
        let made = work.maker.cached(digest: digest, clip: clip, ownPoster: job.ownPoster)
      {
        work.results[job] = .made(made)
      } else {
        work.toMake.append(job)
      }
    }
    return work
  }

  /// Makes the clips the caches lacked, a few at a time: `Parallel.mapEach` gives each its core, and
  /// each ffmpeg gets the cores no other clip takes (one long clip alone gets them all).
  func makeClips(_ work: inout ClipWork, counter: ProgressCounter, clipProgress: ClipProgress?) {
    guard !work.toMake.isEmpty else { return }
    guard let tool = ClipTool.find() else {
      let path = work.toMake[0].clip.path
      work.results[work.toMake[0]] = .stopped(.missingTool(file: path, message: ClipTool.missingMessage))
      return
    }
    let jobs = work.toMake
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let threads = max(1, cores / max(1, min(cores, jobs.count)))
    let maker = work.maker
    let results = Parallel.mapEach(count: jobs.count) { index in
      let result = make(jobs[index], maker: maker, tool: tool, threads: threads, clipProgress: clipProgress)
      counter.advance()
      return result
    }
    for (job, result) in zip(jobs, results) { work.results[job] = result }
  }

  /// One clip: opened inside the gallery (what FFmpeg reads is this descriptor), sniffed, digested,
  /// then taken from the caches or made.
  private func make(
    _ job: ClipJob, maker: ClipMaker, tool: ClipTool, threads: Int, clipProgress: ClipProgress?
  )
    -> ClipResult
  {
    let fd: Int32
    switch FileSystem.openForReading(galleryFolder + "/" + job.clip.path, inside: galleryFolder) {
    case .success(let opened): fd = opened
    case .failure(let refusal): return .failed(.unreadable(refusal.message))
    }
    defer { FileSystem.close(fd) }
    guard let prefix = FileSystem.read(fd, at: 0, count: 16) else {
      return .failed(.unreadable(FileSystem.lastError()))
    }
    guard !prefix.isEmpty else { return .failed(.empty) }
    guard VideoContainer.sniff(prefix) != nil else {
      return .failed(.notAClip(""))
    }
    if let size = FileSystem.status(ofOpened: fd)?.size, size > FileDigests.largestClip {
      return .failed(
        .absurdClip(
          "it is \(NumberText.grouped(size)) bytes, over the \(NumberText.grouped(FileDigests.largestClip))-byte "
            + "limit of a clip"))
    }
    guard let digest = digests.digest(ofOpened: fd, path: job.clip.path) else {
      return .failed(.unreadable(FileSystem.lastError()))
    }
    if let shard, !shard.owns(digest) { return .otherShard }
    if let made = maker.cached(digest: digest, clip: job.clip, ownPoster: job.ownPoster) {
      return .made(made)
    }
    switch maker.make(
      fd, digest: digest, clip: job.clip, ownPoster: job.ownPoster, tool: tool, threads: threads,
      progress: clipProgress)
    {
    case .success(let made): return .made(made)
    case .failure(.bad(let problem)): return .failed(problem)
    case .failure(.stop(let error)): return .stopped(error)
    }
  }

  /// Why a made clip cannot be published, or nil: the site writer holds each file it publishes in
  /// memory, so a rendition over its read limit (1 GiB: a stream-copied 1080p clip of about eight
  /// minutes) would fail the whole build later, naming only a cache file. Said here, of the clip, as
  /// bad input (`--skip-bad` leaves it out); the rendition stays cached for when files are streamed.
  static func unpublishable(_ made: ClipMaker.Made) -> ImageProblem? {
    for file in made.entry.files {
      guard let size = FileSystem.sizeAndTime(file.path)?.size, size > FileSystem.defaultReadLimit else {
        continue
      }
      return .absurdClip(
        "its \(file.format.rawValue.uppercased()) rendition is \(NumberText.grouped(size)) bytes, over the "
          + "\(NumberText.grouped(FileSystem.defaultReadLimit)) bytes a build publishes of one file; lower "
          + "\"videoSize\" or split the clip")
    }
    return nil
  }

  /// A clip's `PhotoImages`, its renditions' copies and the cache keys it uses; `poster`: the images
  /// of the manifest's poster (nil when it names none, the frame's sizes are then the variants).
  func clipImages(
    _ photo: Photo, made: ClipMaker.Made, poster: PhotoImages?, maker: ClipMaker, modified: Int?
  ) -> (images: PhotoImages?, copies: [PublishedFile]) {
    var copies: [PublishedFile] = []
    var images = poster
    if let frame = made.poster {
      let name = DerivativeCache.name(frame.key)
      let variants = frame.entry.images.map { image in
        let target = siteMap.derivative(
          photoID: photo.id, size: image.size, key: name, fileExtension: image.fileExtension)
        copies.append(cacheCopy(image, target: target, spec: maker.posterSpec))
        return PhotoImages.Variant(sitePath: target, width: image.width, height: image.height)
      }
      images = PhotoImages(variants: variants, averageColor: frame.entry.averageColor, modified: modified)
    }
    guard var images else { return (nil, []) }
    let name = DerivativeCache.name(made.key)
    let sources = made.entry.files.map { file in
      let target = siteMap.clip(photoID: photo.id, key: name, format: file.format)
      // The cache may be shared storage others write: a rendition is published only as a regular file
      // inside the clip cache that is a clip, with its sealed digest and no tags unless kept.
      copies.append(
        PublishedFile(
          source: file.path, target: target, inside: maker.clips.realFolder, mustBeClip: true,
          digest: file.digest, mustCarryNoMetadata: !maker.spec.keepMetadata))
      return ClipMedia.Source(sitePath: target, format: file.format)
    }
    images.clip = ClipMedia(
      sources: sources, width: made.entry.width, height: made.entry.height,
      durationMilliseconds: made.entry.durationMilliseconds, hasAudio: made.entry.hasAudio)
    return (images, copies)
  }
}
