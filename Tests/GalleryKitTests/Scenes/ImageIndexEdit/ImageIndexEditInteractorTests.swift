import Testing

@testable import GalleryKit

@Suite struct ImageIndexEditInteractorTests {
  final class ImageIndexEditPresentationLogicSpy: ImageIndexEditPresentationLogic {
    var presentIndicesCalled = false
    var response: ImageIndexEdit.Indices.Response?

    func presentIndices(response: ImageIndexEdit.Indices.Response) {
      presentIndicesCalled = true
      self.response = response
    }
  }

  @Test func presentsThePhotoAndItsCurrentPosition() {
    // Given
    let sut = ImageIndexEditInteractor()
    let spy = ImageIndexEditPresentationLogicSpy()
    sut.presenter = spy
    sut.gallery = Fixtures.gallery(count: 6)
    sut.photoID = "p4"
    // When
    sut.fetchIndices(request: .init())
    // Then
    #expect(spy.presentIndicesCalled)
    #expect(spy.response?.photo.position == 4)
    #expect(spy.response?.photo.photo.id == "p4")
    #expect(spy.response?.totalCount == 6)
  }

  @Test func presentsNothingForAnUnknownPhoto() {
    let sut = ImageIndexEditInteractor()
    let spy = ImageIndexEditPresentationLogicSpy()
    sut.presenter = spy
    sut.gallery = Fixtures.gallery(count: 6)
    sut.photoID = "p9"
    sut.fetchIndices(request: .init())
    #expect(!spy.presentIndicesCalled)
  }
}
