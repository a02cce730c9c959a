import Testing

@testable import GalleryCore
@testable import GalleryModel

@Suite struct ManifestDecoderTests {
  private func decode(_ text: String) throws(GalleryError) -> Gallery {
    try ManifestDecoder.decode(Array(text.utf8), file: "gallery.json").gallery
  }

  private func failure(_ text: String) -> GalleryError? {
    do {
      _ = try decode(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func decodesEveryDocumentedField() throws {
    let gallery = try decode(
      """
      {
        "title": "Trip", "description": "Summer", "pageSize": 7, "theme": "dark",
        "photos": [
          { "id": "a", "image": "img/a.jpg", "title": "A", "description": "d", "link": "https://x.org/a", "alt": "alt a", "tags": ["sea", "Côte d'Azur"] },
          { "id": "b", "image": "https://cdn.example.com/b.jpg" }
        ]
      }
      """)
    #expect(gallery.title == "Trip")
    #expect(gallery.description == "Summer")
    #expect(gallery.pageSize == 7)
    #expect(gallery.theme == "dark")
    #expect(
      gallery.photos == [
        Photo(
          id: "a", image: .file("img/a.jpg"), title: "A", description: "d", link: .remote("https://x.org/a"),
          alt: "alt a", tags: ["sea", "Côte d'Azur"]),
        Photo(id: "b", image: .remote("https://cdn.example.com/b.jpg")),
      ])
  }

  @Test func pageSizeDefaultsToTwentyFour() throws {
    let gallery = try decode(#"{"title": "T"}"#)
    #expect(gallery.pageSize == nil)
    #expect(gallery.effectivePageSize == 24)
    #expect(gallery.photos.isEmpty)
    #expect(gallery.gridPageCount == 1)
  }

  @Test func slideshowSecondsIsAWholeNumberFromOneToSixtyWrittenBackAsWritten() throws {
    // Given / When: absent, then set
    let absent = try decode(#"{"title": "T", "photos": []}"#)
    let set = try decode(#"{"title": "T", "slideshowSeconds": 60, "photos": []}"#)
    // Then
    #expect(absent.slideshowSeconds == nil)
    #expect(absent.effectiveSlideshowSeconds == 5)
    #expect(!String(decoding: ManifestEncoder.encode(absent), as: UTF8.self).contains("slideshowSeconds"))
    #expect(set.effectiveSlideshowSeconds == 60)
    let written = String(decoding: ManifestEncoder.encode(set), as: UTF8.self)
    #expect(written.contains("  \"slideshowSeconds\": 60,\n"))
    #expect(try decode(written) == set)
    #expect(try decode(#"{"title": "T", "slideshowSeconds": 1}"#).slideshowSeconds == 1)
    for (bad, said) in [
      ("0", "must be from 1 to 60 seconds, found 0"), ("61", "must be from 1 to 60 seconds, found 61"),
      ("-3", "must be from 1 to 60 seconds, found -3"), ("1.5", "expected a whole number, found 1.5"),
      ("5.0", "expected a whole number, found 5.0"), ("1e1", "expected a whole number, found 1e1"),
      ("\"5\"", "expected a whole number, found a string"), ("null", "expected a whole number, found null"),
    ] {
      let error = failure("{\n  \"title\": \"T\",\n  \"slideshowSeconds\": \(bad)\n}")
      #expect(error?.description == "gallery.json:3:23: slideshowSeconds: \(said)", "\(bad)")
    }
  }

  @Test func namesAnUnknownFieldAndSuggestsTheRightOne() {
    let error = failure("{\n  \"title\": \"T\",\n  \"pagesize\": 3\n}")
    #expect(
      error?.description
        == "gallery.json:3:3: pagesize: unknown field (did you mean 'pageSize'?); known fields: 'title', 'description', 'pageSize', 'theme', 'language', 'publish', 'search', 'map', 'mapPrecision', 'mapTiles', 'mapAttribution', 'baseURL', 'feedEntries', 'slideshowSeconds', 'thumbnailSize', 'imageSize', 'imageSizes', 'format', 'zoom', 'hdr', 'quality', 'keepMetadata', 'copyOriginals', 'downloads', 'albumZips', 'zipMaxBytes', 'maxPixels', 'videoSize', 'videoFormats', 'maxVideoSeconds', 'maxVideoPixels', 'cache', 'photos', 'albums'"
    )
    #expect(error?.exitCode == 65)
  }

  @Test func reportsSyntaxErrorsWithLineAndColumn() {
    let error = failure("{\n  \"title\": \"T\",\n  \"photos\": [}\n}")
    #expect(
      error
        == .manifestSyntax(
          file: "gallery.json", position: .init(line: 3, column: 14),
          message: "unexpected character '}', expected a value"))
  }

  @Test(arguments: [
    (#"{"description": "x"}"#, "title: missing"),
    (#"{"title": ""}"#, "title: must not be empty"),
    (#"{"title": 3}"#, "title: expected a string, found a number"),
    (#"{"title": "T", "pageSize": 0}"#, "pageSize: must be from 1 to 10,000, found 0"),
    (#"{"title": "T", "pageSize": 2.5}"#, "pageSize: expected a whole number, found 2.5"),
    (#"{"title": "T", "photos": [{"image": "a.jpg"}]}"#, "photos[0].id: missing"),
    (#"{"title": "T", "photos": [{"id": "a"}]}"#, "photos[0].image: missing"),
    (
      #"{"title": "T", "photos": [{"id": "a", "image": "a.jpg"}, {"id": "A", "image": "b.jpg"}]}"#,
      "photos[1].id: duplicate id 'A'"
    ),
    (#"{"title": "T", "photos": [{"id": "a b", "image": "a.jpg"}]}"#, "'a b' is not a valid id"),
    (#"{"title": "T", "photos": [{"id": "a", "image": "../a.jpg"}]}"#, "leaves the gallery folder"),
    (#"{"title": "T", "photos": [{"id": "a", "image": "x/../../a.jpg"}]}"#, "leaves the gallery folder"),
    (#"{"title": "T", "photos": [{"id": "a", "image": "/etc/a.jpg"}]}"#, "is an absolute path"),
    (
      #"{"title": "T", "photos": [{"id": "a", "image": "a.jpg", "link": "javascript:alert(1)"}]}"#,
      "photos[0].link: 'javascript:alert(1)' uses the scheme 'javascript:'"
    ),
    (
      #"{"title": "T", "photos": [{"id": "a", "image": "a.jpg", "link": "ftp://x.org/a"}]}"#,
      "uses the scheme 'ftp:'"
    ),
    (
      #"{"title": "T", "photos": [{"id": "a", "image": "a.jpg", "capton": "x"}]}"#,
      "photos[0].capton: unknown field"
    ),
    (#"{"title": "T", "title": "U"}"#, "title: appears twice"),
    (
      #"{"title": "T", "imageSizes": [400, 300]}"#,
      "imageSizes[1]: sizes must be ascending, found 300 after 400"
    ),
    (#"{"title": "T", "imageSizes": []}"#, "imageSizes: expected an array of 1 to 10 sizes"),
    (#"{"title": "T", "imageSizes": [8]}"#, "imageSizes[0]: must be from 16 to 10,000 pixels, found 8"),
    (#"{"title": "T", "imageSize": 900, "imageSizes": [400]}"#, "give either imageSizes or thumbnailSize"),
    (#"{"title": "T", "format": "avif"}"#, #"format: must be "jpeg" or "webp", found "avif""#),
    (#"{"title": "T", "zoom": "tiles"}"#, #"zoom: must be "original" or "sizes", found "tiles""#),
    (#"{"title": "T", "zoom": true}"#, #"zoom: expected"#),
    (#"{"title": "T", "hdr": "tone-map"}"#, #"hdr: must be "keep" or "drop", found "tone-map""#),
    (#"{"title": "T", "publish": "yes"}"#, "publish: expected true or false"),
    (#"{"title": "T", "search": 1}"#, "search: expected true or false"),
    (#"{"title": "T", "map": "yes"}"#, "map: expected true or false"),
    (
      #"{"title": "T", "mapPrecision": 0.02}"#,
      "mapPrecision: must be 1, 0.1, 0.01, 0.001 or 0.0001 (degrees)"
    ),
    (#"{"title": "T", "mapPrecision": 1e-2}"#, "mapPrecision: must be 1, 0.1, 0.01"),
    (#"{"title": "T", "mapPrecision": 0.00001}"#, "mapPrecision: must be 1, 0.1, 0.01"),
    (#"{"title": "T", "mapPrecision": "street"}"#, "mapPrecision: expected a number of degrees"),
    (
      #"{"title": "T", "mapTiles": "javascript:alert(1)/{z}/{x}/{y}"}"#,
      "is not an http:// or https:// address"
    ),
    (#"{"title": "T", "mapTiles": "https://t.example/{z}/{x}.png"}"#, "has no {y}"),
    (
      #"{"title": "T", "mapTiles": "https://t.example/{z}/{x}/{y}.png\" onload=\"x"}"#,
      "which an address cannot"
    ),
    (#"{"title": "T", "mapTiles": "https:///{z}/{x}/{y}"}"#, "is not an http:// or https:// address"),
    (
      #"{"title": "T", "albums": [{"id": "a", "title": "A", "map": 1}]}"#,
      "albums[0].map: expected true or false"
    ),
    (
      #"{"title": "T", "downloads": "all"}"#,
      #"downloads: must be "none", "sizes" or "original", found "all""#
    ),
    (#"{"title": "T", "downloads": true}"#, "downloads: expected a string"),
    (#"{"title": "T", "albumZips": "yes"}"#, "albumZips: expected true or false"),
    (#"{"title": "T", "zipMaxBytes": 1000}"#, "zipMaxBytes: must be from 1,000,000 to 1,073,741,824 bytes"),
    (
      #"{"title": "T", "albums": [{"id": "a", "title": "A", "downloads": "Original"}]}"#,
      #"albums[0].downloads: must be "none", "sizes" or "original""#
    ),
    (#"{"title": "T", "photos": [{"id": "a", "image": "a.html"}]}"#, "does not end in an image extension"),
    (#"["title"]"#, "expected an object"),
    (
      #"{"title": "T", "photos": [{"id": "a", "image": "a.jpg", "tags": "sea"}]}"#,
      "photos[0].tags: expected an array of strings, found a string"
    ),
    (
      #"{"title": "T", "photos": [{"id": "a", "image": "a.jpg", "tags": ["sea", 3]}]}"#,
      "photos[0].tags[1]: expected a string, found a number"
    ),
    (
      #"{"title": "T", "photos": [{"id": "a", "image": "a.jpg", "tags": ["sea", " "]}]}"#,
      "photos[0].tags[1]: must not be empty"
    ),
    (
      #"{"title": "T", "photos": [{"id": "a", "image": "a.jpg", "tags": ["a\u001Bb"]}]}"#,
      "photos[0].tags[0]: contains the control character U+001B"
    ),
    (
      #"{"title": "T", "photos": [{"id": "a", "image": "a.jpg", "tags": [""#
        + String(repeating: "x", count: 101) + #""]}]}"#,
      "photos[0].tags[0]: is 101 characters long; at most 100 are allowed"
    ),
    (
      #"{"title": "T", "photos": [{"id": "a", "image": "a.jpg", "tags": ["#
        + Array(repeating: #""t""#, count: 101).joined(separator: ",") + "]}]}",
      "photos[0].tags: has 101 tags; at most 100 are allowed"
    ),
  ])
  func refusesBadManifests(text: String, expected: String) {
    let error = failure(text)
    #expect(error?.description.contains(expected) == true, "\(String(describing: error))")
    #expect(error?.exitCode == 65)
  }

  @Test func readsTheSizesFormatAndPublishingAndWritesThemBack() throws {
    let text = #"{"title": "T", "publish": true, "imageSizes": [400, 1600], "format": "webp"}"#
    let gallery = try decode(text)
    #expect(gallery.publish == true)
    #expect(gallery.images.imageSizes == [400, 1600])
    #expect(gallery.images.format == .webp)
    let written = String(decoding: ManifestEncoder.encode(gallery), as: UTF8.self)
    #expect(written.contains("\"publish\": true,\n  \"imageSizes\": [400, 1600],\n  \"format\": \"webp\""))
    #expect(try decode(written) == gallery)
  }

  @Test func readsTheHDRChoiceAndWritesItBackAfterTheZoom() throws {
    let gallery = try decode(#"{"title": "T", "zoom": "sizes", "hdr": "drop"}"#)
    #expect(gallery.images.hdr == .drop && gallery.images.effectiveHDR == .drop)
    let written = String(decoding: ManifestEncoder.encode(gallery), as: UTF8.self)
    #expect(written.contains("\"zoom\": \"sizes\",\n  \"hdr\": \"drop\""))
    #expect(try decode(written) == gallery)
    #expect(try decode(#"{"title": "T"}"#).images.effectiveHDR == .keep, "HDR photos stay HDR by default")
  }

  @Test func readsTheZoomAndWritesItBackAfterTheFormat() throws {
    let gallery = try decode(#"{"title": "T", "format": "webp", "zoom": "sizes"}"#)
    #expect(gallery.images.zoom == .sizes)
    #expect(gallery.images.effectiveZoom == .sizes)
    let written = String(decoding: ManifestEncoder.encode(gallery), as: UTF8.self)
    #expect(written.contains("\"format\": \"webp\",\n  \"zoom\": \"sizes\""))
    #expect(try decode(written) == gallery)
    let plain = try decode(#"{"title": "T"}"#)
    #expect(plain.images.zoom == nil)
    #expect(plain.images.effectiveZoom == .original, "to the original's pixels by default")
  }

  @Test func readsSearchAndWritesItBackAfterPublish() throws {
    let gallery = try decode(#"{"title": "T", "search": true, "publish": false}"#)
    #expect(gallery.search == true)
    let written = String(decoding: ManifestEncoder.encode(gallery), as: UTF8.self)
    #expect(written.contains("\"publish\": false,\n  \"search\": true,"))
    #expect(try decode(written) == gallery)
    #expect(try decode(#"{"title": "T"}"#).search == nil)
  }

  @Test func readsTheMapSettingsAndWritesThemBackAfterSearch() throws {
    let gallery = try decode(
      #"""
      {"title": "T", "search": true, "map": true, "mapPrecision": 0.001,
       "mapTiles": "https://tiles.example.org/{z}/{x}/{y}.png", "mapAttribution": "© Example",
       "albums": [{"id": "home", "title": "Home", "map": false, "photos": []}]}
      """#)
    #expect(gallery.map.enabled == true)
    #expect(gallery.map.precision == .decimals(3))
    #expect(gallery.map.tiles?.text == "https://tiles.example.org/{z}/{x}/{y}.png")
    #expect(gallery.map.attribution == "© Example")
    #expect(gallery.albums.first?.map == false)
    let written = String(decoding: ManifestEncoder.encode(gallery), as: UTF8.self)
    #expect(written.contains("\"search\": true,\n  \"map\": true,\n  \"mapPrecision\": 0.001,"))
    #expect(written.contains("\"title\": \"Home\",\n      \"map\": false,\n      \"photos\""))
    #expect(try decode(written) == gallery)
    let exact = try decode(#"{"title": "T", "mapPrecision": "exact"}"#)
    #expect(exact.map.precision == .exact)
    #expect(try decode(String(decoding: ManifestEncoder.encode(exact), as: UTF8.self)) == exact)
    #expect(try decode(#"{"title": "T"}"#).map == MapSettings())
  }

  @Test func readsDownloadsForTheGalleryAndAlbumsAndWritesThemBack() throws {
    let gallery = try decode(
      #"""
      {"title": "T", "copyOriginals": true, "downloads": "sizes",
       "albums": [{"id": "a", "title": "A", "downloads": "original", "photos": [{"id": "a1", "image": "a1.jpg"}],
                   "albums": [{"id": "b", "title": "B", "photos": [{"id": "b1", "image": "b1.jpg"}]}]},
                  {"id": "c", "title": "C", "downloads": "none", "photos": [{"id": "c1", "image": "c1.jpg"}]}],
       "photos": [{"id": "p", "image": "p.jpg"}]}
      """#)
    #expect(gallery.downloads == .sizes)
    #expect(gallery.albums.map(\.downloads) == [.original, Downloads.none])
    let written = String(decoding: ManifestEncoder.encode(gallery), as: UTF8.self)
    #expect(written.contains("\"copyOriginals\": true,\n  \"downloads\": \"sizes\","))
    #expect(written.contains("\"title\": \"A\",\n      \"downloads\": \"original\",\n      \"photos\""))
    #expect(try decode(written) == gallery)
    // An album's own choice reaches the albums below it; the top level's is the gallery's.
    #expect(Downloads.byAlbum(gallery) == ["": .sizes, "a": .original, "b": .original, "c": Downloads.none])
    #expect(Downloads.byPhoto(gallery) == ["p": .sizes, "a1": .original, "b1": .original])
  }

  @Test func readsAlbumZipsAndTheirLargestSizeAndWritesThemBack() throws {
    let gallery = try decode(
      #"{"title": "T", "downloads": "sizes", "albumZips": true, "zipMaxBytes": 50000000}"#)
    #expect(gallery.albumZips == true && gallery.effectiveZipMaxBytes == 50_000_000)
    let written = String(decoding: ManifestEncoder.encode(gallery), as: UTF8.self)
    #expect(
      written.contains("\"downloads\": \"sizes\",\n  \"albumZips\": true,\n  \"zipMaxBytes\": 50000000"))
    #expect(try decode(written) == gallery)
    #expect(try decode(#"{"title": "T"}"#).effectiveZipMaxBytes == 1 << 30)
  }

  @Test func withoutDownloadsAGalleryOffersTheOriginalOnlyWhenItCopiesOriginals() throws {
    #expect(Downloads.byAlbum(try decode(#"{"title": "T"}"#)) == ["": Downloads.none])
    #expect(
      Downloads.byPhoto(try decode(#"{"title": "T", "photos": [{"id": "p", "image": "p.jpg"}]}"#)).isEmpty)
    #expect(Downloads.byAlbum(try decode(#"{"title": "T", "copyOriginals": true}"#)) == ["": .original])
  }

  @Test(arguments: [
    (MapPrecision.decimals(2), 47.366921, "47.37"), (.decimals(2), -0.004, "0.00"),
    (.decimals(2), -0.005, "-0.01"),
    (.decimals(0), 139.5, "140"), (.decimals(1), -8.541727, "-8.5"), (.decimals(4), 0.00005, "0.0001"),
    (.exact, 47.3669214999, "47.366921"), (.exact, -180, "-180.000000"),
  ])
  func placesAreRoundedAndWrittenAlikeEverywhere(precision: MapPrecision, value: Double, text: String) {
    #expect(precision.text(value) == text)
  }

  @Test func namesABadTagWithItsLineAndColumnInsideAnAlbum() {
    let error = failure(
      """
      {"title": "T", "albums": [{"id": "x", "title": "X", "photos": [
        {"id": "a", "image": "a.jpg"},
        {"id": "b", "image": "b.jpg", "tags": ["ok",
          ""]}
      ]}]}
      """)
    #expect(
      error?.description == "gallery.json:4:5: albums[0].photos[1].tags[1]: must not be empty")
  }

  @Test func writesTagsBackOnOneLineAndReadsThemAgain() throws {
    var gallery = try decode(#"{"title": "T", "photos": [{"id": "a", "image": "a.jpg", "alt": "A"}]}"#)
    gallery.photos[0].tags = ["sea", "say \"hi\"", "Zürich"]
    let written = String(decoding: ManifestEncoder.encode(gallery), as: UTF8.self)
    #expect(written.contains("\"alt\": \"A\",\n      \"tags\": [\"sea\", \"say \\\"hi\\\"\", \"Zürich\"]\n"))
    #expect(try decode(written) == gallery)
    gallery.photos[0].tags = []
    #expect(try decode(String(decoding: ManifestEncoder.encode(gallery), as: UTF8.self)) == gallery)
  }

  @Test func listsTagsAmongAPhotosKnownFields() {
    let error = failure(#"{"title": "T", "photos": [{"id": "a", "image": "a.jpg", "tag": ["x"]}]}"#)
    #expect(error?.description.contains("(did you mean 'tags'?)") == true, "\(String(describing: error))")
    #expect(error?.description.contains("'link', 'alt', 'tags'") == true)
  }

  @Test func normalizesRelativePathsAndKeepsRemoteURLs() {
    #expect(GalleryReference.parse("./img/../img/a.jpg") == .success(.file("img/a.jpg")))
    #expect(GalleryReference.parse("HTTPS://example.com/x") == .success(.remote("HTTPS://example.com/x")))
    #expect((try? GalleryReference.parse("data:image/png;base64,xx").get()) == nil)
    #expect((try? GalleryReference.parse("https:example.com").get()) == nil)
  }
}
