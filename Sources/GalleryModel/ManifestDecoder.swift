import GalleryCore

// Longer than the usual 250 lines: the manifest's schema, field by field; one file is its one
// definition (docs/manifest.md follows it).
/// Turns a `gallery.json` into a `Gallery`, refusing anything a person would not want silently ignored:
/// unknown fields (a typo like `pagesize`), wrong types, duplicate ids, links that are not http(s) or a
/// path inside the gallery. Pure: it reads no files, so every rule is testable on a string.
public struct ManifestDecoder {
  /// The manifest's fields, in the order the manifest is written.
  public static let galleryFields = [
    "title", "description", "pageSize", "theme", "publish", "baseURL", "feedEntries", "slideshowSeconds",
    "thumbnailSize", "imageSize", "imageSizes",
    "format", "quality", "keepMetadata", "copyOriginals", "maxPixels", "photos", "albums",
  ]
  /// A photo's fields, in the order the manifest is written.
  public static let photoFields = ["id", "image", "title", "description", "link", "alt", "tags"]
  public static let albumFields = ["id", "title", "description", "cover", "photos", "albums"]

  /// The bounds every value is held to when it is read, so nothing later can overflow, trap or grow
  /// without end: a page's arithmetic on `pageSize`, a 5 MB title in every page, a path the file
  /// system cannot hold.
  public enum Limits {
    /// Photos per grid page.
    public static let pageSize = 1...10_000
    /// Entries of the Atom feed (a feed of thousands is one no reader fetches twice).
    public static let feedEntries = 1...1_000
    /// Seconds per photo in a slideshow: a second is the quickest a person follows, a minute the
    /// longest anyone waits.
    public static let slideshowSeconds = 1...60
    /// Pixels an image may have before it is refused (a billion pixels decode to over 3 GB).
    public static let maxPixels = 1...1_000_000_000
    /// Characters in a title or alt text.
    public static let shortText = 1_000
    /// Characters in a description.
    public static let longText = 10_000
    /// Characters in one of a photo's tags (a keyword, not a sentence), and tags a photo may have.
    public static let tag = 100
    public static let tags = 100
    /// Bytes in a path or URL (`PATH_MAX`), and in one of a path's names (`NAME_MAX`).
    public static let reference = 4_096
    public static let fileName = 255
  }

  /// A decoded manifest, with where each photo's `image` and `link` stood, for later file errors.
  /// Photos are counted as `Gallery.allPhotos` lists them: the root's, then each album's depth first.
  public struct Result: Sendable {
    public let gallery: Gallery
    let imagePositions: [SourcePosition]
    let linkPositions: [Int: SourcePosition]
    /// Each photo's path in the manifest, `photos[3]` or `albums[1].photos[0]`.
    let photoPaths: [String]

    /// Where `allPhotos[index].image` (or `.link`) stands in the manifest.
    public func position(ofPhoto index: Int, field: String) -> SourcePosition? {
      field == "image" ? imagePositions[index] : linkPositions[index]
    }

