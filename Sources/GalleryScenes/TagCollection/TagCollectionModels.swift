import GalleryImages
import GalleryModel

/// A tag's grid (`tags/<slug>.html`): the photos carrying one tag, from every album, in the gallery's
/// order, paged like an album's grid. Its cells open each photo's own page, whose neighbours are those
/// of its album (a photo has one page, whichever grid it was reached from).
package enum TagCollection {
  package enum PhotoCollection {
    package struct Request: Equatable, Sendable {
      package var slug: String
      /// The 1-based grid page to show.
      package var page: Int
      package init(slug: String, page: Int) {
        self.slug = slug
        self.page = page
      }
    }
    package struct Response: Equatable, Sendable {
      /// The tag as first written in the gallery.
      package var tagName: String
      /// The page of the tag's photos, with their positions among them.
      package var grid: PhotoSetGrid.Response
    }
    package typealias ViewModel = PhotoSetGrid.ViewModel
  }

  /// The page links of a tag's grid: the grid scene's, for this tag's pages.
  package enum Pagination {
    package typealias Request = PhotoCollection.Request
    package typealias Response = ImageCollection.Pagination.Response
    package typealias ViewModel = ImageCollection.Pagination.ViewModel
  }

  /// What a breadcrumb crumb holds for the tag index (`Breadcrumb.Crumb.albumID` names albums, whose ids
  /// never hold a `/`, so this cannot name one).
  package static let tagIndexCrumb = "/tags"
}
