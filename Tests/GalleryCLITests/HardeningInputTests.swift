import Foundation
import GalleryTestSupport
import Testing

/// Hostile or unlucky values in a manifest or on the command line: each is refused when it is read,
/// with one short line naming `gallery.json:line:col` and the field, the documented exit code, and
/// the manifest and previous site as they were. Never a crash, a hang or a wall of text.
@Suite struct HardeningInputTests {
  /// A gallery `g` of two SVG photos, built into `site`.
  private func builtWorkspace() throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    try workspace.write("g/images/a.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    try workspace.write("g/images/b.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    try workspace.write("g/gallery.json", manifest())
    let outcome = try workspace.gallery("build", "g", "--output", "site")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    return workspace
  }

  /// `top` goes after the title, `photo` into the first photo's object.
  private func manifest(top: String = "", photo: String = "") -> String {
    """
    {
      "title": "T"\(top.isEmpty ? "" : ", " + top),
      "photos": [
        { "id": "a", "image": "images/a.svg"\(photo.isEmpty ? "" : ", " + photo) },
        { "id": "b", "image": "images/b.svg" }
      ]
    }
    """
  }

  /// Writes the manifest, runs `arguments`, and checks the exit code, one short `error:` line holding
  /// `message`, and that the site and manifest did not change.
  private func expectRefusal(
    _ text: String, _ arguments: [String] = ["build", "g", "--output", "site"], status: Int32 = 65,
    message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let workspace = try builtWorkspace()
    let site = workspace.snapshot("site")
    try workspace.write("g/gallery.json", text)
    let outcome = try workspace.gallery(arguments, timeout: 20)
    #expect(!outcome.timedOut && !outcome.signalled, "hung or crashed", sourceLocation: sourceLocation)
    #expect(outcome.status == status, "\(outcome.stderr.prefix(500))", sourceLocation: sourceLocation)
    #expect(outcome.stderr.hasPrefix("error: "), sourceLocation: sourceLocation)
    #expect(outcome.stderr.contains(message), "\(outcome.stderr.prefix(500))", sourceLocation: sourceLocation)
    #expect(outcome.stderr.split(separator: "\n").count == 1, sourceLocation: sourceLocation)
    // Short whatever the input: the hostile text is cut to 100 characters; the bulk left is the tool's
    // own list of known fields (32 of them, about 500 bytes) that an unknown one is told.
    #expect(outcome.stderr.utf8.count < 800, "a short line", sourceLocation: sourceLocation)
    #expect(!outcome.stderr.contains("\u{1B}"), "no raw escape character", sourceLocation: sourceLocation)
    #expect(workspace.snapshot("site") == site, "the site changed", sourceLocation: sourceLocation)
    #expect(workspace.read("g/gallery.json") == text, "the manifest changed", sourceLocation: sourceLocation)
  }

