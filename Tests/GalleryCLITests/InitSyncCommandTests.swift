import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryKit

/// `gallery init DIR` and `gallery sync` run as a person runs them, on a folder of small images.
@Suite struct InitSyncCommandTests {
  /// A small PNG, made by the same libvips the tool uses (init only sniffs it; build decodes it).
  static let png: [UInt8] = (try? LibVips.testPicture(width: 4, height: 3, alpha: true)) ?? []

  /// A folder `photos` with two SVGs of the sample, a PNG, a text file named like a JPEG and a note.
  private func photoFolder() throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    let svgs = SampleGallery.files.filter { $0.path.hasSuffix(".svg") }
    try workspace.write("photos/IMG_10.svg", svgs[0].contents)
    try workspace.write("photos/trip/Été à Paris.svg", svgs[1].contents)
    try workspace.writeBytes("photos/IMG_9.png", Self.png)
    try workspace.write("photos/notes.jpg", "not a picture")
    try workspace.write("photos/readme.txt", "about these photos")
    return workspace
  }

  private let initManifest = """
    {
      "title": "Photos",
      "photos": [
        {
          "id": "img-9",
          "image": "IMG_9.png",
          "title": "IMG 9"
        },
        {
          "id": "img-10",
          "image": "IMG_10.svg",
          "title": "IMG 10"
        }
      ],
      "albums": [
        {
          "id": "trip",
          "title": "Trip",
          "photos": [
            {
              "id": "ete-a-paris",
              "image": "trip/Été à Paris.svg",
              "title": "Été à Paris"
            }
          ]
        }
      ]
    }

    """

  @Test func initWritesTheManifestOfTheFolderAndNamesWhatIsNotAnImage() throws {
    let workspace = try photoFolder()

    let outcome = try workspace.gallery("init", "photos")

    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(
      outcome.stdout.hasPrefix("Wrote photos/gallery.json: 3 photos in 1 album (2 other files skipped)\n"))
    #expect(outcome.stderr.contains("notes.jpg (its bytes are not JPEG, PNG, GIF, WebP, TIFF, HEIF or SVG)"))
    #expect(!outcome.stderr.contains("readme.txt"))
    #expect(workspace.read("photos/gallery.json") == initManifest)
  }

  @Test func initRefusesAnExistingManifestAndForceReplacesIt() throws {
    let workspace = try photoFolder()
    try workspace.write("photos/gallery.json", #"{"title": "Mine", "photos": []}"#)

    let refused = try workspace.gallery("init", "photos")

    #expect(refused.status == 73)
    #expect(refused.stderr.hasPrefix("error: cannot write photos/gallery.json: "))
    #expect(refused.stderr.contains("'gallery sync photos'") && refused.stderr.contains("--force"))
    #expect(workspace.read("photos/gallery.json") == #"{"title": "Mine", "photos": []}"#)

    let forced = try workspace.gallery("init", "photos", "--force", "--title", "Summer")

    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(workspace.read("photos/gallery.json")?.hasPrefix("{\n  \"title\": \"Summer\",\n") == true)
    #expect(workspace.read("photos/gallery.json")?.contains("\"image\": \"IMG_9.png\"") == true)
  }

  @Test func initWithoutAFolderExplainsBothForms() throws {
    let workspace = try TemporaryFolder()

    let outcome = try workspace.gallery("init")

    #expect(outcome.status == 64)
    #expect(
      outcome.stderr.contains("'gallery init DIR'") && outcome.stderr.contains("'gallery init --sample DIR'"))
  }

  @Test func initOfAMissingFolderIsMissingInput() throws {
    let workspace = try TemporaryFolder()

    let outcome = try workspace.gallery("init", "nowhere")

    #expect(outcome.status == 66)
    #expect(outcome.stderr == "error: gallery folder not found: nowhere\n")
  }

  @Test func syncAddsNewImagesAtTheEndAndRemovesPhotosWhoseFileIsGone() throws {
    // Given an initialised folder whose person moved the album's photo first in the gallery's own
    // photos (leaving no album) and gave it a description; a new folder holds a new image
    let workspace = try photoFolder()
    #expect(try workspace.gallery("init", "photos").status == 0)
    try workspace.write(
      "photos/gallery.json",
      #"""
      { "title": "Photos", "pageSize": 2, "photos": [
        { "id": "ete-a-paris", "image": "trip/Été à Paris.svg", "description": "Our first day" },
        { "id": "img-9", "image": "IMG_9.png", "title": "IMG 9" },
        { "id": "web", "image": "https://example.com/w.jpg" },
        { "id": "img-10", "image": "IMG_10.svg", "title": "IMG 10" }
      ] }
      """#)
    try FileManager.default.removeItem(atPath: workspace.path + "/photos/IMG_10.svg")
    try workspace.writeBytes("photos/new/IMG_10.png", Self.png)
    // When
    let outcome = try workspace.gallery("sync", "photos")
    // Then
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(
      outcome.stdout
        == "Synced photos/gallery.json: 1 added, 1 removed (img-10: IMG_10.svg), 4 photos in 1 album; "
        + "1 album added (new)\n")
    #expect(
      workspace.read("photos/gallery.json") == """
        {
          "title": "Photos",
          "pageSize": 2,
          "photos": [
            {
              "id": "ete-a-paris",
              "image": "trip/Été à Paris.svg",
              "description": "Our first day"
            },
            {
              "id": "img-9",
              "image": "IMG_9.png",
              "title": "IMG 9"
            },
            {
              "id": "web",
              "image": "https://example.com/w.jpg"
            }
          ],
          "albums": [
            {
              "id": "new",
              "title": "New",
              "photos": [
                {
                  "id": "img-10-2",
                  "image": "new/IMG_10.png",
                  "title": "IMG 10"
                }
              ]
            }
          ]
        }

        """)
  }

  @Test func syncWithNothingToDoSaysSoAndWritesNothing() throws {
    let workspace = try photoFolder()
    #expect(try workspace.gallery("init", "photos").status == 0)
    let before = try FileManager.default.attributesOfItem(atPath: workspace.path + "/photos/gallery.json")

    let outcome = try workspace.gallery("sync", "photos")

    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(
      outcome.stdout
        == "photos/gallery.json is up to date with its folder (3 photos in 1 album); nothing written\n")
    let after = try FileManager.default.attributesOfItem(atPath: workspace.path + "/photos/gallery.json")
    #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
    #expect(workspace.read("photos/gallery.json") == initManifest)
  }

  @Test func syncInTheCurrentFolderWithABrokenManifestFailsAndLeavesIt() throws {
    let workspace = try photoFolder()
    let broken = #"{"title": "T", "photos": [{"id": "a", "image": "IMG_9.png", "tittle": "x"}]}"#
    try workspace.write("photos/gallery.json", broken)

    let outcome = try GalleryProcess.run(["sync"], in: workspace.path + "/photos")

    #expect(outcome.status == 65)
    #expect(outcome.stderr.hasPrefix("error: gallery.json:1:"))
    #expect(outcome.stderr.contains("photos[0].tittle: unknown field"))
    #expect(workspace.read("photos/gallery.json") == broken)
  }

  @Test func anInitialisedFolderBuilds() throws {
    let workspace = try photoFolder()
    #expect(try workspace.gallery("init", "photos").status == 0)

    let outcome = try workspace.gallery("build", "photos", "--output", "site")

    #expect(outcome.status == 0, "\(outcome.stderr)")
    // How many pages: the build learns albums on another branch, so only that it builds is checked here.
    #expect(outcome.stdout.contains("Built "))
    #expect(workspace.read("site/index.html")?.contains("IMG 9") == true)
  }

  @Test func theHelpAnswersWhatSyncChangesAndItsExitCodes() throws {
    let workspace = try TemporaryFolder()

    let overview = try workspace.gallery("--help")
    let help = try workspace.gallery("sync", "--help")

    #expect(overview.stdout.contains("sync [DIR]") && overview.stdout.contains("init DIR"))
    #expect(help.status == 0)
    #expect(help.stdout.contains("Exit codes: 0 synced"))
  }
}

extension TemporaryFolder {
  func writeBytes(_ relative: String, _ bytes: [UInt8]) throws {
    let url = URL(fileURLWithPath: path + "/" + relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }
}
