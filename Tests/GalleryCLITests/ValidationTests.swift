import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryScenes

/// libxml2 checks every page before a build replaces a site; `gallery validate` checks any folder.
@Suite struct ValidationTests {
  /// A minimal theme that keeps the page contract; line 6 of the grid page is where a defect goes.
  private func writeTheme(_ workspace: TemporaryFolder, name: String, defect: String) throws {
    try workspace.write(
      "\(name)/collection.mustache",
      """
      <!DOCTYPE html>
      <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
      <head><meta charset="utf-8" /><title>{{title}}</title></head>
      <body data-scene="ImageCollection">
      <ul>{{#cells}}<li id="{{anchor}}" data-photo-id="{{photoID}}"><a href="{{detailHref}}">{{title}}</a></li>{{/cells}}</ul>
      \(defect)
      {{#pagination}}{{#next}}<a rel="next" href="{{href}}">next</a>{{/next}}{{/pagination}}
      </body>
      </html>
      """)
    try workspace.write(
      "\(name)/detail.mustache",
      """
      <!DOCTYPE html>
      <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
      <head><meta charset="utf-8" /><title>{{title}}</title></head>
      <body data-scene="ImageDetail"><main data-photo-id="{{photoID}}"><a href="{{edit.href}}">edit</a></main></body>
      </html>
      """)
    try workspace.write(
      "\(name)/edit.mustache",
      """
      <!DOCTYPE html>
      <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
      <head><meta charset="utf-8" /><title>{{heading}}</title></head>
      <body data-scene="ImageIndexEdit"><form method="post" action="{{action}}" data-photo-id="{{photoID}}"><input type="number" name="position" value="1" /></form></body>
      </html>
      """)
  }

