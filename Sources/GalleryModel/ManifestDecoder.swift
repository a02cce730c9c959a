import GalleryCore

/// Turns a `gallery.json` into a `Gallery`, refusing anything a person would not want silently ignored:
/// unknown fields (a typo like `pagesize`), wrong types, duplicate ids, links that are not http(s) or a
/// path inside the gallery. Pure: it reads no files, so every rule is testable on a string.
///
/// The schema is read in files that follow its shape, so a field's rule is found where its level is:
/// this file, the top level (the gallery's own fields, what decoding returns, the state kept along the
/// way); `+ImageSettings` the image fields; `+Photos` a photo's fields; `+Albums` the album tree;
/// `+IDs` the one rule for photo and album ids; `+Values` the typed readers every field goes through
/// (strings, numbers, flags, unknown names); `+Limits` the bounds they hold values to.
/// docs/manifest.md follows the same fields.
package struct ManifestDecoder {
  /// The manifest's fields, in the order the manifest is written.
  package static let galleryFields = [
    "title", "description", "pageSize", "theme", "language", "publish", "search", "map", "mapPrecision",
    "mapTiles", "mapAttribution", "baseURL", "feedEntries",
    "slideshowSeconds",
    "thumbnailSize", "imageSize", "imageSizes",
    "format", "zoom", "hdr", "quality", "keepMetadata", "copyOriginals", "downloads", "albumZips",
    "zipMaxBytes",
    "maxPixels",
    "videoSize", "videoFormats", "maxVideoSeconds", "maxVideoPixels", "cache", "photos", "albums",
  ]
  /// A photo's fields, in the order the manifest is written.
  package static let photoFields = [
    "id", "image", "video", "poster", "posterAt", "title", "description", "link", "alt", "tags",
  ]
  package static let albumFields = [
    "id", "title", "description", "cover", "map", "downloads", "private", "photos", "albums",
  ]

  /// A decoded manifest, with where each photo's `image` and `link` stood, for later file errors.
  /// Photos are counted as `Gallery.allPhotos` lists them: the root's, then each album's depth first.
  package struct Result: Sendable {
    package let gallery: Gallery
    let imagePositions: [SourcePosition]
    let linkPositions: [Int: SourcePosition]
    /// Where a clip's `video` stands, by the same index.
    let videoPositions: [Int: SourcePosition]
    /// Each photo's path in the manifest, `photos[3]` or `albums[1].photos[0]`.
    let photoPaths: [String]

    /// Where `allPhotos[index].image` (its `image`, or a clip's `poster` or `video`), `.link` or a
    /// clip's `video` stands in the manifest.
    package func position(ofPhoto index: Int, field: String) -> SourcePosition? {
      switch field {
      case "image", "poster": return imagePositions[index]
      case "video": return videoPositions[index]
      default: return linkPositions[index]
      }
    }

    /// The field's path in messages: `albums[1].photos[0].image` for `allPhotos[index]`.
    package func fieldPath(ofPhoto index: Int, field: String) -> String {
      "\(photoPaths[index]).\(field)"
    }
  }

  /// A field's path in messages, `photos[3].link`; made into text only when there is something to say.
  struct FieldPath: CustomStringConvertible {
    /// The album the field is in, `albums[2].albums[0].`; empty at the top level.
    var album = ""
    var photo: Int?
    var field: String

    var description: String {
      let name = Quoted.text(field, limit: 100)
      guard let photo else { return album + name }
      return album + (field.isEmpty ? "photos[\(photo)]" : "photos[\(photo)].\(name)")
    }
  }

  /// The name used in messages, usually the manifest's path as the person typed it.
  let file: String
  // Not private: the photo and album readers (`+Photos`, `+Albums`, `+IDs`) record into them as they
  // read, and Swift's `private` does not reach an extension in another file.
  var imagePositions: [SourcePosition] = []
  var linkPositions: [Int: SourcePosition] = [:]
  var videoPositions: [Int: SourcePosition] = [:]
  var photoPaths: [String] = []
  /// Every photo id met so far (lowercased), with where: ids are unique in the whole gallery.
  var photoIDs: [String: String] = [:]
  /// Every album id met so far (lowercased), with where.
  var albumIDs: [String: String] = [:]

  package init(file: String) {
    self.file = file
  }

  package static func decode(_ bytes: [UInt8], file: String) throws(GalleryError) -> Result {
    var decoder = ManifestDecoder(file: file)
    return try decoder.decode(bytes)
  }

  mutating func decode(_ bytes: [UInt8]) throws(GalleryError) -> Result {
    let root: JSONValue.Located
    do {
      root = try JSONReader.parse(bytes)
    } catch {
      throw .manifestSyntax(file: file, position: error.position, message: error.message)
    }
    guard case .object(let members) = root.value else {
      throw fieldError(
        root.position, FieldPath(field: "(top level)"),
        "expected an object { … }, found \(root.value.kindName)")
    }
    let fields = try checkedFields(members, allowed: Self.galleryFields, photo: nil, at: root.position)

    guard let titleValue = fields["title"] else {
      throw fieldError(root.position, FieldPath(field: "title"), "missing; every gallery needs a title")
    }
    let title = try nonEmptyString(titleValue, FieldPath(field: "title"), limit: Limits.shortText)
    let description = try fields["description"].map { v throws(GalleryError) in
      try string(v, FieldPath(field: "description"), limit: Limits.longText)
    }
    let pageSize = try fields["pageSize"].map { v throws(GalleryError) in
      try integer(v, FieldPath(field: "pageSize"), in: Limits.pageSize, unit: "")
    }
    let theme = try fields["theme"].map { v throws(GalleryError) in
      try nonEmptyString(v, FieldPath(field: "theme"), limit: Limits.reference)
    }
    let language = try fields["language"].map { v throws(GalleryError) in
      let text = try nonEmptyString(v, FieldPath(field: "language"), limit: Limits.shortText)
      do throws(LanguageTag.Problem) {
        return try LanguageTag(text)
      } catch {
        throw fieldError(
          v.position, FieldPath(field: "language"), "'\(Quoted.text(text))' \(error.description)")
      }
    }
    let publish = try fields["publish"].map { v throws(GalleryError) in
      try boolean(v, FieldPath(field: "publish"))
    }
    let search = try fields["search"].map { v throws(GalleryError) in
      try boolean(v, FieldPath(field: "search"))
    }
    let map = try mapSettings(fields)
    let downloads = try fields["downloads"].map { v throws(GalleryError) in
      try self.downloads(v, FieldPath(field: "downloads"))
    }
    let baseURL = try fields["baseURL"].map { v throws(GalleryError) in
      let text = try nonEmptyString(v, FieldPath(field: "baseURL"), limit: Limits.reference)
      do throws(BaseURL.Problem) {
        return try BaseURL(text)
      } catch {
        throw fieldError(
          v.position, FieldPath(field: "baseURL"), "'\(Quoted.text(text))' \(error.description)")
      }
    }
    let feedEntries = try fields["feedEntries"].map { v throws(GalleryError) in
      try integer(v, FieldPath(field: "feedEntries"), in: Limits.feedEntries, unit: "")
    }
    let slideshowSeconds = try fields["slideshowSeconds"].map { v throws(GalleryError) in
      try integer(v, FieldPath(field: "slideshowSeconds"), in: Limits.slideshowSeconds, unit: " seconds")
    }
    let images = try imageSettings(fields)
    var photos: [Photo] = []
    if let photosValue = fields["photos"] {
      guard case .array(let elements) = photosValue.value else {
        throw fieldError(
          photosValue.position, FieldPath(field: "photos"),
          "expected an array, found \(photosValue.value.kindName)")
      }
      photos = try decodePhotos(elements)
    }
    let albums = try fields["albums"].map { v throws(GalleryError) in
      try decodeAlbums(v, prefix: "", depth: 1)
    }
    var gallery = Gallery(
      title: title, description: description, pageSize: pageSize, theme: theme, language: language,
      publish: publish,
      baseURL: baseURL, feedEntries: feedEntries,
      slideshowSeconds: slideshowSeconds, images: images, photos: photos, albums: albums ?? [],
      search: search,
      map: map)
    gallery.downloads = downloads
    gallery.albumZips = try fields["albumZips"].map { v throws(GalleryError) in
      try boolean(v, FieldPath(field: "albumZips"))
    }
    gallery.zipMaxBytes = try fields["zipMaxBytes"].map { v throws(GalleryError) in
      try integer(v, FieldPath(field: "zipMaxBytes"), in: Gallery.zipMaxBytesRange, unit: " bytes")
    }
    return Result(
      gallery: gallery, imagePositions: imagePositions, linkPositions: linkPositions,
      videoPositions: videoPositions, photoPaths: photoPaths)
  }

  func fieldError(_ position: SourcePosition?, _ field: FieldPath, _ message: String) -> GalleryError {
    .manifestField(file: file, position: position, field: field.description, message: message)
  }
}
