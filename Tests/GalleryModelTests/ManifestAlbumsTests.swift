import Testing

@testable import GalleryCore
@testable import GalleryModel

/// Albums in `gallery.json` (issue 13): nested, ids unique in the whole gallery, covers that exist, and
/// written back byte for byte.
@Suite struct ManifestAlbumsTests {
  /// A manifest in the encoder's own format, with albums two levels deep.
  static let manifest = """
    {
      "title": "Trips",
      "photos": [
        {
          "id": "home",
          "image": "home.jpg"
        }
      ],
      "albums": [
        {
          "id": "2019",
          "title": "2019",
          "cover": "temple",
          "photos": [],
          "albums": [
            {
              "id": "kyoto",
              "title": "Kyoto",
              "description": "Autumn",
              "photos": [
                {
                  "id": "temple",
                  "image": "2019/kyoto/temple.jpg",
                  "title": "Temple"
                },
                {
                  "id": "garden",
                  "image": "2019/kyoto/garden.jpg"
                }
              ]
            }
          ]
        },
        {
          "id": "empty",
          "title": "Nothing yet",
          "photos": []
        }
      ]
    }

    """

  private func decode(_ text: String) throws(GalleryError) -> Gallery {
    try ManifestDecoder.decode(Array(text.utf8), file: "gallery.json").gallery
  }

  private func error(_ text: String) -> String? {
    do {
      _ = try decode(text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func nestedAlbumsAreReadAndWrittenBackByteForByte() throws {
    let gallery = try decode(Self.manifest)
    #expect(gallery.photos.map(\.id) == ["home"])
    #expect(gallery.albums.map(\.id) == ["2019", "empty"])
    let year = try #require(gallery.albums.first)
    #expect(year.photos.isEmpty)
    #expect(year.albums.first?.photos.map(\.id) == ["temple", "garden"])
    #expect(year.albums.first?.description == "Autumn")
    #expect(year.coverPhotoID == "temple")
    #expect(year.photoCount == 2)
    #expect(gallery.albums[1].coverPhotoID == nil)
    #expect(String(decoding: ManifestEncoder.encode(gallery), as: UTF8.self) == Self.manifest)
  }

  @Test func anAlbumWithoutACoverShowsItsFirstPhotoElseItsFirstSubAlbumsCover() {
    let kyoto = Album(id: "kyoto", title: "Kyoto", photos: [Photo(id: "a", image: .file("a.jpg"))])
    #expect(kyoto.coverPhotoID == "a")
    #expect(Album(id: "y", title: "Y", albums: [Album(id: "e", title: "E"), kyoto]).coverPhotoID == "a")
  }

  @Test func aGalleryWithoutAlbumsIsWrittenWithoutTheKey() throws {
    let flat = try decode(#"{ "title": "T", "photos": [{ "id": "a", "image": "a.jpg" }] }"#)
    #expect(flat.albums.isEmpty)
    #expect(!String(decoding: ManifestEncoder.encode(flat), as: UTF8.self).contains("albums"))
  }

  @Test func aPhotoIdIsUniqueInTheWholeGalleryAndTheErrorNamesBothPlaces() {
    let text =
      #"{ "title": "T", "photos": [{ "id": "a", "image": "a.jpg" }], "albums": [{ "id": "x", "title": "X", "photos": [{ "id": "A", "image": "b.jpg" }] }] }"#
    let message = error(text) ?? ""
    #expect(
      message.contains("albums[0].photos[0].id: duplicate id 'A' (photos[0] has it already"), "\(message)")
  }

  @Test func anAlbumIdIsUniqueInTheWholeGallery() {
    let text =
      #"{ "title": "T", "albums": [{ "id": "x", "title": "X", "albums": [{ "id": "x", "title": "Again" }] }] }"#
    let message = error(text) ?? ""
    #expect(
      message.contains("albums[0].albums[0].id: duplicate album id 'x' (albums[0] has it already"),
      "\(message)")
  }

  @Test func aCoverMustBeAPhotoOfTheAlbumOrItsSubAlbums() {
    let text =
      #"{ "title": "T", "photos": [{ "id": "a", "image": "a.jpg" }], "albums": [{ "id": "x", "title": "X", "cover": "a" }] }"#
    let message = error(text) ?? ""
    #expect(
      message.contains("albums[0].cover: 'a' is not a photo of this album or of its sub-albums"), "\(message)"
    )
  }

  @Test func badAlbumFieldsAreNamedWithTheirPath() {
    let unknown = #"{ "title": "T", "albums": [{ "id": "x", "title": "X", "colour": "red" }] }"#
    #expect(error(unknown)?.contains("albums[0].colour: unknown field") == true, "\(error(unknown) ?? "")")
    let noTitle = #"{ "title": "T", "albums": [{ "id": "x" }] }"#
    #expect(error(noTitle)?.contains("albums[0].title: missing") == true)
    let badPhoto = #"{ "title": "T", "albums": [{ "id": "x", "title": "X", "photos": [{ "id": "p" }] }] }"#
    #expect(error(badPhoto)?.contains("albums[0].photos[0].image: missing") == true)
    let notAnArray = #"{ "title": "T", "albums": {} }"#
    #expect(error(notAnArray)?.contains("albums: expected an array") == true)
  }

  @Test func aCycleCannotBeWrittenBecauseAlbumsHoldTheirSubAlbumsByValue() throws {
    // There is no field that refers to another album: nesting is the only way to make a sub-album, so
    // an album inside itself would have to be written inside itself, forever. What can be written is a
    // deep tree, and that is bounded.
    var text = #"{ "id": "leaf", "title": "Leaf" }"#
    for level in 0..<(ManifestDecoder.deepestAlbum + 1) {
      text = #"{ "id": "a\#(level)", "title": "A", "albums": [\#(text)] }"#
    }
    let message = error(#"{ "title": "T", "albums": [\#(text)] }"#) ?? ""
    #expect(
      message.contains("albums nest more than \(ManifestDecoder.deepestAlbum) levels deep"), "\(message)")
  }
}
