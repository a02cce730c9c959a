/// Turns a `gallery.json` into a `Gallery`, refusing anything a person would not want silently ignored:
/// unknown fields (a typo like `pagesize`), wrong types, duplicate ids, links that are not http(s) or a
/// path inside the gallery. Pure: it reads no files, so every rule is testable on a string.
public struct ManifestDecoder {
  /// The manifest's fields, in the order the manifest is written.
  public static let galleryFields = [
    "title", "description", "pageSize", "theme", "thumbnailSize", "imageSize", "quality", "keepMetadata",
    "copyOriginals", "maxPixels", "photos",
  ]
  /// A photo's fields, in the order the manifest is written.
  public static let photoFields = ["id", "image", "title", "description", "link", "alt"]

  /// A decoded manifest, with where each photo's `image` and `link` stood, for later file errors.
  public struct Result: Sendable {
    public let gallery: Gallery
    let imagePositions: [SourcePosition]
    let linkPositions: [Int: SourcePosition]

    /// Where `photos[index].image` (or `.link`) stands in the manifest.
    public func position(ofPhoto index: Int, field: String) -> SourcePosition? {
      field == "image" ? imagePositions[index] : linkPositions[index]
    }
  }

  /// A field's path in messages, `photos[3].link`; made into text only when there is something to say.
  struct FieldPath: CustomStringConvertible {
    var photo: Int?
    var field: String

    var description: String {
      guard let photo else { return field }
      return field.isEmpty ? "photos[\(photo)]" : "photos[\(photo)].\(field)"
    }
  }

  /// The name used in messages, usually the manifest's path as the person typed it.
  let file: String
  private var imagePositions: [SourcePosition] = []
  private var linkPositions: [Int: SourcePosition] = [:]

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
    let title = try nonEmptyString(titleValue, FieldPath(field: "title"))
    let description = try fields["description"].map { v throws(GalleryError) in
      try string(v, FieldPath(field: "description"))
    }
    let pageSize = try fields["pageSize"].map { v throws(GalleryError) in
      try positiveInteger(v, FieldPath(field: "pageSize"))
    }
    let theme = try fields["theme"].map { v throws(GalleryError) in
      try nonEmptyString(v, FieldPath(field: "theme"))
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
    let gallery = Gallery(
      title: title, description: description, pageSize: pageSize, theme: theme, images: images,
      photos: photos)
    return Result(gallery: gallery, imagePositions: imagePositions, linkPositions: linkPositions)
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
        try positiveInteger(v, FieldPath(field: "maxPixels"))
      })
  }

  private mutating func decodePhotos(_ elements: [JSONValue.Located]) throws(GalleryError) -> [Photo] {
    var photos: [Photo] = []
    photos.reserveCapacity(elements.count)
    var seen: [String: Int] = [:]
    for (index, element) in elements.enumerated() {
      func path(_ field: String) -> FieldPath { FieldPath(photo: index, field: field) }
      guard case .object(let members) = element.value else {
        throw fieldError(
          element.position, path(""),
          "expected an object { \"id\": …, \"image\": … }, found \(element.value.kindName)")
      }
      let fields = try checkedFields(members, allowed: Self.photoFields, photo: index, at: element.position)
      guard let idValue = fields["id"] else {
        throw fieldError(element.position, path("id"), "missing; every photo needs an id")
      }
      let id = try nonEmptyString(idValue, path("id"))
      try checkID(id, at: idValue.position, path: path("id"))
      if let first = seen[id.lowercased()] {
        throw fieldError(
          idValue.position, path("id"),
          "duplicate id '\(id)' (photos[\(first)] has it already; ids must be unique, ignoring case)")
      }
      seen[id.lowercased()] = index
      guard let imageValue = fields["image"] else {
        throw fieldError(
          element.position, path("image"),
          "missing; every photo needs an image (a path inside the gallery or an http(s) URL)")
      }
      let image = try reference(imageValue, path("image"))
      imagePositions.append(imageValue.position)
      var link: GalleryReference?
      if let linkValue = fields["link"] {
        link = try reference(linkValue, path("link"))
        linkPositions[index] = linkValue.position
      }
      photos.append(
        Photo(
          id: id, image: image,
          title: try fields["title"].map { v throws(GalleryError) in try string(v, path("title")) },
          description: try fields["description"].map { v throws(GalleryError) in
            try string(v, path("description"))
          },
          link: link,
          alt: try fields["alt"].map { v throws(GalleryError) in try string(v, path("alt")) }))
    }
    return photos
  }

  /// The object's members by name, after refusing unknown and repeated names.
  private func checkedFields(
    _ members: [JSONValue.Member], allowed: [String], photo: Int?, at position: SourcePosition
  ) throws(GalleryError) -> [String: JSONValue.Located] {
    var fields: [String: JSONValue.Located] = [:]
    for member in members {
      let name = FieldPath(photo: photo, field: member.key)
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

  private func string(_ value: JSONValue.Located, _ field: FieldPath) throws(GalleryError) -> String {
    guard case .string(let text) = value.value else {
      throw fieldError(value.position, field, "expected a string, found \(value.value.kindName)")
    }
    return text
  }

  private func nonEmptyString(_ value: JSONValue.Located, _ field: FieldPath) throws(GalleryError) -> String {
    let text = try string(value, field)
    guard !TextChecks.isBlank(text) else {
      throw fieldError(value.position, field, "must not be empty")
    }
    return text
  }

  private func positiveInteger(_ value: JSONValue.Located, _ field: FieldPath) throws(GalleryError) -> Int {
    guard case .number(let literal) = value.value else {
      throw fieldError(value.position, field, "expected a whole number, found \(value.value.kindName)")
    }
    guard let number = Int(literal) else {
      throw fieldError(value.position, field, "expected a whole number, found \(literal)")
    }
    guard number >= 1 else { throw fieldError(value.position, field, "must be at least 1, found \(number)") }
    return number
  }

  private func integer(
    _ value: JSONValue.Located, _ field: FieldPath, in range: ClosedRange<Int>, unit: String
  ) throws(GalleryError) -> Int {
    let number = try positiveInteger(value, field)
    guard range.contains(number) else {
      throw fieldError(
        value.position, field,
        "must be from \(range.lowerBound) to \(range.upperBound)\(unit), found \(number)")
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
        "'\(id)' is not a valid id: use letters a–z, A–Z, digits, '-', '_' and '.', starting with a letter or digit (at most 100)"
      )
    }
  }

  private func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
  }

  private func reference(
    _ value: JSONValue.Located, _ field: FieldPath
  ) throws(GalleryError) -> GalleryReference {
    let text = try nonEmptyString(value, field)
    switch GalleryReference.parse(text) {
    case .success(let reference): return reference
    case .failure(let reason): throw fieldError(value.position, field, reason.message)
    }
  }

  private func fieldError(_ position: SourcePosition?, _ field: FieldPath, _ message: String) -> GalleryError
  {
    .manifestField(file: file, position: position, field: field.description, message: message)
  }
}
