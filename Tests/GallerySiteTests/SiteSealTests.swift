import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GallerySite

#if canImport(Glibc)
  import Glibc
#endif

/// The site's seal (`SiteSeal`): a site the tool wrote is proved intact by its record and folders, and
/// any change to a folder or the record is noticed; a page rewritten in place is noticed only by a
/// check of every file (`--verify`), which is the trust the seal rests on.
@Suite struct SiteSealTests {
  private let inputs: UInt64 = 0xabc

  private func page(_ path: String, _ text: String) -> RenderedPage {
    RenderedPage(path: path, bytes: Array(text.utf8))
  }

  /// A written site, sealed with its folders' times set in the past: a change made by the test moves
  /// a folder's time to now, whatever the clock's tick (a change in the tick of the seal would not).
  private func sealedSite() throws -> (folder: TemporaryFolder, sut: SiteWriter) {
    let folder = try TemporaryFolder()
    let sut = SiteWriter(destination: folder.path + "/site", sealFolder: folder.path + "/seals")
    _ = try sut.write(
      sut.prepare(
        pages: [page("index.html", "grid"), page("photos/a.html", "a"), page("photos/b.html", "b")],
        copies: [],
        inputs: inputs))
    for path in folder.files("site") { backdate(folder.path + "/site/" + path) }
    for path in ["site/photos", "site"] { backdate(folder.path + "/" + path) }
    sut.seal()
    return (folder, sut)
  }

  private func backdate(_ path: String, to seconds: Int = 1_000_000_000) {
    var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
    #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
  }

  private func seal(_ sut: SiteWriter) -> SiteSeal? {
    sut.sealPath.flatMap(SiteSeal.read)
  }

  @Test func aSealedSiteIsUpToDateFromItsFoldersAlone() throws {
    let (folder, sut) = try sealedSite()
    let sealed = try #require(seal(sut))
    #expect(sealed.fileCount == 3)
    #expect(sealed.folders.map(\.path) == [".", "photos"])
    #expect(sealed.holds(folder.path + "/site"))
    #expect(sut.upToDateFileCount(inputs: inputs) == 3)
    #expect(sut.upToDateFileCount(inputs: inputs + 1) == nil)
  }

  /// A seal taken in the tick its folders last changed proves nothing (they could change again in
  /// that tick): the files are checked, and the site sealed anew once its times are older.
  @Test func aSealAsNewAsItsFoldersIsNotTrusted() throws {
    let (folder, sut) = try sealedSite()
    var sealed = try #require(seal(sut))
    #expect(sealed.holds(folder.path + "/site"))
    sealed.writtenAt = sealed.folders[1].identity.modified
    #expect(!sealed.holds(folder.path + "/site"))
    sealed.writtenAt = nil
    #expect(!sealed.holds(folder.path + "/site"))
  }

  @Test func aFileRemovedOrRenamedOverIsNoticed() throws {
    for change in ["remove", "rename over"] {
      let (folder, sut) = try sealedSite()
      let photos = folder.path + "/site/photos"
      switch change {
      case "remove": try FileManager.default.removeItem(atPath: photos + "/a.html")
      default:
        try folder.write("site/photos/new", "edited")
        #expect(rename(photos + "/new", photos + "/a.html") == 0)
      }
      #expect(seal(sut)?.holds(folder.path + "/site") == false, "\(change)")
      #expect(sut.upToDateFileCount(inputs: inputs) == nil, "\(change)")
    }
  }

  /// A person's file added to a folder of the site breaks the seal; the files are then all checked,
  /// found intact, and the site sealed again as it now is.
  @Test func aFileAddedIsCheckedAndTheSiteSealedAgain() throws {
    let (folder, sut) = try sealedSite()
    try folder.write("site/photos/c.html", "c")
    #expect(seal(sut)?.holds(folder.path + "/site") == false)
    backdate(folder.path + "/site/photos", to: 1_000_000_100)
    #expect(sut.upToDateFileCount(inputs: inputs) == 3)
    #expect(seal(sut)?.holds(folder.path + "/site") == true)
  }

  @Test func aPageRewrittenInPlaceIsTrustedUntilVerified() throws {
    let (folder, sut) = try sealedSite()
    let handle = try #require(FileHandle(forWritingAtPath: folder.path + "/site/photos/a.html"))
    handle.seekToEndOfFile()
    handle.write(Data("!".utf8))
    handle.closeFile()
    #expect(sut.upToDateFileCount(inputs: inputs) == 3)
    #expect(sut.upToDateFileCount(inputs: inputs, verify: true) == nil)
  }

  @Test func aRecordMarkedInPlaceOrReplacedIsNotTrusted() throws {
    let (folder, sut) = try sealedSite()
    let recordPath = folder.path + "/site/" + SiteRecord.fileName
    let before = try #require(FileSystem.status(recordPath, followingLinks: false))
    // A move's mark: the fingerprint zeroed in place, its time put back as if in the seal's tick.
    let fd = try #require(FileSystem.openForUpdating(recordPath))
    #expect(FileSystem.overwrite(fd, with: Array("000".utf8), at: 9))
    FileSystem.close(fd)
    var times = [
      timespec(tv_sec: before.modified.seconds, tv_nsec: before.modified.nanoseconds),
      timespec(tv_sec: before.modified.seconds, tv_nsec: before.modified.nanoseconds),
    ]
    #expect(utimensat(AT_FDCWD, recordPath, &times, 0) == 0)
    #expect(seal(sut)?.holds(folder.path + "/site") == false)
  }

  @Test func aVerifiedSiteIsSealedAndAChangedSiteIsUnsealedBeforeItChanges() throws {
    let (folder, sut) = try sealedSite()
    try FileManager.default.removeItem(atPath: try #require(sut.sealPath))
    #expect(sut.upToDateFileCount(inputs: inputs) == 3)
    #expect(seal(sut) != nil)
    sut.unseal()
    #expect(seal(sut) == nil)
    _ = folder
  }

  @Test func aDamagedSealReadsAsNone() throws {
    let (folder, sut) = try sealedSite()
    defer { withExtendedLifetime(folder) {} }
    let bytes = try #require(sut.sealPath.flatMap { FileSystem.readFile($0, limit: 1 << 20) })
    #expect(SiteSeal(bytes: bytes) != nil)
    for length in 0..<bytes.count {
      let cut = SiteSeal(bytes: Array(bytes.prefix(length)))
      #expect(cut == nil || length == bytes.count, "\(length)")
    }
    #expect(SiteSeal(bytes: Array("cleangallery site seal 1\ninputs zz files 3\n".utf8)) == nil)
  }

  @Test func theFoldersOfARecordAreFoundWithoutParsingIt() {
    let record = Array(
      "# inputs abc\n1 4 index.html\n2 1 photos/a.html\n3 1 photos/b.html\n4 1 x/y/z.html\n".utf8)
    let found = SiteSeal.filesAndFolders(ofRecord: record)
    #expect(found?.count == 4)
    #expect(found?.folders == ["", "photos", "x/y"])
    #expect(SiteSeal.filesAndFolders(ofRecord: Array("nonsense\n".utf8)) == nil)
  }
}
