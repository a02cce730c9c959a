/// The images a photo's pages show, as site paths with their real pixel sizes: what the scenes need
/// to write `src`, `srcset`, `width` and `height` without knowing how the files were made.
public struct PhotoImages: Equatable, Sendable {
  public struct Variant: Equatable, Sendable {
    /// Path inside the site.
    public var sitePath: String
    /// Pixel size after rotation; nil when unknown (an SVG without a size).
    public var width: Int?
    public var height: Int?

    public init(sitePath: String, width: Int?, height: Int?) {
      self.sitePath = sitePath
      self.width = width
      self.height = height
    }
  }

  /// The grid's image.
  public var thumbnail: Variant
  /// The detail page's image (the same file as the thumbnail for an SVG).
  public var large: Variant
  /// The original as copied into the site, offered for download; nil unless `copyOriginals` is set.
  public var original: String?
  /// What the camera recorded, read from the original (whose copy in the site has it stripped).
  public var exif: PhotoEXIF?

  public init(thumbnail: Variant, large: Variant, original: String? = nil, exif: PhotoEXIF? = nil) {
    self.thumbnail = thumbnail
    self.large = large
    self.original = original
    self.exif = exif
  }
}
