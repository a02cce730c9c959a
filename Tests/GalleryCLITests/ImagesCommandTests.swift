import Dispatch
import Foundation
import GalleryTestSupport
import Synchronization
import Testing

@testable import GalleryCore
@testable import GalleryImages

/// `gallery images --shard I/N` through the binary: shards at once into one cache, a shard killed and
/// run again, the build after them, and what `--shard` and `--cache` refuse.
@Suite struct ImagesCommandTests {
  static let photoCount = 9
  /// Made once: two workspaces then hold the same bytes (a test picture's bytes vary between makes).
  static let pictures: [[UInt8]] = (0..<photoCount).map { index in
    (try? LibVips.testPicture(width: 60 + index, height: 40 + index)) ?? []
  }

  /// A workspace with gallery `g` of `photoCount` distinct small JPEGs (and `manifestExtra` in its
  /// manifest); the same bytes every time, so two workspaces hold the same gallery.
  private func workspace(manifestExtra: String = "") throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    try FileSystem.makeDirectories(workspace.path + "/g")
    var photos: [String] = []
    for index in 0..<Self.photoCount {
      try FileSystem.writeFile(
        workspace.path + "/g/p\(index).jpg", Self.pictures[index])
      photos.append("{ \"id\": \"p\(index)\", \"image\": \"p\(index).jpg\" }")
    }
    try workspace.write(
      "g/gallery.json",
      "{ \"title\": \"T\", \"thumbnailSize\": 16, \"imageSize\": 40\(manifestExtra), "
        + "\"photos\": [\(photos.joined(separator: ", "))] }")
    return workspace
  }

  /// The counts in "Shard 2/3: made 3 images; 0 already in the cache; 6 in other shards".
  private func counts(_ line: String) -> [Int] {
    line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
  }

  /// Runs every command line at once and waits for all of them.
  private func runAtOnce(_ workspace: TemporaryFolder, _ lines: [[String]]) -> [GalleryProcess.Outcome?] {
    let outcomes = Mutex([GalleryProcess.Outcome?](repeating: nil, count: lines.count))
    let path = workspace.path
    DispatchQueue.concurrentPerform(iterations: lines.count) { index in
      let outcome = try? GalleryProcess.run(lines[index], in: path, timeout: 120)
      outcomes.withLock { $0[index] = outcome }
    }
    return outcomes.withLock { $0 }
  }

  @Test("three shards at once into one cache, then a build that makes nothing and equals a single build")
  func shardsAtOnceThenTheSameSiteAsOneBuild() throws {
    let sharded = try workspace()
    let outcomes = runAtOnce(
      sharded, (1...3).map { ["images", "g", "--shard", "\($0)/3", "--cache", "shared"] })
    var made = 0
    for (index, outcome) in outcomes.enumerated() {
      let outcome = try #require(outcome)
      #expect(outcome.status == 0, "\(outcome.stderr)")
      #expect(outcome.stdout.hasPrefix("Shard \(index + 1)/3: made "), "\(outcome.stdout)")
      let numbers = counts(outcome.stdout)
      // 1, 3, made, in the cache, other shards.
      #expect(
        numbers.count == 5 && numbers[2] + numbers[3] + numbers[4] == Self.photoCount, "\(outcome.stdout)")
      made += numbers.count == 5 ? numbers[2] : 0
    }
    #expect(made == Self.photoCount, "every photo made once by one shard")
    let build = try sharded.gallery("build", "g", "--cache", "shared", "--output", "site")
    #expect(build.status == 0, "\(build.stderr)")
    #expect(
      build.stdout.contains("Processed 0 images: all \(Self.photoCount) photos from the cache"),
      "\(build.stdout)")
    let single = try workspace()
    let one = try single.gallery("build", "g", "--output", "site")
    #expect(one.stdout.contains("Processed \(Self.photoCount) images"), "\(one.stdout)")
    let tree = sharded.tree("site")
    let other = single.tree("site")
    let differing = Set(tree.keys).union(other.keys).filter { tree[$0] != other[$0] }.sorted()
    #expect(
      !tree.isEmpty && differing.isEmpty, "the sharded build's site is the single build's: \(differing)")
    #expect(
      !FileSystem.exists(sharded.path + "/g/.cleangallery-cache/derivatives"), "nothing in the default cache")
  }

  @Test("shards in the gallery's own cache, one after another, then a build that makes nothing")
  func shardsInTheDefaultCache() throws {
    let workspace = try workspace()
    for index in 1...2 {
      let outcome = try workspace.gallery("images", "g", "--shard", "\(index)/2")
      #expect(outcome.status == 0 && outcome.stdout.contains("in other shards"), "\(outcome.stderr)")
    }
    let again = try workspace.gallery("images", "g")
    #expect(again.stdout == "Shard 1/1: made 0 images; \(Self.photoCount) already in the cache\n")
    let build = try workspace.gallery("build", "g", "--output", "site")
    #expect(
      build.stdout.contains("Processed 0 images: all \(Self.photoCount) photos from the cache"),
      "\(build.stdout)")
  }

  @Test("a shard killed midway leaves nothing trusted; run again it makes only what is missing")
  func aKilledShardRunAgainMakesOnlyWhatIsMissing() throws {
    let workspace = try workspace()
    let killed = try workspace.gallery(
      ["images", "g", "--cache", ".c"], timeout: 60, environment: ["CLEANGALLERY_FAIL_AT": "derivatives:info"]
    )
    #expect(killed.signalled, "\(killed.status) \(killed.stderr)")
    let folder = workspace.path + "/.c/derivatives"
    let complete = FileSystem.files(in: folder, includeHidden: true).filter { $0.hasSuffix(".info") }.count
    #expect(complete < Self.photoCount)
    #expect(FileSystem.files(in: folder, includeHidden: true).count > complete, "images without an info file")
    let rerun = try workspace.gallery("images", "g", "--cache", ".c")
    #expect(
      rerun.stdout
        == "Shard 1/1: made \(Self.photoCount - complete) images; \(complete) already in the cache\n",
      "\(rerun.stdout)\(rerun.stderr)")
    let build = try workspace.gallery("build", "g", "--cache", ".c", "--output", "site")
    #expect(build.stdout.contains("Processed 0 images"), "\(build.stdout)")
  }

  @Test(arguments: ["0/4", "5/4", "3", "1/10001", "-1/2", "1/2x", "½/2"])
  func aBadShardIsBadUsageNamingTheValue(text: String) throws {
    let workspace = try workspace()
    let outcome = try workspace.gallery("images", "g", "--shard", text)
    #expect(outcome.status == 64)
    #expect(
      outcome.stderr
        == "error: --shard '\(text)' is not I/N in decimal with 1 <= I <= N <= 10,000 (e.g. 2/4) "
        + "(see 'gallery images --help')\n")
  }

  @Test func unsafeCachesAreRefusedBeforeAnythingIsMade() throws {
    let workspace = try workspace()
    try FileSystem.makeDirectories(workspace.path + "/elsewhere")
    #expect(symlink(workspace.path + "/elsewhere", workspace.path + "/link") == 0)
    let refusals: [([String], Int32, String)] = [
      (["build", "g", "--cache", "site/c", "--output", "site"], 64, "is inside the output folder"),
      (["build", "g", "--cache", "out", "--output", "out/site"], 64, "holds the output folder"),
      (["build", "g", "--cache", "link", "--output", "site"], 64, "is a symbolic link"),
      (["images", "g", "--cache", "link"], 64, "is a symbolic link"),
      (["images", "g", "--cache", "g/cache"], 64, "not hidden"),
      (["images", "g", "--cache", "a\u{1B}b"], 64, "control character U+001B"),
    ]
    for (arguments, status, said) in refusals {
      let outcome = try workspace.gallery(arguments, timeout: 60)
      #expect(outcome.status == status, "\(arguments): \(outcome.stderr)")
      #expect(
        outcome.stderr.hasPrefix("error: --cache '") && outcome.stderr.contains(said), "\(outcome.stderr)")
      #expect(outcome.stderr.split(separator: "\n").count == 1)
    }
    #expect(!FileSystem.exists(workspace.path + "/elsewhere/derivatives"))
  }

  @Test func theManifestsCacheIsUsedAndCheckedAsBadData() throws {
    let shared = try workspace(manifestExtra: ", \"cache\": \"../shared\"")
    #expect(try shared.gallery("images", "g").status == 0)
    #expect(FileSystem.isDirectory(shared.path + "/shared/derivatives"))
    let build = try shared.gallery("build", "g", "--output", "site")
    #expect(build.stdout.contains("Processed 0 images"), "\(build.stdout)")
    let inside = try workspace(manifestExtra: ", \"cache\": \"../site\"")
    let refused = try inside.gallery("build", "g", "--output", "site")
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("cache: '../site' is inside the output folder"), "\(refused.stderr)")
    let control = try workspace(manifestExtra: ", \"cache\": \"\\u0007\"")
    let bad = try control.gallery("images", "g")
    #expect(bad.status == 65)
    #expect(bad.stderr.hasPrefix("error: g/gallery.json:1:"), "\(bad.stderr)")
  }
}
