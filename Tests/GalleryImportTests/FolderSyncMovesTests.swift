import Synchronization
import Testing

@testable import GalleryImport

/// How `gallery sync` tells moved files from removed photos and new images, with contents given by
/// hand (no files): which pairs are matched, which are left alone as ambiguous, and what is read.
@Suite struct FolderSyncMovesTests {
  /// Contents by path: the build's index for gone files, the files now for new ones; records which
  /// files were read.
  final class Contents: Sendable {
    let old: [String: (size: Int, digest: UInt64)]
    let now: [String: (size: Int, digest: UInt64)]
    /// Path → inode: paths with one number lead to one file.
    let inodes: [String: UInt64]
    let readPaths = Mutex<[String]>([])

    init(
      old: [String: (size: Int, digest: UInt64)] = [:], now: [String: (size: Int, digest: UInt64)] = [:],
      inodes: [String: UInt64] = [:]
    ) {
      self.old = old
      self.now = now
      self.inodes = inodes
    }

    var digests: FolderSyncMoves.FileFacts {
      FolderSyncMoves.FileFacts(
        remembered: { self.old[$0] }, size: { self.now[$0]?.size },
        digest: { path in
          self.readPaths.withLock { $0.append(path) }
          return self.now[path]?.digest
        }, identity: { self.inodes[$0].map { FolderSyncMoves.FileIdentity(device: 1, inode: $0) } })
    }

    var read: [String] { readPaths.withLock { $0.sorted() } }
  }

  private func matches(
    gone: [String], present: [String] = [], new: [String], kept: [String] = [],
    contents: Contents = Contents()
  ) -> FolderSyncMoves.Matches {
    FolderSyncMoves.matches(
      gone: gone, present: present, new: new, known: gone + present + kept, images: new + kept,
      files: contents.digests)
  }

