import Foundation
import GalleryTestSupport
import Testing

/// Each bad input gets a one-line `error:` naming the file, field or value, its documented exit code, and
/// leaves an existing site byte-for-byte as it was.
@Suite struct BadInputTests {
  /// A workspace with a valid gallery `g` (two photos) already built into `site`.
  private func builtWorkspace() throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    try workspace.write("g/images/a.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    try workspace.write("g/images/b.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    try workspace.write("outside.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    try workspace.write("g/gallery.json", manifest(#""image": "images/a.svg""#))
    let outcome = try workspace.gallery("build", "g", "--output", "site")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    return workspace
  }

  private func manifest(_ firstPhoto: String, top: String = #""title": "T""#) -> String {
    """
    {
      \(top),
      "photos": [
        { "id": "a", \(firstPhoto) },
        { "id": "b", "image": "images/b.svg" }
      ]
    }
    """
  }

  /// Replaces the manifest, builds, and checks exit code, message and the untouched site.
  private func expectFailure(
    manifest text: String, status: Int32, message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let workspace = try builtWorkspace()
    let before = workspace.snapshot("site")
    try workspace.write("g/gallery.json", text)
    let outcome = try workspace.gallery("build", "g", "--output", "site")
    #expect(outcome.status == status, "\(outcome.stderr)", sourceLocation: sourceLocation)
    #expect(outcome.stderr.hasPrefix("error: "), sourceLocation: sourceLocation)
    #expect(outcome.stderr.contains(message), "\(outcome.stderr)", sourceLocation: sourceLocation)
    #expect(
      outcome.stderr.split(separator: "\n").count == 1, "one line: \(outcome.stderr)",
      sourceLocation: sourceLocation)
    #expect(workspace.snapshot("site") == before, "the previous site changed", sourceLocation: sourceLocation)
  }

  @Test func invalidJSONReportsLineAndColumn() throws {
    try expectFailure(
      manifest:
        "{\n  \"title\": \"T\",\n  \"photos\": [\n    { \"id\": \"a\", \"image\": \"images/a.svg\" },\n  ]\n}",
      status: 65, message: "g/gallery.json:5:3: not valid JSON: trailing comma before ']'")
  }