    /// The field's path in messages: `albums[1].photos[0].image` for `allPhotos[index]`.
    public func fieldPath(ofPhoto index: Int, field: String) -> String {
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
  private var imagePositions: [SourcePosition] = []
  private var linkPositions: [Int: SourcePosition] = [:]
  private var photoPaths: [String] = []
  /// Every photo id met so far (lowercased), with where: ids are unique in the whole gallery.
  private var photoIDs: [String: String] = [:]
  /// Every album id met so far (lowercased), with where.
  private var albumIDs: [String: String] = [:]

  public init(file: String) {
    self.file = file
  }

  public static func decode(_ bytes: [UInt8], file: String) throws(GalleryError) -> Result {
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
    let publish = try fields["publish"].map { v throws(GalleryError) in
      try boolean(v, FieldPath(field: "publish"))
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
    let gallery = Gallery(
      title: title, description: description, pageSize: pageSize, theme: theme, publish: publish,
      baseURL: baseURL, feedEntries: feedEntries,
      slideshowSeconds: slideshowSeconds, images: images, photos: photos, albums: albums ?? [])
    return Result(
      gallery: gallery, imagePositions: imagePositions, linkPositions: linkPositions, photoPaths: photoPaths)
  }

  private func imageSettings(_ fields: [String: JSONValue.Located]) throws(GalleryError) -> ImageSettings {
    func size(_ name: String) throws(GalleryError) -> Int? {
      try fields[name].map { v throws(GalleryError) in
        try integer(v, FieldPath(field: name), in: 16...ImageSettings.largestSize, unit: " pixels")
      }
    }
    func flag(_ name: String) throws(GalleryError) -> Bool? {
      try fields[name].map { v throws(GalleryError) in try boolean(v, FieldPath(field: name)) }
    }
    return ImageSettings(
      thumbnailSize: try size("thumbnailSize"),
      imageSize: try size("imageSize"),
      quality: try fields["quality"].map { v throws(GalleryError) in
        try integer(v, FieldPath(field: "quality"), in: 1...100, unit: "")
      },
      keepMetadata: try flag("keepMetadata"),
      copyOriginals: try flag("copyOriginals"),
      maxPixels: try fields["maxPixels"].map { v throws(GalleryError) in
        try integer(v, FieldPath(field: "maxPixels"), in: Limits.maxPixels, unit: " pixels")
      },
      imageSizes: try imageSizes(fields),
      format: try fields["format"].map { v throws(GalleryError) in
        let text = try string(v, FieldPath(field: "format"), limit: 20)
        guard let format = ImageSettings.Format(rawValue: text) else {
          let known = ImageSettings.Format.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
          throw fieldError(
            v.position, FieldPath(field: "format"), "must be \(known), found \"\(Quoted.text(text))\"")
        }
        return format
      })
  }

  /// `imageSizes`: 1 to 10 sizes, ascending, each 16–10,000; instead of `thumbnailSize` and `imageSize`.
  private func imageSizes(_ fields: [String: JSONValue.Located]) throws(GalleryError) -> [Int]? {
    guard let value = fields["imageSizes"] else { return nil }
    let field = FieldPath(field: "imageSizes")
    for other in ["thumbnailSize", "imageSize"] where fields[other] != nil {
      throw fieldError(
        value.position, field,
        "give either imageSizes or thumbnailSize and imageSize, not both (\(other) is set)")
    }
    guard case .array(let elements) = value.value, (1...ImageSettings.mostSizes).contains(elements.count)
    else {
      throw fieldError(
        value.position, field,
        "expected an array of 1 to \(ImageSettings.mostSizes) sizes in pixels, ascending")
    }
    var sizes: [Int] = []
    for (index, element) in elements.enumerated() {
      let size = try integer(
        element, FieldPath(field: "imageSizes[\(index)]"), in: 16...ImageSettings.largestSize, unit: " pixels"
      )
      if let last = sizes.last, size <= last {
        throw fieldError(
          element.position, FieldPath(field: "imageSizes[\(index)]"),
          "sizes must be ascending, found \(size) after \(last)")
      }
      sizes.append(size)
    }
    return sizes
  }

  /// Photos of the root (`album` empty) or of an album (`album` is its path, `albums[2].`); their image
  /// and link positions are kept for file errors.
  private mutating func decodePhotos(
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
            try string(v, path("title"), limit: Limits.shortText)
          },
          description: try fields["description"].map { v throws(GalleryError) in
            try string(v, path("description"), limit: Limits.longText)
          },
          link: link,
          alt: try fields["alt"].map { v throws(GalleryError) in
            try string(v, path("alt"), limit: Limits.shortText)
          },
          tags: try fields["tags"].map { v throws(GalleryError) in try tags(v, album: album, photo: index) }))
    }
    return photos
  }

  /// A photo's or an album's `id`: present, valid, and not yet met among `ids` (ignoring case), where
  /// it is then recorded as standing at `place`. Photos and albums are two namespaces, one rule.
  private mutating func uniqueID(
    _ fields: [String: JSONValue.Located], at position: SourcePosition, path: FieldPath, kind: String,
    place: String, among ids: WritableKeyPath<ManifestDecoder, [String: String]>
  ) throws(GalleryError) -> String {
    guard let idValue = fields["id"] else {
      throw fieldError(position, path, "missing; every \(kind) needs an id")
    }
    let id = try nonEmptyString(idValue, path, limit: Limits.shortText)
    try checkID(id, at: idValue.position, path: path)
    if let first = self[keyPath: ids][id.lowercased()] {
      throw fieldError(
        idValue.position, path,
        "duplicate \(kind == "photo" ? "" : kind + " ")id '\(Quoted.text(id))' (\(first) has it already; "
          + "\(kind) ids must be unique in the whole gallery, ignoring case)")
    }
    self[keyPath: ids][id.lowercased()] = place
    return id
  }

  /// The deepest nesting of albums read (a manifest is the person's, but a stack is finite).
  package static let deepestAlbum = 64

  /// An `albums` array at `prefix` (`""` for the root's, `albums[2].` for album 2's), each album with its
  /// photos and sub-albums, ids unique in the whole gallery, and a cover that is one of its photos.
  private mutating func decodeAlbums(
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
      let decoded = Album(
        id: id, title: try nonEmptyString(titleValue, path("title"), limit: Limits.shortText),
        description: try fields["description"].map { v throws(GalleryError) in
          try string(v, path("description"), limit: Limits.longText)
        },
        cover: try fields["cover"].map { v throws(GalleryError) in
          try nonEmptyString(v, path("cover"), limit: Limits.shortText)
        },
        photos: photos,
        albums: try fields["albums"].map { v throws(GalleryError) in
          try decodeAlbums(v, prefix: album, depth: depth + 1)
        } ?? [])
      if let cover = decoded.cover, let coverValue = fields["cover"], !decoded.holds(photoID: cover) {
        throw fieldError(
          coverValue.position, path("cover"),
          "'\(Quoted.text(cover))' is not a photo of this album or of its sub-albums")
      }
      albums.append(decoded)
    }
    return albums
  }

  /// The object's members by name, after refusing unknown and repeated names.
  private func checkedFields(
    _ members: [JSONValue.Member], allowed: [String], photo: Int?, at position: SourcePosition,
    album: String = ""
  ) throws(GalleryError) -> [String: JSONValue.Located] {
    var fields: [String: JSONValue.Located] = [:]
    for member in members {
      let name = FieldPath(album: album, photo: photo, field: member.key)
      guard allowed.contains(member.key) else {
        let known = allowed.map { "'\($0)'" }.joined(separator: ", ")
        throw fieldError(
          member.keyPosition, name,
          "unknown field\(Suggestions.hint(for: member.key, in: allowed)); known fields: \(known)")
      }
      guard fields[member.key] == nil else {
        throw fieldError(member.keyPosition, name, "appears twice; keep one")
      }
      fields[member.key] = member.value
    }
    return fields
  }

  /// A string of at most `limit` characters (bytes for paths, see `reference`) holding no character a
  /// page or a terminal must not receive (see `TextChecks.forbiddenCharacter`).
  private func string(
    _ value: JSONValue.Located, _ field: FieldPath, limit: Int
  ) throws(GalleryError) -> String {
    guard case .string(let text) = value.value else {
      throw fieldError(value.position, field, "expected a string, found \(value.value.kindName)")
    }
    if let problem = TextChecks.problem(in: text, limit: limit) {
      throw fieldError(value.position, field, problem)
    }
    return text
  }

  /// A photo's `tags`: an array of at most `Limits.tags` non-empty strings of at most `Limits.tag`
  /// characters each, every one checked as any text is; errors name the tag (`photos[3].tags[1]`).
  private func tags(_ value: JSONValue.Located, album: String, photo: Int) throws(GalleryError) -> [String] {
    guard case .array(let elements) = value.value else {
      throw fieldError(
        value.position, FieldPath(album: album, photo: photo, field: "tags"),
        "expected an array of strings, found \(value.value.kindName)")
    }
    guard elements.count <= Limits.tags else {
      throw fieldError(
        value.position, FieldPath(album: album, photo: photo, field: "tags"),
        "has \(NumberText.grouped(elements.count)) tags; at most \(Limits.tags) are allowed")
    }
    var tags: [String] = []
    for (index, element) in elements.enumerated() {
      let path = FieldPath(album: album, photo: photo, field: "tags[\(index)]")
      tags.append(try nonEmptyString(element, path, limit: Limits.tag))
    }
    return tags
  }

  private func nonEmptyString(
    _ value: JSONValue.Located, _ field: FieldPath, limit: Int
  ) throws(GalleryError) -> String {
    let text = try string(value, field, limit: limit)
    guard !TextChecks.isBlank(text) else {
      throw fieldError(value.position, field, "must not be empty")
    }
    return text
  }

  /// A whole number in `range`. Any JSON number is accepted by the parser, so its literal is checked
  /// here: a fraction or exponent is not a whole number, and a number of any size outside the range is
  /// refused before it can overflow the arithmetic of a page.
  private func integer(
    _ value: JSONValue.Located, _ field: FieldPath, in range: ClosedRange<Int>, unit: String
  ) throws(GalleryError) -> Int {
    guard case .number(let literal) = value.value else {
      throw fieldError(value.position, field, "expected a whole number, found \(value.value.kindName)")
    }
    let digits = literal.hasPrefix("-") ? literal.dropFirst() : Substring(literal)
    guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else {
      throw fieldError(
        value.position, field, "expected a whole number, found \(Quoted.text(literal, limit: 40))")
    }
    guard let number = Int(literal), range.contains(number) else {
      throw fieldError(
        value.position, field,
        "must be from \(NumberText.grouped(range.lowerBound)) to \(NumberText.grouped(range.upperBound))"
          + "\(unit), found \(Quoted.text(literal, limit: 40))")
    }
    return number
  }

  private func boolean(_ value: JSONValue.Located, _ field: FieldPath) throws(GalleryError) -> Bool {
    guard case .bool(let flag) = value.value else {
      throw fieldError(value.position, field, "expected true or false, found \(value.value.kindName)")
    }
    return flag
  }

  /// Ids become file names and URL fragments, so they are limited to characters that are safe in both.
  private func checkID(_ id: String, at position: SourcePosition, path: FieldPath) throws(GalleryError) {
    let scalars = id.unicodeScalars
    let valid =
      scalars.count <= 100
      && scalars.allSatisfy { $0.isASCII && (isAlphanumeric($0) || "-_.".unicodeScalars.contains($0)) }
      && scalars.first.map(isAlphanumeric) == true
    guard valid else {
      throw fieldError(
        position, path,
        "'\(Quoted.text(id))' is not a valid id: use letters a–z, A–Z, digits, '-', '_' and '.', starting with a letter or digit (at most 100)"
      )
    }
  }

  private func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
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

  private func fieldError(_ position: SourcePosition?, _ field: FieldPath, _ message: String) -> GalleryError
  {
    .manifestField(file: file, position: position, field: field.description, message: message)
  }
}
