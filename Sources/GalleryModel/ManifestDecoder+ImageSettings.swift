import GalleryCore

/// The image fields (`thumbnailSize`, `imageSize` or `imageSizes`, `quality`, `format`, …), read into one
/// `ImageSettings`: they sit at the gallery's top level but are one value with rules between them
/// (`imageSizes` excludes the other two sizes), so they are read, and their rules found, together.
extension ManifestDecoder {
  /// One of a setting's two values (`"jpeg"` or `"webp"`), named in the message when it is neither.
  func choice<Value: RawRepresentable & CaseIterable>(
    _ name: String, _ fields: [String: JSONValue.Located]
  ) throws(GalleryError) -> Value? where Value.RawValue == String {
    try fields[name].map { v throws(GalleryError) in
      let text = try string(v, FieldPath(field: name), limit: 20)
      guard let value = Value(rawValue: text) else {
        let known = Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
        throw fieldError(
          v.position, FieldPath(field: name), "must be \(known), found \"\(Quoted.text(text))\"")
      }
      return value
    }
  }

  func imageSettings(_ fields: [String: JSONValue.Located]) throws(GalleryError) -> ImageSettings {
    func size(_ name: String) throws(GalleryError) -> Int? {
      try fields[name].map { v throws(GalleryError) in
        try integer(v, FieldPath(field: name), in: 16...ImageSettings.largestSize, unit: " pixels")
      }
    }
    func flag(_ name: String) throws(GalleryError) -> Bool? {
      try fields[name].map { v throws(GalleryError) in try boolean(v, FieldPath(field: name)) }
    }
    var settings = ImageSettings(
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
      format: try choice("format", fields))
    settings.zoom = try choice("zoom", fields)
    settings.hdr = try choice("hdr", fields)
    settings.videoSize = try fields["videoSize"].map { v throws(GalleryError) in
      try integer(v, FieldPath(field: "videoSize"), in: Limits.videoSize, unit: " pixels")
    }
    settings.videoFormats = try videoFormats(fields)
    settings.maxVideoSeconds = try fields["maxVideoSeconds"].map { v throws(GalleryError) in
      try integer(v, FieldPath(field: "maxVideoSeconds"), in: Limits.maxVideoSeconds, unit: " seconds")
    }
    settings.maxVideoPixels = try fields["maxVideoPixels"].map { v throws(GalleryError) in
      try integer(v, FieldPath(field: "maxVideoPixels"), in: Limits.maxVideoPixels, unit: " pixels")
    }
    settings.cache = try fields["cache"].map { v throws(GalleryError) in
      guard case .string(let text) = v.value else {
        throw fieldError(
          v.position, FieldPath(field: "cache"),
          "expected a folder path as a string, found \(v.value.kindName)")
      }
      if let problem = ImageSettings.cachePathProblem(text) {
        throw fieldError(v.position, FieldPath(field: "cache"), problem)
      }
      return text
    }
    return settings
  }

  /// `videoFormats`: `["mp4"]` or `["mp4", "webm"]` (in any order, each once); MP4 is the one format
  /// every browser plays, so it cannot be left out.
  private func videoFormats(_ fields: [String: JSONValue.Located]) throws(GalleryError) -> [VideoFormat]? {
    guard let value = fields["videoFormats"] else { return nil }
    let field = FieldPath(field: "videoFormats")
    let known = VideoFormat.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    guard case .array(let elements) = value.value, !elements.isEmpty else {
      throw fieldError(
        value.position, field, "expected an array of formats (\(known)), found \(value.value.kindName)")
    }
    var formats: [VideoFormat] = []
    for (index, element) in elements.enumerated() {
      let text = try string(element, FieldPath(field: "videoFormats[\(index)]"), limit: 20)
      guard let format = VideoFormat(rawValue: text), !formats.contains(format) else {
        throw fieldError(
          element.position, FieldPath(field: "videoFormats[\(index)]"),
          "must be one of \(known), each once, found \"\(Quoted.text(text))\"")
      }
      formats.append(format)
    }
    guard formats.contains(.mp4) else {
      throw fieldError(
        value.position, field, "must include \"mp4\": it is the one format every browser plays")
    }
    return formats
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
}
