import Foundation
import GalleryTestSupport
import Testing

/// A move killed at each step of its in-place patch (`CLEANGALLERY_FAIL_AT`, where the process sends
/// itself SIGKILL: no cleanup, as with `kill -9`): the next `gallery build` gives exactly the tree a
/// fresh build of the same manifest gives, `gallery validate` passes, and `gallery.json` holds the old
/// order or the new one.
@Suite struct MoveKillTests {
  /// 40 remote photos, six per page: the move below rewrites about twenty pages in place.
  private static let manifest: String = {
    let photos = (1...40).map {
      #"{"id": "p\#($0)", "image": "https://example.com/\#($0).jpg", "title": "Photo \#($0)"}"#
    }
    return #"{"title": "Kill", "pageSize": 6, "photos": [\#(photos.joined(separator: ","))]}"#
  }()

  private static let move = ["move", "p5", "--to", "9", "--gallery", "g", "--output", "site"]

  /// A workspace with the gallery built into `site`.
  private func built() throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    try workspace.write("g/gallery.json", Self.manifest)
    let build = try workspace.gallery("build", "g", "--output", "site", "--quiet")
    #expect(build.status == 0, "\(build.stderr)")
    return workspace
  }

  /// The patch's failure points, in the order a move reaches them, for a move rewriting `pages` pages:
  /// every step of the patch, with the steps of each page for the first two pages (the ones written in
  /// the clock tick that marked the record), one in the middle and the last.
  private static func steps(pages: Int) -> [String] {
    let shown = Set([1, 2, max(1, pages / 2), max(1, pages)]).sorted()
    return ["patch:checked", "patch:marked"]
      + shown.flatMap { ["patch:page-\($0):written", "patch:page-\($0):replaced"] }
      + ["patch:record:written", "patch:record:replaced", "manifest:written", "patch:finished"]
  }

  /// The photo ids of a manifest, in order; nil when it is not one.
  private static func photoIDs(_ manifest: String) -> [String]? {
    guard let object = try? JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any],
      let photos = object["photos"] as? [[String: Any]]
    else { return nil }
    return photos.compactMap { $0["id"] as? String }
  }

  /// The tree a build of `manifest` from nothing makes, into a folder of the same name (edit pages
  /// name it in their command).
  private static func freshTree(of manifest: String) throws -> [String: Data] {
    let fresh = try TemporaryFolder()
    try fresh.write("g/gallery.json", manifest)
    let build = try fresh.gallery("build", "g", "--output", "site", "--quiet")
    #expect(build.status == 0, "\(build.stderr)")
    return fresh.tree("site")
  }

  /// Whether `manifest` holds the old order of `manifest` or the order after `move`.
  private static func isOldOrNewOrder(_ manifest: String) -> String? {
    let old = (1...40).map { "p\($0)" }
    var new = old
    new.insert(new.remove(at: 4), at: 8)
    let order = photoIDs(manifest)
    return order == old || order == new
      ? nil : "gallery.json is neither the old order nor the new one: \(order ?? [])"
  }

  /// Builds `site` in `workspace` after a kill and checks it against the fresh trees of the old
  /// manifest and of the new one (`fresh`, by manifest); returns what went wrong. `order` says what is
  /// wrong with the manifest's order, if anything.
  private func repairProblems(
    in workspace: TemporaryFolder, step: String, fresh: inout [String: [String: Data]],
    order: (String) -> String? = isOldOrNewOrder
  ) throws -> [String] {
    var problems: [String] = []
    let manifest = workspace.read("g/gallery.json") ?? ""
    let build = try workspace.gallery("build", "g", "--output", "site", "--quiet")
    if build.status != 0 { problems.append("build exit \(build.status): \(build.stderr)") }
    let check = try workspace.gallery("validate", "site")
    if check.status != 0 { problems.append("validate: \(check.stdout.prefix(400))") }
    if let wrong = order(manifest) { problems.append(wrong) }
    if fresh[manifest] == nil { fresh[manifest] = try Self.freshTree(of: manifest) }
    let repaired = workspace.tree("site")
    let expected = fresh[manifest] ?? [:]
    if repaired != expected {
      let differing = Set(repaired.keys).union(expected.keys).filter { repaired[$0] != expected[$0] }
      problems.append("differs from a fresh build: \(differing.sorted().prefix(6))")
    }
    return problems.map { "\(step): \($0)" }
  }

  @Test func aMoveKilledAtAnyStepOfItsPatchIsRepairedByTheNextBuild() throws {
    // Given how many pages the move rewrites in place (a move run to its end, elsewhere)
    let probe = try built()
    let done = try probe.gallery(Self.move, timeout: 60)
    #expect(done.status == 0, "\(done.stderr)")
    let pages = done.stdout.split(separator: ";").last.flatMap {
      Int($0.split(separator: " ").first ?? "")
    }
    let count = try #require(pages, "\(done.stdout)")
    #expect(count > 10, "the move should rewrite pages in place: \(done.stdout)")
    var problems: [String] = []
    var fresh: [String: [String: Data]] = [:]
    for step in Self.steps(pages: count) {
      // When the move dies at that step
      let workspace = try built()
      let killed = try workspace.gallery(
        Self.move, timeout: 60, environment: ["CLEANGALLERY_FAIL_AT": step])
      #expect(killed.signalled, "\(step): the move was not stopped there (exit \(killed.status))")
      // Then the next build gives the fresh build's site, which validates
      problems += try repairProblems(in: workspace, step: step, fresh: &fresh)
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// Two albums of three photos a page: `a` with seven (three pages), `b` with six (two).
  private static let albumManifest: String = {
    func photos(_ prefix: String, _ count: Int) -> String {
      (1...count).map {
        #"{"id": "\#(prefix)\#($0)", "image": "https://example.com/\#(prefix)\#($0).jpg"}"#
      }.joined(separator: ",")
    }
    return #"""
      {"title": "Kill", "pageSize": 3, "albums": [
      {"id": "a", "title": "A", "photos": [\#(photos("a", 7))]},
      {"id": "b", "title": "B", "photos": [\#(photos("b", 6))]}]}
      """#
  }()

  /// `a1` into `b`: `a` loses its third grid page and `b` gains one, in place.
  private static let albumMove = ["move", "a1", "--album", "b", "--gallery", "g", "--output", "site"]

  /// The photo ids of each album of a manifest, in order.
  private static func albumPhotoIDs(_ manifest: String) -> [[String]]? {
    guard let object = try? JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any],
      let albums = object["albums"] as? [[String: Any]]
    else { return nil }
    return albums.map { ($0["photos"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } }
  }

  @Test func aMoveBetweenAlbumsThatAddsAndRemovesGridPagesIsRepairedAfterAKillAtAnyStep() throws {
    func built() throws -> TemporaryFolder {
      let workspace = try TemporaryFolder()
      try workspace.write("g/gallery.json", Self.albumManifest)
      let build = try workspace.gallery("build", "g", "--output", "site", "--quiet")
      #expect(build.status == 0, "\(build.stderr)")
      return workspace
    }
    // Given the move run to its end: it patches the site, adding b's page 3 and removing a's
    let probe = try built()
    let done = try probe.gallery(Self.albumMove, timeout: 60)
    #expect(done.status == 0, "\(done.stderr)")
    #expect(done.stdout.contains("1 removed"), "\(done.stdout)")
    #expect(probe.read("site/albums/b/page/3.html") != nil && probe.read("site/albums/a/page/3.html") == nil)
    let pages = try #require(
      done.stdout.split(separator: ";").last.flatMap { Int($0.split(separator: " ").first ?? "") },
      "\(done.stdout)")
    // The patched site is the one a fresh build of the new manifest gives
    let afterMove = try Self.freshTree(of: probe.read("g/gallery.json") ?? "")
    let patched = probe.tree("site")
    #expect(
      patched == afterMove,
      "\(Set(patched.keys).union(afterMove.keys).filter { patched[$0] != afterMove[$0] }.sorted().prefix(6))")
    var fresh: [String: [String: Data]] = [:]
    var problems: [String] = []
    let old = [(1...7).map { "a\($0)" }, (1...6).map { "b\($0)" }]
    let new = [(2...7).map { "a\($0)" }, (1...6).map { "b\($0)" } + ["a1"]]
    let order = { (manifest: String) -> String? in
      let ids = Self.albumPhotoIDs(manifest)
      return ids == old || ids == new
        ? nil : "gallery.json is neither the old order nor the new one: \(ids ?? [])"
    }
    let shown = Set([1, 2, max(1, pages / 2), pages]).sorted()
    let steps =
      ["patch:checked", "patch:marked", "patch:listed:written", "patch:listed:replaced"]
      + shown.flatMap { ["patch:page-\($0):written", "patch:page-\($0):replaced"] }
      + [
        "patch:removed-1", "patch:record:written", "patch:record:replaced", "manifest:written",
        "patch:finished",
      ]
    for step in steps {
      // When the move dies at that step
      let workspace = try built()
      let killed = try workspace.gallery(
        Self.albumMove, timeout: 60, environment: ["CLEANGALLERY_FAIL_AT": step])
      #expect(killed.signalled, "\(step): the move was not stopped there (exit \(killed.status))")
      // Then the next build gives the fresh build's site, which validates
      problems += try repairProblems(in: workspace, step: step, fresh: &fresh, order: order)
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// Photos added back (the undo of a removal) bring pages the site did not have, several new files
  /// in one patch, each listed by the marked record before it appears. Killed at any step of that,
  /// the next build repairs the site.
  @Test func photosAddedBackKilledAtAnyStepOfTheirPatchAreRepairedByTheNextBuild() throws {
    let removal = ["remove", "p3", "p4", "p5", "--gallery", "g", "--output", "site"]
    let undo = ["undo", "--gallery", "g", "--output", "site"]
    let all = (1...40).map { "p\($0)" }
    let order = { (manifest: String) -> String? in
      let ids = Self.photoIDs(manifest)
      return ids == all || ids == all.filter { !["p3", "p4", "p5"].contains($0) }
        ? nil : "gallery.json is neither with the photos nor without them: \(ids ?? [])"
    }
    var problems: [String] = []
    var fresh: [String: [String: Data]] = [:]
    let steps = [
      "patch:listed:replaced", "patch:page-1:written", "patch:page-2:written", "patch:page-2:replaced",
      "patch:page-3:replaced", "patch:page-4:written", "patch:record:written",
    ]
    for step in steps {
      // Given a site without three of its photos
      let workspace = try built()
      let removed = try workspace.gallery(removal, timeout: 60)
      #expect(removed.status == 0, "\(removed.stderr)")
      // When the undo that adds them back dies at that step
      let killed = try workspace.gallery(undo, timeout: 60, environment: ["CLEANGALLERY_FAIL_AT": step])
      #expect(killed.signalled, "\(step): the undo was not stopped there (exit \(killed.status))")
      // Then the next build gives the fresh build's site, which validates
      problems += try repairProblems(in: workspace, step: step, fresh: &fresh, order: order)
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func aServerKilledInTheMiddleOfAMoveLeavesASiteTheNextBuildRepairs() throws {
    // Given a gallery served from `site`
    let workspace = try TemporaryFolder()
    try workspace.write("g/gallery.json", Self.manifest)
    let server = try GalleryServerProcess(
      ["g", "--output", "site"], in: workspace.path,
      environment: ["CLEANGALLERY_FAIL_AT": "patch:page-2:replaced"])
    // When a move from the browser dies after its second page
    _ = try? server.post("/edit/p5.html", form: "position=9")
    let outcome = server.stop()
    #expect(outcome.signalled, "the server was not stopped in the move (exit \(outcome.status))")
    // Then the next build gives the fresh build's site, which validates
    var fresh: [String: [String: Data]] = [:]
    let problems = try repairProblems(in: workspace, step: "serve", fresh: &fresh)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func aBuildKilledAfterItsSwapLeavesNothingBesideTheSiteAfterTheNextBuild() throws {
    for step in ["commit:swapped", "commit:finished"] {
      // Given a built gallery whose title then changed (every page changes)
      let workspace = try built()
      try workspace.write("g/gallery.json", Self.manifest.replacingOccurrences(of: "Kill", with: "Killed"))
      // When its build dies after putting the new site in place (the old one still aside)
      let killed = try workspace.gallery(
        ["build", "g", "--output", "site", "--quiet"], timeout: 60,
        environment: ["CLEANGALLERY_FAIL_AT": step])
      #expect(killed.signalled, "\(step): the build was not stopped there (exit \(killed.status))")
      // Then the next build, which finds the site up to date, removes the old site left aside
      var fresh: [String: [String: Data]] = [:]
      let problems = try repairProblems(in: workspace, step: step, fresh: &fresh)
      #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
      let beside = try FileManager.default.contentsOfDirectory(atPath: workspace.path).filter {
        $0.contains(".staging-")
      }
      #expect(beside.isEmpty, "\(step): \(beside)")
    }
  }
}
