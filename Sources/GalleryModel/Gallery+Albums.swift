/// Changes to the album tree that the reorder use cases make: a grid's photos replaced, an album taken
/// out and put in elsewhere. Each works on the value, so a change that fails halfway changes nothing.
extension Gallery {
  /// Replaces the photos of the grid `id` (`""`: the root's); false when there is no such album.
  package mutating func setPhotos(_ photos: [Photo], ofAlbum id: String) -> Bool {
    if id == AlbumTree.rootID {
      self.photos = photos
      return true
    }
    return Self.update(&albums, id: id) { $0.photos = photos }
  }

  /// Takes the album out of wherever it is, with everything below it; nil when there is no such album.
  package mutating func removeAlbum(_ id: String) -> Album? {
    Self.remove(id, from: &albums)
  }

  /// Puts `album` among the sub-albums of `parent` (`""`: the top level) at the 0-based `index`;
  /// false when there is no such parent.
  package mutating func insertAlbum(_ album: Album, into parent: String, at index: Int) -> Bool {
    if parent == AlbumTree.rootID {
      albums.insert(album, at: min(index, albums.count))
      return true
    }
    return Self.update(&albums, id: parent) { $0.albums.insert(album, at: min(index, $0.albums.count)) }
  }

  /// Removes the photos `shouldRemove` picks from the root and every album (and covers naming them);
  /// returns the ids of the albums whose cover was dropped.
  @discardableResult
  package mutating func removePhotos(where shouldRemove: (Photo) -> Bool) -> [String] {
    photos.removeAll(where: shouldRemove)
    Self.removePhotos(in: &albums, where: shouldRemove)
    return dropStaleCovers()
  }

  private static func removePhotos(in albums: inout [Album], where shouldRemove: (Photo) -> Bool) {
    for index in albums.indices {
      albums[index].photos.removeAll(where: shouldRemove)
      removePhotos(in: &albums[index].albums, where: shouldRemove)
    }
  }

  /// Drops every `cover` that no longer names a photo of its album or of its sub-albums (a photo or an
  /// album moved away): the album then shows its first photo, as a manifest without `cover` does.
  /// Returns the ids of the albums whose cover was dropped.
  package mutating func dropStaleCovers() -> [String] {
    var dropped: [String] = []
    Self.dropStaleCovers(in: &albums, dropped: &dropped)
    return dropped
  }

  private static func dropStaleCovers(in albums: inout [Album], dropped: inout [String]) {
    for index in albums.indices {
      if let cover = albums[index].cover, !albums[index].holds(photoID: cover) {
        albums[index].cover = nil
        dropped.append(albums[index].id)
      }
      dropStaleCovers(in: &albums[index].albums, dropped: &dropped)
    }
  }

  /// Applies `change` to the album `id`, wherever it is below `albums`; false when there is none.
  static func update(_ albums: inout [Album], id: String, _ change: (inout Album) -> Void) -> Bool {
    for index in albums.indices {
      if albums[index].id == id {
        change(&albums[index])
        return true
      }
      if update(&albums[index].albums, id: id, change) { return true }
    }
    return false
  }

  private static func remove(_ id: String, from albums: inout [Album]) -> Album? {
    if let index = albums.firstIndex(where: { $0.id == id }) { return albums.remove(at: index) }
    for index in albums.indices {
      if let found = remove(id, from: &albums[index].albums) { return found }
    }
    return nil
  }
}
