import GalleryImages
import GalleryModel

/// The timeline (`dates/index.html`): every year with photos, newest first, and under each its months,
/// newest first, each with its count and the first photo taken in it; and how many photos have no date.
/// A year's page (`dates/2024/index.html`) is the timeline of that year alone.
package enum Timeline {
  package enum Calendar {
    package struct Request: Equatable, Sendable {
      /// One year's page; nil: the whole timeline.
      package var year: Int?
      package init(year: Int? = nil) { self.year = year }
    }
    package struct Response: Equatable, Sendable {
      package struct Month: Equatable, Sendable {
        package var month: Int
        package var photoCount: Int
        package var clipCount: Int
        /// The first photo taken in it, with its images.
        package var cover: Photo?
        package var coverImages: PhotoImages?
      }
      package struct Year: Equatable, Sendable {
        package var year: Int
        package var photoCount: Int
        package var clipCount: Int
        package var months: [Month]
      }
      package var siteTitle: String
      /// The one year shown on a year's page; nil on the timeline.
      package var year: Int? = nil
      package var years: [Year]
      package var undatedCount: Int
      package var publishing: Bool
      /// Whether pages carry a link preview (a site with a `baseURL`).
      package var shareable = false
    }
    package struct ViewModel: Equatable, Sendable {
      package struct Month: Equatable, Sendable {
        package var year: Int
        package var month: Int
        /// "June 2024".
        package var label: String
        package var countText: String
        package var image: ImageDisplay?
      }
      package struct Year: Equatable, Sendable {
        package var year: Int
        /// "2024".
        package var label: String
        package var countText: String
        package var months: [Month]
      }
      package var heading: String
      package var pageTitle: String
      package var siteTitle: String
      /// "120 photos".
      package var countText: String
      /// "3 photos without a date are not shown here."; nil when every photo has one, and on a year's
      /// page.
      package var undatedText: String?
      package var years: [Year]
      package var publishing: Bool
      /// A year's page (its heading is the year), not the timeline.
      package var isYearPage = false
      /// The gallery › Timeline (› 2024).
      package var breadcrumb: Breadcrumb
      /// The page's link preview, showing its newest month's first photo; nil without a `baseURL`.
      package var share: SharePreview? = nil
    }
  }
}
