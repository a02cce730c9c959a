import Testing

@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryThemes

@Suite struct AlbumUnlockPresenterTests {
  final class AlbumUnlockDisplayLogicSpy: AlbumUnlockDisplayLogic {
    var viewModel: AlbumUnlock.Entry.ViewModel?
    func displayEntry(viewModel: AlbumUnlock.Entry.ViewModel) { self.viewModel = viewModel }
  }

  private func present(title: String?, words: Words = .english) -> AlbumUnlock.Entry.ViewModel? {
    let sut = AlbumUnlockPresenter(words: words)
    let spy = AlbumUnlockDisplayLogicSpy()
    sut.viewController = spy
    sut.presentEntry(
      response: .init(
        siteTitle: "Home", albumTitle: title, entryPage: "private/aa.html", indexFile: "private/bb.bin",
        salt: "0011", iterations: 1_000_000, publishing: true))
    return spy.viewModel
  }

  @Test func anUntitledLockSaysOnlyThatItIsPrivate() {
    let entry = present(title: nil)
    #expect(entry?.heading == "Private album")
    #expect(entry?.pageTitle == "Private album – Home")
    #expect(entry?.breadcrumb.crumbs.map(\.label) == ["Home", "Private album"])
    #expect(entry?.intro == "This album is private. Enter its passphrase to open it.")
    #expect(entry?.wrongText == "Wrong passphrase.")
    #expect(entry?.iterations == "1000000", "a number the script reads, without grouping")
    #expect(entry?.salt == "0011" && entry?.indexFile == "private/bb.bin" && entry?.publishing == true)
  }

  @Test func aTitleTheOwnerShowsIsTheHeading() {
    let entry = present(title: "Family")
    #expect(entry?.heading == "Family")
    #expect(entry?.breadcrumb.crumbs.last?.label == "Family")
  }

  @Test func theFormSpeaksTheGallerysLanguage() {
    let entry = present(title: nil, words: Words.shipped(for: try? LanguageTag("de")))
    #expect(entry?.heading == "Privates Album")
    #expect(entry?.openLabel == "Album öffnen")
    #expect(entry?.wrongText == "Falsche Passphrase.")
  }
}
