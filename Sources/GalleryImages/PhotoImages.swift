import GalleryModel

/// The images a photo's pages show, as site paths with their real pixel sizes: what the scenes need
/// to write `src`, `srcset`, `width` and `height` without knowing how the files were made.
package struct PhotoImages: Equatable, Sendable {
  package struct Variant: Equatable, Sendable {
    /// Path inside the site.
    package var sitePath: String
    /// Pixel size after rotation; nil when unknown (an SVG without a size).
    package var width: Int?
    package var height: Int?
    /// The file's bytes, when known (a made size: from its cache entry).
    package var byteCount: Int?

    package init(sitePath: String, width: Int?, height: Int?, byteCount: Int? = nil) {
      self.sitePath = sitePath
      self.width = width
      self.height = height
      self.byteCount = byteCount
    }
  }

  /// Every size made of the photo, smallest first (one file for an SVG). Never empty.
  package var variants: [Variant]
  /// "#7a6b5c": the photo's average colour, painted where it will be while it loads.
  package var averageColor: String?
  /// The original as copied into the site, offered for download; nil unless `copyOriginals` is set.
  package var original: String?
  /// The original's pixel size as drawn (after rotation), when known: zooming to its pixels needs it.
  package var originalWidth: Int? = nil
  package var originalHeight: Int? = nil
  /// The original's bytes as published (its metadata removed unless `keepMetadata`), when known.
  package var originalByteCount: Int? = nil
  /// What the camera recorded, read from the original (whose copy in the site has it stripped).
  package var exif: PhotoEXIF?
  /// When the original last changed (seconds since 1970, UTC), on sites with a `baseURL` only: the
  /// sitemap's `lastmod` and the feed's date of photos without one. Read from the file, so a rebuild
  /// that changes nothing gives the same value.
  package var modified: Int?
  /// What the photo's page zooms into past its largest size, to the original's own pixels: one file or
  /// tiles. Nil when the largest size is all there is (a small original, `"zoom": "sizes"`).
  package var zoom: Zoom? = nil
  /// For a clip: the renditions its page plays (`variants` are then its poster's sizes); nil for photos.
  package var clip: ClipMedia? = nil
  /// Set for an original with a gain map (issue 48): whether its sizes kept it, so the page marks it.
  package var hdr: HDRRendition? = nil

  package init(
    variants: [Variant], averageColor: String? = nil, original: String? = nil, exif: PhotoEXIF? = nil,
    modified: Int? = nil
  ) {
    self.variants = variants
    self.averageColor = averageColor
    self.original = original
    self.exif = exif
    self.modified = modified
  }

  /// Two sizes: a small one and a large one (the same file twice for an SVG).
  package init(thumbnail: Variant, large: Variant, original: String? = nil, exif: PhotoEXIF? = nil) {
    self.init(
      variants: thumbnail == large ? [thumbnail] : [thumbnail, large], original: original, exif: exif)
  }

  /// The smallest size.
  package var thumbnail: Variant { variants[0] }
  /// The largest size: the detail page's image, and what "view full size" opens.
  package var large: Variant { variants[variants.count - 1] }
}

/// What a clip's pages play: its renditions as site paths, in `<source>` order, with what the page says
/// of them. Made by the images step; the scenes only read it.
package struct ClipMedia: Equatable, Sendable {
  package struct Source: Equatable, Sendable {
    /// Path inside the site.
    package var sitePath: String
    package var format: VideoFormat

    package init(sitePath: String, format: VideoFormat) {
      self.sitePath = sitePath
      self.format = format
    }
  }

  /// Never empty; the MP4 rendition is always among them.
  package var sources: [Source]
  /// The rendition's pixel size as it plays (rotation applied: a portrait phone clip is taller than wide).
  package var width: Int
  package var height: Int
  /// How long it plays, in milliseconds.
  package var durationMilliseconds: Int
  package var hasAudio: Bool

  package init(sources: [Source], width: Int, height: Int, durationMilliseconds: Int, hasAudio: Bool) {
    self.sources = sources
    self.width = width
    self.height = height
    self.durationMilliseconds = durationMilliseconds
    self.hasAudio = hasAudio
  }
}

extension PhotoImages {
  /// A zoom source past the largest size.
  package enum Zoom: Equatable, Sendable {
    /// The original at its own pixels, in one file.
    case file(Variant)
    /// The original at its own pixels, as DeepZoom tiles.
    case tiles(TileSource)
  }

  /// Where a photo's tiles are in the site and what a viewer needs to ask for the right ones.
  package struct TileSource: Equatable, Sendable {
    /// The site folder holding `<level>/<column>_<row>.<fileExtension>`.
    package var sitePath: String
    /// The top level's size: the original's as drawn.
    package var width: Int
    package var height: Int
    package var tileSize: Int
    package var topLevel: Int
    /// The lowest level published (the ones below are no larger than the largest size).
    package var firstLevel: Int
    package var fileExtension: String

    package init(
      sitePath: String, width: Int, height: Int, tileSize: Int, topLevel: Int, firstLevel: Int,
      fileExtension: String
    ) {
      self.sitePath = sitePath
      self.width = width
      self.height = height
      self.tileSize = tileSize
      self.topLevel = topLevel
      self.firstLevel = firstLevel
      self.fileExtension = fileExtension
    }
  }
}
