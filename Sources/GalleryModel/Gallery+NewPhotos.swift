/// Photos added to the gallery and taken out of it (issue 49: files dropped into the organizer, a
/// photo removed without touching its file), as operations on the value with the moves' contract: the
/// Interactor checks the request first; here the rules hold whoever calls, and a refusal changes nothing.
extension Gallery {
  /// Puts `new` photos, in this order, at the 0-based `index` of the grid `album` (`""`: the root's).
  /// Their ids must be no photo's, ignoring case (`repeatedPhoto`: one that is, or one named twice).
  package mutating func insertPhotos(
    _ new: [Photo], intoAlbum album: String, at index: Int
  ) throws(MoveRefusal) {
    guard !new.isEmpty else { throw .noPhotos }
    var taken = Set<String>()
    forEachPhoto { taken.insert($0.id.lowercased()) }
    for photo in new where !taken.insert(photo.id.lowercased()).inserted { throw .repeatedPhoto(photo.id) }
    var grid = try photos(ofAlbum: album)
    guard (0...grid.count).contains(index) else {
      throw .noSuchIndex(index, count: grid.count + 1, album: album)
    }
    grid.insert(contentsOf: new, at: index)
    _ = setPhotos(grid, ofAlbum: album)
  }

  /// Takes the photos `ids` out of the gallery (their files stay where they are); covers that named
  /// them are dropped, and their albums' ids returned.
  @discardableResult
  package mutating func removePhotos(_ ids: [String]) throws(MoveRefusal) -> [String] {
    guard !ids.isEmpty else { throw .noPhotos }
    var named = Set<String>()
    for id in ids where !named.insert(id).inserted { throw .repeatedPhoto(id) }
    var found = Set<String>()
    forEachPhoto { if named.contains($0.id) { found.insert($0.id) } }
    if let missing = ids.first(where: { !found.contains($0) }) { throw .noSuchPhoto(missing) }
    var edited = self
    let dropped = edited.removePhotos { named.contains($0.id) }
    self = edited
    return dropped
  }
}
