/// The gallery's two moves, as operations on the value: a photo (the seeds' reorder: taken out at its old
/// position, put in at the new one; or into another album's grid) and an album with everything below it.
///
/// They are the model's, not a page's: `gallery move`, `gallery move-album` and the served form reach them
/// through the ImageIndexEdit Interactor, which checks the request and words its errors for people. Here
/// the rules that keep the gallery whole hold whoever calls: indices in range, the tree a tree, and every
/// `cover` naming a photo of its album. A refused move changes nothing.
extension Gallery {
  /// Why a move was not made. The Interactor refuses such requests first, with the person's words; one
  /// reaching it from here is a fault of the caller.
  package enum MoveRefusal: Error, Equatable, CustomStringConvertible {
    /// No album has this id (`""` is the root's grid, which always exists).
    case noSuchAlbum(String)
    /// A 0-based index outside `0..<count` in the album (`""`: the root).
    case noSuchIndex(Int, count: Int, album: String)
    /// An album asked to move into itself or its own sub-album `target`.
    case intoItsOwnTree(album: String, target: String)
    /// No photo has this id (`movePhotos`).
    case noSuchPhoto(String)
    /// A photo named twice in one move of several (`movePhotos`): it cannot take two positions.
    case repeatedPhoto(String)
    /// A move of several photos that names none.
    case noPhotos

    package var description: String {
      switch self {
      case .noSuchAlbum(let id): "no album '\(id)'"
      case .noSuchIndex(let index, let count, let album):
        "index \(index) is outside 0..<\(count) in '\(album)'"
      case .intoItsOwnTree(let album, let target): "album '\(album)' cannot move into '\(target)'"
      case .noSuchPhoto(let id): "no photo '\(id)'"
      case .repeatedPhoto(let id): "photo '\(id)' is named twice"
      case .noPhotos: "no photo to move"
      }
    }
  }

  /// Moves the photo at the 0-based `index` of the grid `album` (`""`: the root's) to the 0-based
  /// `targetIndex` of the grid `target`. Inside one grid `targetIndex` counts in the grid as it is after
  /// the photo is taken out (`0..<count`); into another, `0...count` of that grid. A photo that leaves
  /// its album may take that album's (or an ancestor's) cover with it: such covers are dropped, and
  /// their albums' ids returned.
  @discardableResult
  package mutating func movePhoto(
    at index: Int, ofAlbum album: String, to targetIndex: Int, inAlbum target: String
  ) throws(MoveRefusal) -> [String] {
    var source = try photos(ofAlbum: album)
    guard source.indices.contains(index) else {
      throw .noSuchIndex(index, count: source.count, album: album)
    }
    if target == album {
      guard source.indices.contains(targetIndex) else {
        throw .noSuchIndex(targetIndex, count: source.count, album: album)
      }
      if album == AlbumTree.rootID {
        source = []
        moveRootPhoto(at: index, to: targetIndex)
        return []
      }
      // One assignment of the new order: the root's id index is rebuilt once, not per step.
      source.insert(source.remove(at: index), at: targetIndex)
      _ = setPhotos(source, ofAlbum: album)
      return []
    }
    var joined = try photos(ofAlbum: target)
    guard (0...joined.count).contains(targetIndex) else {
      throw .noSuchIndex(targetIndex, count: joined.count + 1, album: target)
    }
    joined.insert(source.remove(at: index), at: targetIndex)
    _ = setPhotos(source, ofAlbum: album)
    _ = setPhotos(joined, ofAlbum: target)
    return dropStaleCovers()
  }

  /// Moves the album `id`, with everything below it, to the 0-based `index` among the sub-albums of
  /// `parent` (`""`: the top level), counted as they are after the album is taken out. Refuses the root,
  /// an unknown album or parent, and a parent inside the album itself (the tree stays a tree). Covers
  /// that named a photo now outside their album are dropped, and their albums' ids returned.
  @discardableResult
  package mutating func moveAlbum(
    _ id: String, into parent: String, at index: Int
  ) throws(MoveRefusal) -> [String] {
    guard id != AlbumTree.rootID, let moving = album(id) else { throw .noSuchAlbum(id) }
    guard parent == AlbumTree.rootID || album(parent) != nil else { throw .noSuchAlbum(parent) }
    if parent == id || moving.album(parent) != nil { throw .intoItsOwnTree(album: id, target: parent) }
    var reordered = self
    guard let taken = reordered.removeAlbum(id) else { throw .noSuchAlbum(id) }
    let siblings =
      parent == AlbumTree.rootID ? reordered.albums.count : reordered.album(parent)?.albums.count ?? 0
    guard (0...siblings).contains(index) else {
      throw .noSuchIndex(index, count: siblings + 1, album: parent)
    }
    _ = reordered.insertAlbum(taken, into: parent, at: index)
    let dropped = reordered.dropStaleCovers()
    self = reordered
    return dropped
  }

  /// The grid of `album` (`""`: the root's).
  func photos(ofAlbum id: String) throws(MoveRefusal) -> [Photo] {
    if id == AlbumTree.rootID { return photos }
    guard let album = album(id) else { throw .noSuchAlbum(id) }
    return album.photos
  }

  /// The album `id`, wherever it is in the tree.
  package func album(_ id: String) -> Album? {
    Album.find(id, in: albums)
  }
}

extension Album {
  /// The album `id` among this album's descendants (not itself).
  fileprivate func album(_ id: String) -> Album? {
    Self.find(id, in: albums)
  }

  fileprivate static func find(_ id: String, in albums: [Album]) -> Album? {
    for album in albums {
      if album.id == id { return album }
      if let found = find(id, in: album.albums) { return found }
    }
    return nil
  }
}
