import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCommands
@testable import GalleryImages
@testable import GalleryModel

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

  @Test func initRefusesATitleWithAControlCharacterAndWritesNothing() throws {
    let workspace = try photoFolder()

    let outcome = try workspace.gallery("init", "photos", "--title", "bad\u{1B}]0;title")

    #expect(outcome.status == 64)
    #expect(
      outcome.stderr
        == "error: --title 'bad\\u{1B}]0;title' contains the control character U+001B at character 4; "
        + "remove it (see 'gallery init --help')\n")
    #expect(!FileManager.default.fileExists(atPath: workspace.path + "/photos/gallery.json"))
  }

  @Test func initRefusesATitleLongerThanAManifestTakes() throws {
    let workspace = try photoFolder()

    let outcome = try workspace.gallery("init", "photos", "--title", String(repeating: "t", count: 1_001))

    #expect(outcome.status == 64)
    #expect(outcome.stderr.contains("is 1,001 characters long; at most 1,000 are allowed"))
    #expect(!FileManager.default.fileExists(atPath: workspace.path + "/photos/gallery.json"))
  }

  @Test func aFolderNamedWithALineFeedAndAnEscapeSequenceGivesAManifestThatBuilds() throws {
    // Given a gallery folder whose name holds a line feed and a terminal escape sequence
    let workspace = try TemporaryFolder()
    let name = "summer\n\u{1B}[31mred"
    try workspace.writeBytes(name + "/IMG_1.png", Self.png)
    // When it is made and built from outside (its move pages name it in their command)
    let initialised = try workspace.gallery("init", name)
    let built = try workspace.gallery("build", name, "--output", "site")
    // Then the title keeps what can be read, and the command names the folder with escapes, never raw
    #expect(initialised.status == 0, "\(initialised.stderr)")
    #expect(
      workspace.read(name + "/gallery.json")?.hasPrefix("{\n  \"title\": \"Summer [31mred\",\n") == true)
    #expect(built.status == 0, "\(built.stderr)")
    #expect(
      workspace.read("site/edit/img-1.html")?.contains(#"--gallery $&#39;summer\x0A\x1B[31mred&#39;"#) == true
    )
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

  /// `mv from to` (paths in the workspace), then `gallery sync photos`, which must succeed.
  private func syncAfterMoving(
    _ from: String, to: String, in workspace: TemporaryFolder
  ) throws -> GalleryProcess.Outcome {
    try FileManager.default.moveItem(atPath: workspace.path + "/" + from, toPath: workspace.path + "/" + to)
    let outcome = try workspace.gallery("sync", "photos")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    return outcome
  }

  @Test func syncKeepsThePhotosOfARenamedFolderWithTheirTextsIDsAndPlaces() throws {
    // Given an initialised folder whose album's folder `trip/kyoto` the person renamed `trip/Kyoto`
    // (a case-only rename: two names on this file system) after writing texts for its photos
    let workspace = try TemporaryFolder()
    for name in ["k1", "k2", "k3"] { try workspace.writeBytes("photos/trip/kyoto/\(name).png", Self.png) }
    #expect(try workspace.gallery("init", "photos").status == 0)
    let written = """
      {
        "title": "Photos",
        "photos": [],
        "albums": [
          {
            "id": "trip",
            "title": "Trip",
            "photos": [],
            "albums": [
              {
                "id": "trip-kyoto",
                "title": "Kyoto in spring",
                "cover": "k2",
                "photos": [
                  {
                    "id": "k3",
                    "image": "trip/kyoto/k3.png",
                    "title": "K3"
                  },
                  {
                    "id": "k1",
                    "image": "trip/kyoto/k1.png",
                    "title": "The temple",
                    "description": "Early, before the crowds"
                  },
                  {
                    "id": "k2",
                    "image": "trip/kyoto/k2.png",
                    "title": "K2"
                  }
                ]
              }
            ]
          }
        ]
      }

      """
    try workspace.write("photos/gallery.json", written)
    // When
    let outcome = try syncAfterMoving("photos/trip/kyoto", to: "photos/trip/Kyoto", in: workspace)
    // Then every entry stays as written, its image path following the folder
    #expect(
      outcome.stdout
        == "Synced photos/gallery.json: 0 added, 0 removed, 3 photos in 2 albums; "
        + "3 moved (trip/kyoto → trip/Kyoto)\n")
    #expect(
      workspace.read("photos/gallery.json")
        == written.replacingOccurrences(of: "trip/kyoto/", with: "trip/Kyoto/"))
    #expect(try workspace.gallery("build", "photos", "--output", "site").status == 0)
  }

  @Test func aPhotoWhoseFileTheScanSpellsOtherwiseIsOnePhotoNotTwo() throws {
    // Given a manifest naming trip/kyoto/k1.png, a path that still leads to the file but that the scan
    // spells trip/Kyoto/k1.png (as a case-insensitive disk does after a case-only rename; here through
    // a link, which the scan does not follow)
    let workspace = try TemporaryFolder()
    try workspace.writeBytes("photos/trip/Kyoto/k1.png", Self.png)
    try FileManager.default.createSymbolicLink(
      atPath: workspace.path + "/photos/trip/kyoto", withDestinationPath: "Kyoto")
    try workspace.write(
      "photos/gallery.json",
      #"""
      { "title": "Photos", "albums": [ { "id": "trip", "title": "Trip", "albums": [
        { "id": "trip-kyoto", "title": "Kyoto", "photos": [
          { "id": "k1", "image": "trip/kyoto/k1.png", "title": "Written" } ] } ] } ] }
      """#)
    // When
    let outcome = try workspace.gallery("sync", "photos")
    // Then the photo takes the scan's spelling instead of being added a second time
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(
      outcome.stdout
        == "Synced photos/gallery.json: 0 added, 0 removed, 1 photo in 2 albums; "
        + "1 moved (trip/kyoto → trip/Kyoto)\n")
    let synced = try ManifestStore(folder: workspace.path + "/photos").fetchGallery()
    #expect(synced.allPhotos == [Photo(id: "k1", image: .file("trip/Kyoto/k1.png"), title: "Written")])
  }

  @Test func syncFollowsAPhotoMovedIntoAnotherAlbumsFolderByItsContent() throws {
    // Given a built gallery (the build remembers each photo's content digest) whose person gave k1 a
    // title and then moved its file, renamed, into the folder of another album
    let workspace = try TemporaryFolder()
    try workspace.writeBytes("photos/kyoto/k1.png", try LibVips.testPicture(width: 4, height: 3))
    try workspace.writeBytes("photos/kyoto/k2.png", try LibVips.testPicture(width: 5, height: 3))
    try workspace.writeBytes("photos/nara/n1.png", try LibVips.testPicture(width: 6, height: 3))
    #expect(try workspace.gallery("init", "photos").status == 0)
    let manifest = try #require(workspace.read("photos/gallery.json"))
    try workspace.write(
      "photos/gallery.json",
      manifest.replacingOccurrences(of: #""title": "K1""#, with: #""title": "Torii at dusk""#))
    #expect(try workspace.gallery("build", "photos", "--output", "site").status == 0)
    // When
    let outcome = try syncAfterMoving("photos/kyoto/k1.png", to: "photos/nara/gate.png", in: workspace)
    // Then k1 keeps its id and title and goes to the end of the album of its new folder
    #expect(
      outcome.stdout
        == "Synced photos/gallery.json: 0 added, 0 removed, 3 photos in 2 albums; "
        + "1 moved (k1: kyoto/k1.png → nara/gate.png)\n")
    let synced = try ManifestStore(folder: workspace.path + "/photos").fetchGallery()
    #expect(synced.albums.map(\.id) == ["kyoto", "nara"])
    #expect(synced.albums[0].photos.map(\.id) == ["k2"])
    #expect(
      synced.albums[1].photos == [
        Photo(id: "n1", image: .file("nara/n1.png"), title: "N1"),
        Photo(id: "k1", image: .file("nara/gate.png"), title: "Torii at dusk"),
      ])
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
