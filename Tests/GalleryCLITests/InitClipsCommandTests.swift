import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryModel

/// `gallery init` and `gallery sync` on a phone's folder, where clips lie beside the photos: every clip
/// becomes an item (`"video"`), in the order it was recorded, and a file named like a clip that is not
/// one is left out with a note, as a text file named `.jpg` is.
@Suite(.enabled(if: ClipFixtures.available)) struct InitClipsCommandTests {
  private func phoneFolder() throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    try workspace.writeBytes("day/IMG_0002.png", InitSyncCommandTests.png)
    // Recorded 2024-05-06 (its mvhd); the PNG has no date, so the clip comes first.
    try ClipFixtures.copy(.h264Located, to: workspace.path + "/day/IMG_0003.MP4")
    try ClipFixtures.copy(.vp9WebmSilent, to: workspace.path + "/day/waves.webm")
    try ClipFixtures.copy(.notAVideo, to: workspace.path + "/day/notes.mp4")
    return workspace
  }

  private func manifest(_ workspace: TemporaryFolder) throws -> Gallery {
    try ManifestDecoder.decode(Array((workspace.read("day/gallery.json") ?? "").utf8), file: "gallery.json")
      .gallery
  }

  @Test func initTakesClipsInTheOrderTheyWereRecordedAndLeavesOutWhatIsNoClip() throws {
    let workspace = try phoneFolder()
    let run = try workspace.gallery("init", "day")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("Wrote day/gallery.json: 1 photo and 2 clips (1 other file skipped)"))
    #expect(
      run.stderr.contains(
        "named like a clip was left out:\n  notes.mp4 (its bytes are not an MP4, QuickTime, WebM, Matroska or AVI clip)"
      ), "\(run.stderr)")
    let gallery = try manifest(workspace)
    #expect(gallery.photos.map(\.id) == ["img-0003", "img-0002", "waves"])
    #expect(gallery.photos[0].video == Clip(path: "IMG_0003.MP4"))
    #expect(gallery.photos[0].image == GalleryReference.file("IMG_0003.MP4"))
    #expect(gallery.photos[1].video == nil)
    #expect(gallery.photos[2].video == Clip(path: "waves.webm"))
    #expect(gallery.photos[2].title == "Waves")
    #expect(workspace.read("day/gallery.json")?.contains("\"video\": \"waves.webm\"") == true)
  }

  /// Renamed by case here: following a file renamed otherwise takes the digest a build remembered, as
  /// for photos (`ClipBuildTests` builds first).
  @Test func syncAddsANewClipAndFollowsARenamedOne() throws {
    let workspace = try phoneFolder()
    #expect(try workspace.gallery("init", "day").status == 0)
    try FileManager.default.moveItem(
      atPath: workspace.path + "/day/waves.webm", toPath: workspace.path + "/day/Waves.webm")
    try ClipFixtures.copy(.hevcMov, to: workspace.path + "/day/IMG_0004.MOV")
    let run = try workspace.gallery("sync", "day")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("1 added"), "\(run.stdout)")
    #expect(run.stdout.contains("1 photo and 3 clips"), "\(run.stdout)")
    let gallery = try manifest(workspace)
    let waves = gallery.photos.first { $0.id == "waves" }
    #expect(waves?.video == Clip(path: "Waves.webm"))
    #expect(waves?.image == GalleryReference.file("Waves.webm"))
    #expect(gallery.photos.last?.video == Clip(path: "IMG_0004.MOV"))
  }
}
