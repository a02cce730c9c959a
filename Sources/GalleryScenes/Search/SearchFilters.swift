import GalleryModel
import GalleryWorkers

/// The values of the search index's filters, as the index's records and the search page's choices both
/// give them, so that a choice always matches: a photo's year taken, its tags as the tag pages name them
/// (twins by case or normalisation one value), its camera (the EXIF model, else the make) and its album's
/// title.
package enum SearchFilters {
  /// A photo's filters: name to values.
  package static func of(_ photo: Photo, in node: AlbumTree.Node, worker: PhotosWorker) -> [(String, String)]
  {
    var filters: [(String, String)] = []
    if let exif = worker.fetchImages(photoID: photo.id)?.exif {
      if let year = exif.dateTaken?.year, DateCatalog.yearRange.contains(year) {
        filters.append(("year", String(year)))
      }
      if let camera = exif.model ?? exif.make { filters.append(("camera", camera)) }
    }
    var tags: Set<String> = []
    for text in photo.tags ?? [] {
      guard let name = worker.tags.tag(named: text)?.name, tags.insert(name).inserted else { continue }
      filters.append(("tag", name))
    }
    if !node.isRoot { filters.append(("album", node.title)) }
    return filters
  }

  /// Every filter's values in the gallery: years newest first, the others sorted by their text.
  static func values(worker: PhotosWorker) -> [String: [String]] {
    var values: [String: Set<String>] = [:]
    for node in worker.tree.nodes {
      for photo in node.photos {
        for (name, value) in of(photo, in: node, worker: worker) { values[name, default: []].insert(value) }
      }
    }
    return values.mapValues { $0.sorted() }.merging(["year": (values["year"] ?? []).sorted(by: >)]) { $1 }
  }
}
