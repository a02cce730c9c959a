/// A file put into the site as it is (a gallery image, a derivative, a theme asset), or bytes made
/// for it (a sanitised SVG). The images layer says what to publish with it; the site writer publishes
/// it, so neither knows the other's types.
package struct PublishedFile: Sendable, Equatable {
  /// A file read when the site is written: `inside` is the folder it must be in (absolute, without
  /// symlinks), checked on the opened file; `mustBeRasterImage`: the bytes read must be a JPEG, PNG,
  /// WebP, GIF or TIFF image, so a file swapped for a page after it was checked is not published.
  package struct File: Sendable, Equatable {
    package let path: String
    package let inside: String?
    package let mustBeRasterImage: Bool
    /// The bytes read must be a clip's container (`VideoContainer.sniff`): a rendition from the cache.
    package var mustBeClip = false
    /// The SHA-256 the bytes read must have: a cache file, checked when the cache was looked up and
    /// again here, so a file swapped in between is refused, not published.
    package var digest: [UInt8]? = nil
    /// The bytes must carry no metadata (EXIF, XMP, IPTC, comments, text chunks, a clip's tags): what
    /// the tool made with `keepMetadata` off, checked on what is published rather than assumed.
    package var mustCarryNoMetadata = false
    /// The bytes read are an original published for download without its metadata: the writer takes
    /// it out (`OriginalStripper`) before the check above, which it then must pass.
    package var stripsMetadata = false
  }

  /// The file to read, or nil when `bytes` are given.
  package let source: File?
  package let bytes: [UInt8]?
  package let target: String

  package init(
    source: String, target: String, inside: String? = nil, mustBeRasterImage: Bool = false,
    mustBeClip: Bool = false, digest: [UInt8]? = nil, mustCarryNoMetadata: Bool = false,
    stripsMetadata: Bool = false
  ) {
    self.source = File(
      path: source, inside: inside, mustBeRasterImage: mustBeRasterImage, mustBeClip: mustBeClip,
      digest: digest, mustCarryNoMetadata: mustCarryNoMetadata || stripsMetadata,
      stripsMetadata: stripsMetadata)
    self.bytes = nil
    self.target = target
  }

  package init(bytes: [UInt8], target: String) {
    self.source = nil
    self.bytes = bytes
    self.target = target
  }
}
