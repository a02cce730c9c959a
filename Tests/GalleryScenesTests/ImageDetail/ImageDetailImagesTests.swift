import GalleryTestSupport
import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryScenes

/// The detail scene's images and EXIF: passed in by the Interactor, formatted by the Presenter.
@Suite struct ImageDetailImagesTests {
  static let exif = PhotoEXIF(
    dateTaken: EXIFDateTime(year: 2023, month: 8, day: 14, hour: 6, minute: 5, second: 59),
    make: "NIKON CORPORATION", model: "NIKON Z 6", lens: "NIKKOR Z 24-70mm f/4 S",
    focalLength: EXIFRational(numerator: 43, denominator: 10), focalLength35mm: 24,
    fNumber: EXIFRational(numerator: 8, denominator: 1),
    exposureTime: EXIFRational(numerator: 2, denominator: 1),
    iso: 6400, orientation: 6)

  static let images = PhotoImages(
    thumbnail: .init(sitePath: "images/p2-400-00000001.jpg", width: 300, height: 400),
    large: .init(sitePath: "images/p2-1600-00000001.jpg", width: 1200, height: 1600),
    original: "media/p2.jpg", exif: exif)

  final class DisplaySpy: ImageDetailDisplayLogic {
    var viewModel: ImageDetail.Image.ViewModel?
    func displayImage(viewModel: ImageDetail.Image.ViewModel) { self.viewModel = viewModel }
  }

  final class PresenterSpy: ImageDetailPresentationLogic {
    var response: ImageDetail.Image.Response?
    func presentImage(response: ImageDetail.Image.Response) { self.response = response }
  }

  private func present(images: PhotoImages?) -> ImageDetail.Image.ViewModel? {
    let sut = ImageDetailPresenter(words: .english)
    let spy = DisplaySpy()
    sut.viewController = spy
    let photo = Photo(id: "p2", image: .file("p2.jpg"), title: "Dawn")
    sut.presentImage(
      response: .init(
        galleryTitle: "T", photo: PositionedPhoto(position: 2, photo: photo), images: images, totalCount: 3))
    return spy.viewModel
  }

  @Test("the Interactor hands the photo's images, EXIF included, to the Presenter")
  func interactorPassesImages() {
    let sut = ImageDetailInteractor()
    let spy = PresenterSpy()
    sut.presenter = spy
    sut.gallery = Fixtures.gallery(count: 3)
    sut.photoID = "p2"
    sut.images = Self.images
    sut.fetchImage(request: .init())
    #expect(spy.response?.images == Self.images)
  }

  @Test("EXIF is formatted the same way on every machine, in a fixed order")
  func presenterFormatsEXIF() {
    let viewModel = present(images: Self.images)
    #expect(
      viewModel?.exif.map { "\($0.label): \($0.value)" } == [
        "Taken: 14 August 2023, 06:05",
        "Camera: NIKON Z 6",
        "Lens: NIKKOR Z 24-70mm f/4 S",
        "Focal length: 4.3 mm (24 mm in 35 mm terms)",
        "Aperture: f/8",
        "Shutter speed: 2 s",
        "ISO: 6400",
      ])
  }

  @Test("the large image is shown at its real size, with both sizes offered, and the original to download")
  func presenterShowsTheLargeImage() {
    let viewModel = present(images: Self.images)
    #expect(viewModel?.image.source == .site("images/p2-1600-00000001.jpg"))
    #expect(viewModel?.image.width == 1200 && viewModel?.image.height == 1600)
    #expect(viewModel?.image.candidates.map(\.width) == [300, 1200])
    #expect(viewModel?.download == .site("media/p2.jpg"))
    #expect(viewModel?.downloadLabel == "Download original")
  }

  @Test("a photo without EXIF or made images shows none, and its file as it is")
  func presenterWithoutEXIF() {
    let bare = present(images: nil)
    #expect(bare?.exif == [])
    #expect(bare?.download == nil)
    #expect(
      bare?.image
        == ImageDisplay(source: .reference(.file("p2.jpg")), width: nil, height: nil, candidates: []))
    var noEXIF = Self.images
    noEXIF.exif = nil
    #expect(present(images: noEXIF)?.exif == [])
  }
}
