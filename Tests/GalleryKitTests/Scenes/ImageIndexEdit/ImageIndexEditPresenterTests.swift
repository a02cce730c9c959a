import Testing

@testable import GalleryKit

@Suite struct ImageIndexEditPresenterTests {
  final class ImageIndexEditDisplayLogicSpy: ImageIndexEditDisplayLogic {
    var displayIndicesCalled = false
    var viewModel: ImageIndexEdit.Indices.ViewModel?

    func displayIndices(viewModel: ImageIndexEdit.Indices.ViewModel) {
      displayIndicesCalled = true
      self.viewModel = viewModel
    }
  }

  private func present(position: Int, total: Int) -> ImageIndexEdit.Indices.ViewModel? {
    let sut = ImageIndexEditPresenter()
    let spy = ImageIndexEditDisplayLogicSpy()
    sut.viewController = spy
    sut.presentIndices(
      response: .init(
        galleryTitle: "Trip",
        photo: PositionedPhoto(
          position: position, photo: Photo(id: "sunset", image: .file("s.jpg"), title: "Sunset")),
        totalCount: total))
    return spy.viewModel
  }

  @Test func offersEveryPositionWithTheCurrentOneSelected() {
    let viewModel = present(position: 3, total: 5)
    guard case .select(let options)? = viewModel?.control else {
      Issue.record("expected a select, got \(String(describing: viewModel?.control))")
      return
    }
    #expect(options.map(\.value) == ["1", "2", "3", "4", "5"])
    #expect(options.filter(\.isSelected).map(\.value) == ["3"])
    #expect(viewModel?.heading == "Move “Sunset”")
    #expect(viewModel?.currentText == "Now at position 3 of 5.")
    #expect(viewModel?.command == "gallery move sunset --to 3")
  }

  @Test func largeGalleriesGetANumberFieldInsteadOfAList() {
    #expect(present(position: 200, total: ImageIndexEdit.selectLimit)?.control.isSelect == true)
    #expect(present(position: 1234, total: 10_000)?.control == .number(min: 1, max: 10_000, value: 1234))
  }
}

extension ImageIndexEdit.Indices.ViewModel.Control {
  fileprivate var isSelect: Bool {
    if case .select = self { return true }
    return false
  }
}
