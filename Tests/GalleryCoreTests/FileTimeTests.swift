import GalleryCore
import GalleryTestSupport
import Testing

/// File times as `serve` compares them with the files' own: earlier by whole milliseconds across a
/// second, and now by the clock the kernel stamps files with.
@Suite struct FileTimeTests {
  @Test(arguments: [
    (FileTime(seconds: 10, nanoseconds: 500_000_000), 100, FileTime(seconds: 10, nanoseconds: 400_000_000)),
    (FileTime(seconds: 10, nanoseconds: 50_000_000), 100, FileTime(seconds: 9, nanoseconds: 950_000_000)),
    (FileTime(seconds: 10, nanoseconds: 0), 1_000, FileTime(seconds: 9, nanoseconds: 0)),
    (FileTime(seconds: 10, nanoseconds: 0), 2_500, FileTime(seconds: 7, nanoseconds: 500_000_000)),
  ])
  func earlierBorrowsWholeSeconds(time: FileTime, milliseconds: Int, expected: FileTime) {
    #expect(time.earlier(byMilliseconds: milliseconds) == expected)
  }

  @Test func aFileWrittenAfterNowIsChangedAtOrAfterIt() throws {
    let folder = try TemporaryFolder()
    let before = FileTime.now()
    try folder.write("a.txt", "x")
    let status = try #require(FileSystem.status(folder.path + "/a.txt", followingLinks: true))
    #expect(status.changed >= before, "\(status.changed) < \(before)")
  }
}
