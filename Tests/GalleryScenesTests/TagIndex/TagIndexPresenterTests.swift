import Testing

@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryThemes

@Suite struct TagIndexPresenterTests {
  final class TagIndexDisplayLogicSpy: TagIndexDisplayLogic {
    var tagList: TagIndex.TagList.ViewModel?
    func displayTagList(viewModel: TagIndex.TagList.ViewModel) { tagList = viewModel }
  }

  private func present(_ words: Words, shareable: Bool = false) -> TagIndex.TagList.ViewModel? {
    let sut = TagIndexPresenter(words: words)
    let spy = TagIndexDisplayLogicSpy()
    sut.viewController = spy
    sut.presentTagList(
      response: .init(
        siteTitle: "Coast",
        tags: [
          .init(name: "Sea", slug: "sea", photoCount: 2, clipCount: 1),
          .init(name: "sky", slug: "sky", photoCount: 1, clipCount: 0),
        ], publishing: false, shareable: shareable))
    return spy.tagList
  }

  @Test func everyTagWithItsCountAndTheIndexsOwnCount() {
    let viewModel = present(.english)
    #expect(viewModel?.heading == "Tags")
    #expect(viewModel?.countText == "2 tags")
    #expect(viewModel?.entries.map(\.countText) == ["1 photo · 1 video", "1 photo"])
    #expect(viewModel?.entries.map(\.slug) == ["sea", "sky"])
    #expect(viewModel?.breadcrumb.crumbs.map(\.label) == ["Coast", "Tags"])
  }

  @Test func onAHostedSiteTheIndexHasALinkPreviewWithoutAnImage() {
    #expect(present(.english)?.share == nil, "no baseURL, nothing absolute")
    let share = present(.english, shareable: true)?.share
    #expect(share?.title == "Tags – Coast")
    #expect(share?.description == "2 tags")
    #expect(share?.type == "website")
    #expect(share?.image == nil)
  }

  @Test func theIndexSpeaksTheGallerysLanguage() {
    let viewModel = present(Words.shipped(for: try? LanguageTag("ko")))
    #expect(viewModel?.heading == "태그")
    #expect(viewModel?.countText == "태그 2개")
  }
}