  @Test func missingRequiredField() throws {
    try expectFailure(manifest: manifest(#""title": "A""#), status: 65, message: "photos[0].image: missing")
    try expectFailure(
      manifest: manifest(#""image": "images/a.svg""#, top: #""description": "no title""#), status: 65,
      message: "title: missing")
  }

  @Test func unknownFieldIsNamed() throws {
    try expectFailure(
      manifest: manifest(#""image": "images/a.svg""#, top: #""title": "T", "pagesize": 3"#), status: 65,
      message: "g/gallery.json:2:17: pagesize: unknown field (did you mean 'pageSize'?)")
  }

  @Test func duplicateIds() throws {
    try expectFailure(
      manifest:
        #"{"title": "T", "photos": [{"id": "a", "image": "images/a.svg"}, {"id": "a", "image": "images/b.svg"}]}"#,
      status: 65, message: "photos[1].id: duplicate id 'a'")
  }

  @Test func missingImageFile() throws {
    try expectFailure(
      manifest: manifest(#""image": "images/nope.jpg""#), status: 66,
      message: "g/gallery.json:4:27: photos[0].image: file 'images/nope.jpg' not found in the gallery folder")
  }

  @Test func imagePathsThatLeaveTheGallery() throws {
    try expectFailure(
      manifest: manifest(#""image": "../outside.svg""#), status: 65, message: "leaves the gallery folder")
    try expectFailure(
      manifest: manifest(#""image": "/etc/hostname""#), status: 65, message: "is an absolute path")
  }

  @Test func imageReachedThroughASymlinkOutOfTheGallery() throws {
    let workspace = try builtWorkspace()
    let before = workspace.snapshot("site")
    try FileManager.default.createSymbolicLink(
      atPath: workspace.path + "/g/images/escape.svg", withDestinationPath: workspace.path + "/outside.svg")
    try workspace.write("g/gallery.json", manifest(#""image": "images/escape.svg""#))
    let outcome = try workspace.gallery("build", "g", "--output", "site")
    #expect(outcome.status == 65)
    #expect(outcome.stderr.contains("photos[0].image: 'images/escape.svg' leads outside the gallery folder"))
    #expect(workspace.snapshot("site") == before)
  }

  @Test func linkWithAnotherScheme() throws {
    try expectFailure(
      manifest: manifest(#""image": "images/a.svg", "link": "javascript:alert(1)""#), status: 65,
      message: "photos[0].link: 'javascript:alert(1)' uses the scheme 'javascript:'")
    try expectFailure(
      manifest: manifest(#""image": "images/a.svg", "link": "ftp://example.com/a""#), status: 65,
      message: "uses the scheme 'ftp:'")
  }

  @Test func pageSizeBelowOne() throws {
    try expectFailure(
      manifest: manifest(#""image": "images/a.svg""#, top: #""title": "T", "pageSize": 0"#), status: 65,
      message: "pageSize: must be from 1 to 10,000, found 0")
  }

  @Test func slideshowSecondsOutsideOneToSixtyOrNotWhole() throws {
    // The manifest's line 2, the value's column: `  "title": "T", "slideshowSeconds": ` is 36 wide.
    for (value, said) in [
      ("0", "must be from 1 to 60 seconds, found 0"), ("61", "must be from 1 to 60 seconds, found 61"),
    ] {
      try expectFailure(
        manifest: manifest(#""image": "images/a.svg""#, top: #""title": "T", "slideshowSeconds": "# + value),
        status: 65, message: "g/gallery.json:2:37: slideshowSeconds: " + said)
    }
    try expectFailure(
      manifest: manifest(#""image": "images/a.svg""#, top: #""title": "T", "slideshowSeconds": 2.5"#),
      status: 65,
      message: "g/gallery.json:2:37: slideshowSeconds: expected a whole number, found 2.5")
    try expectFailure(
      manifest: manifest(#""image": "images/a.svg""#, top: #""title": "T", "slideshowSeconds": "5""#),
      status: 65,
      message: "g/gallery.json:2:37: slideshowSeconds: expected a whole number, found a string")
  }

  @Test func missingGalleryFolderOrManifest() throws {
    let workspace = try TemporaryFolder()
    let noFolder = try workspace.gallery("build", "nowhere")
    #expect(noFolder.status == 66)
    #expect(noFolder.stderr == "error: gallery folder not found: nowhere\n")
    try workspace.write("empty/readme.txt", "")
    let noManifest = try workspace.gallery("build", "empty")
    #expect(noManifest.status == 66)
    #expect(noManifest.stderr == "error: manifest not found: empty/gallery.json\n")
    #expect(workspace.files("Output").isEmpty, "nothing was written")
  }

  @Test func badUsage() throws {
    let workspace = try TemporaryFolder()
    let unknownOption = try workspace.gallery("build", "--outptu", "x")
    #expect(unknownOption.status == 64)
    #expect(unknownOption.stderr.hasPrefix("error: unknown option '--outptu'"))
    let unknownCommand = try workspace.gallery("biuld")
    #expect(unknownCommand.status == 64)
    #expect(unknownCommand.stderr.hasPrefix("error: unknown command 'biuld' (did you mean 'build'?)"))
    let missingValue = try workspace.gallery("build", "--output")
    #expect(missingValue.status == 64)
    #expect(missingValue.stderr.hasPrefix("error: --output needs a value"))
  }

  @Test func unwritableOutput() throws {
    let workspace = try builtWorkspace()
    try workspace.write("afile", "x")
    let outcome = try workspace.gallery("build", "g", "--output", "afile")
    #expect(outcome.status == 73)
    #expect(outcome.stderr.contains("afile"))
    #expect(workspace.read("afile") == "x")
    let intoGallery = try workspace.gallery("build", "g", "--output", "g")
    #expect(intoGallery.status == 73)
    #expect(intoGallery.stderr.contains("would replace the gallery folder"))
  }

  @Test func templateErrorsNameFileLineAndColumn() throws {
    let workspace = try builtWorkspace()
    let before = workspace.snapshot("site")
    try workspace.write("t/collection.mustache", "<p>\n  {{#cells}}{{title}}\n</p>")
    try workspace.write("t/detail.mustache", "x")
    try workspace.write("t/edit.mustache", "{{> nowhere}}")
    let outcome = try workspace.gallery("build", "g", "--output", "site", "--theme", "./t")
    #expect(outcome.status == 65, "\(outcome.stderr)")
    #expect(outcome.stderr.contains("mustache:"), "\(outcome.stderr)")
    #expect(workspace.snapshot("site") == before)
  }

  @Test func initRefusesAFolderWithAGallery() throws {
    let workspace = try TemporaryFolder()
    try workspace.write("s/gallery.json", "{}")
    let outcome = try workspace.gallery("init", "--sample", "s")
    #expect(outcome.status == 73)
    #expect(outcome.stderr.contains("s/gallery.json"))
    #expect(workspace.read("s/gallery.json") == "{}")
  }
}
