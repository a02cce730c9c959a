import GalleryCore

/// An album: a titled group of photos and of sub-albums, each in the order the person chose.
///
/// Albums hold their sub-albums by value, so the tree is a tree by construction: a manifest cannot
/// write an album into itself or into its own descendant, and no build has to look for cycles.
package struct Album: Equatable, Sendable {
  package var id: String
  package var title: String
  package var description: String?
  /// The id of a photo of this album or of one of its sub-albums, shown for the album in its parent's
  /// grid; nil: see `coverPhotoID`.
  package var cover: String?
  /// `"map"`: this album's and its sub-albums' places on the map (or not), whatever the gallery says;
  /// nil: as its parent (the gallery's `map` at the top).
  package var map: Bool?
  /// `"downloads"`: what this album's and its sub-albums' photo pages offer to save; nil: as its parent.
  package var downloads: Downloads?
  /// `"private"`: encrypted in the public site with everything below it (see `AlbumPrivacy`).
  package var privacy: AlbumPrivacy? = nil
  package var photos: [Photo]
  package var albums: [Album]

  package init(
    id: String, title: String, description: String? = nil, cover: String? = nil, photos: [Photo] = [],
    map: Bool? = nil, downloads: Downloads? = nil, albums: [Album] = []
  ) {
    self.map = map
    self.downloads = downloads
    self.id = id
    self.title = title
    self.description = description
    self.cover = cover
    self.photos = photos
    self.albums = albums
  }

  /// The photo that stands for the album: its `cover`, else its first photo, else the first sub-album's
  /// cover; nil for an album with no photo anywhere below it.
  ///
  /// A plain loop on purpose: `albums.lazy.compactMap(\.coverPhotoID).first` works each child out twice
  /// (once to find it, once to read it), which doubles at every level: 2^depth for nested albums.
  package var coverPhotoID: String? {
    if let chosen = cover ?? photos.first?.id { return chosen }
    return Self.firstCover(of: albums)
  }

  /// The first of these albums' covers, each album below looked at once at most.
  private static func firstCover(of albums: [Album]) -> String? {
    for album in albums {
      if let found = album.coverPhotoID { return found }
    }
    return nil
  }

  /// Whether the photo is in this album or in one of its sub-albums.
  package func holds(photoID: String) -> Bool {
    photos.contains { $0.id == photoID } || albums.contains { $0.holds(photoID: photoID) }
  }

  /// Why `photo` cannot be this album's `cover` (it is not among `holds`), worded once for the
  /// manifest's decoder and the edit that sets a cover.
  package static func coverProblem(photo: String) -> String {
    "'\(Quoted.text(photo))' is not a photo of this album or of its sub-albums"
  }

  /// How many photos the album and its sub-albums hold.
  package var photoCount: Int {
    photos.count + albums.reduce(0) { $0 + $1.photoCount }
  }
}

extension Album {
  /// The album's photos and then its sub-albums', depth first: every photo below it once.
  package var allPhotos: [Photo] {
    var photos: [Photo] = []
    photos.reserveCapacity(photoCount)
    appendPhotos(to: &photos)
    return photos
  }

  /// Appends into one array (a gallery of 50,000 photos lists them on every build and move).
  func appendPhotos(to all: inout [Photo]) {
    all += photos
    for album in albums { album.appendPhotos(to: &all) }
  }

  /// Calls `body` with every photo below the album in `allPhotos`' order until it returns false (then
  /// returns false), without gathering them into an array.
  func visitPhotos(_ body: (Photo) -> Bool) -> Bool {
    Self.visit(photos, albums, body)
  }

  /// `photos`, then each of `albums`' photos depth first, until `body` returns false: the walk of an
  /// album's and of the gallery's photos.
  static func visit(_ photos: [Photo], _ albums: [Album], _ body: (Photo) -> Bool) -> Bool {
    for index in photos.indices where !body(photos[index]) { return false }
    for album in albums where !album.visitPhotos(body) { return false }
    return true
  }
}

extension Gallery {
  /// Every photo of the gallery: the root's, then each album's depth first (the manifest's order).
  /// The same as `photos` for a gallery without albums.
  package var allPhotos: [Photo] {
    guard !albums.isEmpty else { return photos }
    var all: [Photo] = []
    all.reserveCapacity(photoCount)
    all += photos
    for album in albums { album.appendPhotos(to: &all) }
    return all
  }

  /// Calls `body` with every photo of the gallery, in `allPhotos`' order, without gathering them into
  /// an array: `allPhotos` of 100,000 photos is 100,000 copies made, retained and released, a tenth
  /// of a move between albums when the images step and the manifest's checks each made one.
  package func forEachPhoto(_ body: (Photo) -> Void) {
    _ = firstPhoto { photo in
      body(photo)
      return false
    }
  }

  /// The first photo, in `allPhotos`' order, that `matches`, found without gathering them all.
  package func firstPhoto(where matches: (Photo) -> Bool) -> Photo? {
    var found: Photo?
    _ = Album.visit(photos, albums) { photo in
      if matches(photo) { found = photo }
      return found == nil
    }
    return found
  }

  /// How many photos the gallery holds, albums included.
  package var photoCount: Int {
    photos.count + albums.reduce(0) { $0 + $1.photoCount }
  }
}
