import GalleryCore

/// A photo's fields, at the root or in an album: its `image` and `link` (a path inside the gallery or an
/// http(s) URL, positions kept for the file errors `ManifestStore` reports later) and its `tags`. Cut
/// here because a photo is the one object the root and every album share.
extension ManifestDecoder {
  /// Photos of the root (`album` empty) or of an album (`album` is its path, `albums[2].`); their image
  /// and link positions are kept for file errors.
  mutating func decodePhotos(
    _ elements: [JSONValue.Located], album: String = ""
  ) throws(GalleryError) -> [Photo] {
    var photos: [Photo] = []
    photos.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      func path(_ field: String) -> FieldPath { FieldPath(album: album, photo: index, field: field) }
      guard case .object(let members) = element.value else {
        throw fieldError(
          element.position, path(""),
          "expected an object { \"id\": …, \"image\": … }, found \(element.value.kindName)")
      }
      let fields = try checkedFields(
        members, allowed: Self.photoFields, photo: index, at: element.position, album: album)
      let id = try uniqueID(
        fields, at: element.position, path: path("id"), kind: "photo", place: path("").description,
        among: \.photoIDs)
      guard let imageValue = fields["image"] else {
        throw fieldError(
          element.position, path("image"),
          "missing; every photo needs an image (a path inside the gallery or an http(s) URL)")
      }
      let image = try reference(imageValue, path("image"))
      // Photos are decoded in `allPhotos` order, so the global index is the count so far.
      let global = imagePositions.count
      imagePositions.append(imageValue.position)
      photoPaths.append(path("").description)
      var link: GalleryReference?
      if let linkValue = fields["link"] {
        link = try reference(linkValue, path("link"))
        linkPositions[global] = linkValue.position
      }
      photos.append(
        Photo(
          id: id, image: image,
          title: try fields["title"].map { v throws(GalleryError) in
            try text(v, path("title"), .photoTitle)
          },
          description: try fields["description"].map { v throws(GalleryError) in
            try text(v, path("description"), .photoDescription)
          },
          link: link,
          alt: try fields["alt"].map { v throws(GalleryError) in
            try text(v, path("alt"), .alt)
          },
          tags: try fields["tags"].map { v throws(GalleryError) in try tags(v, album: album, photo: index) }))
    }
    return photos
  }

  /// A photo's `tags`: an array of at most `Limits.tags` non-empty strings of at most `Limits.tag`
  /// characters each, every one checked as any text is; errors name the tag (`photos[3].tags[1]`).
  private func tags(_ value: JSONValue.Located, album: String, photo: Int) throws(GalleryError) -> [String] {
    guard case .array(let elements) = value.value else {
      throw fieldError(
        value.position, FieldPath(album: album, photo: photo, field: "tags"),
        "expected an array of strings, found \(value.value.kindName)")
    }
    if let problem = TextRule.tagCountProblem(elements.count) {
      throw fieldError(value.position, FieldPath(album: album, photo: photo, field: "tags"), problem)
    }
    var tags: [String] = []
    for (index, element) in elements.enumerated() {
      let path = FieldPath(album: album, photo: photo, field: "tags[\(index)]")
      tags.append(try text(element, path, .tag))
    }
    return tags
  }

  private func reference(
    _ value: JSONValue.Located, _ field: FieldPath
  ) throws(GalleryError) -> GalleryReference {
    let text = try nonEmptyString(value, field, limit: Limits.reference)
    switch GalleryReference.parse(text) {
    case .success(.file(let path)) where ImageFormat.fromExtension(path) == nil:
      // Files from the gallery are published under their own names, and a host serves a name by its
      // extension: `page.html` would be served as a page, whatever its first bytes say.
      throw fieldError(
        value.position, field,
        "'\(Quoted.text(path))' does not end in an image extension (\(ImageFormat.extensionList)); only "
          + "images are published from the gallery folder, anything else needs an http(s) URL")
    case .success(let reference): return reference
    case .failure(let reason): throw fieldError(value.position, field, reason.message)
    }
  }
}
