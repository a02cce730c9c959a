import GalleryImages
import GalleryModel

/// A month's grid (`dates/2024/06.html`): the photos taken then, from every album, in the order they
/// were taken, paged like an album's grid. Its cells open each photo's own page, whose neighbours are
/// those of its album. (A year's page lists its months: the Timeline scene for one year.)
package enum DateCollection {
  package enum PhotoCollection {
    package struct Request: Equatable, Sendable {
      package var year: Int
      /// 1…12.
      package var month: Int
      /// The 1-based grid page to show.
      package var page: Int
      package init(year: Int, month: Int, page: Int) {
        self.year = year
        self.month = month
        self.page = page
      }
    }
    package struct Response: Equatable, Sendable {
      package var year: Int
      package var month: Int
      /// The page of the month's photos, with their positions in the order taken.
      package var grid: PhotoSetGrid.Response
    }
    package typealias ViewModel = PhotoSetGrid.ViewModel
  }

  /// The page links of a month's grid: the grid scene's, for this month's pages.
  package enum Pagination {
    package typealias Request = PhotoCollection.Request
    package typealias Response = ImageCollection.Pagination.Response
    package typealias ViewModel = ImageCollection.Pagination.ViewModel
  }

  /// What a breadcrumb crumb holds for the timeline and for a year (`Breadcrumb.Crumb.albumID` names
  /// albums, whose ids never hold a `/`, so these cannot name one).
  package static let timelineCrumb = "/dates"
  package static func yearCrumb(_ year: Int) -> String { "/dates/\(year)" }
}
