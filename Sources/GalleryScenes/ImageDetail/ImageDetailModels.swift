import GalleryImages
import GalleryModel

/// The detail scene's use case: one photo with its position, neighbours and "learn more" link.
package enum ImageDetail {
  package enum Image {
    package struct Request: Equatable, Sendable {
      package init() {}
    }
    package struct Response: Equatable, Sendable {
      package var galleryTitle: String
      package var photo: PositionedPhoto
      package var images: PhotoImages?
      package var totalCount: Int
      package var previous: PositionedPhoto?
      package var next: PositionedPhoto?
      /// The next photo's images, for the page to fetch ahead (nil: remote or none).
      package var nextImages: PhotoImages? = nil
      /// The previous photo's images, for its thumbnail beside the photo (nil: remote or none).
      package var previousImages: PhotoImages? = nil
      /// The largest file of the photo with its pixel size, for zooming to its pixels; nil when the
      /// size is unknown (a remote image).
      package var zoom: ZoomFile? = nil
      /// Seconds each photo stays on screen in a slideshow (the manifest's, or the default).
      package var slideshowSeconds = Gallery.defaultSlideshowSeconds
      /// A site for public hosting: no move page to link to.
      package var publishing = false
      /// From the root down to the photo's album; nil in a gallery without albums.
      package var steps: [Breadcrumb.Step]? = nil
      /// The site has a `baseURL`: the page gets a link preview.
      package var shareable = false
      /// The slug of each of the photo's tags, by its text as written (none: no tag pages).
      package var tagSlugs: [String: String] = [:]
      /// Where the photo was taken, rounded, when its album has a map; nil otherwise.
      package var place: Place? = nil
      /// The gallery's map settings (the tile server a photo's map asks).
      package var mapSettings = MapSettings()
      /// What the page offers to download (the photo's album's `downloads`).
      package var downloads = Downloads.none
      /// The files offered keep the original's metadata (`keepMetadata`): the page says so.
      package var keepsMetadata = false
    }
    /// A published place: degrees as the map shows them, already rounded.
    package struct Place: Equatable, Sendable {
      package var latitude: String
      package var longitude: String

      package init(latitude: String, longitude: String) {
        self.latitude = latitude
        self.longitude = longitude
      }
    }
    /// What a photo's page offers to save: each size and (when allowed) the original, worded with its
    /// pixel size and bytes, and a sentence on what the files carry.
    package struct DownloadList: Equatable, Sendable {
      package struct Item: Equatable, Sendable {
        package var source: ImageDisplay.Source
        /// "1600 × 1067 px, 412 KB"; "Original, 5640 × 3172 px, 8.1 MB".
        package var label: String
        package var isOriginal: Bool
      }
      /// "Download".
      package var heading: String
      /// Smallest first, the original last.
      package var items: [Item]
      /// "Camera details, dates and places are removed from these files." (or that they keep them).
      package var note: String
    }
    /// What the photo zooms into: `sitePath` at `width` × `height`, or, with `tiles`, the original's
    /// size (`width` × `height`) in tiles, `sitePath` being the largest size shown beneath them.
    package struct ZoomFile: Equatable, Sendable {
      package var sitePath: String
      package var width: Int
      package var height: Int
      package var tiles: PhotoImages.TileSource? = nil

      package init(sitePath: String, width: Int, height: Int, tiles: PhotoImages.TileSource? = nil) {
        self.sitePath = sitePath
        self.width = width
        self.height = height
        self.tiles = tiles
      }
    }
    package struct ViewModel: Equatable, Sendable {
      /// A neighbouring photo, for the previous/next links.
      package struct Neighbour: Equatable, Sendable {
        package var photoID: String
        package var label: String
        /// Its whole title, made readable when the manifest gives none.
        package var title: String
        /// Its image as its own page shows it, for fetching ahead (nil for the previous photo).
        package var image: ImageDisplay? = nil
        /// Its small sizes, as a grid cell shows them, for a thumbnail beside the photo.
        package var thumb: ImageDisplay? = nil
      }
      /// The file zoomed into and its pixel size, as the page shows it.
      package struct Zoom: Equatable, Sendable {
        package var source: ImageDisplay.Source
        package var width: Int
        package var height: Int
        package var tiles: Tiles? = nil
      }
      /// A DeepZoom pyramid, as the viewer script reads it: `<folder>/<level>/<column>_<row>.<format>`.
      package struct Tiles: Equatable, Sendable {
        package var folder: ImageDisplay.Source
        package var tileSize: String
        package var topLevel: String
        package var firstLevel: String
        package var format: String
      }
      package var photoID: String
      /// The document title: "Sunset – My Gallery".
      package var pageTitle: String
      package var galleryTitle: String
      package var title: String
      package var description: String?
      package var alt: String
      /// The photo's keywords, in the manifest's order; empty when it has none.
      package var tags: [String] = []
      /// For each of `tags`, the slug of its page; nil where it has none.
      package var tagSlugs: [String?] = []
      /// What a screen reader calls the list of tags.
      package var tagsLabel = "Tags"
      /// The photo's place on a map, asking first; nil without one.
      package var place: MapBox? = nil
      /// The files offered to save; nil when the photo's album offers none.
      package var downloads: DownloadList? = nil
      /// "Place", the heading above it.
      package var placeHeading = "Place"
      /// "Browse by place", the link to the map of every place.
      package var placeMapLabel = "Browse by place"
      package var image: ImageDisplay
      /// What a click on the image opens: the original when the gallery copies originals, else the
      /// largest size; and its link text for screen readers.
      package var enlarge: ImageDisplay.Source
      package var enlargeLabel: String
      /// The original offered for download (when the gallery copies originals), and its link text.
      package var download: ImageDisplay.Source?
      /// "Taken", "Camera", … with their values; empty when the photo has no EXIF.
      package var exif: [EXIFText.Row]
      package var downloadLabel: String
      /// "Photo 3 of 12".
      package var positionText: String
      /// "3 / 12", for the slim bar above the photo.
      package var positionShort = ""
      /// "5": seconds per photo in a slideshow, for the page's script.
      package var slideshowSeconds = String(Gallery.defaultSlideshowSeconds)
      /// The largest file with its pixel size, for zooming; nil when the size is unknown.
      package var zoom: Zoom? = nil
      package var learnMore: GalleryReference?
      package var learnMoreLabel: String
      package var previous: Neighbour?
      package var next: Neighbour?
      package var backLabel: String
      /// Nil on a site built for public hosting: no move page to link to.
      package var editLabel: String?
      package var publishing = false
      /// `Gallery › 2019 › Kyoto › Sunset`; nil in a gallery without albums.
      package var breadcrumb: Breadcrumb? = nil
      /// The link preview; nil on a site without a `baseURL`.
      package var share: SharePreview? = nil
      /// For a clip: what its `<video>` plays (its poster is `image`); nil for a photo.
      package var clip: ClipDisplay? = nil
      package struct HDRBadge: Equatable, Sendable {
        package var label: String
        package var title: String
      }
      /// "photo" or "video": what the bar's "About this …" link and the page's words call the item.
      package var kindWord = "photo"
      /// The About panel's "HDR" badge and what it means, for a photo whose sizes carry its gain map
      /// (issue 48); nil otherwise.
      package var hdr: HDRBadge? = nil
      /// The photo bar's and the viewer script's words (`ImageDetailViewerWords`).
      package var viewer = ImageDetailViewerWords.of(.english, kind: "photo")
    }
  }
}