  @Test func hugePageSizeIsRefusedWhereItIsWritten() throws {
    try expectRefusal(
      manifest(top: #""pageSize": 9223372036854775807"#),
      message: "g/gallery.json:2:29: pageSize: must be from 1 to 10,000, found 9223372036854775807")
    try expectRefusal(
      manifest(top: #""pageSize": 99999999999999999999999"#),
      message: "pageSize: must be from 1 to 10,000, found 99999999999999999999999")
    try expectRefusal(
      manifest(top: #""pageSize": -3"#), message: "pageSize: must be from 1 to 10,000, found -3")
    try expectRefusal(
      manifest(top: #""pageSize": 1e3"#), message: "pageSize: expected a whole number, found 1e3")
  }

  @Test func moveWithoutBuildSavesNoManifestItCouldNotBuild() throws {
    try expectRefusal(
      manifest(top: #""pageSize": 9223372036854775807"#),
      ["move", "a", "--to", "2", "--gallery", "g", "--no-build"],
      message: "pageSize: must be from 1 to 10,000")
  }

  @Test func everyIntegerHasARange() throws {
    try expectRefusal(
      manifest(top: #""maxPixels": 9223372036854775807"#),
      message: "maxPixels: must be from 1 to 1,000,000,000 pixels")
    try expectRefusal(manifest(top: #""quality": 101"#), message: "quality: must be from 1 to 100, found 101")
    try expectRefusal(
      manifest(top: #""thumbnailSize": 18446744073709551616"#),
      message: "thumbnailSize: must be from 16 to 10,000 pixels")
  }

  @Test func aNULInAPathOrThemeIsRefused() throws {
    try expectRefusal(
      """
      {"title": "T", "photos": [{"id": "a", "image": "images/a.svg\\u0000.png"}]}
      """, message: "photos[0].image: contains the control character U+0000 at character 13")
    try expectRefusal(
      manifest(top: #""theme": "default\u0000x""#), message: "theme: contains the control character U+0000")
  }

  @Test func controlAndNonCharactersInTextAreRefused() throws {
    try expectRefusal(
      manifest(photo: #""title": "x\u001b]0;pwned\u0007""#),
      message: "g/gallery.json:4:52: photos[0].title: contains the control character U+001B at character 2")
    try expectRefusal(
      manifest(top: #""description": "a\ufffe""#), message: "description: contains the noncharacter U+FFFE")
    try expectRefusal(
      manifest(photo: #""alt": "\uffff""#), message: "photos[0].alt: contains the noncharacter U+FFFF")
    try expectRefusal(
      manifest(photo: #""title": "a\u0085b""#), message: "contains the control character U+0085")
  }

  @Test func tabsAndLineBreaksInTextStayAllowed() throws {
    let workspace = try builtWorkspace()
    try workspace.write("g/gallery.json", manifest(photo: #""description": "one\ttwo\r\nthree""#))
    let outcome = try workspace.gallery("build", "g", "--output", "site")
    #expect(outcome.status == 0, "\(outcome.stderr)")
  }

  @Test func overLongTextSaysTheLimit() throws {
    let long = String(repeating: "é", count: 10_001)
    try expectRefusal(
      manifest(top: "\"description\": \"\(long)\""),
      message: "description: is 10,001 characters long; at most 10,000 are allowed")
    try expectRefusal(
      manifest(photo: "\"title\": \"\(String(repeating: "x", count: 3_000_000))\""),
      message: "photos[0].title: is 3,000,000 characters long; at most 1,000 are allowed")
    let longName = String(repeating: "n", count: 300)
    try expectRefusal(
      manifest(photo: "\"link\": \"docs/\(longName).svg\""),
      message: "has a name of 304 bytes; file systems allow at most 255")
  }

  @Test func aHugeUnknownKeyGetsAShortLineQuickly() throws {
    let key = String(repeating: "k", count: 5_000_000)
    try expectRefusal(manifest(top: "\"\(key)\": 1"), message: "… (4,999,900 more characters): unknown field")
  }

  @Test func aHugeIdOnTheCommandLineIsQuoted() throws {
    let workspace = try builtWorkspace()
    let id = String(repeating: "z", count: 100_000)
    let outcome = try workspace.gallery(
      ["move", id, "--to", "1", "--gallery", "g", "--no-build"], timeout: 20)
    #expect(outcome.status == 65)
    #expect(outcome.stderr.utf8.count < 600, "\(outcome.stderr.utf8.count) bytes")
    #expect(outcome.stderr.contains("no photo with id 'zzzz"))
  }

  /// Found by the manifest fuzzer: a long theme name was echoed three times over in its error line.
  @Test func aHugeThemeNameIsQuotedShort() throws {
    let workspace = try builtWorkspace()
    let name = String(repeating: "[", count: 4_000)
    try workspace.write("g/gallery.json", manifest(top: "\"theme\": \"\(name)\""))
    for arguments in [
      ["build", "g", "--output", "site"], ["build", "g", "--output", "site", "--theme", name],
    ] {
      let outcome = try workspace.gallery(arguments, timeout: 20)
      #expect(outcome.status == 66)
      #expect(outcome.stderr.utf8.count < 1_000, "\(outcome.stderr.utf8.count) bytes")
      #expect(outcome.stderr.contains("theme '[[[["))
    }
  }

  @Test func aFIFONamedGalleryJSONDoesNotBlock() throws {
    let workspace = try builtWorkspace()
    try FileManager.default.removeItem(atPath: workspace.path + "/g/gallery.json")
    #expect(mkfifo(workspace.path + "/g/gallery.json", 0o644) == 0)
    let outcome = try workspace.gallery(
      ["build", "g", "--output", "site", "--lock-timeout", "1"], timeout: 15)
    #expect(!outcome.timedOut, "the build blocked on the FIFO")
    #expect(outcome.status == 65)
    #expect(outcome.stderr == "error: g/gallery.json: it is a FIFO (named pipe), not a regular file\n")
  }

  @Test func aFIFONamedLikeAPhotoIsRefused() throws {
    let workspace = try builtWorkspace()
    #expect(mkfifo(workspace.path + "/g/images/c.jpg", 0o644) == 0)
    try workspace.write("g/gallery.json", manifest(photo: #""link": "images/c.jpg""#))
    let outcome = try workspace.gallery(["build", "g", "--output", "site"], timeout: 15)
    #expect(!outcome.timedOut)
    #expect(outcome.status == 65)
    #expect(outcome.stderr.contains("photos[0].link: 'images/c.jpg' is not a regular file"))
  }

  @Test func listEscapesWhatATerminalWouldObey() throws {
    let workspace = try builtWorkspace()
    try workspace.write("g/gallery.json", manifest(photo: #""title": "line one\nline two""#))
    let outcome = try workspace.gallery("list", "--gallery", "g")
    #expect(outcome.status == 0)
    // The untitled photo is listed by its file name made readable, as its pages head it.
    #expect(outcome.stdout == "1  a  line one\\u{A}line two\n2  b  B\n")
    try workspace.write("g/gallery.json", manifest(photo: #""title": "\u001b]2;owned\u0007""#))
    let refused = try workspace.gallery("list", "--gallery", "g")
    #expect(refused.status == 65)
    #expect(!refused.stderr.contains("\u{1B}") && !refused.stdout.contains("\u{1B}"))
  }

  @Test func initLeavesOutFileNamesWithControlCharacters() throws {
    let workspace = try TemporaryFolder()
    try workspace.write("p/ok.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    try workspace.write("p/bad\u{1B}[31m.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    let initialised = try workspace.gallery("init", "p")
    #expect(initialised.status == 0, "\(initialised.stderr)")
    #expect(
      initialised.stderr.contains("bad\\u{1B}[31m.svg (a name gallery.json cannot hold; rename the file)"))
    #expect(!initialised.stderr.contains("\u{1B}"))
    let built = try workspace.gallery("build", "p", "--output", "site")
    #expect(built.status == 0, "\(built.stderr)")
  }
}
