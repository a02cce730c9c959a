import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryImages
@testable import GalleryModel

/// The clip engine on the test clips (made with ffmpeg, so these need it installed): what ffprobe says
/// of each, copy or transcode, the poster frame, rotation, metadata, bad clips.
@Suite(.enabled(if: ClipFixtures.available, "needs ffmpeg")) struct ClipMakerTests {
  let folder: TemporaryFolder
  let tool: ClipTool

  init() throws {
    folder = try TemporaryFolder()
    tool = try #require(ClipTool.find())
  }

  private func open(_ kind: ClipFixtures.Kind) throws -> Int32 {
    let path = try ClipFixtures.path(of: kind)
    return try FileSystem.openForReading(path).get()
  }

  private func facts(_ kind: ClipFixtures.Kind) throws -> ClipFacts {
    let fd = try open(kind)
    defer { FileSystem.close(fd) }
    let finished = try tool.probe(fd).get()
    #expect(finished.status == 0, "\(finished.errors)")
    return try #require(ClipFacts.parse(finished.output))
  }

  private func settings(
    videoSize: Int? = nil, formats: [VideoFormat]? = nil, keep: Bool? = nil
  ) -> ImageSettings {
    var settings = ImageSettings(thumbnailSize: 64, imageSize: 160, keepMetadata: keep)
    settings.videoSize = videoSize
    settings.videoFormats = formats
    return settings
  }

  /// Makes `kind` into this test's cache.
  private func make(
    _ kind: ClipFixtures.Kind, _ settings: ImageSettings, posterAt: Int? = nil
  ) throws -> Result<ClipMaker.Made, ClipMaker.Failure> {
    let maker = ClipMaker(
      galleryFolder: folder.path, spec: ClipSpec(settings), posterSpec: DerivativeSpec(settings))
    let fd = try open(kind)
    defer { FileSystem.close(fd) }
    return maker.make(
      fd, digest: UInt64(kind.rawValue.utf8.count),
      clip: Clip(path: kind.rawValue, posterAtMilliseconds: posterAt),
      ownPoster: false, tool: tool, threads: 1)
  }

  private func made(_ kind: ClipFixtures.Kind, _ settings: ImageSettings) throws -> ClipMaker.Made {
    switch try make(kind, settings) {
    case .success(let made): return made
    case .failure(let failure): throw failure
    }
  }

  /// What ffprobe says of a made rendition.
  private func probed(_ path: String) throws -> (facts: ClipFacts, json: String) {
    let fd = try FileSystem.openForReading(path).get()
    defer { FileSystem.close(fd) }
    let finished = try tool.probe(fd).get()
    return (try #require(ClipFacts.parse(finished.output)), String(decoding: finished.output, as: UTF8.self))
  }

  @Test func factsOfEachFixture() throws {
    let h264 = try facts(.h264Located)
    #expect(h264.video?.codec == "h264" && h264.video?.pixelFormat == "yuv420p")
    #expect(h264.video?.width == 320 && h264.video?.height == 240 && h264.audioCodec == "aac")
    #expect(h264.durationMilliseconds.map { abs($0 - 2000) < 100 } == true)
    #expect(h264.video?.framesPerSecond == 25 && h264.frameCount == 50)
    #expect(try facts(.hevcMov).video?.codec == "hevc")
    let rotated = try facts(.rotatedH264)
    #expect(rotated.video?.rotation == 90 || rotated.video?.rotation == 270)
    #expect(rotated.shownSize.map { $0.width == 240 && $0.height == 320 } == true)
    let vp9 = try facts(.vp9WebmSilent)
    #expect(vp9.video?.codec == "vp9" && vp9.audioCodec == nil && vp9.durationMilliseconds != nil)
    #expect(try facts(.h264Large).video?.width == 640)
    #expect(try facts(.audioOnly).video == nil)
  }

  @Test func copiesH264AndTranscodesTheRest() throws {
    let spec = ClipSpec(settings())
    #expect(ClipRendition.canCopy(try facts(.h264Located), spec: spec))
    #expect(ClipRendition.canCopy(try facts(.rotatedH264), spec: spec))
    #expect(!ClipRendition.canCopy(try facts(.hevcMov), spec: spec))
    #expect(!ClipRendition.canCopy(try facts(.vp9WebmSilent), spec: spec))
    #expect(ClipRendition.canCopy(try facts(.h264Large), spec: spec))
    #expect(!ClipRendition.canCopy(try facts(.h264Large), spec: ClipSpec(settings(videoSize: 320))))
    let copied = try made(.h264Located, settings())
    #expect(copied.copied && copied.entry.width == 320 && copied.entry.height == 240 && copied.entry.hasAudio)
    let hevc = try made(.hevcMov, settings())
    #expect(!hevc.copied)
    #expect(try probed(hevc.entry.files[0].path).facts.video?.codec == "h264")
    let vp9 = try made(.vp9WebmSilent, settings())
    #expect(!vp9.copied && !vp9.entry.hasAudio)
    #expect(try probed(vp9.entry.files[0].path).facts.video?.codec == "h264")
  }

  @Test func scalesALargeClipIntoVideoSize() throws {
    let scaled = try made(.h264Large, settings(videoSize: 320))
    #expect(!scaled.copied && scaled.entry.width == 320 && scaled.entry.height == 240)
  }

  @Test func aRotatedClipPlaysPortrait() throws {
    let copied = try made(.rotatedH264, settings())
    #expect(copied.entry.width == 240 && copied.entry.height == 320)
    // Transcoded (scaled down), the rotation is applied to the pixels themselves.
    let scaled = try made(.rotatedH264, settings(videoSize: 200))
    #expect(!scaled.copied && scaled.entry.width < scaled.entry.height && scaled.entry.height == 200)
    let poster = try #require(scaled.poster?.entry.images.last)
    #expect(poster.width < poster.height)
  }

  @Test func metadataIsStrippedUnlessKept() throws {
    let original = try probed(try ClipFixtures.path(of: .h264Located)).json
    #expect(original.contains("+35.6895") && original.contains("2024-05-06"), "the fixture has them")
    for kind in [ClipFixtures.Kind.h264Located, .hevcMov] {
      let made = try made(kind, settings())
      let published = try probed(made.entry.files[0].path).json
      #expect(!published.contains("+35.6895") && !published.contains("\"location\""), "\(published)")
      #expect(!published.contains("creation_time") && !published.contains("TestPhone"), "\(published)")
    }
    let kept = try made(.h264Located, settings(keep: true))
    #expect(try probed(kept.entry.files[0].path).json.contains("+35.6895"))
  }

  @Test func thePosterOfABlackStartIsNotBlack() throws {
    let fd = try open(.blackStart)
    defer { FileSystem.close(fd) }
    let moment = try PosterFrame.moment(tool: tool, clip: fd, durationMilliseconds: 4000, posterAt: nil)
    #expect(moment >= 2000)
    #expect(!PosterFrame.isPicture(try PosterFrame.grey(tool: tool, clip: fd, at: 0)))
    let made = try made(.blackStart, settings())
    let color = try #require(made.poster?.entry.averageColor)
    #expect(color != "#000000" && color != "#010101", "\(color)")
    // posterAt takes the frame it names, black or not.
    guard case .success(let atStart) = try make(.blackStart, settings(), posterAt: 0) else {
      Issue.record("posterAt 0 failed")
      return
    }
    #expect(atStart.poster?.entry.averageColor == "#000000")
  }

  @Test func webmIsASecondSource() throws {
    let both = try made(.h264Located, settings(formats: [.mp4, .webm]))
    #expect(both.entry.files.map(\.format) == [.mp4, .webm])
    let webm = try probed(both.entry.files[1].path).facts
    #expect(webm.video?.codec == "vp9" && webm.audioCodec == "opus")
  }

  @Test func badClipsAreRefusedWithTheirProblem() throws {
    func problem(_ kind: ClipFixtures.Kind, _ settings: ImageSettings) throws -> ImageProblem? {
      guard case .failure(.bad(let problem)) = try make(kind, settings) else { return nil }
      return problem
    }
    guard case .corruptClip? = try problem(.truncated, settings()) else {
      Issue.record("truncated: \(String(describing: try problem(.truncated, settings())))")
      return
    }
    #expect(try problem(.audioOnly, settings()) == .noVideoStream)
    var short = settings()
    short.maxVideoSeconds = 1
    #expect(try problem(.h264Located, short) == .clipTooLong(seconds: 2, limit: 1))
    var small = settings()
    small.maxVideoPixels = 1000
    #expect(try problem(.h264Located, small) == .clipTooLarge(width: 320, height: 240, limit: 1000))
  }

  @Test func absurdFactsAreRefused() throws {
    let json =
      #"{"streams":[{"codec_type":"video","codec_name":"h264","width":0,"height":0}],"format":{"duration":"1"}}"#
    let facts = try #require(ClipFacts.parse(Array(json.utf8)))
    #expect(throws: ImageProblem.self) { try facts.check(maxSeconds: 10, maxPixels: 1000) }
    let endless =
      #"{"streams":[{"codec_type":"video","codec_name":"h264","width":8,"height":8}],"format":{}}"#
    #expect(throws: ImageProblem.self) {
      try #require(ClipFacts.parse(Array(endless.utf8))).check(maxSeconds: 10, maxPixels: 1000)
    }
    #expect(ClipFacts.parse(Array("not json".utf8)) == nil)
  }
}
