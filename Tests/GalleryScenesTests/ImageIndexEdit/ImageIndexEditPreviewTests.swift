import GalleryImages
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryModel
@testable import GalleryScenes

/// The move page's preview: the photo between its neighbours where it stands. The Interactor finds
/// them in the photo's own grid (with their images); the Presenter names them, "First" and "Last" at the
/// ends, and writes the sentence with each title put in once, as it is.
@Suite struct ImageIndexEditPreviewTests {
  typealias InteractorSpy = ImageIndexEditInteractorTests.ImageIndexEditPresentationLogicSpy
  typealias DisplaySpy = ImageIndexEditPresenterTests.ImageIndexEditDisplayLogicSpy

  private func images(_ id: String) -> PhotoImages {
    PhotoImages(
      variants: [
        .init(sitePath: "media/thumbs/\(id)-480.jpg", width: 480, height: 320),
        .init(sitePath: "media/large/\(id)-1600.jpg", width: 1600, height: 1067),
      ], modified: nil)
  }

  /// What the Interactor presents for `photoID` of `gallery`, given the images the detail scene passes.
  private func fetch(_ photoID: String, in gallery: Gallery) -> ImageIndexEdit.Indices.Response? {
    let sut = ImageIndexEditInteractor()
    let spy = InteractorSpy()
    sut.presenter = spy
    sut.gallery = gallery
    sut.photoID = photoID
    sut.images = images(photoID)
    sut.previousImages = images("before")
    sut.nextImages = images("after")
    sut.fetchIndices(request: .init())
    return spy.response
  }

  @Test(arguments: [(1, nil, "p2"), (4, "p3", "p5"), (7, "p6", nil)] as [(Int, String?, String?)])
  func theInteractorFindsTheNeighboursAtTheFirstMiddleAndLastPositions(
    position: Int, previous: String?, next: String?
  ) throws {
    let response = try #require(fetch("p\(position)", in: Fixtures.gallery(count: 7, pageSize: 3)))
    #expect(response.previous?.photo.photo.id == previous)
    #expect(response.previous?.photo.position == previous.map { _ in position - 1 })
    #expect(response.next?.photo.photo.id == next)
    #expect(response.next?.photo.position == next.map { _ in position + 1 })
    #expect(response.images == images("p\(position)"))
    #expect(response.previous.map { $0.images == images("before") } ?? true)
    #expect(response.next.map { $0.images == images("after") } ?? true)
    #expect(response.pageSize == 3)
  }

  @Test func aPhotoAloneInItsGridHasNoNeighbours() throws {
    let response = try #require(fetch("p1", in: Fixtures.gallery(count: 1)))
    #expect(response.previous == nil && response.next == nil)
  }

  @Test func inAnAlbumTheNeighboursAreTheAlbumsNotTheGallerys() throws {
    let gallery = Fixtures.albumGallery()
    let first = try #require(fetch("b1", in: gallery))
    #expect(first.previous == nil && first.next?.photo.photo.id == "b2")
    let last = try #require(fetch("s4", in: gallery))
    #expect(last.previous?.photo.photo.id == "s3" && last.next == nil)
    #expect(last.pageSize == 2 && last.totalCount == 4)
  }

  private func present(
    _ titles: [String?], at position: Int
  ) throws -> ImageIndexEdit.Indices.ViewModel.Preview {
    let photos = titles.enumerated().map { index, title in
      Photo(id: "p\(index + 1)", image: .file("p\(index + 1).jpg"), title: title)
    }
    func neighbour(_ index: Int) -> ImageIndexEdit.Indices.Neighbour? {
      photos.indices.contains(index)
        ? .init(photo: PositionedPhoto(position: index + 1, photo: photos[index])) : nil
    }
    var response = ImageIndexEdit.Indices.Response(
      galleryTitle: "Trip", photo: PositionedPhoto(position: position, photo: photos[position - 1]),
      totalCount: photos.count)
    response.images = images("p\(position)")
    response.previous = neighbour(position - 2)
    response.next = neighbour(position)
    response.pageSize = 3
    let sut = ImageIndexEditPresenter(words: .english)
    let spy = DisplaySpy()
    sut.viewController = spy
    sut.presentIndices(response: response)
    return try #require(spy.viewModel?.preview)
  }

  @Test func thePresenterNamesTheNeighboursAndSaysWhereThePhotoStands() throws {
    let middle = try present(["Aqua", "Bay", "Dune"], at: 2)
    #expect(middle.summary == "After “Aqua”, before “Dune”.")
    #expect(middle.previous.label == "After" && middle.previous.title == "Aqua")
    #expect(middle.next.label == "Before" && middle.next.title == "Dune")
    #expect(middle.photo.label == "This photo" && middle.photo.title == "Bay")
    #expect(
      middle.photo.thumb == .thumbnail(of: Photo(id: "p2", image: .file("p2.jpg")), images: images("p2")))
    #expect(middle.photo.thumb?.source == .site("media/thumbs/p2-480.jpg"))
    #expect((middle.position, middle.count, middle.pageSize) == (2, 3, 3))

    let first = try present(["Aqua", "Bay"], at: 1)
    #expect(first.summary == "First, before “Bay”.")
    #expect(first.previous == .init(label: "First", title: nil, thumb: nil))
    let last = try present(["Aqua", "Bay"], at: 2)
    #expect(last.summary == "Last, after “Aqua”.")
    #expect(last.next == .init(label: "Last", title: nil, thumb: nil))
    let alone = try present(["Aqua"], at: 1)
    #expect(alone.summary == "The only photo here.")
    #expect(alone.previous.title == nil && alone.next.title == nil)
  }

  @Test func aNeighbourWithoutATitleIsNamedByItsFile() throws {
    let preview = try present([nil, "Bay"], at: 2)
    #expect(preview.previous.title == ReadableName.of(.file("p1.jpg")))
    #expect(preview.summary == "Last, after “\(preview.previous.title ?? "")”.")
  }

  /// A title holding the sentence's own placeholders is put in once, as it is.
  @Test func placeholdersInATitleStayText() throws {
    let preview = try present(["{before}", "Bay", "{after} & {title}"], at: 2)
    #expect(preview.summary == "After “{before}”, before “{after} & {title}”.")
    #expect(ImageIndexEditPresenter.fill("{a}{b}{", ["a": "{b}", "b": "x"]) == "{b}x{")
  }
}
