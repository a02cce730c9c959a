/// When a photo was taken, for putting a new gallery (and the photos `gallery sync` adds) in the order
/// they were shot. A protocol so the folder logic is tested with fixed dates and the real reader can be
/// swapped in without touching it.
public protocol PhotoDating: Sendable {
  /// The moment the photo was taken as a sortable `YYYY-MM-DDTHH:MM:SS`, or nil when the file does not
  /// say (no EXIF, not a raster image, unreadable).
  func dateTaken(ofFileAt path: String) -> String?
}
