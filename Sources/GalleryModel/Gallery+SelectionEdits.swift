import GalleryCore

/// Edits of several photos' texts at once (issue 49: tags added or removed, a caption set or appended,
/// alt text set, on a selection), as one change of the value: the caller works out each photo's new
/// texts, and this puts them in place in one walk of the tree, held to the same rules as one photo's
/// (`setTexts(ofPhoto:)`), so 500 photos cost one walk, not 500.
extension Gallery {
  /// Puts each of `edited` (photos of this gallery, by id, with new texts) in the place of the photo
  /// with its id. Only texts may differ: the file, dimensions and everything else of each photo are kept
  /// from the gallery's own. A photo the gallery does not have, or a text the manifest would refuse,
  /// refuses the whole change (nothing is replaced).
  package mutating func setTexts(of edited: [Photo]) throws(EditRefusal) {
    var byID: [String: Photo] = [:]
    byID.reserveCapacity(edited.count)
    for photo in edited {
      if let problem = Self.photoTextsProblem(
        title: photo.title, description: photo.description, alt: photo.alt, tags: photo.tags)
      {
        throw .invalidField(problem)
      }
      byID[photo.id] = photo
    }
    var result = self
    var found = 0
    func take(_ photo: inout Photo) {
      guard let new = byID[photo.id] else { return }
      photo.title = new.title
      photo.description = new.description
      photo.alt = new.alt
      photo.tags = new.tags
      found += 1
    }
    // The top level's photos taken out and put back once: each change of `photos` indexes it again.
    if result.photos.contains(where: { byID[$0.id] != nil }) {
      var top = result.photos
      for index in top.indices { take(&top[index]) }
      result.photos = top
    }
    Self.forEachPhoto(in: &result.albums, take)
    guard found == byID.count else {
      throw .noSuchPhoto(byID.keys.sorted().first { result.photo($0) == nil } ?? "")
    }
    self = result
  }

  private static func forEachPhoto(in albums: inout [Album], _ change: (inout Photo) -> Void) {
    for index in albums.indices {
      for at in albums[index].photos.indices { change(&albums[index].photos[at]) }
      forEachPhoto(in: &albums[index].albums, change)
    }
  }
}
