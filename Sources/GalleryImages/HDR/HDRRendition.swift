/// What became of an HDR photo's gain map in its sizes (issue 48): the cache records it with the sizes,
/// so a page can mark the photo and a build can count it without reading the original again.
package enum HDRRendition: String, Equatable, Sendable {
  /// Every JPEG size carries the gain map, resized with it: an HDR screen lights the photo up.
  case kept
  /// The original has a gain map, but the sizes are SDR: `"hdr": "drop"`, sizes in WebP or PNG (no
  /// browser reads a gain map from them), or a gain map that could not be decoded.
  case dropped
}
