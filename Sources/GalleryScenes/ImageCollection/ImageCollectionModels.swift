import GalleryImages
import GalleryModel

/// The grid scene's use cases: the photos of one grid page, the pagination around it, and selecting a
/// photo (the route to its detail page).
public enum ImageCollection {
  public enum PhotoCollection {
    public struct Request: Equatable, Sendable {
      /// The 1-based grid page to show.
      public var page: Int
      /// The album whose grid it is (`""`: the root's).
      public var albumID: String
      public init(page: Int, albumID: String = AlbumTree.rootID) {
        self.page = page
        self.albumID = albumID
      }
    }
    public struct Response: Equatable, Sendable {
      /// The grid's title: the gallery's for the root, else the album's.
      public var galleryTitle: String
      public var galleryDescription: String?
      public var totalCount: Int
      /// The photos on this page, with their positions in the whole gallery.
      public var photos: [PositionedPhoto]
      /// Their images by photo id (none for a remote image).
      public var images: [String: PhotoImages] = [:]
      /// The 1-based grid page shown, of how many.
      public var page = 1
      public var pageCount = 1
      /// A site for public hosting (no move pages).
      public var publishing = false
      /// Where the grid stands among the albums; nil in a gallery without albums.
      public var album: AlbumPlace? = nil
      /// On a site with a `baseURL`: the photo that stands for the grid in link previews (its cover),
      /// with its images; nil without a `baseURL` (no preview) or for a grid with no photo.
      public var share: SharedCover? = nil
    }
    /// The grid's cover for link previews.
    public struct SharedCover: Equatable, Sendable {
      public var photo: Photo?
      public var images: PhotoImages?
    }
    /// An album's grid: its id, the way down to it, and its sub-albums (listed on its first page).
    public struct AlbumPlace: Equatable, Sendable {
      public var id: String
      /// The gallery's own title, which album grids show above their own.
      public var siteTitle: String
      /// From the root down to this grid, both included.
      public var steps: [Breadcrumb.Step]
      /// The sub-albums, on the first page only (empty on the others).
      public var subAlbums: [SubAlbum]
      /// How many sub-albums the grid has (every page says so).
      public var albumCount: Int
    }
    public struct SubAlbum: Equatable, Sendable {
      public var id: String
      public var title: String
      /// Its photos and its sub-albums'.
      public var photoCount: Int
      /// The photo that stands for it and that photo's images; nil for an album with no photo at all.
      public var cover: Photo?
      public var coverImages: PhotoImages?
    }
    public struct ViewModel: Equatable, Sendable {
      /// A sub-album's cell: its cover, title and photo count, linking to its grid.
      public struct AlbumCell: Equatable, Sendable {
        public var albumID: String
        public var title: String
        /// "24 photos".
        public var countText: String
        /// Nil for an album with no photo anywhere below it.
        public var image: ImageDisplay?
      }
      public struct Cell: Equatable, Sendable {
        public var photoID: String
        public var title: String
        /// The image's text alternative; empty when it would only repeat the title beside it in
        /// the same link (a screen reader would say it twice).
        public var alt: String
        public var image: ImageDisplay
        /// "Photo 3 of 12", for screen readers and tooltips.
        public var positionText: String
      }
      public var title: String
      /// The document title and heading: "Trip — page 2 of 4" past a single page, else the title.
      public var pageTitle: String
      public var description: String?
      /// "12 photos", "1 photo", "No photos yet".
      public var countText: String
      /// Shown instead of the grid when the gallery has no photos.
      public var emptyMessage: String?
      public var cells: [Cell]
      /// A site for public hosting (no move pages).
      public var publishing = false
      /// The album whose grid this is (`""`: the root's), marked on the page; nil without albums.
      public var albumID: String? = nil
      /// The gallery's title above an album's own (nil on the root's grid).
      public var siteTitle: String? = nil
      /// Nil on the root's grid and in a gallery without albums.
      public var breadcrumb: Breadcrumb? = nil
      /// The sub-albums, before the photos, on the first page.
      public var albumCells: [AlbumCell] = []
      /// The link preview; nil on a site without a `baseURL`.
      public var share: SharePreview? = nil
      /// The page's heading when it differs from the document title (an album's: "Kyoto", where the
      /// document title is "Kyoto – Trip"); nil: the document title.
      public var heading: String? = nil
    }
  }

  public enum Pagination {
    public struct Request: Equatable, Sendable {
      public var page: Int
      public var albumID: String
      public init(page: Int, albumID: String = AlbumTree.rootID) {
        self.page = page
        self.albumID = albumID
      }
    }
    public struct Response: Equatable, Sendable {
      public var page: Int
      public var pageCount: Int
    }
    public struct ViewModel: Equatable, Sendable {
      /// A numbered page link, or a gap ("…") where a long run of pages is left out.
      public struct Item: Equatable, Sendable {
        /// Nil for a gap.
        public var page: Int?
        public var label: String
        public var isCurrent: Bool
      }
      /// Nil when there is only one page (no navigation is shown).
      public var label: String?
      /// "Page 2 of 5".
      public var statusText: String
      public var previousPage: Int?
      public var nextPage: Int?
      public var previousLabel: String
      public var nextLabel: String
      public var items: [Item]
    }
  }

  /// Selecting a photo is a route, not a display: the Interactor keeps the choice in its DataStore and
  /// the Router passes it to the detail scene, so this use case has a Request only.
  public enum PhotoSelection {
    public struct Request: Equatable, Sendable {
      public var photoID: String
      public init(photoID: String) { self.photoID = photoID }
    }
  }
}
