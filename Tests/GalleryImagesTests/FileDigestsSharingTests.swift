import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryImages

/// The digests index when several processes write it (shards on one cache): each save merges.
@Suite struct FileDigestsSharingTests {
  @Test func twoWritersKeepEachOthersEntries() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.jpg", "aaaa")
    try folder.write("b.jpg", "bbbb")
    let cache = CacheFolder(path: folder.path + "/.shared", source: .option)
    // Both read the (empty) index before either saves, as two shards started together do.
    let first = FileDigests(galleryFolder: folder.path, cache: cache)
    let second = FileDigests(galleryFolder: folder.path, cache: cache)
    let a = try #require(first.digest(of: "a.jpg"))
    let b = try #require(second.digest(of: "b.jpg"))
    first.save()
    second.save()
    let later = FileDigests(galleryFolder: folder.path, cache: cache)
    #expect(later.rememberedDigest(of: "a.jpg") == a)
    #expect(later.rememberedDigest(of: "b.jpg") == b)
    // No temporary file is left beside it; the index is named for the gallery's key.
    let files = FileSystem.files(in: cache.path, includeHidden: true)
    #expect(files.count == 1 && files[0].hasPrefix("digests-"), "\(files)")
  }

  @Test func aChangedFileIsReadAgainWhateverAnotherWriterSaved() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.jpg", "old")
    let cache = CacheFolder(path: folder.path + "/.shared", source: .option)
    let stale = FileDigests(galleryFolder: folder.path, cache: cache)
    _ = stale.digest(of: "a.jpg")
    stale.save()
    try FileManager.default.removeItem(atPath: folder.path + "/a.jpg")
    try folder.write("a.jpg", "new!")
    let fresh = FileDigests(galleryFolder: folder.path, cache: cache)
    #expect(fresh.rememberedDigest(of: "a.jpg") == nil, "the stamp changed: the old digest is not trusted")
    #expect(fresh.digest(of: "a.jpg") == Hashing.digest(Array("new!".utf8)))
  }
}