  private func pairs(_ matches: FolderSyncMoves.Matches) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: matches.newPath.map { (String(decoding: $0.key, as: UTF8.self), $0.value) })
  }

  @Test func aFolderRenamedWithTheSameNamesIsMatchedByNamesWithoutReadingAFile() {
    // Given a folder renamed by case only, and an unrelated new image
    let contents = Contents(now: ["trip/Kyoto/a.png": (10, 1), "other/x.png": (10, 1)])
    // When
    let found = matches(
      gone: ["trip/kyoto/a.png", "trip/kyoto/b.png"],
      new: ["other/x.png", "trip/Kyoto/a.png", "trip/Kyoto/b.png"], contents: contents)
    // Then
    #expect(pairs(found) == ["trip/kyoto/a.png": "trip/Kyoto/a.png", "trip/kyoto/b.png": "trip/Kyoto/b.png"])
    #expect(found.renamedFolders == [FolderSync.Rename(from: "trip/kyoto", to: "trip/Kyoto")])
    #expect(contents.read.isEmpty, "no digest is remembered for the gone files: nothing is read")
  }

  @Test func aFolderWhoseNamesDifferOrThatStillHoldsAnImageIsNotRenamedByNames() {
    // A new name in the new folder: not the same set of names
    #expect(matches(gone: ["k/a.png"], new: ["K/a.png", "K/b.png"]).newPath.isEmpty)
    // The old folder still holds an image: a copy, not a rename
    #expect(matches(gone: ["k/a.png"], new: ["K/a.png"], kept: ["k/b.png"]).newPath.isEmpty)
    // The new folder held photos before: not a new folder
    #expect(matches(gone: ["k/a.png"], new: ["n/a.png"], kept: ["n/b.png"]).newPath.isEmpty)
    // The gallery folder's own photos moved into a subfolder: the gallery folder is never renamed
    #expect(matches(gone: ["a.png"], new: ["sub/a.png"]).newPath.isEmpty)
  }

  @Test func folderNamesTieBrokenByTheFolderOwnNameElseLeftAlone() {
    // Given `trip` renamed `voyage`: two folders with the same camera file names
    let renamedParent = matches(
      gone: ["trip/kyoto/IMG_1.jpg", "trip/nara/IMG_1.jpg"],
      new: ["voyage/kyoto/IMG_1.jpg", "voyage/nara/IMG_1.jpg"])
    #expect(
      pairs(renamedParent) == [
        "trip/kyoto/IMG_1.jpg": "voyage/kyoto/IMG_1.jpg", "trip/nara/IMG_1.jpg": "voyage/nara/IMG_1.jpg",
      ])
    // Given two folders renamed at once to names that tell nothing: which is which is unknown
    let unknown = matches(
      gone: ["a/IMG_1.jpg", "b/IMG_1.jpg"], new: ["c/IMG_1.jpg", "d/IMG_1.jpg"])
    #expect(unknown.newPath.isEmpty)
    // Given two gone folders and one new one with their names: neither takes it
    #expect(matches(gone: ["a/IMG_1.jpg", "b/IMG_1.jpg"], new: ["c/IMG_1.jpg"]).newPath.isEmpty)
  }

  @Test func aFileRenamedInItsFolderByCaseOrNormalizationOnlyIsMatched() {
    let found = matches(
      gone: ["d/IMG_1.JPG", "d/Cafe\u{301}.png"], new: ["d/img_1.jpg", "d/caf\u{E9}.png"],
      kept: ["d/keep.png"])
    #expect(pairs(found) == ["d/IMG_1.JPG": "d/img_1.jpg", "d/Cafe\u{301}.png": "d/caf\u{E9}.png"])
    #expect(found.renamedFolders.isEmpty, "the folder itself stays")
    // Two new names the gone one could be: left alone
    #expect(matches(gone: ["d/a.png"], new: ["d/A.png", "d/A.PNG"], kept: ["d/k.png"]).newPath.isEmpty)
  }

  @Test func theSameContentMatchesReadingOnlyNewFilesOfAGoneFilesSize() {
    // Given a gone photo whose digest a build remembered, moved and renamed into another album's folder
    let contents = Contents(
      old: ["kyoto/k1.png": (100, 7)],
      now: ["nara/gate.png": (100, 7), "nara/other.png": (100, 8), "nara/big.png": (5_000, 7)])
    // When
    let found = matches(
      gone: ["kyoto/k1.png"], new: ["nara/big.png", "nara/gate.png", "nara/other.png"],
      kept: ["kyoto/k2.png", "nara/n1.png"], contents: contents)
    // Then
    #expect(pairs(found) == ["kyoto/k1.png": "nara/gate.png"])
    #expect(found.renamedFolders.isEmpty, "kyoto still holds k2, nara held n1")
    #expect(contents.read == ["nara/gate.png", "nara/other.png"], "not the file of another size")
  }

  @Test func identicalFilesArePairedByNameOrLeftAlone() {
    // Given two gone photos of one content and two new files of it
    let contents = Contents(
      old: ["a/x.png": (9, 1), "a/y.png": (9, 1)],
      now: ["b/x.png": (9, 1), "b/z.png": (9, 1), "c/p.png": (9, 1), "c/q.png": (9, 1)])
    // When x is among the new names but y is not
    let byName = matches(
      gone: ["a/x.png", "a/y.png"], new: ["b/x.png", "b/z.png"], kept: ["a/k.png", "b/k.png"],
      contents: contents)
    // Then x is paired, y and z stay removed and added
    #expect(pairs(byName) == ["a/x.png": "b/x.png"])
    // When no name tells them apart, nothing is paired
    let none = matches(
      gone: ["a/x.png", "a/y.png"], new: ["c/p.png", "c/q.png"], kept: ["a/k.png", "c/k.png"],
      contents: contents)
    #expect(none.newPath.isEmpty)
  }

  @Test func aFolderEmptiedIntoANewFolderByContentIsARename() {
    // Given a renamed folder that also got a new image (its names differ), after a build
    let contents = Contents(
      old: ["k/a.png": (1, 1), "k/b.png": (2, 2)],
      now: ["K2/a.png": (1, 1), "K2/b.png": (2, 2), "K2/c.png": (3, 3)])
    // When
    let found = matches(
      gone: ["k/a.png", "k/b.png"], new: ["K2/a.png", "K2/b.png", "K2/c.png"], contents: contents)
    // Then both are matched by content and the folder counts as renamed
    #expect(pairs(found) == ["k/a.png": "K2/a.png", "k/b.png": "K2/b.png"])
    #expect(found.renamedFolders == [FolderSync.Rename(from: "k", to: "K2")])
  }

  @Test func aPathLeadingToANewImagesFileTakesItsSpellingWhenJustOneDoes() {
    // Given k/a.png and k/b.png still found (a case-insensitive disk), the scan listing K/…; x/c.png
    // and y/c.png, two hand-written paths to one file
    let contents = Contents(inodes: [
      "k/a.png": 1, "K/a.png": 1, "k/b.png": 2, "K/b.png": 2, "x/c.png": 3, "y/c.png": 3, "z/c.png": 3,
    ])
    // When
    let found = matches(
      gone: [], present: ["k/a.png", "k/b.png", "x/c.png", "y/c.png"],
      new: ["K/a.png", "K/b.png", "z/c.png"],
      contents: contents)
    // Then
    #expect(pairs(found) == ["k/a.png": "K/a.png", "k/b.png": "K/b.png"])
    #expect(found.renamedFolders == [FolderSync.Rename(from: "k", to: "K")])
  }
}
