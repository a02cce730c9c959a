import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryWorkers

/// What the images step says of a clip it made but cannot publish.
@Suite struct ImagesWorkerClipTests {
  /// The site writer holds a file in memory to publish it, so a rendition over its 1 GiB read limit is
  /// refused as the clip's problem (`--skip-bad` leaves it out), not as a late failure naming a cache
  /// file.
  @Test func aRenditionTooLargeToPublishIsTheClipsProblem() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/0123456789abcdef.mp4"
    // Holes: a file of 1 GiB and a byte, costing no disk.
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    #expect(truncate(path, (1 << 30) + 1) == 0)
    let entry = ClipCache.Entry(
      files: [(.mp4, path, [])], width: 320, height: 240, durationMilliseconds: 2_000, hasAudio: false)
    let made = ClipMaker.Made(key: 1, entry: entry, poster: nil, made: true, copied: false)
    let problem = try #require(ImagesWorker.unpublishable(made))
    #expect(
      problem.description.contains("rendition is 1,073,741,825 bytes, over the 1,073,741,824 bytes"),
      "\(problem)")
    let fits = ClipMaker.Made(
      key: 1,
      entry: ClipCache.Entry(
        files: [(.mp4, folder.path + "/missing.mp4", [])], width: 320, height: 240,
        durationMilliseconds: 2_000,
        hasAudio: false),
      poster: nil, made: true, copied: false)
    #expect(ImagesWorker.unpublishable(fits) == nil)
  }
}