  /// A gallery built with the fixture theme without defect, so there is a previous site to protect.
  private func builtWorkspace() throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    try workspace.write(
      "g/gallery.json",
      #"{"title": "T", "photos": [{"id": "a", "image": "https://example.com/a.jpg"}, {"id": "b", "image": "https://example.com/b.jpg"}]}"#
    )
    try writeTheme(workspace, name: "clean", defect: "<p>fine</p>")
    let outcome = try workspace.gallery("build", "g", "--output", "site", "--theme", "./clean")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    return workspace
  }

  @Test(arguments: [
    ("<p>never closed", "index.html:8:8: Opening and ending tag mismatch: p line 6 and body"),
    (#"<p id="x">1</p><p id="x">2</p>"#, "index.html:6:16: duplicate id 'x'"),
    (#"<img src="index.html" />"#, "index.html:6:1: <img src='index.html'> has no alt attribute"),
    (#"<a href="nowhere.html">x</a>"#, "index.html:6:1: broken link 'nowhere.html' in a[href]"),
    (#"<a href="index.html#nothere">x</a>"#, "index.html:6:1: link 'index.html#nothere'"),
    (
      #"<form action="index.html"><form action="index.html"></form></form>"#,
      "index.html:6:27: <form> inside another <form>"
    ),
    ("<secton>typo</secton>", "index.html:6:1: unknown element <secton>"),
    (#"<a href="javascript:alert(1)">x</a>"#, "index.html:6:1: javascript: URL"),
  ])
  func eachDefectFailsTheBuildAtItsLocationAndKeepsThePreviousSite(defect: String, expected: String) throws {
    let workspace = try builtWorkspace()
    let before = workspace.snapshot("site")
    try writeTheme(workspace, name: "broken", defect: defect)
    let outcome = try workspace.gallery("build", "g", "--output", "site", "--theme", "./broken")
    #expect(outcome.status == 1, "\(outcome.stderr)")
    #expect(outcome.stderr.hasPrefix("error: the new site has "), "\(outcome.stderr)")
    #expect(outcome.stderr.contains(expected), "\(outcome.stderr)")
    #expect(workspace.snapshot("site") == before, "the previous site changed")
    #expect(!FileManager.default.fileExists(atPath: workspace.path + "/.site.staging-1"))
    #expect(
      (try FileManager.default.contentsOfDirectory(atPath: workspace.path)).allSatisfy {
        !$0.contains("staging")
      })
  }

  @Test func validateChecksAFolderThisToolDidNotMake() throws {
    let workspace = try TemporaryFolder()
    try workspace.write(
      "plain/index.html",
      """
      <!DOCTYPE html>
      <html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head><title>Home</title></head>
      <body><a href="about.html#team">About</a></body></html>
      """)
    try workspace.write(
      "plain/about.html",
      """
      <!DOCTYPE html>
      <html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head><title>About</title></head>
      <body><h1 id="team">Team</h1><img src="logo.png" alt="" /></body></html>
      """)
    try workspace.write("plain/logo.png", "png")
    let loose = try workspace.gallery("validate", "plain", "--no-contract")
    #expect(loose.status == 0, "\(loose.stdout)\(loose.stderr)")
    #expect(loose.stdout == "2 pages, 0 problems\n")
    let strict = try workspace.gallery("validate", "plain")
    #expect(strict.status == 1)
    #expect(strict.stdout.contains("about.html:3:1: "), "\(strict.stdout)")
    #expect(strict.stdout.contains("data-scene"), "\(strict.stdout)")
    #expect(strict.stdout.hasSuffix("2 pages, 2 problems\n"), "\(strict.stdout)")
    #expect(strict.stderr == "error: 2 problems found\n")
  }

  @Test func validatePassesTheSampleSite() throws {
    let workspace = try TemporaryFolder()
    try workspace.gallery("build")
    let outcome = try workspace.gallery("validate")
    #expect(outcome.status == 0)
    #expect(outcome.stdout == "26 pages, 0 problems\n")
  }

  @Test func aBuildKilledAtAnyMomentLeavesTheOldSiteOrTheNewOne() throws {
    // Given a 400-photo gallery (≈830 pages) already built
    let workspace = try TemporaryFolder()
    let fresh = try TemporaryFolder()
    func manifest(_ title: String) -> String {
      let photos = (1...400).map {
        #"{"id": "p\#($0)", "image": "https://example.com/\#($0).jpg", "title": "\#(title) \#($0)"}"#
      }
      return #"{"title": "\#(title)", "pageSize": 12, "photos": [\#(photos.joined(separator: ","))]}"#
    }
    try workspace.write("g/gallery.json", manifest("Old"))
    try workspace.gallery("build", "g", "--output", "site", "--quiet")
    var generator = SystemRandomNumberGenerator()
    for round in 1...8 {
      // When a build that changes every page is killed at a random moment
      let title = "Round\(round)"
      try workspace.write("g/gallery.json", manifest(title))
      let previous = workspace.snapshot("site")
      // (the new site, as a build that is never killed makes it, in a folder laid out the same way)
      try fresh.write("g/gallery.json", manifest(title))
      try fresh.gallery("build", "g", "--output", "site", "--quiet")
      let new = fresh.snapshot("site")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: GalleryProcess.executable)
      process.arguments = ["build", "g", "--output", "site", "--quiet"]
      process.currentDirectoryURL = URL(fileURLWithPath: workspace.path)
      try process.run()
      usleep(UInt32.random(in: 0...400_000, using: &generator))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      // Then the destination is a whole site, byte for byte the old one or the new one, that validates
      // (whether the kill came before the swap or after the build had finished)
      let check = try workspace.gallery("validate", "site")
      #expect(check.status == 0, "round \(round): \(check.stdout)")
      let site = workspace.snapshot("site")
      #expect(site == previous || site == new, "round \(round): \(differences(site, previous, new))")
    }
    // And the next build cleans up after the killed ones
    try workspace.gallery("build", "g", "--output", "site", "--quiet")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.path).filter {
      $0.contains("staging")
    }
    #expect(leftovers.isEmpty, "\(leftovers)")
  }
}

/// Which files of a site are neither as they were nor as the new site has them: the failure message of
/// a site that is half old, half new.
private func differences(_ site: [String: Data], _ old: [String: Data], _ new: [String: Data]) -> String {
  let paths = Set(site.keys).union(old.keys).union(new.keys).sorted()
  let odd = paths.filter { site[$0] != old[$0] && site[$0] != new[$0] }
  let changed = paths.filter { site[$0] != old[$0] }
  return "\(changed.count) of \(paths.count) files changed, \(odd.count) neither old nor new: "
    + "\(odd.prefix(5))"
}
