/// One photo of a gallery, as its manifest entry describes it.
///
/// Optional fields stay optional (rather than defaulted here) so the manifest can be written back
/// exactly as the person wrote it; display defaults belong to the Presenters.
package struct Photo: Equatable, Sendable {
  package var id: String
  /// What the item's grid cell and page picture: the photo, or for a clip its poster — the manifest's
  /// `poster` when it gives one, else `.file(video.path)`, the clip itself, whose poster frame is made
  /// from it (see `hasOwnPoster`).
  package var image: GalleryReference
  /// Set when the item is a clip (`"video"` in the manifest) rather than a photo.
  package var video: Clip?
  package var title: String?
  package var description: String?
  package var link: GalleryReference?
  package var alt: String?
  /// Keywords shown on the photo's page, in the order written.
  package var tags: [String]?

  package init(
    id: String, image: GalleryReference, title: String? = nil, description: String? = nil,
    link: GalleryReference? = nil, alt: String? = nil, tags: [String]? = nil
  ) {
    self.id = id
    self.image = image
    self.title = title
    self.description = description
    self.link = link
    self.alt = alt
    self.tags = tags
  }

  /// A clip with a poster from its own frames (`image` is the clip), or nil without a `poster` field.
  package init(
    id: String, video: Clip, poster: GalleryReference? = nil, title: String? = nil,
    description: String? = nil, link: GalleryReference? = nil, alt: String? = nil, tags: [String]? = nil
  ) {
    self.init(
      id: id, image: poster ?? .file(video.path), title: title, description: description, link: link,
      alt: alt, tags: tags)
    self.video = video
  }

  /// A clip whose manifest names a `poster` image; false for photos and for clips whose poster frame is
  /// taken from the clip.
  package var hasOwnPoster: Bool {
    guard let video else { return false }
    return image != .file(video.path)
  }

  /// The manifest's `poster`: `image` for a clip with its own poster, else nil.
  package var poster: GalleryReference? { hasOwnPoster ? image : nil }
}

/// A clip's own fields. A clip is always a file inside the gallery: its poster and the rendition every
/// browser plays are made from its bytes, which a URL would have to be fetched for.
package struct Clip: Equatable, Hashable, Sendable {
  /// Normalized path inside the gallery folder, as `GalleryReference.file` holds it.
  package var path: String
  /// Where the poster frame is taken, in milliseconds from the start (`"posterAt"` in seconds); nil:
  /// the first frame that is neither black nor flat, within the first seconds.
  package var posterAtMilliseconds: Int?

  package init(path: String, posterAtMilliseconds: Int? = nil) {
    self.path = path
    self.posterAtMilliseconds = posterAtMilliseconds
  }
}

/// Where an image or a "learn more" link points: a file inside the gallery folder (copied into the
/// site) or an http(s) URL (linked as it is). Nothing else can be expressed, so nothing else is emitted.
package enum GalleryReference: Equatable, Hashable, Sendable {
  /// A normalized path relative to the gallery folder: no `.`/`..` segments, no leading `/`.
  case file(String)
  /// An absolute http or https URL, as written in the manifest.
  case remote(String)

  /// The value as it is written in the manifest.
  package var manifestValue: String {
    switch self {
    case .file(let path): return path
    case .remote(let url): return url
    }
  }
}

extension Photo {
  /// The one file of the gallery folder the item stands for, as `init` and `sync` see it: a photo's
  /// image, a clip's video (its `poster`, if the manifest names one, is an extra the person chose, not
  /// the item's file); nil for a photo with a remote image.
  package var folderFile: String? {
    if let video { return video.path }
    if case .file(let path) = image { return path }
    return nil
  }
}
