import GalleryCore
import GalleryModel

/// Makes one clip's poster and renditions from the open file, or finds them in the caches: probe, check
/// the facts, the poster frame into the photos' ladder (unless the manifest names a poster), each
/// rendition copied or transcoded into the clip cache, the MP4 probed again for the size it plays at.
package struct ClipMaker: Sendable {
  /// What a clip became.
  package struct Made: Equatable, Sendable {
    package var key: UInt64
    package var entry: ClipCache.Entry
    /// The poster's derivatives (key in the derivative cache); nil when the manifest names a poster.
    package var poster: (key: UInt64, entry: DerivativeCache.Entry)?
    /// Whether this build made it (else it came from the caches).
    package var made: Bool
    /// Whether the MP4 is the clip's own streams, remuxed.
    package var copied: Bool

    package static func == (left: Made, right: Made) -> Bool {
      left.key == right.key && left.entry == right.entry && left.poster?.key == right.poster?.key
        && left.made == right.made && left.copied == right.copied
    }
  }

  /// Why a clip failed: its own problem (left out with `--skip-bad`) or one that stops the build.
  package enum Failure: Error, Sendable {
    case bad(ImageProblem)
    case stop(GalleryError)
  }

  /// Reports frames done of a clip's frames as a rendition is made (from ffmpeg's `-progress`).
  package typealias FrameProgress = @Sendable (_ frame: Int, _ frames: Int) -> Void

  package let clips: ClipCache
  package let posters: DerivativeCache
  package let spec: ClipSpec
  package let posterSpec: DerivativeSpec

  /// `cache`: where both caches are (default: the gallery's own); `trust`: the gallery's key and where
  /// refusals go (default: the gallery's key, refusals kept by this maker alone).
  package init(
    galleryFolder: String, cache: CacheFolder? = nil, trust: CacheTrust? = nil, spec: ClipSpec,
    posterSpec: DerivativeSpec
  ) {
    let cache = cache ?? .standard(for: galleryFolder)
    let trust = trust ?? CacheTrust(galleryFolder: galleryFolder)
    clips = ClipCache(cache: cache, trust: trust)
    posters = DerivativeCache(cache: cache, trust: trust)
    self.spec = spec
    self.posterSpec = posterSpec
  }

  /// The cache key of the poster of a clip with `digest`.
  package func posterKey(digest: UInt64, clip: Clip) -> UInt64 {
    posterSpec.key(
      forContent: ClipSpec.posterContent(digest: digest, posterAtMilliseconds: clip.posterAtMilliseconds))
  }

  /// Both from the caches, or nil: what a rebuild of an unchanged clip takes without running FFmpeg.
  package func cached(digest: UInt64, clip: Clip, ownPoster: Bool) -> Made? {
    let key = spec.key(forContent: digest)
    guard let entry = clips.entry(key, formats: spec.formats) else { return nil }
    if ownPoster { return Made(key: key, entry: entry, poster: nil, made: false, copied: false) }
    let posterKey = posterKey(digest: digest, clip: clip)
    guard let poster = posters.entry(posterKey) else { return nil }
    return Made(key: key, entry: entry, poster: (posterKey, poster), made: false, copied: false)
  }

  /// Makes what the caches lack of the clip open as `fd` (its digest already taken).
  package func make(
    _ fd: Int32, digest: UInt64, clip: Clip, ownPoster: Bool, tool: ClipTool, threads: Int,
    progress: FrameProgress? = nil
  ) -> Result<Made, Failure> {
    let facts: ClipFacts
    switch tool.probe(fd) {
    case .failure(let error): return .failure(.stop(error))
    case .success(let finished):
      guard finished.status == 0, let parsed = ClipFacts.parse(finished.output) else {
        return .failure(.bad(.corruptClip("ffprobe: " + ClipTool.reason(finished))))
      }
      facts = parsed
    }
    do throws(ImageProblem) {
      try facts.check(maxSeconds: spec.maxSeconds, maxPixels: spec.maxPixels)
    } catch {
      return .failure(.bad(error))
    }
    let key = spec.key(forContent: digest)
    var poster: (key: UInt64, entry: DerivativeCache.Entry)?
    if !ownPoster {
      let posterKey = posterKey(digest: digest, clip: clip)
      if let found = posters.entry(posterKey) {
        poster = (posterKey, found)
      } else {
        switch makePoster(fd, facts: facts, clip: clip, tool: tool, key: posterKey) {
        case .success(let made): poster = (posterKey, made)
        case .failure(let failure): return .failure(failure)
        }
      }
    }
    if let entry = clips.entry(key, formats: spec.formats) {
      return .success(Made(key: key, entry: entry, poster: poster, made: true, copied: false))
    }
    let copy = ClipRendition.canCopy(facts, spec: spec)
    do throws(GalleryError) { try clips.makeFolder() } catch { return .failure(.stop(error)) }
    for format in spec.formats {
      let temporary = clips.temporaryPath(key, format)
      let arguments =
        ["-progress", "pipe:1", "-stats_period", "0.5", "-i", ClipTool.input]
        + ClipRendition.arguments(
          format, copy: copy && format == .mp4, spec: spec, threads: threads, output: temporary)
      let reader = ProgressReader(frames: facts.frameCount, report: progress)
      let run = tool.ffmpeg(arguments, clip: fd, outputLimit: 1 << 20) { chunk in reader.read(chunk) }
      guard case .success(let finished) = run, finished.status == 0 else {
        FileSystem.removeFile(temporary)
        if case .failure(let error) = run { return .failure(.stop(error)) }
        if case .success(let finished) = run {
          return .failure(.bad(.corruptClip(ClipTool.reason(finished))))
        }
        return .failure(.bad(.corruptClip("")))
      }
      do throws(GalleryError) { try clips.commit(temporary, key: key, format: format) } catch {
        return .failure(.stop(error))
      }
    }
    return played(key: key, tool: tool).map { entry in
      Made(key: key, entry: entry, poster: poster, made: true, copied: copy)
    }
  }

  /// The poster frame into the photos' ladder, stored in the derivative cache under `key`.
  private func makePoster(
    _ fd: Int32, facts: ClipFacts, clip: Clip, tool: ClipTool, key: UInt64
  ) -> Result<DerivativeCache.Entry, Failure> {
    let derivatives: Derivatives
    do throws(ImageProblem) {
      let duration = facts.durationMilliseconds ?? 0
      let moment = try PosterFrame.moment(
        tool: tool, clip: fd, durationMilliseconds: duration, posterAt: clip.posterAtMilliseconds)
      let png = try PosterFrame.frame(tool: tool, clip: fd, at: moment, longEdge: posterSpec.largest)
      derivatives = try DerivativeMaker.make(png, named: .png, spec: posterSpec)
    } catch {
      return .failure(.bad(error))
    }
    do throws(GalleryError) {
      return .success(try posters.store(derivatives, key: key))
    } catch {
      return .failure(.stop(error))
    }
  }

  /// The MP4 rendition's facts as it plays (what the page's `width`/`height` must say), recorded as
  /// the entry's info: the last file written.
  private func played(key: UInt64, tool: ClipTool) -> Result<ClipCache.Entry, Failure> {
    let path = clips.path(key, .mp4)
    guard case .success(let fd) = FileSystem.openForReading(path) else {
      return .failure(.stop(.cannotWrite(path: path, message: "the rendition just made is gone")))
    }
    defer { FileSystem.close(fd) }
    guard case .success(let finished) = tool.probe(fd), finished.status == 0,
      let facts = ClipFacts.parse(finished.output), let shown = facts.shownSize,
      let duration = facts.durationMilliseconds
    else { return .failure(.bad(.corruptClip("its rendition cannot be read back"))) }
    do throws(GalleryError) {
      return .success(
        try clips.store(
          key: key, formats: spec.formats, width: shown.width, height: shown.height,
          durationMilliseconds: duration, hasAudio: facts.audioCodec != nil))
    } catch {
      return .failure(.stop(error))
    }
  }
}
