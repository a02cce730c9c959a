import Testing

@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryThemes

@Suite struct SearchPresenterTests {
  final class SearchDisplayLogicSpy: SearchDisplayLogic {
    var form: Search.Form.ViewModel?
    func displayForm(viewModel: Search.Form.ViewModel) { form = viewModel }
  }

  private func present(_ words: Words = .english) -> Search.Form.ViewModel? {
    let sut = SearchPresenter(words: words)
    let spy = SearchDisplayLogicSpy()
    sut.viewController = spy
    sut.presentForm(
      response: .init(
        siteTitle: "Trip", publishing: false, filterValues: ["tag": ["sea"], "year": [], "album": ["Kyoto"]]))
    return spy.form
  }

  @Test func theScriptsWordsKeepTheirPlaceholders() {
    let form = present()
    #expect(form?.noResults == "No photo matches “{query}”.")
    #expect(form?.countText == "Photos found: {count}")
    #expect(form?.pageTitle == "Search – Trip")
    #expect(form?.moreLabel == "More photos")
  }

  @Test func onlyFiltersWithValuesAreOfferedInTheirOrder() {
    #expect(present()?.filters.map(\.name) == ["tag", "album"])
    #expect(present()?.filters.first?.label == "Tag")
  }

  @Test func theFormSpeaksTheGallerysLanguage() {
    let form = present(Words.shipped(for: try? LanguageTag("ja")))
    #expect(form?.heading == "検索")
    #expect(form?.noResults == "「{query}」に一致する写真はありません。")
    #expect(form?.moreLabel == "さらに写真を表示")
  }
}
