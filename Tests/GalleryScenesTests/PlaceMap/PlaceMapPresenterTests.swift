import Testing

@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryThemes

@Suite struct PlaceMapPresenterTests {
  final class PlaceMapDisplayLogicSpy: PlaceMapDisplayLogic {
    var viewModel: PlaceMap.Places.ViewModel?
    func displayPlaces(viewModel: PlaceMap.Places.ViewModel) { self.viewModel = viewModel }
  }

  private func present(
    _ settings: MapSettings = MapSettings(enabled: true), unplaced: Int = 2, words: Words = .english
  ) -> PlaceMap.Places.ViewModel? {
    let sut = PlaceMapPresenter(words: words)
    let spy = PlaceMapDisplayLogicSpy()
    sut.viewController = spy
    sut.presentPlaces(
      response: .init(
        siteTitle: "Trip", publishing: false, placeCount: 1, unplacedCount: unplaced, settings: settings))
    return spy.viewModel
  }

  @Test func thePageSaysHowManyPlacesAndWhoServesTheTiles() {
    let places = present()
    #expect(places?.pageTitle == "Map – Trip")
    #expect(places?.countText == "1 photo on the map.")
    #expect(places?.unplacedText == "2 photos without a place are not shown here.")
    #expect(places?.box.notice.contains("tile.openstreetmap.org") == true)
    #expect(places?.box.tiles == "https://tile.openstreetmap.org/{z}/{x}/{y}.png")
    #expect(places?.box.attribution == "© OpenStreetMap contributors")
    #expect(places?.box.attributionHref == "https://www.openstreetmap.org/copyright")
    #expect(places?.box.point == nil, "every place, from the places script")
    #expect(present(unplaced: 0)?.unplacedText == nil)
  }

  @Test func anotherTileServerIsNamedWithItsOwnAttributionOnly() throws {
    let tiles = try MapTiles("https://tiles.example.org/{z}/{x}/{y}.png")
    let box = present(MapSettings(enabled: true, tiles: tiles))?.box
    #expect(box?.notice.contains("tiles.example.org") == true)
    #expect(box?.attribution == nil && box?.attributionHref == nil)
    let credited = present(MapSettings(enabled: true, tiles: tiles, attribution: "© Example"))?.box
    #expect(credited?.attribution == "© Example" && credited?.attributionHref == nil)
  }

  @Test func thePageSpeaksTheGallerysLanguage() {
    let places = present(words: Words.shipped(for: try? LanguageTag("ko")))
    #expect(places?.heading == "지도")
    #expect(places?.box.showLabel == "지도 보기")
    #expect(places?.box.notice.contains("tile.openstreetmap.org") == true)
  }
}
