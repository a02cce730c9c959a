import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryWorkers

@Suite struct ImageCollectionPresenterTests {
  // MARK: Test doubles

  final class ImageCollectionDisplayLogicSpy: ImageCollectionDisplayLogic {
    var displayPhotoCollectionCalled = false
    var collectionViewModel: ImageCollection.PhotoCollection.ViewModel?
    var displayPaginationCalled = false
    var pageViewModel: ImageCollection.Pagination.ViewModel?

    func displayPhotoCollection(viewModel: ImageCollection.PhotoCollection.ViewModel) {
      displayPhotoCollectionCalled = true
      collectionViewModel = viewModel
    }

    func displayPagination(viewModel: ImageCollection.Pagination.ViewModel) {
      displayPaginationCalled = true
      pageViewModel = viewModel
    }
  }

  private func makeSUT() -> (ImageCollectionPresenter, ImageCollectionDisplayLogicSpy) {
    let sut = ImageCollectionPresenter(words: .english)
    let spy = ImageCollectionDisplayLogicSpy()
    sut.viewController = spy
    return (sut, spy)
  }

  // MARK: Tests

  @Test func formatsCellsWithTitleAltAndPositionDefaults() {
    // Given
    let (sut, spy) = makeSUT()
    let photos = [
      PositionedPhoto(
        position: 1, photo: Photo(id: "a", image: .file("a.jpg"), title: "Sunset", alt: "Red sky")),
      PositionedPhoto(position: 2, photo: Photo(id: "b", image: .remote("https://x.org/b.jpg"))),
    ]
    // When
    sut.presentPhotoCollection(
      response: .init(galleryTitle: "Trip", galleryDescription: "  ", totalCount: 3012, photos: photos))
    // (an untitled photo's cell is titled by its file name made readable, as its page is)
    // Then
    let viewModel = spy.collectionViewModel
    #expect(spy.displayPhotoCollectionCalled)
    #expect(viewModel?.title == "Trip")
    #expect(viewModel?.description == nil, "a blank description is left out")
    #expect(viewModel?.countText == "3,012 photos")
    #expect(viewModel?.emptyMessage == nil)
    #expect(viewModel?.cells.map(\.title) == ["Sunset", "B"])
    #expect(
      viewModel?.cells.map(\.alt) == ["Red sky", ""],
      "an alt that only repeats the title beside it is left empty, so the link's name is said once")
    #expect(viewModel?.cells.map(\.positionText) == ["Photo 1 of 3,012", "Photo 2 of 3,012"])
  }

  @Test func anUntitledPhotosCellIsTitledByItsFileNameMadeReadableNeverItsID() {
    // Given
    let (sut, spy) = makeSUT()
    let photos = [
      PositionedPhoto(position: 1, photo: Photo(id: "freshflower", image: .file("photos/FreshFlower.jpg"))),
      PositionedPhoto(position: 2, photo: Photo(id: "img-2034", image: .file("IMG_2034.JPG"), alt: "A bee")),
    ]
    // When
    sut.presentPhotoCollection(response: .init(galleryTitle: "T", totalCount: 2, photos: photos))
    // Then
    #expect(spy.collectionViewModel?.cells.map(\.title) == ["Fresh Flower", "IMG 2034"])
    #expect(spy.collectionViewModel?.cells.map(\.alt) == ["", "A bee"], "the alt falls back to that title")
  }

  @Test func cellsShowASmallSizeOfferEverySizeAndCarryTheirShapeAndColour() {
    let (sut, spy) = makeSUT()
    let photos = [
      PositionedPhoto(position: 1, photo: Photo(id: "a", image: .file("a.jpg"))),
      PositionedPhoto(position: 2, photo: Photo(id: "b", image: .remote("https://x.org/b.jpg"))),
      PositionedPhoto(position: 3, photo: Photo(id: "c", image: .file("c.svg"))),
    ]
    let svg = PhotoImages.Variant(sitePath: "media/c.svg", width: 800, height: 600)
    sut.presentPhotoCollection(
      response: .init(
        galleryTitle: "G", galleryDescription: nil, totalCount: 3, photos: photos,
        images: [
          "a": PhotoImages(
            variants: [
              .init(sitePath: "images/a-320-1.jpg", width: 320, height: 240),
              .init(sitePath: "images/a-480-1.jpg", width: 480, height: 360),
              .init(sitePath: "images/a-1600-1.jpg", width: 1600, height: 1200),
            ], averageColor: "#7a6b5c"),
          "c": PhotoImages(thumbnail: svg, large: svg),
        ]))
    let images = spy.collectionViewModel?.cells.map(\.image)
    #expect(
      images?[0]
        == ImageDisplay(
          source: .site("images/a-480-1.jpg"), width: 480, height: 360,
          candidates: [
            .init(source: .site("images/a-320-1.jpg"), width: 320),
            .init(source: .site("images/a-480-1.jpg"), width: 480),
            .init(source: .site("images/a-1600-1.jpg"), width: 1600),
          ], aspectRatio: "1.3333", placeholderColor: "#7a6b5c"),
      "the smallest size of at least 480 pixels is the src for browsers without srcset")
    #expect(
      images?[1]
        == ImageDisplay(
          source: .reference(.remote("https://x.org/b.jpg")), width: nil, height: nil, candidates: [],
          aspectRatio: "1.5"),
      "a remote image is linked as it is, with no size to claim and a 3:2 shape to lay it out by")
    #expect(
      images?[2]
        == ImageDisplay(
          source: .site("media/c.svg"), width: 800, height: 600, candidates: [], aspectRatio: "1.3333"),
      "one file, no srcset")
  }

  /// A masonry's column breaks come from the cells' shapes: a portrait between two landscapes stands
  /// alone in two columns (its height is most of the three).
  @Test func cellsSayWhereAMasonryOfTheirShapesBreaksIntoColumns() {
    let (sut, spy) = makeSUT()
    let shapes = [("a", 1600, 900), ("b", 600, 900), ("c", 1600, 900)]
    sut.presentPhotoCollection(
      response: .init(
        galleryTitle: "G", galleryDescription: nil, totalCount: 3,
        photos: shapes.enumerated().map { index, shape in
          PositionedPhoto(position: index + 1, photo: Photo(id: shape.0, image: .file("\(shape.0).jpg")))
        },
        images: Dictionary(
          uniqueKeysWithValues: shapes.map { id, width, height in
            (id, PhotoImages(variants: [.init(sitePath: "images/\(id).jpg", width: width, height: height)]))
          })))
    let starts = spy.collectionViewModel?.cells.map(\.columnStarts)
    #expect(starts == ImageCollectionColumns.starts(ratios: [1.7778, 0.6667, 1.7778]))
    #expect(starts == [[], [2, 3, 4, 5, 6], [3, 4, 5, 6]])
  }

  @Test func gridPagesPastTheFirstSayWhichPageTheyAre() {
    let (sut, spy) = makeSUT()
    sut.presentPhotoCollection(
      response: .init(
        galleryTitle: "Trip", galleryDescription: nil, totalCount: 30, photos: [], page: 2, pageCount: 4))
    #expect(spy.collectionViewModel?.pageTitle == "Trip — page 2 of 4")
    sut.presentPhotoCollection(
      response: .init(galleryTitle: "Trip", galleryDescription: nil, totalCount: 3, photos: []))
    #expect(spy.collectionViewModel?.pageTitle == "Trip")
  }

  @Test func saysSoWhenTheGalleryIsEmpty() {
    let (sut, spy) = makeSUT()
    sut.presentPhotoCollection(
      response: .init(galleryTitle: "T", galleryDescription: nil, totalCount: 0, photos: []))
    #expect(spy.collectionViewModel?.countText == "No photos yet")
    #expect(spy.collectionViewModel?.emptyMessage?.contains("no photos yet") == true)
  }

  @Test func countsOnePhotoInTheSingular() {
    let (sut, spy) = makeSUT()
    sut.presentPhotoCollection(
      response: .init(galleryTitle: "T", galleryDescription: nil, totalCount: 1, photos: []))
    #expect(spy.collectionViewModel?.countText == "1 photo")
  }

  @Test func paginationMarksTheCurrentPageAndItsNeighbours() {
    let (sut, spy) = makeSUT()
    sut.presentPagination(response: .init(page: 2, pageCount: 3))
    let viewModel = spy.pageViewModel
    #expect(spy.displayPaginationCalled)
    #expect(viewModel?.previousPage == 1)
    #expect(viewModel?.nextPage == 3)
    #expect(viewModel?.statusText == "Page 2 of 3")
    #expect(viewModel?.items.map(\.page) == [1, 2, 3])
    #expect(viewModel?.items.map(\.isCurrent) == [false, true, false])
  }

  @Test func aSinglePageHasNoNavigation() {
    let (sut, spy) = makeSUT()
    sut.presentPagination(response: .init(page: 1, pageCount: 1))
    #expect(spy.pageViewModel?.label == nil)
    #expect(spy.pageViewModel?.previousPage == nil)
    #expect(spy.pageViewModel?.nextPage == nil)
  }

  @Test func manyPagesAreWindowedWithGaps() {
    let (sut, spy) = makeSUT()
    sut.presentPagination(response: .init(page: 50, pageCount: 834))
    #expect(spy.pageViewModel?.items.map(\.page) == [1, nil, 48, 49, 50, 51, 52, nil, 834])
    #expect(spy.pageViewModel?.items.map(\.label) == ["1", "…", "48", "49", "50", "51", "52", "…", "834"])
  }

  // MARK: Albums

  private func albumResponse(page: Int = 1) -> ImageCollection.PhotoCollection.Response {
    let cover = Photo(id: "torii", image: .file("torii.jpg"), title: "Torii")
    return ImageCollection.PhotoCollection.Response(
      galleryTitle: "Kyoto", galleryDescription: "Temples", totalCount: 3,
      photos: [PositionedPhoto(position: 1, photo: Photo(id: "a", image: .file("a.jpg")))], page: page,
      pageCount: 2,
      album: .init(
        id: "kyoto", siteTitle: "Travels",
        steps: [
          .init(albumID: "", title: "Travels"), .init(albumID: "2019", title: "2019"),
          .init(albumID: "kyoto", title: "Kyoto"),
        ],
        subAlbums: page == 1
          ? [
            .init(id: "gion", title: "Gion", photoCount: 1, cover: cover),
            .init(id: "empty", title: "Empty", photoCount: 0),
          ] : [],
        albumCount: 2))
  }

  @Test func anAlbumsGridListsItsSubAlbumsWithCoverTitleAndCount() throws {
    let (sut, spy) = makeSUT()
    sut.presentPhotoCollection(response: albumResponse())
    let model = try #require(spy.collectionViewModel)
    #expect(model.albumID == "kyoto")
    #expect(model.albumCells.map(\.albumID) == ["gion", "empty"])
    #expect(model.albumCells.map(\.countText) == ["1 photo", "No photos yet"])
    #expect(model.albumCells[0].image?.source == .reference(.file("torii.jpg")))
    #expect(model.albumCells[1].image == nil)
    #expect(model.countText == "2 albums · 3 photos")
    #expect(model.emptyMessage == nil)
  }

  /// Private albums (issue 47): the owner's view marks one it shows; the public site shows a locked
  /// cell instead, titled only when the owner made the title public, and counts it among the albums.
  @Test func aPrivateAlbumIsMarkedOrLockedAndCounted() throws {
    let (sut, spy) = makeSUT()
    var response = albumResponse()
    response.album?.subAlbums[0].isPrivate = true
    response.album?.lockedAlbums = [
      LockedAlbum(
        title: nil, entryPage: "private/aa.html", indexFile: "private/bb.bin", salt: "00", iterations: 1),
      LockedAlbum(
        title: "Family", entryPage: "private/cc.html", indexFile: "private/dd.bin", salt: "00", iterations: 1),
    ]
    response.album?.albumCount = 4
    sut.presentPhotoCollection(response: response)
    let model = try #require(spy.collectionViewModel)
    #expect(model.albumCells.map(\.privateMark) == ["Private", nil])
    #expect(
      model.lockedCells == [
        .init(title: "Private album", note: "Opens with a passphrase", entryPage: "private/aa.html"),
        .init(title: "Family", note: "Opens with a passphrase", entryPage: "private/cc.html"),
      ])
    #expect(model.countText == "4 albums · 3 photos")
  }

  @Test func anAlbumsGridNamesTheGalleryAndShowsTheWayDown() throws {
    let (sut, spy) = makeSUT()
    sut.presentPhotoCollection(response: albumResponse(page: 2))
    let model = try #require(spy.collectionViewModel)
    #expect(model.heading == "Kyoto — page 2 of 2")
    #expect(model.pageTitle == "Kyoto — page 2 of 2 – Travels")
    #expect(model.siteTitle == "Travels")
    #expect(model.albumCells.isEmpty, "sub-albums are listed on the first page only")
    let crumbs = try #require(model.breadcrumb).crumbs
    #expect(crumbs.map(\.label) == ["Travels", "2019", "Kyoto"])
    #expect(crumbs.map(\.albumID) == ["", "2019", nil], "every crumb a link but the current one")
  }

  @Test func theRootGridOfAGalleryWithAlbumsIsMarkedButHasNoBreadcrumb() throws {
    let (sut, spy) = makeSUT()
    var response = albumResponse()
    response.album?.id = ""
    response.album?.steps = [.init(albumID: "", title: "Travels")]
    sut.presentPhotoCollection(response: response)
    let model = try #require(spy.collectionViewModel)
    #expect(model.albumID == "")
    #expect(model.breadcrumb == nil)
    #expect(model.siteTitle == nil)
    #expect(model.pageTitle == "Kyoto — page 1 of 2")
  }

  @Test func anEmptyAlbumSaysSo() throws {
    let (sut, spy) = makeSUT()
    var response = albumResponse()
    response.photos = []
    response.totalCount = 0
    response.album?.subAlbums = []
    response.album?.albumCount = 0
    sut.presentPhotoCollection(response: response)
    #expect(spy.collectionViewModel?.emptyMessage?.hasPrefix("This album has no photos yet.") == true)
  }

  @Test func anArchiveIsOfferedWithItsSizeAndPartsSayWhichTheyAre() {
    let (sut, spy) = makeSUT()
    var response = ImageCollection.PhotoCollection.Response(galleryTitle: "Kyoto", totalCount: 3, photos: [])
    response.archives = [
      AlbumArchive(
        sitePath: "albums/k/archive.zip", byteCount: 412_300_000, memberCount: 3, part: 1, partCount: 1)
    ]
    sut.presentPhotoCollection(response: response)
    #expect(spy.collectionViewModel?.archives.map(\.label) == ["Download all (ZIP, 412.3 MB)"])
    #expect(spy.collectionViewModel?.archives.first?.fileName == "Kyoto.zip")
    response.archives = (1...2).map {
      AlbumArchive(sitePath: "a-\($0).zip", byteCount: 1_000_000_000, memberCount: 2, part: $0, partCount: 2)
    }
    sut.presentPhotoCollection(response: response)
    #expect(
      spy.collectionViewModel?.archives.map(\.label) == [
        "Download all, part 1 of 2 (ZIP, 1.0 GB)", "Download all, part 2 of 2 (ZIP, 1.0 GB)",
      ])
    #expect(spy.collectionViewModel?.archives.last?.fileName == "Kyoto 2.zip")
  }
}
