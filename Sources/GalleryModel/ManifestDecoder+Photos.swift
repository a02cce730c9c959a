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
      // A photo has an `image`; a clip has a `video` and, optionally, a `poster` image and `posterAt`.
      var clip: Clip?
      if let videoValue = fields["video"] {
        if fields["image"] != nil {
          throw fieldError(
            videoValue.position, path("video"),
            "give either image (a photo) or video (a clip), not both; a clip's own picture is its poster")
        }
        clip = Clip(
          path: try videoPath(videoValue, path("video")),
          posterAtMilliseconds: try fields["posterAt"].map { v throws(GalleryError) in
            try seconds(v, path("posterAt"))
          })
        videoPositions[imagePositions.count] = videoValue.position
      } else {
        for name in ["poster", "posterAt"] where fields[name] != nil {
          throw fieldError(
            fields[name]?.position, path(name), "only a clip has a \(name); this item has no video")
        }
      }
      let image: GalleryReference
      let imageValue: JSONValue.Located
      if let clip, let videoValue = fields["video"] {
        if let posterValue = fields["poster"] {
          (image, imageValue) = (try reference(posterValue, path("poster")), posterValue)
        } else {
          (image, imageValue) = (.file(clip.path), videoValue)
        }
      } else if let value = fields["image"] {
        (image, imageValue) = (try reference(value, path("image")), value)
      } else {
        throw fieldError(
          element.position, path("image"),
          "missing; every photo needs an image (a path inside the gallery or an http(s) URL), every clip "
            + "a video (a path inside the gallery)")
      }
      // Photos are decoded in `allPhotos` order, so the global index is the count so far.
      let global = imagePositions.count
      imagePositions.append(imageValue.position)
      photoPaths.append(path("").description)
      var link: GalleryReference?
      if let linkValue = fields["link"] {
        link = try reference(linkValue, path("link"))
        linkPositions[global] = linkValue.position
      }
      var photo = Photo(
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
        tags: try fields["tags"].map { v throws(GalleryError) in try tags(v, album: album, photo: index) })
      photo.video = clip
      photos.append(photo)
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

  /// A clip's `video`: a path inside the gallery (never a URL: its poster and rendition are made from its
  /// bytes) whose name is a clip's, so the site publishes it under a name a host serves as a video.
  private func videoPath(_ value: JSONValue.Located, _ field: FieldPath) throws(GalleryError) -> String {
    let text = try nonEmptyString(value, field, limit: Limits.reference)
    switch GalleryReference.parse(text) {
    case .success(.file(let path)) where VideoContainer.fromExtension(path) != nil: return path
    case .success(.file(let path)):
      throw fieldError(
        value.position, field,
        "'\(Quoted.text(path))' does not end in a clip extension (\(VideoContainer.extensionList))")
    case .success(.remote):
      throw fieldError(
        value.position, field,
        "a clip must be a file inside the gallery folder (its poster and rendition are made from it), "
          + "not a URL; link to a hosted clip with \"link\"")
    case .failure(let reason): throw fieldError(value.position, field, reason.message)
    }
  }

  /// `posterAt`: seconds from the clip's start, 0 to `Limits.posterSeconds`, with at most three decimals
  /// (a millisecond is finer than any frame), as whole milliseconds.
  private func seconds(_ value: JSONValue.Located, _ field: FieldPath) throws(GalleryError) -> Int {
    guard case .number(let literal) = value.value else {
      throw fieldError(value.position, field, "expected a number of seconds, found \(value.value.kindName)")
    }
    let parts = literal.split(separator: ".", omittingEmptySubsequences: false)
    func digits(_ part: Substring) -> Bool {
      !part.isEmpty && part.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
    guard (1...2).contains(parts.count), digits(parts[0]), parts.count == 1 || digits(parts[1]),
      parts.count == 1 || parts[1].count <= 3, parts[0].count <= 6, let whole = Int(parts[0]),
      whole <= Limits.posterSeconds
    else {
      throw fieldError(
        value.position, field,
        "must be a number of seconds from 0 to \(NumberText.grouped(Limits.posterSeconds)) with at most "
          + "three decimals, found \(Quoted.text(literal, limit: 40))")
    }
    let fraction = parts.count == 2 ? String(parts[1]).padding(toLength: 3, withPad: "0", startingAt: 0) : "0"
    return whole * 1000 + (Int(fraction) ?? 0)
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
