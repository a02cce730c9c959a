import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryImages

/// The derivative cache's seals: an entry is believed only under the key that sealed it, only as sealed,
/// and only while every file is the one sealed.
@Suite struct CacheSealTests {
  private let folder: TemporaryFolder
  private let derivatives: Derivatives

  init() throws {
    folder = try TemporaryFolder()
    let image = EncodedImage(
      bytes: Array("not really a jpeg".utf8), width: 4, height: 3, fileExtension: "jpg", size: 4)
    derivatives = Derivatives(images: [image], averageColor: "#102030")
  }

  private func cache(_ secret: UInt8) -> DerivativeCache {
    DerivativeCache(
      cache: CacheFolder(path: folder.path + "/c", source: .option),
      trust: CacheTrust(key: CacheKey(secret: [UInt8](repeating: secret, count: 32))))
  }

  @Test func anEntryIsBelievedUnderItsOwnKeyOnly() throws {
    let mine = cache(1)
    let stored = try mine.store(derivatives, key: 42)
    #expect(mine.entry(42) == stored)
    #expect(stored.images[0].digest == SecureDigest.sha256(derivatives.images[0].bytes))
    // Another gallery's key: its own info file is looked for, which is not there, and the image file
    // (the same bytes, shared) is left as it is.
    let theirs = cache(2)
    #expect(theirs.entry(42) == nil)
    #expect(theirs.trust.refusals.lines.isEmpty, "not there is no refusal")
    _ = try theirs.store(derivatives, key: 42)
    #expect(mine.entry(42) == stored, "each gallery keeps its own seal beside the other's")
  }

  @Test func anEditedInfoOrFileOrAnUnsealedOneIsRefused() throws {
    let mine = cache(1)
    _ = try mine.store(derivatives, key: 7)
    let info = try #require(folder.files("c/derivatives").first { $0.hasSuffix(".info") })
    let path = folder.path + "/c/derivatives/" + info
    let sealed = try #require(folder.read("c/derivatives/" + info))
    // The same seal over a line that says another size: not what was sealed.
    try folder.write("c/derivatives/" + info, sealed.replacingOccurrences(of: "4 4 3", with: "4 400 300"))
    let refused = cache(1)
    #expect(refused.entry(7) == nil)
    #expect(refused.trust.refusals.lines.first?.contains("its seal is not this gallery's") == true)
    // Unsealed, as an older tool wrote it.
    let lines = sealed.split(separator: "\n").dropLast().joined(separator: "\n") + "\n"
    try folder.write("c/derivatives/" + info, lines)
    let unsealed = cache(1)
    #expect(unsealed.entry(7) == nil)
    #expect(unsealed.trust.refusals.lines.first?.contains("it has no seal") == true)
    // Sealed as written, but its image swapped.
    try folder.write("c/derivatives/" + info, sealed)
    #expect(cache(1).entry(7) != nil)
    let image = try #require(folder.files("c/derivatives").first { $0.hasSuffix("-4.jpg") })
    try folder.write("c/derivatives/" + image, "something else")
    let swapped = cache(1)
    #expect(swapped.entry(7) == nil)
    #expect(
      swapped.trust.refusals.summary?.hasPrefix("1 cache entry failed its check and was made again: ") == true
    )
    #expect(FileSystem.exists(path), "a refused entry is left for the next store to write over")
  }

  @Test func theKeyIsMadeOnceAndReadByEveryProcess() throws {
    let gallery = folder.path + "/g"
    try FileSystem.makeDirectories(gallery)
    let first = CacheKey(galleryFolder: gallery)
    #expect(first.id(create: false) == nil, "no key until one is needed")
    let id = try #require(first.id(create: true))
    #expect(CacheKey(galleryFolder: gallery).id(create: false) == id)
    let status = try #require(FileSystem.status(gallery + "/" + CacheKey.fileName, followingLinks: false))
    #expect(status.permissions & 0o077 == 0, "only its owner reads it")
    // A key file that is not one the tool wrote is no key: nothing is believed.
    try folder.write("g/" + CacheKey.fileName, "not a key")
    #expect(CacheKey(galleryFolder: gallery).id(create: true) == nil)
  }
}
