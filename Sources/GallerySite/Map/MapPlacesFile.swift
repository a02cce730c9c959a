import GalleryModel
import GalleryPaths
import GalleryScenes
import GalleryWorkers

/// `map/places.js`: every published place (already rounded by `PlaceCatalog`) with its photo's page
/// and title, which the map page's script clusters on the map once the visitor asks for it. A script
/// setting `window.galleryPlaces`, not JSON, so that it loads from `file://` too; one file a site,
/// fetched only after "Show map", instead of the places on the map page itself (10,000 places are
/// about 600 KB, which a visitor who never opens the map should not fetch).
///
/// Each place is `[latitude, longitude, "photos/ID.html", "title"]`, by photo id. Made from the gallery
/// on every build, as the feed: a title edit changes it.
enum MapPlacesFile {
  static func files(worker: PhotosWorker, siteMap: SiteMap) -> [RenderedPage] {
    guard worker.places.isOn else { return [] }
    var lines: [String] = []
    lines.reserveCapacity(worker.places.places.count)
    for place in worker.places.places {
      guard let photo = worker.tree.photo(place.photoID) else { continue }
      // JSON strings (`ManifestEncoder.quoted`: quotes, backslashes, controls and U+2028/9 escaped) are
      // JavaScript strings; a title cannot end the array or the statement.
      lines.append(
        "[\(place.latitude),\(place.longitude),\(ManifestEncoder.quoted(siteMap.detailPage(photoID: photo.id))),"
          + "\(ManifestEncoder.quoted(DisplayText.title(of: photo)))]")
    }
    let text =
      "/* The photos' places, written by gallery build. */\nwindow.galleryPlaces = [\n"
      + lines.joined(separator: ",\n") + "\n];\n"
    return [RenderedPage(path: siteMap.mapPlaces, bytes: Array(text.utf8))]
  }
}
