import GalleryCore

/// The curator's edits beyond one photo's move, as operations on the value: several photos moved at
/// once, a photo's texts, an album's cover and texts.
///
/// They keep the moves' contract (`Gallery+Moves.swift`): the ImageIndexEdit Interactor checks a request
/// in the person's words first; here the rules hold whoever calls. A text is held to the manifest's own
/// rule for its field (`ManifestDecoder.TextRule`), so an edit never makes a gallery whose `gallery.json`
/// the next read refuses, and a refused edit changes nothing.
extension Gallery {
  /// Why a text or cover edit was not made. The Interactor refuses such requests first; one reaching it
  /// from here is a fault of the caller.
  package enum EditRefusal: Error, Equatable, CustomStringConvertible {
    case noSuchPhoto(String)
    /// No album has this id. The root (`""`) is none: its title is the gallery's, and it has no cover.
    case noSuchAlbum(String)
    /// A value the manifest would refuse (see `photoTextsProblem`, `albumTextsProblem`).
    case invalidField(FieldProblem)

    package var description: String {
      switch self {
      case .noSuchPhoto(let id): "no photo '\(id)'"
      case .noSuchAlbum(let id): "no album '\(id)'"
      case .invalidField(let problem): "\(problem.field): \(problem.message)"
      }
    }
  }

  /// What is wrong with one field of an edit, worded as the manifest's decoder words it.
  package struct FieldProblem: Equatable, Sendable {
    /// The manifest's name of the field: `title`, `description`, `alt`, `tags`, `cover`.
    package var field: String
    /// "is 1,001 characters long; at most 1,000 are allowed", "tag 3 must not be empty".
    package var message: String
    /// The same, as a kind the organizer words in the site's language.
    package var reason: FieldReason = .other
  }

  /// Moves the photos `ids` (from any grids) so that they stand, in the order given, at the 0-based
  /// `index`, `index + 1`, … of the grid `target` (`""`: the root's). `index` counts in that grid as it
  /// is once the photos are taken out (`0...count`). Covers that no longer name a photo of their album
  /// are dropped, and their albums' ids returned, as `movePhoto` does.
  @discardableResult
  package mutating func movePhotos(
    _ ids: [String], toIndex index: Int, inAlbum target: String
  ) throws(MoveRefusal) -> [String] {
    guard !ids.isEmpty else { throw .noPhotos }
    let targetPhotos = try photos(ofAlbum: target)
    let grids = photoGrids()
    var named = Set<String>()
    var sources: [String] = []
    for id in ids {
      guard let grid = grids[id] else { throw .noSuchPhoto(id) }
      guard named.insert(id).inserted else { throw .repeatedPhoto(id) }
      if !sources.contains(grid) { sources.append(grid) }
    }
    var taken: [String: Photo] = [:]
    /// The grid's photos but the named ones, which are kept in `taken`.
    func takeOut(_ photos: [Photo]) -> [Photo] {
      photos.filter { photo in
        guard named.contains(photo.id) else { return true }
        taken[photo.id] = photo
        return false
      }
    }
    var remaining = takeOut(targetPhotos)
    guard (0...remaining.count).contains(index) else {
      throw .noSuchIndex(index, count: remaining.count + 1, album: target)
    }
    var edited = self
    for source in sources where source != target {
      _ = edited.setPhotos(takeOut(try photos(ofAlbum: source)), ofAlbum: source)
    }
    let moving = ids.compactMap { taken[$0] }
    guard moving.count == ids.count else {
      throw .noSuchPhoto(ids.first { taken[$0] == nil } ?? "")
    }
    remaining.insert(contentsOf: moving, at: index)
    _ = edited.setPhotos(remaining, ofAlbum: target)
    let dropped = sources.contains { $0 != target } ? edited.dropStaleCovers() : []
    self = edited
    return dropped
  }

  /// Sets the texts of the photo `id`. For each: nil leaves it as it is; empty removes it, as the
  /// manifest has no empty field; anything else must be what the manifest takes (white space alone is
  /// refused: it would remove the text without the person asking for that).
  package mutating func setTexts(
    ofPhoto id: String, title: String? = nil, description: String? = nil, alt: String? = nil,
    tags: [String]? = nil
  ) throws(EditRefusal) {
    guard var photo = photo(id) else { throw .noSuchPhoto(id) }
    if let problem = Self.photoTextsProblem(title: title, description: description, alt: alt, tags: tags) {
      throw .invalidField(problem)
    }
    photo.title = Self.edited(photo.title, to: title)
    photo.description = Self.edited(photo.description, to: description)
    photo.alt = Self.edited(photo.alt, to: alt)
    if let tags { photo.tags = tags.isEmpty ? nil : tags }
    if let index = index(ofPhoto: id) {
      photos[index] = photo
    } else {
      _ = Self.updatePhoto(id, in: &albums) { $0 = photo }
    }
  }

