import Testing

@testable import GalleryPaths
@testable import GalleryScenes

@Suite struct PlaceMapRouterTests {
  @Test func theMapPageLinksLeafletThePlacesAndHomeFromTheRoot() {
    let sut = PlaceMapRouter(siteMap: SiteMap())
    #expect(sut.pagePath == "map.html")
    #expect(sut.linkToMapLibrary(SiteMap.MapLibrary.script) == "map/leaflet/leaflet.js")
    #expect(sut.linkToMapPlaces() == "map/places.js")
    #expect(sut.linkToSiteRoot() == "")
    #expect(sut.linkToAlbum("") == "index.html")
  }

}
