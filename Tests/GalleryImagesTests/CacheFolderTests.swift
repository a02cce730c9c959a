import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryImages

/// Where the cache is: `--cache`, then the manifest's `"cache"`, then the default; and what is refused.
@Suite struct CacheFolderTests {
  let folder: TemporaryFolder
  var gallery: String { folder.path + "/g" }

  init() throws {
    folder = try TemporaryFolder()
    try FileSystem.makeDirectories(folder.path + "/g")
  }

  private func resolve(
    _ option: String?, _ manifest: String? = nil
  ) -> Result<CacheFolder, CacheFolder.Refusal> {
    CacheFolder.resolve(
      option: option, workingDirectory: folder.path, manifest: manifest, galleryFolder: gallery)
  }

  @Test func theOptionComesFirstThenTheManifestThenTheDefault() throws {
    let real = try #require(FileSystem.realPath(folder.path))
    #expect(
      try resolve("shared", "../other").get()
        == CacheFolder(path: real + "/shared", source: .option, typed: "shared"))
    #expect(
      try resolve(nil, "../other").get()
        == CacheFolder(path: real + "/other", source: .manifest, typed: "../other"))
    #expect(try resolve(nil, ".cache").get().path == real + "/g/.cache")
    #expect(try resolve(nil, "/abs/c").get().path == "/abs/c")
    #expect(try resolve(nil).get() == .standard(for: gallery))
    #expect(try resolve(nil).get().isPrunable && !resolve("c").get().isPrunable)
  }

  @Test func aLinkAboveTheCacheIsResolvedOnceAndTheCacheItselfMayNotBeOne() throws {
    try FileSystem.makeDirectories(folder.path + "/disk/cache")
    #expect(symlink(folder.path + "/disk", folder.path + "/mnt") == 0)
    #expect(symlink(folder.path + "/disk/cache", folder.path + "/link") == 0)
    let real = try #require(FileSystem.realPath(folder.path))
    #expect(try resolve("mnt/cache").get().path == real + "/disk/cache")
    #expect(throws: CacheFolder.Refusal.self) { try resolve("link").get() }
    #expect(throws: CacheFolder.Refusal.self) { try resolve("link/").get() }
  }

  @Test(arguments: [
    ("", "is empty; name a folder"),
    ("a\u{0}b", "contains the control character U+0000 at character 2"),
    ("a\nb", "contains the control character U+000A at character 2"),
    ("\u{9B}x", "contains the control character U+009B at character 1"),
    (
      "g/cache",
      "is inside the gallery folder under a name that is not hidden; start it with a dot (.cache) or put it outside"
    ),
    (
      "g",
      "is inside the gallery folder under a name that is not hidden; start it with a dot (.cache) or put it outside"
    ),
    ("file", "is not a folder"),
  ])
  func refuses(typed: String, message: String) throws {
    try folder.write("file", "x")
    #expect(resolve(typed).map(\.path) == .failure(CacheFolder.Refusal(message: message)))
  }

  @Test func refusalsNameTheValueAndExitAsBadUsageOrBadData() {
    func error(_ option: String?, _ manifest: String?) -> GalleryError? {
      do {
        _ = try CacheFolder.resolved(
          option: option, workingDirectory: "/", manifest: manifest, galleryFolder: "/g",
          manifestFile: "g/gallery.json")
        return nil
      } catch {
        return error
      }
    }
    #expect(error("", "fine") == .usage("--cache '' is empty; name a folder"))
    let manifest = error(nil, "a\u{1}")
    #expect(manifest?.exitCode == 65)
    #expect(
      manifest?.description.hasPrefix("g/gallery.json: cache: 'a") == true, "\(String(describing: manifest))")
  }

  @Test func aNamedCacheAndTheOutputMayNotHoldEachOther() {
    let cache = CacheFolder(path: "/srv/cache", source: .option, typed: "c")
    #expect(cache.checkApart(fromOutput: "/srv/cache/site") != nil)
    #expect(cache.checkApart(fromOutput: "/srv") != nil)
    #expect(cache.checkApart(fromOutput: "/srv/cache") != nil)
    #expect(cache.checkApart(fromOutput: "/srv/cache-site") == nil)
    #expect(CacheFolder(path: "/srv/site/c", source: .standard).checkApart(fromOutput: "/srv/site") == nil)
  }
}
