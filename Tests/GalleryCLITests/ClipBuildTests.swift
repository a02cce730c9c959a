import Foundation
import GalleryTestSupport
import Testing

/// Galleries with clips built by the binary: the renditions and posters in the site, the pages valid,
/// the cache reused, bad clips named, a build killed mid-transcode, FFmpeg missing.
@Suite(.enabled(if: ClipFixtures.available, "needs ffmpeg")) struct ClipBuildTests {
  static let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"/>"#

  /// A gallery `g` with a photo and the clips named `clips` (file → fixture).
  private func workspace(_ clips: [(String, ClipFixtures.Kind)], extra: String = "") throws -> TemporaryFolder
  {
    let workspace = try TemporaryFolder()
    try workspace.write("g/photo.svg", Self.svg)
    var items = [#"{ "id": "photo", "image": "photo.svg" }"#]
    for (index, (name, kind)) in clips.enumerated() {
      try ClipFixtures.copy(kind, to: workspace.path + "/g/" + name)
      items.append(#"{ "id": "clip\#(index)", "video": "\#(name)", "title": "Clip \#(index)" }"#)
    }
    try workspace.write(
      "g/gallery.json", #"{ "title": "Clips", \#(extra) "photos": [ \#(items.joined(separator: ", ")) ] }"#)
    return workspace
  }

  private func cacheFiles(_ workspace: TemporaryFolder) -> [String] {
    workspace.files("g/.cleangallery-cache/clips")
  }

  @Test func aGalleryWithClipsBuildsAndValidates() throws {
    let workspace = try workspace([("a.mp4", .h264Located), ("b.mov", .hevcMov), ("c.mp4", .rotatedH264)])
    let built = try workspace.gallery("build", "g", "--output", "site")
    #expect(built.status == 0, "\(built.stderr)")
    #expect(built.stdout.contains("made 3 clips"), "\(built.stdout)")
    let clips = workspace.files("site/clips")
    #expect(clips.count == 3 && clips.allSatisfy { $0.hasSuffix(".mp4") }, "\(clips)")
    #expect(clips.contains { $0.hasPrefix("clip0-") } && clips.contains { $0.hasPrefix("clip2-") })
    #expect(workspace.files("site/images").contains { $0.hasPrefix("clip1-") }, "the poster's sizes")
    #expect(workspace.read("site/photos/clip0.html") != nil)
    let validated = try workspace.gallery("validate", "site")
    #expect(validated.status == 0, "\(validated.stdout)\(validated.stderr)")
    // Another output from the same gallery: every clip from the cache, nothing probed or encoded.
    let again = try workspace.gallery("build", "g", "--output", "other")
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout.contains("3 clips from the cache"), "\(again.stdout)")
    #expect(workspace.snapshot("other/clips") == workspace.snapshot("site/clips"))
  }

  /// A rendition grown in the cache (1 GiB of holes past its bytes, costing no disk) is not the one
  /// the tool sealed: a miss, made again, never read whole or published. (A rendition the tool made
  /// over the writer's 1 GiB limit is the clip's problem: `ImagesWorkerClipTests`.)
  @Test func aRenditionGrownInTheCacheIsMadeAgain() throws {
    let workspace = try workspace([("a.mp4", .h264Located)])
    #expect(try workspace.gallery("build", "g", "--output", "site").status == 0)
    let rendition = cacheFiles(workspace).first { $0.hasSuffix(".mp4") } ?? ""
    #expect(truncate(workspace.path + "/g/.cleangallery-cache/clips/" + rendition, (1 << 30) + 1) == 0)
    let built = try workspace.gallery(["build", "g", "--output", "other"], timeout: 60)
    #expect(built.status == 0, "\(built.stderr)")
    #expect(built.stderr.contains("failed its check and was made again"), "\(built.stderr)")
    #expect(workspace.snapshot("other/clips") == workspace.snapshot("site/clips"))
  }

  @Test func webmIsMadeBesideTheMP4() throws {
    let workspace = try workspace([("a.webm", .vp9WebmSilent)], extra: #""videoFormats": ["mp4", "webm"],"#)
    let built = try workspace.gallery("build", "g", "--output", "site")
    #expect(built.status == 0, "\(built.stderr)")
    #expect(
      workspace.files("site/clips").map { $0.split(separator: ".").last ?? "" }.sorted() == ["mp4", "webm"])
  }

  @Test func badClipsAreNamedAndNothingIsPublished() throws {
    let workspace = try workspace([
      ("good.mp4", .h264Located), ("cut.mp4", .truncated), ("note.mp4", .notAVideo),
      ("sound.mp4", .audioOnly),
    ])
    let failed = try workspace.gallery("build", "g", "--output", "site")
    #expect(failed.status == 65, "\(failed.stderr)")
    #expect(failed.stderr.hasPrefix("error: 3 images cannot be used"), "\(failed.stderr)")
    for name in [
      "g/cut.mp4: cannot decode the clip", "g/note.mp4: not a clip", "g/sound.mp4: the clip has no video",
    ] {
      #expect(failed.stderr.contains(name), "\(name): \(failed.stderr)")
    }
    #expect(workspace.files("site").isEmpty)
    let skipped = try workspace.gallery("build", "g", "--output", "site", "--skip-bad")
    #expect(skipped.status == 0, "\(skipped.stderr)")
    #expect(workspace.files("site/clips").count == 1)
    #expect(workspace.read("site/photos/clip1.html") == nil)
  }

  @Test func withoutFFmpegTheFirstClipSaysWhatToInstall() throws {
    let workspace = try workspace([("a.mp4", .h264Located), ("b.mp4", .hevcMov)])
    let outcome = try workspace.gallery(
      ["build", "g", "--output", "site"], timeout: 60,
      environment: ["CLEANGALLERY_FFMPEG": "/nonexistent/ffmpeg"])
    #expect(outcome.status == 69, "\(outcome.stderr)")
    #expect(
      outcome.stderr
        == "error: g/a.mp4: clips need FFmpeg, which is not installed (on Debian: apt-get install ffmpeg)\n")
    // A gallery without clips never looks for it.
    try workspace.write(
      "g/gallery.json", #"{ "title": "T", "photos": [{ "id": "p", "image": "photo.svg" }] }"#)
    let photos = try workspace.gallery(
      ["build", "g", "--output", "site"], timeout: 60,
      environment: ["CLEANGALLERY_FFMPEG": "/nonexistent/ffmpeg"])
    #expect(photos.status == 0, "\(photos.stderr)")
  }

  @Test func aBuildKilledMidTranscodeLeavesNothingTrusted() throws {
    let workspace = try workspace([("a.mov", .hevcMov)])
    let killed = try workspace.gallery(
      ["build", "g", "--output", "site"], timeout: 60,
      environment: ["CLEANGALLERY_FAIL_AT": "clip:transcoding"])
    #expect(killed.signalled, "status \(killed.status): \(killed.stderr)")
    #expect(!cacheFiles(workspace).contains { $0.hasSuffix(".info") }, "\(cacheFiles(workspace))")
    // Its ffmpeg died with it (PR_SET_PDEATHSIG): no process still writes into the cache.
    Thread.sleep(forTimeInterval: 0.2)
    #expect(!Self.processes().contains { $0.contains(workspace.path) })
    let built = try workspace.gallery("build", "g", "--output", "site")
    #expect(built.status == 0 && built.stdout.contains("made 1 clip"), "\(built.stdout)\(built.stderr)")
    let files = cacheFiles(workspace)
    #expect(files.count == 2 && !files.contains { $0.contains(".new-") }, "leftovers pruned: \(files)")
  }

  /// The command lines of the processes running now.
  static func processes() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
      (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))).map {
        String(decoding: $0.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
      }
    }
  }
}
