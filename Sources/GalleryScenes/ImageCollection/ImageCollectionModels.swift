import GalleryImages
import GalleryModel
import GalleryWorkers

/// The grid scene's use cases: the photos of one grid page, the pagination around it, and selecting a
/// photo (the route to its detail page).
package enum ImageCollection {
  package enum PhotoCollection {
    package struct Request: Equatable, Sendable {
      /// The 1-based grid page to show.
      package var page: Int
      /// The album whose grid it is (`""`: the root's).
      package var albumID: String
      package init(page: Int, albumID: String = AlbumTree.rootID) {
        self.page = page
        self.albumID = albumID
      }
    }
    package struct Response: Equatable, Sendable {
      /// The grid's title: the gallery's for the root, else the album's.
      package var galleryTitle: String
      package var galleryDescription: String?
      package var totalCount: Int
      /// How many of them are clips ("2 photos · 4 videos").
      package var clipCount = 0
      /// The photos on this page, with their positions in the whole gallery.
      package var photos: [PositionedPhoto]
      /// Their images by photo id (none for a remote image).
      package var images: [String: PhotoImages] = [:]
      /// The 1-based grid page shown, of how many.
      package var page = 1
      package var pageCount = 1
      /// A site for public hosting (no move pages).
      package var publishing = false
      /// Where the grid stands among the albums; nil in a gallery without albums.
      package var album: AlbumPlace? = nil
      /// On a site with a `baseURL`: the photo that stands for the grid in link previews (its cover),
      /// with its images; nil without a `baseURL` (no preview) or for a grid with no photo.
      package var share: SharedCover? = nil
      /// On the root's first page of a gallery with tags: a way to the tag index.
      package var offersTags = false
      /// On the root's first page of a gallery with dated photos: a way to the timeline.
      package var offersTimeline = false
      /// On the root's first page of a gallery with search: a way to the search page.
      package var offersSearch = false
      /// On the root's first page of a gallery with a map: a way to the map page.
      package var offersMap = false
      /// On a grid's first page, with `"albumZips"`: the archive of its photos, in one or more parts.
      package var archives: [AlbumArchive] = []
    }
    /// The grid's cover for link previews.
    package struct SharedCover: Equatable, Sendable {
      package var photo: Photo?
      package var images: PhotoImages?
    }
    /// An album's grid: its id, the way down to it, and its sub-albums (listed on its first page).
    package struct AlbumPlace: Equatable, Sendable {
      package var id: String
      /// The gallery's own title, which album grids show above their own.
      package var siteTitle: String
      /// From the root down to this grid, both included.
      package var steps: [Breadcrumb.Step]
      /// The sub-albums, on the first page only (empty on the others).
      package var subAlbums: [SubAlbum]
      /// How many sub-albums the grid has (every page says so), locked ones included.
      package var albumCount: Int
      /// The private albums shown locked (first page only): the public site knows no more of them.
      package var lockedAlbums: [LockedAlbum] = []
    }
    package struct SubAlbum: Equatable, Sendable {
      package var id: String
      package var title: String
      /// Its photos and its sub-albums'.
      package var photoCount: Int
      /// Of `photoCount`, the clips (counted apart in its cell).
      package var clipCount = 0
      /// The photo that stands for it and that photo's images; nil for an album with no photo at all.
      package var cover: Photo?
      package var coverImages: PhotoImages?
      /// Marked private (the owner's view under `gallery serve`, where it is not encrypted).
      package var isPrivate = false
    }
    package struct ViewModel: Equatable, Sendable {
      /// A private album's locked cell: the owner's chosen title or "Private album", leading to the
      /// page that asks for its passphrase.
      package struct LockedCell: Equatable, Sendable {
        package var title: String
        /// "Private: opens with a passphrase".
        package var note: String
        /// The passphrase page, a path in the site.
        package var entryPage: String
      }
      /// A sub-album's cell: its cover, title and photo count, linking to its grid.
      package struct AlbumCell: Equatable, Sendable {
        package var albumID: String
        package var title: String
        /// "24 photos", "8 photos · 1 video".
        package var countText: String
        /// Nil for an album with no photo anywhere below it.
        package var image: ImageDisplay?
        /// "Private", on a private album's cell in the owner's view; nil on every other.
        package var privateMark: String? = nil
      }
      package struct Cell: Equatable, Sendable {
        package var photoID: String
        package var title: String
        /// The image's text alternative; empty when it would only repeat the title beside it in
        /// the same link (a screen reader would say it twice).
        package var alt: String
        package var image: ImageDisplay
        /// "Photo 3 of 12", for screen readers and tooltips.
        package var positionText: String
        /// For a clip: its play mark's words and duration ("Waves, video, 0:42"); nil for a photo.
        package var clip: ClipDisplay? = nil
        /// The column counts at which it begins a column of a masonry in the page's order
        /// (`ImageCollectionColumns`).
        package var columnStarts: [Int] = []
      }
      package var title: String
      /// The document title and heading: "Trip — page 2 of 4" past a single page, else the title.
      package var pageTitle: String
      package var description: String?
      /// "12 photos", "1 photo", "No photos yet".
      package var countText: String
      /// Shown instead of the grid when the gallery has no photos.
      package var emptyMessage: String?
      package var cells: [Cell]
      /// A site for public hosting (no move pages).
      package var publishing = false
      /// The album whose grid this is (`""`: the root's), marked on the page; nil without albums.
      package var albumID: String? = nil
      /// The gallery's title above an album's own (nil on the root's grid).
      package var siteTitle: String? = nil
      /// Nil on the root's grid and in a gallery without albums.
      package var breadcrumb: Breadcrumb? = nil
      /// The sub-albums, before the photos, on the first page.
      package var albumCells: [AlbumCell] = []
      package var lockedCells: [LockedCell] = []
      /// The link preview; nil on a site without a `baseURL`.
      package var share: SharePreview? = nil
      /// The page's heading when it differs from the document title (an album's: "Kyoto", where the
      /// document title is "Kyoto – Trip"); nil: the document title.
      package var heading: String? = nil
      /// "Browse by tag", on the root's first page of a gallery with tags; nil elsewhere.
      package var tagIndexLabel: String? = nil
      /// "Browse by date", on the root's first page of a gallery with dated photos; nil elsewhere.
      package var timelineLabel: String? = nil
      /// "Search the photos", on the root's first page of a gallery with search; nil elsewhere.
      package var searchLabel: String? = nil
      /// "Browse by place", on the root's first page of a gallery with a map; nil elsewhere.
      package var mapLabel: String? = nil
      /// The grid's archive files to download: "Download all (ZIP, 412 MB)"; empty without any.
      package var archives: [ArchiveLink] = []
      package struct ArchiveLink: Equatable, Sendable {
        package var sitePath: String
        package var label: String
        /// The name a browser saves it as: the grid's title, then the part's number.
        package var fileName: String
      }
    }
  }

  package enum Pagination {
    package struct Request: Equatable, Sendable {
      package var page: Int
      package var albumID: String
      package init(page: Int, albumID: String = AlbumTree.rootID) {
        self.page = page
        self.albumID = albumID
      }
    }
    package struct Response: Equatable, Sendable {
      package var page: Int
      package var pageCount: Int
    }
    package struct ViewModel: Equatable, Sendable {
      /// A numbered page link, or a gap ("…") where a long run of pages is left out.
      package struct Item: Equatable, Sendable {
        /// Nil for a gap.
        package var page: Int?
        package var label: String
        package var isCurrent: Bool
      }
      /// Nil when there is only one page (no navigation is shown).
      package var label: String?
      /// "Page 2 of 5".
      package var statusText: String
      package var previousPage: Int?
      package var nextPage: Int?
      package var previousLabel: String
      package var nextLabel: String
      package var items: [Item]
    }
  }

  /// Selecting a photo is a route, not a display: the Interactor keeps the choice in its DataStore and
  /// the Router passes it to the detail scene, so this use case has a Request only.
  package enum PhotoSelection {
    package struct Request: Equatable, Sendable {
      package var photoID: String
      package init(photoID: String) { self.photoID = photoID }
    }
  }
}
