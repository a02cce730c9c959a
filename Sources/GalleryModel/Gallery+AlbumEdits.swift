import GalleryCore

/// The album tree's own edits (issue 49): an album made (empty, or with photos taken from their
/// grids), an empty album deleted, an album given another id. The contract of `Gallery+Edits`: the
/// ImageIndexEdit Interactor checks a request in the person's words first; here the rules that keep the
/// manifest readable hold whoever calls (an id the decoder takes and no other album has, ignoring case;
/// a title; a bounded depth), and a refused edit changes nothing.
extension Gallery {
  /// Why an album was not made, deleted or given its new id.
  package enum AlbumRefusal: Error, Equatable, CustomStringConvertible {
    /// No album has this id (`""`, the root, is a parent but never an album made, deleted or renamed).
    case noSuchAlbum(String)
    /// A field the manifest would refuse (`id`, `title`, `description`), in its words.
    case invalidField(FieldProblem)
    /// The album still holds photos or sub-albums: deleting it would lose them from the gallery.
    case notEmpty(String, photos: Int, albums: Int)
    /// The new album would nest deeper than the manifest reads.
    case tooDeep(parent: String)
    /// A 0-based index outside `0...count` among the parent's sub-albums.
    case noSuchIndex(Int, count: Int)
    /// The photos to put in the new album could not be taken (`movePhotos`' refusal).
    case photos(MoveRefusal)

    package var description: String {
      switch self {
      case .noSuchAlbum(let id): "no album '\(id)'"
      case .invalidField(let problem): "\(problem.field): \(problem.message)"
      case .notEmpty(let id, let photos, let albums):
        "album '\(id)' holds \(photos) photos and \(albums) albums"
      case .tooDeep(let parent): "an album in '\(parent)' would nest too deep"
      case .noSuchIndex(let index, let count): "index \(index) is outside 0...\(count)"
      case .photos(let refusal): refusal.description
      }
    }
  }

  /// Why `id` cannot be the id of an album (`renaming`: the album taking it, which may hold it in
  /// another case); nil when it can: valid, and no other album's, ignoring case.
  package func albumIDProblem(_ id: String, renaming: String? = nil) -> FieldProblem? {
    if let problem = GalleryID.problem(id) {
      return FieldProblem(
        field: "id", message: problem,
        reason: id.isEmpty ? .empty : .invalidID(limit: GalleryID.maximumLength))
    }
    let lowered = id.lowercased()
    guard let holder = Self.firstAlbumID(in: albums, where: { $0.lowercased() == lowered && $0 != renaming })
    else { return nil }
    return FieldProblem(
      field: "id",
      message:
        "'\(Quoted.text(id))' is already the id of album '\(Quoted.text(holder))' (album ids are unique in the whole gallery, ignoring case)",
      reason: .idTaken(holder: holder)
    )
  }

  /// Puts a new album (`album`, whose own photos and sub-albums are ignored) among the sub-albums of
  /// `parent` (`""`: the top level) at the 0-based `index`, then moves the photos `photoIDs` (from any
  /// grids, in the order given) into it. Returns the albums whose cover left with those photos.
  @discardableResult
  package mutating func addAlbum(
    _ album: Album, into parent: String, at index: Int, photoIDs: [String] = []
  ) throws(AlbumRefusal) -> [String] {
    if let problem = albumIDProblem(album.id)
      ?? Self.albumTextsProblem(
        title: album.title, description: album.description)
    {
      throw .invalidField(problem)
    }
    guard let (siblings, depth) = Self.subAlbums(of: parent, in: albums, depth: 0) else {
      throw .noSuchAlbum(parent)
    }
    guard depth < ManifestDecoder.deepestAlbum else { throw .tooDeep(parent: parent) }
    guard (0...siblings).contains(index) else { throw .noSuchIndex(index, count: siblings) }
    var edited = self
    var made = album
    (made.photos, made.albums, made.cover) = ([], [], nil)
    _ = edited.insertAlbum(made, into: parent, at: index)
    var dropped: [String] = []
    if !photoIDs.isEmpty {
      do throws(MoveRefusal) {
        dropped = try edited.movePhotos(photoIDs, toIndex: 0, inAlbum: album.id)
      } catch {
        throw .photos(error)
      }
    }
    self = edited
    return dropped
  }

  /// Takes out the album `id` when it holds no photo and no sub-album, and returns it.
  @discardableResult
  package mutating func removeEmptyAlbum(_ id: String) throws(AlbumRefusal) -> Album {
    guard id != AlbumTree.rootID, let album = album(id) else { throw .noSuchAlbum(id) }
    guard album.photos.isEmpty, album.albums.isEmpty else {
      throw .notEmpty(id, photos: album.photoCount, albums: album.albums.count)
    }
    var edited = self
    guard let removed = edited.removeAlbum(id) else { throw .noSuchAlbum(id) }
    self = edited
    return removed
  }

  /// Gives the album `id` the id `newID` (valid, and no other album's ignoring case: the album's own
  /// id in another case is taken). Nothing else names an album by id in the manifest.
  package mutating func changeAlbumID(_ id: String, to newID: String) throws(AlbumRefusal) {
    guard id != AlbumTree.rootID, album(id) != nil else { throw .noSuchAlbum(id) }
    if let problem = albumIDProblem(newID, renaming: id) { throw .invalidField(problem) }
    _ = Self.update(&albums, id: id) { $0.id = newID }
  }

  /// The first album id below `albums` (depth first) that `matches`, without building a tree: a
  /// gallery of 100,000 photos checks a new id in microseconds.
  private static func firstAlbumID(in albums: [Album], where matches: (String) -> Bool) -> String? {
    for album in albums {
      if matches(album.id) { return album.id }
      if let found = firstAlbumID(in: album.albums, where: matches) { return found }
    }
    return nil
  }

  /// How many sub-albums `id` has (`""`: the top level's count) and its depth (0: the root); nil
  /// when there is no such album. `depth`: that of the grid holding `albums`.
  private static func subAlbums(of id: String, in albums: [Album], depth: Int) -> (Int, Int)? {
    if id == AlbumTree.rootID { return (albums.count, 0) }
    for album in albums {
      if album.id == id { return (album.albums.count, depth + 1) }
      if let found = subAlbums(of: id, in: album.albums, depth: depth + 1) { return found }
    }
    return nil
  }
}
