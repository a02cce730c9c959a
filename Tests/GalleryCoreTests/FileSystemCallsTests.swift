import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore

/// The small `FileSystem` calls the writer, the validator, the scanner, the server and the lock use
/// instead of Glibc: each keeps the rule it was written for.
@Suite struct FileSystemCallsTests {
  @Test func readAtGivesFewerBytesAtTheEndAndMovesNoOffset() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.txt", "0123456789")
    let fd = try FileSystem.openForReading(folder.path + "/a.txt").get()
    defer { FileSystem.close(fd) }

    #expect(FileSystem.read(fd, at: 2, count: 3) == Array("234".utf8))
    #expect(FileSystem.read(fd, at: 8, count: 64) == Array("89".utf8))
    #expect(FileSystem.read(fd, at: 20, count: 4) == [])
    #expect(FileSystem.read(fd, at: 0, count: 4) == Array("0123".utf8))
  }

  /// A whole file is read into an array as large as it is: the read that finds its end used to grow
  /// the array, which doubled its capacity (24 MB spare for a 24 MB manifest, held as long as it was).
  @Test func aFileReadWholeTakesNoSpareRoom() throws {
    let folder = try TemporaryFolder()
    let bytes = (0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    try folder.write("big.bin", bytes: bytes)
    let read = try FileSystem.read(folder.path + "/big.bin").get()

    #expect(read == bytes)
    #expect(read.capacity < bytes.count + 4096)
    try folder.write("empty.bin", bytes: [])
    #expect(try FileSystem.read(folder.path + "/empty.bin").get() == [])
  }

  @Test func entriesSayWhatEachIsWithoutFollowingLinks() throws {
    let folder = try TemporaryFolder()
    try folder.write("photo.jpg", "x")
    try folder.write("sub/inner.txt", "y")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: "sub")

    let entries = try #require(FileSystem.entries(of: folder.path))
    let kinds = Dictionary(
      uniqueKeysWithValues: entries.map { (String(decoding: $0.nameBytes, as: UTF8.self), $0.kind) })
    // tmpfs and ext4 fill d_type; a file system that does not says `.unknown` for every entry.
    #expect(kinds.count == 3)
    #expect(kinds["photo.jpg"] == .file || kinds["photo.jpg"] == .unknown)
    #expect(kinds["sub"] == .folder || kinds["sub"] == .unknown)
    #expect(kinds["link"] == .symbolicLink || kinds["link"] == .unknown)
    #expect(FileSystem.entries(of: folder.path + "/missing") == nil)
    #expect(FileSystem.names(in: folder.path)?.sorted() == ["link", "photo.jpg", "sub"])
  }

  @Test func statusFollowsLinksOnlyWhenAsked() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.txt", "12345")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: "a.txt")

    let followed = try #require(FileSystem.status(folder.path + "/link", followingLinks: true))
    #expect(followed.kind == .file)
    #expect(followed.size == 5)
    #expect(FileSystem.status(folder.path + "/link", followingLinks: false)?.kind == .symbolicLink)
    #expect(FileSystem.status(folder.path + "/missing", followingLinks: true) == nil)
  }

  @Test func openBeneathNeverLeavesTheFolder() throws {
    // Given a site with a page, a link to another page of it, and a link out of it
    let folder = try TemporaryFolder()
    try folder.write("site/index.html", "in")
    try folder.write("secret.txt", "out")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/site/alias.html", withDestinationPath: "index.html")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/site/escape.txt", withDestinationPath: "../secret.txt")
    let site = try #require(FileSystem.openFolder(folder.path + "/site"))
    defer { FileSystem.close(site) }

    // Then the page opens directly, the inner link through links, and the ways out not at all
    guard case .direct(let page)? = FileSystem.openBeneath("index.html", in: site) else {
      Issue.record("index.html did not open directly")
      return
    }
    FileSystem.close(page)
    switch FileSystem.openBeneath("alias.html", in: site) {
    case .throughLinks(let fd)?:
      #expect(FileSystem.openedPath(fd)?.hasSuffix("/site/index.html") == true)
      FileSystem.close(fd)
    case .direct(let fd)?:
      FileSystem.close(fd)
      Issue.record("a link opened as if it were none")
    case nil:
      Issue.record("a link inside the site did not open")
    }
    #expect(FileSystem.openBeneath("escape.txt", in: site) == nil)
    #expect(FileSystem.openBeneath("../secret.txt", in: site) == nil)
  }

  @Test func removingBeneathAFolderFollowsNoLinkOnTheWay() throws {
    // Given a site with a page in a folder, and a folder-shaped link out of the site to a file of the
    // same name
    let folder = try TemporaryFolder()
    try folder.write("site/albums/a/page/2.html", "ours")
    try folder.write("elsewhere/page/2.html", "theirs")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/site/albums/b", withDestinationPath: folder.path + "/elsewhere")
    let site = folder.path + "/site"
    // Then the page beneath real folders is removed, the one through the link is not
    #expect(!FileSystem.removeFile("albums/b/page/2.html", beneath: site))
    #expect(folder.read("elsewhere/page/2.html") == "theirs")
    #expect(FileSystem.removeFile("albums/a/page/2.html", beneath: site))
    #expect(folder.read("site/albums/a/page/2.html") == nil)
    #expect(!FileSystem.removeFile("albums/a/page/2.html", beneath: site))
    // And a file is written and renamed in a folder opened beneath the site, never through the link
    #expect(FileSystem.openFolder("albums/b/page", beneath: site) == nil)
    let holder = try #require(FileSystem.openFolder("albums/a", beneath: site))
    defer { FileSystem.close(holder) }
    try FileSystem.writeFile(named: "new.html", in: holder, Array("new".utf8))
    #expect(FileSystem.rename(named: "new.html", to: "index.html", in: holder))
    #expect(folder.read("site/albums/a/index.html") == "new")
  }

  @Test func aLockHeldElsewhereIsBusyUntilItIsReleased() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/.gallery.lock"
    let first = try FileSystem.openLockFile(path).get()
    let second = try FileSystem.openLockFile(path).get()
    defer {
      FileSystem.close(first)
      FileSystem.close(second)
    }

    #expect(FileSystem.tryLock(first) == .taken)
    #expect(FileSystem.tryLock(second) == .busy)
    FileSystem.unlock(first)
    #expect(FileSystem.tryLock(second) == .taken)
  }

  @Test func aLockFileThatIsNoFileIsRefused() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path + "/.gallery.lock", withIntermediateDirectories: true)
    guard case .failure(let refusal) = FileSystem.openLockFile(folder.path + "/.gallery.lock") else {
      Issue.record("a folder opened as a lock file")
      return
    }
    switch refusal {
    case .notRegular, .cannotOpen: break
    }
  }

  @Test func renamesLinksAndRemovalsSayWhetherTheyWorked() throws {
    let folder = try TemporaryFolder()
    try folder.write("a", "1")
    try FileManager.default.createDirectory(atPath: folder.path + "/empty", withIntermediateDirectories: true)

    #expect(FileSystem.hardLink(folder.path + "/a", as: folder.path + "/b"))
    #expect(FileSystem.isSameFile(folder.path + "/a", folder.path + "/b"))
    #expect(!FileSystem.hardLink(folder.path + "/a", as: folder.path + "/b"), "the name is taken")
    #expect(FileSystem.rename(folder.path + "/b", to: folder.path + "/c"))
    #expect(!FileSystem.rename(folder.path + "/b", to: folder.path + "/d"), "b is gone")
    #expect(FileSystem.removeFile(folder.path + "/c"))
    #expect(!FileSystem.removeEmptyFolder(folder.path + "/missing"))
    #expect(FileSystem.removeEmptyFolder(folder.path + "/empty"))
    #expect(folder.files() == ["a"])
  }
}
