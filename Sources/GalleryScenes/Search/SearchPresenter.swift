import GalleryThemes

/// What the search page's Interactor hands over for display.
package protocol SearchPresentationLogic: AnyObject {
  func presentForm(response: Search.Form.Response)
}

/// Words the search page and everything its script says, in the gallery's language.
package final class SearchPresenter: SearchPresentationLogic {
  package weak var viewController: SearchDisplayLogic?
  let words: Words

  package init(words: Words) {
    self.words = words
  }

  package func presentForm(response: Search.Form.Response) {
    let heading = words.text(.searchTitle)
    let viewModel = Search.Form.ViewModel(
      heading: heading,
      pageTitle: words.text(
        .gridAlbumPageTitle, ["title": words.isolated(heading), "album": words.isolated(response.siteTitle)]),
      siteTitle: response.siteTitle,
      label: words.text(.searchLabel),
      buttonLabel: words.text(.searchButton),
      noResults: words.text(.searchNoResults, ["query": "{query}"]),
      countText: words.text(.searchCount, ["count": "{count}"]),
      searching: words.text(.searchSearching),
      needsServer: words.text(.searchNeedsServer),
      needsScript: words.text(.searchNeedsScript),
      moreLabel: words.text(.searchMore),
      filters: [
        ("year", words.text(.searchYear)), ("tag", words.text(.searchTag)),
        ("camera", words.text(.searchCamera)), ("album", words.text(.searchAlbum)),
      ].compactMap { name, label in
        guard let values = response.filterValues[name], !values.isEmpty else { return nil }
        return .init(name: name, label: label, values: values)
      },
      anyLabel: words.text(.searchAny),
      publishing: response.publishing,
      breadcrumb: Breadcrumb.make(
        [.init(albumID: "", title: response.siteTitle)], current: heading, words: words))
    viewController?.displayForm(viewModel: viewModel)
  }
}
