import GalleryCore

/// The album tree: each album's fields, its photos (read as the root's are) and sub-albums to a bounded
/// depth, and a cover that is one of its photos. Cut here because it is the manifest's one recursive
/// part, with the rules only a tree has (depth, covers).
extension ManifestDecoder {
  /// The deepest nesting of albums read (a manifest is the person's, but a stack is finite).
  package static let deepestAlbum = 64

  /// An `albums` array at `prefix` (`""` for the root's, `albums[2].` for album 2's), each album with its
  /// photos and sub-albums, ids unique in the whole gallery, and a cover that is one of its photos.
  mutating func decodeAlbums(
    _ value: JSONValue.Located, prefix: String, depth: Int
  ) throws(GalleryError) -> [Album] {
    guard case .array(let elements) = value.value else {
      throw fieldError(
        value.position, FieldPath(album: prefix, field: "albums"),
        "expected an array, found \(value.value.kindName)")
    }
    guard depth <= Self.deepestAlbum else {
      throw fieldError(
        value.position, FieldPath(album: prefix, field: "albums"),
        "albums nest more than \(Self.deepestAlbum) levels deep")
    }
    var albums: [Album] = []
    for (index, element) in elements.enumerated() {
      let album = "\(prefix)albums[\(index)]."
      func path(_ field: String) -> FieldPath { FieldPath(album: album, field: field) }
      guard case .object(let members) = element.value else {
        throw fieldError(
          element.position, FieldPath(album: prefix, field: "albums[\(index)]"),
          "expected an object { \"id\": …, \"title\": …, \"photos\": […] }, found \(element.value.kindName)")
      }
      let fields = try checkedFields(
        members, allowed: Self.albumFields, photo: nil, at: element.position, album: album)
      let id = try uniqueID(
        fields, at: element.position, path: path("id"), kind: "album", place: String(album.dropLast()),
        among: \.albumIDs)
      guard let titleValue = fields["title"] else {
        throw fieldError(element.position, path("title"), "missing; every album needs a title")
      }
      var photos: [Photo] = []
      if let photosValue = fields["photos"] {
        guard case .array(let photoElements) = photosValue.value else {
          throw fieldError(
            photosValue.position, path("photos"), "expected an array, found \(photosValue.value.kindName)")
        }
        photos = try decodePhotos(photoElements, album: album)
      }
      var decoded = Album(
        id: id, title: try text(titleValue, path("title"), .albumTitle),
        description: try fields["description"].map { v throws(GalleryError) in
          try text(v, path("description"), .albumDescription)
        },
        cover: try fields["cover"].map { v throws(GalleryError) in
          try nonEmptyString(v, path("cover"), limit: Limits.shortText)
        },
        photos: photos,
        map: try fields["map"].map { v throws(GalleryError) in try boolean(v, path("map")) },
        downloads: try fields["downloads"].map { v throws(GalleryError) in try downloads(v, path("downloads"))
        },
        albums: try fields["albums"].map { v throws(GalleryError) in
          try decodeAlbums(v, prefix: album, depth: depth + 1)
        } ?? [])
      decoded.privacy = try fields["private"].map { v throws(GalleryError) in try privacy(v, album: album) }
      if let cover = decoded.cover, let coverValue = fields["cover"], !decoded.holds(photoID: cover) {
        throw fieldError(
          coverValue.position, path("cover"),
          Album.coverProblem(photo: cover))
      }
      albums.append(decoded)
    }
    return albums
  }
}
