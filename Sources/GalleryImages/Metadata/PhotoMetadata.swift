/// The texts a photo's own metadata offers a new gallery: what the photographer (or their editor)
/// already wrote, so `gallery init` does not make them type it again.
///
/// The readers (`XMPReader`, `IPTCReader`, EXIF) give one of these per source, as written; `gallery
/// init` cleans each (`MetadataText`: trimmed, without control characters, within the manifest's
/// limits, never a camera's default caption) and then merges them field by field (see `filling`), so
/// an XMP sidecar with only a title and a camera's EXIF description give a photo both.
package struct PhotoMetadata: Equatable, Sendable {
  package var title: String?
  package var description: String?
  package var alt: String?
  /// Keywords, in the order written, without repeats; empty when there are none.
  package var tags: [String] = []

  package init(title: String? = nil, description: String? = nil, alt: String? = nil, tags: [String] = []) {
    self.title = title
    self.description = description
    self.alt = alt
    self.tags = tags
  }

  package var isEmpty: Bool { self == PhotoMetadata() }

  /// This metadata, with each field it lacks taken from `lower` (a source of lower precedence): fields
  /// are independent, tags are taken as a whole list (two keyword lists mixed would say neither).
  package func filling(from lower: PhotoMetadata) -> PhotoMetadata {
    PhotoMetadata(
      title: title ?? lower.title, description: description ?? lower.description, alt: alt ?? lower.alt,
      tags: tags.isEmpty ? lower.tags : tags)
  }

  /// The metadata of sources in precedence order, highest first, merged field by field.
  package static func merged(_ sources: [PhotoMetadata]) -> PhotoMetadata {
    sources.reduce(PhotoMetadata()) { $0.filling(from: $1) }
  }
}
