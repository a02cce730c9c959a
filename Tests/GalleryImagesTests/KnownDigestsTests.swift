import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryImages

/// A digest this process took of a file it wrote (an upload, as its bytes arrived) stands for reading
/// the file, for that version of it only.
@Suite struct KnownDigestsTests {
  @Test func aNotedDigestIsTakenForThatVersionOfTheFileOnly() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.jpg", "aaaa")
    let cache = CacheFolder(path: folder.path + "/.cache", source: .option)
    let known = KnownDigests()
    let stamp = try #require(FileStamp.of(folder.path + "/a.jpg"))
    // A value the file's bytes do not give: taken, so the file was not read for it.
    known.note(stamp, digest: 42, byteCount: 4)
    let digests = FileDigests(galleryFolder: folder.path, cache: cache, known: known)
    #expect(digests.digest(of: "a.jpg") == 42)
    // Rewritten since (another size, another time): read again.
    usleep(20_000)
    try folder.write("a.jpg", "aaaaa")
    let later = FileDigests(galleryFolder: folder.path, cache: cache, known: known)
    #expect(later.digest(of: "a.jpg") == Hashing.digest(Array("aaaaa".utf8)))
  }

  @Test func aDigestOfOtherBytesOrOfALargeFileIsNotNoted() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.jpg", "aaaa")
    let stamp = try #require(FileStamp.of(folder.path + "/a.jpg"))
    let known = KnownDigests()
    known.note(stamp, digest: 42, byteCount: 3)
    #expect(known.digest(for: stamp) == nil, "a count that is not the file's")
    var large = stamp
    large.size = FileDigests.chunkSize + 1
    known.note(large, digest: 42, byteCount: large.size)
    #expect(known.digest(for: large) == nil, "digested in chunks, not whole")
    known.note(stamp, digest: 42, byteCount: 4)
    #expect(known.digest(for: stamp) == 42)
  }
}
