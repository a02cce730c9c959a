import Dispatch
import Foundation
import GalleryTestSupport
import Synchronization
import Testing

@testable import GalleryModel

/// `gallery move` and `gallery list` run as a person runs them.
@Suite struct MoveCommandTests {
  /// A gallery `g` of `count` photos a…, three per page, built into `site`.
  private func builtGallery(count: Int = 6) throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let ids: [String] = (0..<count).map { index in
      index < 26 ? String(letters[index]) : "\(letters[index % 26])\(index)"
    }
    let photos: [String] = ids.map { id in
      #"{ "id": "\#(id)", "image": "https://example.com/\#(id).jpg", "title": "Photo \#(id)" }"#
    }
    try workspace.write(
      "g/gallery.json", #"{ "title": "T", "pageSize": 3, "photos": [\#(photos.joined(separator: ", "))] }"#)
    let outcome = try workspace.gallery("build", "g", "--output", "site")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    return workspace
  }

  private func order(_ workspace: TemporaryFolder) throws -> [String] {
    try workspace.gallery("list", "--gallery", "g").stdout.split(separator: "\n").map {
      String($0.split(separator: " ", omittingEmptySubsequences: true)[1])
    }
  }

  /// The photo ids in the order the grid pages show them, following rel="next" from index.html.
  private func gridOrder(_ workspace: TemporaryFolder) -> [String] {
    var ids: [String] = []
    var page: String? = "index.html"
    while let current = page, let html = workspace.read("site/" + current) {
      ids += matches(of: #"<li class="cell" id="[^"]*" data-photo-id="([^"]+)""#, in: html)
      let next = matches(of: #"rel="next" href="([^"]+)""#, in: html).first
      page = next.map {
        current.hasPrefix("page/") ? "page/" + $0.replacingOccurrences(of: "../", with: "") : $0
      }
      if page == "page/index.html" { page = nil }
    }
    return ids
  }

  private func matches(of pattern: String, in text: String) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  @Test func moveSavesTheOrderAndTheGridDetailAndEditPagesFollowIt() throws {
    // Given
    let workspace = try builtGallery()
    // When
    let outcome = try workspace.gallery("move", "c", "--to", "1", "--gallery", "g", "--output", "site")
    // Then
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.hasPrefix("moved 'c' from 3 to 1; "))
    #expect(outcome.stdout.contains(" of 18 files updated"))
    let expected = ["c", "a", "b", "d", "e", "f"]
    #expect(try order(workspace) == expected)
    #expect(gridOrder(workspace) == expected)
    for (index, id) in expected.enumerated() {
      let detail = workspace.read("site/photos/\(id).html") ?? ""
      #expect(detail.contains("Photo \(index + 1) of 6"), "\(id)")
      if index > 0 { #expect(detail.contains(#"rel="prev" href="\#(expected[index - 1]).html""#), "\(id)") }
      if index < 5 { #expect(detail.contains(#"rel="next" href="\#(expected[index + 1]).html""#), "\(id)") }
      let edit = workspace.read("site/edit/\(id).html") ?? ""
      #expect(edit.contains(#"<option value="\#(index + 1)" selected="selected">"#), "\(id)")
      #expect(matches(of: #"(selected="selected")"#, in: edit).count == 1)
    }
  }

  @Test func moveByPositionAndBack() throws {
    let workspace = try builtGallery()
    let there = try workspace.gallery(
      "move", "--from", "1", "--to", "6", "--gallery", "g", "--output", "site")
    #expect(there.stdout.hasPrefix("moved 'a' from 1 to 6"), "\(there.stderr)")
    #expect(try order(workspace) == ["b", "c", "d", "e", "f", "a"])
    try workspace.gallery("move", "a", "--to", "1", "--gallery", "g", "--output", "site")
    #expect(try order(workspace) == ["a", "b", "c", "d", "e", "f"])
  }

  @Test func movingToTheSamePlaceWritesNothing() throws {
    let workspace = try builtGallery()
    let manifest = workspace.snapshot("g")
    let site = workspace.snapshot("site")
    let outcome = try workspace.gallery("move", "b", "--to", "2", "--gallery", "g", "--output", "site")
    #expect(outcome.status == 0)
    #expect(outcome.stdout == "'b' is already at position 2; nothing to do\n")
    #expect(workspace.snapshot("g") == manifest)
    #expect(workspace.snapshot("site") == site)
  }

  @Test func aSecondBuildWithNothingChangedWritesNoFile() throws {
    let workspace = try builtGallery()
    let outcome = try workspace.gallery("build", "g", "--output", "site")
    #expect(outcome.stdout.contains("0 of 18 files updated"), "\(outcome.stdout)")
  }

  /// An editor's save (a new file renamed over the page) moves its folder's time: a plain build
  /// notices it and makes the page again.
  @Test func aPageSavedOverByAnEditorIsNoticedByAPlainBuild() throws {
    let workspace = try builtGallery()
    try workspace.write("site/photos/f.html.swp", "edited by hand")
    try FileManager.default.moveItem(
      atPath: workspace.path + "/site/photos/f.html.swp", toPath: workspace.path + "/site/photos/f.html.new")
    #expect(rename(workspace.path + "/site/photos/f.html.new", workspace.path + "/site/photos/f.html") == 0)
    let build = try workspace.gallery("build", "g", "--output", "site")
    #expect(build.stdout.contains("1 of 18 files updated"), "\(build.stdout)")
    #expect(workspace.read("site/photos/f.html")?.contains("data-photo-id=\"f\"") == true)
  }

  @Test func aPageEditedByHandIsNeverTrustedNorOverwrittenByAMove() throws {
    let workspace = try builtGallery()
    // A page edited by hand since the build, that the move does not touch: the move rewrites only the
    // pages it changes, so the person's page stays as they left it.
    try workspace.write("site/photos/f.html", "edited by hand")
    let move = try workspace.gallery("move", "a", "--to", "2", "--gallery", "g", "--output", "site")
    #expect(move.status == 0, "\(move.stderr)")
    #expect(move.stdout.contains("from 1 to 2; "), "\(move.stdout)")
    #expect(workspace.read("site/photos/f.html") == "edited by hand")
    // It is still not trusted: a build that checks every file (a page rewritten in place leaves its
    // folder's time alone, see `SiteSeal`) makes the site exactly as its inputs say, page f included,
    // and then has nothing left to do.
    let build = try workspace.gallery("build", "g", "--output", "site", "--verify")
    #expect(build.stdout.contains("1 of 18 files updated"), "\(build.stdout)")
    #expect(workspace.read("site/photos/f.html")?.contains("data-photo-id=\"f\"") == true)
    let again = try workspace.gallery("build", "g", "--output", "site")
    #expect(again.stdout.contains("0 of 18 files updated"), "\(again.stdout)")
    #expect(again.stdout.contains("Rendered 0 pages"), "\(again.stdout)")
  }

  @Test func aMoveRewritesOnlyThePagesItChangesAndChecksNoOtherFile() throws {
    let workspace = try builtGallery(count: 30)
    // Two neighbours swap: their detail and edit pages, the grid page showing them and the next photo's
    // detail and edit pages (its "previous" link, its move page's preview) change; every other file
    // keeps its bytes.
    let untouched = workspace.snapshot("site").filter {
      ![
        "index.html", "photos/a.html", "photos/b.html",
        "photos/c.html", "edit/a.html", "edit/b.html", "edit/c.html",
      ].contains($0.key) && $0.key != ".cleangallery-files"
    }
    let move = try workspace.gallery("move", "a", "--to", "2", "--gallery", "g", "--output", "site")
    #expect(move.status == 0, "\(move.stderr)")
    #expect(move.stdout.contains("7 of 74 files updated"), "\(move.stdout)")
    let after = workspace.snapshot("site").filter { untouched[$0.key] != nil }
    #expect(after == untouched)
    // And the site is exactly the one a build of the new order makes: a build finds nothing to do.
    let build = try workspace.gallery("build", "g", "--output", "site")
    #expect(build.stdout.contains("0 of 74 files updated"), "\(build.stdout)")
    #expect(build.stdout.contains("Rendered 0 pages"), "\(build.stdout)")
  }

  @Test func aChangedThemeRebuildsThePages() throws {
    let workspace = try builtGallery()
    let theme = workspace.path + "/t"
    try FileManager.default.copyItem(
      atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/../../Themes/default",
      toPath: theme)
    let first = try workspace.gallery("build", "g", "--output", "site", "--theme", "./t")
    #expect(first.stdout.contains("0 of 18 files updated"), "the same theme elsewhere gives the same site")
    try workspace.write("t/edit.mustache", (workspace.read("t/edit.mustache") ?? "") + "\n")
    let second = try workspace.gallery("build", "g", "--output", "site", "--theme", "./t")
    #expect(second.stdout.contains("Rendered 14 pages"), "\(second.stdout)")
    #expect(second.stdout.contains("6 of 18 files updated"), "\(second.stdout)")
  }

  @Test func noBuildOnlySavesTheManifest() throws {
    let workspace = try builtGallery()
    let site = workspace.snapshot("site")
    let outcome = try workspace.gallery(
      "move", "f", "--to", "1", "--gallery", "g", "--output", "site", "--no-build")
    #expect(outcome.stdout == "moved 'f' from 6 to 1\n")
    #expect(try order(workspace).first == "f")
    #expect(workspace.snapshot("site") == site)
  }

  @Test func listPrintsPositionsIdsAndTitlesOrJSON() throws {
    let workspace = try builtGallery(count: 3)
    #expect(
      try workspace.gallery("list", "--gallery", "g").stdout
        == "1  a  Photo a\n2  b  Photo b\n3  c  Photo c\n")
    let json = try workspace.gallery("list", "--gallery", "g", "--json").stdout
    let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
    #expect(decoded?.map { $0["id"] as? String } == ["a", "b", "c"])
    #expect(decoded?.map { $0["position"] as? Int } == [1, 2, 3])
  }

  @Test(arguments: [
    (["move", "zz", "--to", "1"], Int32(65), "error: no photo with id 'zz' in the gallery"),
    (
      ["move", "ab", "--to", "1"], 65, "error: no photo with id 'ab' in the gallery (did you mean 'a' or 'b'"
    ),
    (["move", "a", "--to", "0"], 64, "error: --to 0 is not a position"),
    (["move", "a", "--to", "7"], 65, "error: --to 7 is beyond the last position: the gallery has 6 photos"),
    (["move", "a", "--to", "x"], 64, "error: --to 'x' is not a whole number"),
    (["move", "a", "--to", "+3"], 64, "error: --to '+3' is not a whole number"),
    (["move", "a", "--to", " 3"], 64, "error: --to ' 3' is not a whole number"),
    (["move", "a", "--to", "3 "], 64, "error: --to '3 ' is not a whole number"),
    (["move", "--from", "+2", "--to", "3"], 64, "error: --from '+2' is not a whole number"),
    (["move", "a"], 64, "error: --to POSITION is missing"),
    (
      ["move", "a", "--from", "2", "--to", "3"], 64,
      "error: give either PHOTO_ID or --from POSITION, not both"
    ),
    (["move", "--from", "9", "--to", "1"], 65, "error: --from 9 is beyond the last position"),
  ])
  func badMovesChangeNothing(arguments: [String], status: Int32, message: String) throws {
    let workspace = try builtGallery()
    let manifest = workspace.snapshot("g")
    let site = workspace.snapshot("site")
    let outcome = try GalleryProcess.run(
      arguments + ["--gallery", "g", "--output", "site"], in: workspace.path)
    #expect(outcome.status == status, "\(outcome.stderr)")
    #expect(outcome.stderr.hasPrefix(message), "\(outcome.stderr)")
    #expect(outcome.stderr.split(separator: "\n").count == 1)
    #expect(workspace.snapshot("g") == manifest)
    #expect(workspace.snapshot("site") == site)
  }

  @Test func aManifestBrokenByHandIsReportedAndNothingChanges() throws {
    let workspace = try builtGallery()
    try workspace.write("g/gallery.json", #"{ "title": "T", "photos": [ { "id": "a", "image": "x.jpg" } "#)
    let manifest = workspace.snapshot("g")
    let site = workspace.snapshot("site")
    let outcome = try workspace.gallery("move", "a", "--to", "1", "--gallery", "g", "--output", "site")
    #expect(outcome.status == 65)
    #expect(outcome.stderr.hasPrefix("error: g/gallery.json:1:"))
    #expect(workspace.snapshot("g") == manifest)
    #expect(workspace.snapshot("site") == site)
  }

  @Test func aLockThatCannotBeHadGivesUpCleanly() throws {
    let workspace = try builtGallery()
    let manifest = workspace.snapshot("g")
    // Someone else holds the gallery's lock (this test, on a descriptor of its own: held before the
    // move starts, whatever the machine's speed, and until the move has given up)
    let lock = open(workspace.path + "/g/.gallery.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    try #require(lock >= 0 && flock(lock, LOCK_EX | LOCK_NB) == 0)
    defer { close(lock) }
    let outcome = try workspace.gallery(
      "move", "a", "--to", "2", "--gallery", "g", "--output", "site", "--lock-timeout", "1.5")
    #expect(outcome.status == 75)
    #expect(outcome.stderr.contains("waiting for another gallery command to finish"))
    #expect(outcome.stderr.contains("error: another gallery command still holds"))
    #expect(outcome.stderr.contains("--lock-timeout"))
    #expect(workspace.snapshot("g") == manifest)
  }

  @Test func twentyConcurrentMovesNeverLoseAnUpdate() throws {
    // Given
    let workspace = try builtGallery(count: 30)
    let original = try order(workspace)
    let moves: [(photo: String, to: Int)] = (0..<20).map { index in
      (photo: original[(index * 7) % 30], to: (index * 11) % 30 + 1)
    }
    // When all twenty start at once
    let outcomes = ResultsBox(count: moves.count)
    let folder = workspace.path
    DispatchQueue.concurrentPerform(iterations: moves.count) { index in
      let move = moves[index]
      outcomes[index] = try? GalleryProcess.run(
        ["move", move.photo, "--to", String(move.to), "--gallery", "g", "--output", "site"], in: folder)
    }
    // Then every move succeeded, and the final order is a permutation of the original ids equal to
    // applying the moves one after another in the order the lock granted them.
    let results = outcomes.values
    #expect(results.allSatisfy { $0?.status == 0 }, "\(results.compactMap { $0?.stderr })")
    let final = try order(workspace)
    #expect(final.sorted() == original.sorted())
    let reported = results.map { result in
      result.map { Self.reportedFrom($0.stdout) } ?? nil
    }
    // Each move reported where it found its photo, which is where the moves granted the lock before it
    // had left it: search for a grant order that explains every report and ends in the final manifest.
    let grantOrder = Self.grantOrder(start: original, final: final, moves: moves, reportedFrom: reported)
    #expect(grantOrder != nil, "no serial order of the moves explains what each reported: \(reported)")
    if let grantOrder {
      print(
        "lock granted in the order: "
          + grantOrder.map { "#\($0) (\(moves[$0].photo) to \(moves[$0].to))" }.joined(separator: ", "))
    }
  }

  /// The position a move reported it found its photo at ("moved 'x' from 12 to 1", "already at position 3").
  static func reportedFrom(_ stdout: String) -> Int? {
    let words = stdout.split(separator: " ")
    if let from = words.firstIndex(of: "from"), from + 1 < words.count { return Int(words[from + 1]) }
    if let at = words.firstIndex(of: "position"), at + 1 < words.count {
      return Int(words[at + 1].trimmingCharacters(in: CharacterSet(charactersIn: ";")))
    }
    return nil
  }

  static func apply(_ move: (photo: String, to: Int), to ids: [String]) -> [String] {
    var result = ids
    guard let from = result.firstIndex(of: move.photo) else { return result }
    result.remove(at: from)
    result.insert(move.photo, at: move.to - 1)
    return result
  }

  /// An order of the moves in which each found its photo where it said it did and which ends in `final`
  /// (depth-first search).
  static func grantOrder(
    start: [String], final: [String], moves: [(photo: String, to: Int)], reportedFrom: [Int?]
  ) -> [Int]? {
    func search(_ state: [String], _ remaining: Set<Int>, _ done: [Int]) -> [Int]? {
      if remaining.isEmpty { return state == final ? done : nil }
      for index in remaining.sorted() {
        guard let position = state.firstIndex(of: moves[index].photo), reportedFrom[index] == position + 1
        else {
          continue
        }
        if let found = search(apply(moves[index], to: state), remaining.subtracting([index]), done + [index])
        {
          return found
        }
      }
      return nil
    }
    return search(start, Set(moves.indices), [])
  }
}

/// Results written from several threads, one slot each.
final class ResultsBox: Sendable {
  private let storage: Mutex<[GalleryProcess.Outcome?]>

  init(count: Int) {
    storage = Mutex(Array(repeating: nil, count: count))
  }

  subscript(index: Int) -> GalleryProcess.Outcome? {
    get { storage.withLock { $0[index] } }
    set { storage.withLock { $0[index] = newValue } }
  }

  var values: [GalleryProcess.Outcome?] { storage.withLock { $0 } }
}
