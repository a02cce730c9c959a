/// One photo of a gallery, as its manifest entry describes it.
///
/// Optional fields stay optional (rather than defaulted here) so the manifest can be written back
/// exactly as the person wrote it; display defaults belong to the Presenters.
package struct Photo: Equatable, Sendable {
  package var id: String
  package var image: GalleryReference
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