  /// Sets the cover of the album `id` to `photo`, which must be one of its photos or of its
  /// sub-albums'; nil removes it (the album then shows its first photo).
  package mutating func setCover(ofAlbum id: String, photo: String?) throws(EditRefusal) {
    guard id != AlbumTree.rootID, let album = album(id) else { throw .noSuchAlbum(id) }
    if let photo, !album.holds(photoID: photo) {
      guard self.photo(photo) != nil else { throw .noSuchPhoto(photo) }
      throw .invalidField(
        FieldProblem(field: "cover", message: Album.coverProblem(photo: photo), reason: .coverElsewhere))
    }
    _ = Self.update(&albums, id: id) { $0.cover = photo }
  }

  /// Sets the title and description of the album `id`: nil leaves either as it is; a title is required
  /// (an empty one is refused), an empty description removes it.
  package mutating func setTexts(
    ofAlbum id: String, title: String? = nil, description: String? = nil
  ) throws(EditRefusal) {
    guard id != AlbumTree.rootID, album(id) != nil else { throw .noSuchAlbum(id) }
    if let problem = Self.albumTextsProblem(title: title, description: description) {
      throw .invalidField(problem)
    }
    _ = Self.update(&albums, id: id) { album in
      if let title { album.title = title }
      album.description = Self.edited(album.description, to: description)
    }
  }

  /// The first of these new photo texts the manifest would refuse, nil when it takes them all (an
  /// empty one removes its field, so it is taken; white space alone is not). The Interactor words its refusal from it.
  package static func photoTextsProblem(
    title: String?, description: String?, alt: String?, tags: [String]?
  ) -> FieldProblem? {
    let texts: [(String, String?, ManifestDecoder.TextRule)] = [
      ("title", title, .photoTitle), ("description", description, .photoDescription), ("alt", alt, .alt),
    ]
    for (field, text, rule) in texts {
      if let text, let refusal = rule.refusal(in: text) {
        return FieldProblem(field: field, message: refusal.message, reason: refusal.reason)
      }
    }
    guard let tags else { return nil }
    if let message = ManifestDecoder.TextRule.tagCountProblem(tags.count) {
      return FieldProblem(
        field: "tags", message: message, reason: .tooManyTags(limit: ManifestDecoder.Limits.tags))
    }
    for (index, tag) in tags.enumerated() {
      if let refusal = ManifestDecoder.TextRule.tag.refusal(in: tag) {
        return FieldProblem(
          field: "tags", message: "tag \(index + 1) \(refusal.message)",
          reason: .tag(number: index + 1, reason: refusal.reason))
      }
    }
    return nil
  }

  /// The first of these new album texts the manifest would refuse (an empty title is), or nil.
  package static func albumTextsProblem(title: String?, description: String?) -> FieldProblem? {
    if let title, let refusal = ManifestDecoder.TextRule.albumTitle.refusal(in: title) {
      return FieldProblem(field: "title", message: refusal.message, reason: refusal.reason)
    }
    if let description, let refusal = ManifestDecoder.TextRule.albumDescription.refusal(in: description) {
      return FieldProblem(field: "description", message: refusal.message, reason: refusal.reason)
    }
    return nil
  }

  /// A field after an edit: kept for nil, removed for an empty value, else the new value.
  private static func edited(_ old: String?, to new: String?) -> String? {
    guard let new else { return old }
    return new.isEmpty ? nil : new
  }

  /// The photo `id`, at the root or in any album.
  package func photo(_ id: String) -> Photo? {
    if let index = index(ofPhoto: id) { return photos[index] }
    return Self.photo(id, in: albums)
  }

  private static func photo(_ id: String, in albums: [Album]) -> Photo? {
    for album in albums {
      if let photo = album.photos.first(where: { $0.id == id }) ?? photo(id, in: album.albums) {
        return photo
      }
    }
    return nil
  }

  private static func updatePhoto(
    _ id: String, in albums: inout [Album], _ change: (inout Photo) -> Void
  ) -> Bool {
    for index in albums.indices {
      if let at = albums[index].photos.firstIndex(where: { $0.id == id }) {
        change(&albums[index].photos[at])
        return true
      }
      if updatePhoto(id, in: &albums[index].albums, change) { return true }
    }
    return false
  }

  /// Photo id → the id of the grid holding it (`""`: the root), for every photo: one walk of the tree
  /// for a move of any number of photos.
  private func photoGrids() -> [String: String] {
    var grids: [String: String] = [:]
    grids.reserveCapacity(photoCount)
    for photo in photos where grids[photo.id] == nil { grids[photo.id] = AlbumTree.rootID }
    func add(_ albums: [Album]) {
      for album in albums {
        for photo in album.photos where grids[photo.id] == nil { grids[photo.id] = album.id }
        add(album.albums)
      }
    }
    add(albums)
    return grids
  }
}
