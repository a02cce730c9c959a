import GalleryImages
import GalleryModel

/// Where the photos of a gallery with a map were taken (EXIF GPSInfo), rounded to the gallery's
/// `mapPrecision` here, before any scene sees them: no page, data file or search record can then carry
/// a place more precise than the owner chose, and a photo of an album without a map has none at all.
///
/// Places are listed by photo id, not in the gallery's order, so a move between positions changes
/// nothing the map shows.
package struct PlaceCatalog: Sendable, Equatable {
  package struct Place: Sendable, Equatable {
    package let photoID: String
    /// Degrees, rounded and written as published ("48.86", "-2.29").
    package let latitude: String
    package let longitude: String
  }

  /// Photos with a place in albums with a map, by id.
  package let places: [Place]
  /// Photos of albums with a map that have no place (remote images, clips, photos without GPS).
  package let unplacedCount: Int
  /// Whether any album (or the gallery) asks for a map: then the site has a map page, even an empty one.
  package let isOn: Bool
  private let byID: [String: Int]

  package init(gallery: Gallery, tree: AlbumTree, images: [String: PhotoImages]) {
    let mapped = Self.mappedAlbums(gallery)
    var places: [Place] = []
    var unplaced = 0
    let precision = gallery.map.effectivePrecision
    for node in tree.nodes where mapped.contains(node.id) {
      for photo in node.photos {
        guard let point = images[photo.id]?.exif?.place, photo.video == nil else {
          unplaced += 1
          continue
        }
        places.append(
          Place(
            photoID: photo.id, latitude: precision.text(point.latitude),
            longitude: precision.text(point.longitude)))
      }
    }
    places.sort { $0.photoID < $1.photoID }
    self.places = places
    self.unplacedCount = unplaced
    self.isOn = !mapped.isEmpty
    self.byID = Dictionary(places.enumerated().map { ($0.element.photoID, $0.offset) }) { first, _ in first }
  }

  /// The published place of a photo; nil when it has none or its album has no map.
  package func place(of photoID: String) -> Place? {
    byID[photoID].map { places[$0] }
  }

  package var isEmpty: Bool { places.isEmpty }

  /// The ids of the grids (the root is `AlbumTree.rootID`) whose photos are on the map: the gallery's
  /// `map` for the root and as every album's default, an album's own `map` for it and the albums below.
  package static func mappedAlbums(_ gallery: Gallery) -> Set<String> {
    var mapped: Set<String> = []
    let root = gallery.map.enabled ?? false
    if root { mapped.insert(AlbumTree.rootID) }
    func visit(_ albums: [Album], inherited: Bool) {
      for album in albums {
        let on = album.map ?? inherited
        if on { mapped.insert(album.id) }
        visit(album.albums, inherited: on)
      }
    }
    visit(gallery.albums, inherited: root)
    return mapped
  }
}
