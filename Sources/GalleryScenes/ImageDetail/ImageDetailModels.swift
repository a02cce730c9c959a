import GalleryImages
import GalleryModel

/// The detail scene's use case: one photo with its position, neighbours and "learn more" link.
public enum ImageDetail {
  public enum Image {
    public struct Request: Equatable, Sendable {
      public init() {}
    }
    public struct Response: Equatable, Sendable {
      public var galleryTitle: String
      public var photo: PositionedPhoto
      public var images: PhotoImages?
      public var totalCount: Int
      public var previous: PositionedPhoto?
      public var next: PositionedPhoto?
      /// The next photo's images, for the page to fetch ahead (nil: remote or none).
      public var nextImages: PhotoImages? = nil
      /// The previous photo's images, for its thumbnail beside the photo (nil: remote or none).
      public var previousImages: PhotoImages? = nil
      /// The largest file of the photo with its pixel size, for zooming to its pixels; nil when the
      /// size is unknown (a remote image).
      public var zoom: ZoomFile? = nil
      /// Seconds each photo stays on screen in a slideshow (the manifest's, or the default).
      public var slideshowSeconds = Gallery.defaultSlideshowSeconds
      /// A site for public hosting: no move page to link to.
      public var publishing = false
      /// From the root down to the photo's album; nil in a gallery without albums.
      public var steps: [Breadcrumb.Step]? = nil
      /// The site has a `baseURL`: the page gets a link preview.
      public var shareable = false
    }
    /// A file to zoom into: its path in the site and its pixel size.
    public struct ZoomFile: Equatable, Sendable {
      public var sitePath: String
      public var width: Int
      public var height: Int

      public init(sitePath: String, width: Int, height: Int) {
        self.sitePath = sitePath
        self.width = width
        self.height = height
      }
    }
    public struct ViewModel: Equatable, Sendable {
      /// A neighbouring photo, for the previous/next links.
      public struct Neighbour: Equatable, Sendable {
        public var photoID: String
        public var label: String
        /// Its whole title, made readable when the manifest gives none.
        public var title: String
        /// Its image as its own page shows it, for fetching ahead (nil for the previous photo).
        public var image: ImageDisplay? = nil
        /// Its small sizes, as a grid cell shows them, for a thumbnail beside the photo.
        public var thumb: ImageDisplay? = nil
      }
      /// The file zoomed into and its pixel size, as the page shows it.
      public struct Zoom: Equatable, Sendable {
        public var source: ImageDisplay.Source
        public var width: Int
        public var height: Int
      }
      public var photoID: String
      /// The document title: "Sunset – My Gallery".
      public var pageTitle: String
      public var galleryTitle: String
      public var title: String
      public var description: String?
      public var alt: String
      /// The photo's keywords, in the manifest's order; empty when it has none.
      public var tags: [String] = []
      /// What a screen reader calls the list of tags.
      public var tagsLabel = "Tags"
      public var image: ImageDisplay
      /// What a click on the image opens: the original when the gallery copies originals, else the
      /// largest size; and its link text for screen readers.
      public var enlarge: ImageDisplay.Source
      public var enlargeLabel: String
      /// The original offered for download (when the gallery copies originals), and its link text.
      public var download: ImageDisplay.Source?
      /// "Taken", "Camera", … with their values; empty when the photo has no EXIF.
      public var exif: [EXIFText.Row]
      public var downloadLabel: String
      /// "Photo 3 of 12".
      public var positionText: String
      /// "3 / 12", for the slim bar above the photo.
      public var positionShort = ""
      /// "5": seconds per photo in a slideshow, for the page's script.
      public var slideshowSeconds = String(Gallery.defaultSlideshowSeconds)
      /// The largest file with its pixel size, for zooming; nil when the size is unknown.
      public var zoom: Zoom? = nil
      public var learnMore: GalleryReference?
      public var learnMoreLabel: String
      public var previous: Neighbour?
      public var next: Neighbour?
      public var backLabel: String
      /// Nil on a site built for public hosting: no move page to link to.
      public var editLabel: String?
      public var publishing = false
      /// `Gallery › 2019 › Kyoto › Sunset`; nil in a gallery without albums.
      public var breadcrumb: Breadcrumb? = nil
      /// The link preview; nil on a site without a `baseURL`.
      public var share: SharePreview? = nil
    }
  }
}
