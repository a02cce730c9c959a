import GalleryThemes

/// What the map page's Interactor hands over for display.
package protocol PlaceMapPresentationLogic: AnyObject {
  func presentPlaces(response: PlaceMap.Places.Response)
}

/// The map page's words, in the gallery's language.
package final class PlaceMapPresenter: PlaceMapPresentationLogic {
  package weak var viewController: PlaceMapDisplayLogic?
  let words: Words

  package init(words: Words) {
    self.words = words
  }

  package func presentPlaces(response: PlaceMap.Places.Response) {
    let heading = words.text(.mapTitle)
    viewController?.displayPlaces(
      viewModel: .init(
        heading: heading,
        pageTitle: words.text(
          .gridAlbumPageTitle,
          ["title": words.isolated(heading), "album": words.isolated(response.siteTitle)]),
        siteTitle: response.siteTitle,
        countText: words.count(.mapCount, response.placeCount),
        unplacedText: response.unplacedCount == 0 ? nil : words.count(.mapUnplaced, response.unplacedCount),
        box: MapBox.make(settings: response.settings, point: nil, label: words.text(.mapLabel), words: words),
        publishing: response.publishing,
        breadcrumb: Breadcrumb.make(
          [.init(albumID: "", title: response.siteTitle)], current: heading, words: words)))
  }
}
