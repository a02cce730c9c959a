import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryWorkers

/// `gallery images --shard` at the worker: each shard makes only its own photos' derivatives, all the
/// shards together every photo once, and a photo keeps its shard when others come, go or move.
@Suite struct ImagesWorkerShardTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  /// `count` distinct JPEGs (each its own size, so its own content), named `p0.jpg`….
  private func writePictures(_ names: Range<Int>) throws {
    for index in names {
      try FileSystem.writeFile(
        folder.path + "/p\(index).jpg", try LibVips.testPicture(width: 40 + index, height: 30 + index % 7))
    }
  }

  private func gallery(_ indices: [Int]) -> Gallery {
    Gallery(
      title: "T", images: .init(thumbnailSize: 16, imageSize: 24),
      photos: indices.map { Photo(id: "p\($0)", image: .file("p\($0).jpg")) })
  }

  /// Runs shard `shard` in a cache of its own, and says which photos it made.
  private func madeBy(_ shard: Shard, _ gallery: Gallery, cache: String) -> (made: Set<String>, other: Int) {
    let digests = FileDigests(galleryFolder: folder.path, cache: CacheFolder(path: cache, source: .option))
    let outcome = ImagesWorker(galleryFolder: folder.path, digests: digests, shard: shard).prepare(gallery)
    return (Set(outcome.images.keys), outcome.otherShards)
  }

  @Test(arguments: [1, 2, 3, 7])
  func theShardsTogetherMakeEveryPhotoExactlyOnce(count: Int) throws {
    try writePictures(0..<15)
    let photos = gallery(Array(0..<15))
    var seen: [String: Int] = [:]
    for index in 1...count {
      let shard = try #require(Shard("\(index)/\(count)"))
      let (made, other) = madeBy(shard, photos, cache: folder.path + "/.cache-\(count)-\(index)")
      #expect(made.count + other == 15, "shard \(shard) saw every photo once, its own or another's")
      for id in made { seen[id, default: 0] += 1 }
    }
    #expect(seen.count == 15 && seen.values.allSatisfy { $0 == 1 }, "\(seen)")
  }

  @Test func aPhotoKeepsItsShardWhenPhotosAreAddedRemovedAndMoved() throws {
    try writePictures(0..<20)
    func owners(_ photos: Gallery, _ round: String) throws -> [String: Int] {
      var owner: [String: Int] = [:]
      for index in 1...3 {
        for id in madeBy(
          try #require(Shard("\(index)/3")), photos, cache: folder.path + "/.c-\(round)-\(index)"
        )
        .made {
          owner[id] = index
        }
      }
      return owner
    }
    let before = try owners(gallery(Array(0..<12)), "before")
    // Eight photos added, two removed, the rest in another order.
    let after = try owners(gallery(Array((2..<20).reversed())), "after")
    for (id, shard) in before where after[id] != nil {
      #expect(after[id] == shard, "\(id) moved from shard \(shard) to \(after[id] ?? 0)")
    }
    #expect(Set(after.keys) == Set((2..<20).map { "p\($0)" }))
  }

  @Test func aShardNeverPrunesTheCacheNorDoesABuildPruneANamedOne() throws {
    try writePictures(0..<4)
    let cache = CacheFolder(path: folder.path + "/.shared", source: .option)
    let digests = FileDigests(galleryFolder: folder.path, cache: cache)
    _ = ImagesWorker(galleryFolder: folder.path, digests: digests).prepare(gallery(Array(0..<4)))
    let files = FileSystem.files(in: cache.path + "/derivatives", includeHidden: true).sorted()
    // Another gallery (or a shard's view of one photo) uses the same cache: nothing of the rest goes.
    _ = ImagesWorker(galleryFolder: folder.path, digests: digests).prepare(gallery([0]))
    _ = ImagesWorker(galleryFolder: folder.path, digests: digests, shard: .whole).prepare(gallery([1]))
    #expect(FileSystem.files(in: cache.path + "/derivatives", includeHidden: true).sorted() == files)
    // The gallery's own cache is still pruned by a build, and only by a build.
    let own = FileDigests(galleryFolder: folder.path)
    _ = ImagesWorker(galleryFolder: folder.path, digests: own).prepare(gallery(Array(0..<4)))
    _ = ImagesWorker(galleryFolder: folder.path, digests: own, shard: .whole).prepare(gallery([0]))
    let standard = GalleryCache.folder(in: folder.path) + "/derivatives"
    #expect(FileSystem.files(in: standard, includeHidden: true).count == files.count)
    _ = ImagesWorker(galleryFolder: folder.path, digests: own).prepare(gallery([0]))
    #expect(FileSystem.files(in: standard, includeHidden: true).count == files.count / 4)
  }
}
