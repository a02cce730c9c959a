import GalleryImages

/// What `init` and `sync` read of a photo's file: when it was taken (for putting a new gallery, and the
/// photos `sync` adds, in the order they were shot) and its texts. A protocol so the folder logic is
/// tested with fixed facts and the real reader can be swapped in without touching it.
package protocol PhotoFactsReading: Sendable {
  /// The moment the photo was taken as a sortable `YYYY-MM-DDTHH:MM:SS`, or nil when the file does not
  /// say (no EXIF, not a raster image, unreadable).
  func dateTaken(ofFileAt path: String) -> String?

  /// The date and the photo's metadata texts (`PhotoMetadata`), read together: init opens every photo
  /// for its date anyway, so the texts come from the same opening, in the same parallel pass.
  /// `folder` is the gallery folder, which a sidecar must be inside.
  func facts(ofFileAt path: String, inside folder: String) -> PhotoFacts
}

extension PhotoFactsReading {
  /// The date alone, for daters that know nothing else (fixed dates in tests).
  package func facts(ofFileAt path: String, inside folder: String) -> PhotoFacts {
    PhotoFacts(dateTaken: dateTaken(ofFileAt: path))
  }
}

/// What init learns from one photo file.
package struct PhotoFacts: Equatable, Sendable {
  package var dateTaken: String?
  package var metadata = PhotoMetadata()

  package init(dateTaken: String?, metadata: PhotoMetadata = PhotoMetadata()) {
    self.dateTaken = dateTaken
    self.metadata = metadata
  }
}
