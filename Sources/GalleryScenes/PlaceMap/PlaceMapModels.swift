import GalleryModel

/// The map page (`map.html`, on a gallery or album with `"map": true`): every published place on one
/// map, clustered, each opening its photo's page; nothing is loaded from the tile server until the
/// visitor asks (see `MapBox`).
package enum PlaceMap {
  package enum Places {
    package struct Request: Equatable, Sendable {
      package init() {}
    }
    package struct Response: Equatable, Sendable {
      package var siteTitle: String
      package var publishing: Bool
      package var placeCount: Int
      /// Photos of albums with a map that have no place.
      package var unplacedCount: Int
      package var settings: MapSettings
    }
    package struct ViewModel: Equatable, Sendable {
      /// "Map".
      package var heading: String
      /// "Map – Trip".
      package var pageTitle: String
      package var siteTitle: String
      /// "8 photos on the map."
      package var countText: String
      /// "2 photos without a place are not shown here."; nil when every photo has one.
      package var unplacedText: String?
      package var box: MapBox
      package var publishing: Bool
      /// The gallery › Map.
      package var breadcrumb: Breadcrumb
    }
  }
}
