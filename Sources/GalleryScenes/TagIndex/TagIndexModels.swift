/// The list of every tag (`tags/index.html`): each tag's name linking to its grid, with its count.
package enum TagIndex {
  package enum TagList {
    package struct Request: Equatable, Sendable {
      package init() {}
    }
    package struct Response: Equatable, Sendable {
      package struct Entry: Equatable, Sendable {
        package var name: String
        package var slug: String
        package var photoCount: Int
        package var clipCount: Int
      }
      package var siteTitle: String
      /// Sorted as the catalogue sorts them (by their lowercased, composed text).
      package var tags: [Entry]
      package var publishing: Bool
      /// Whether the page carries a link preview (a site with a `baseURL`).
      package var shareable = false
    }
    package struct ViewModel: Equatable, Sendable {
      package struct Entry: Equatable, Sendable {
        package var name: String
        package var slug: String
        /// "12 photos · 1 video".
        package var countText: String
      }
      /// "Tags".
      package var heading: String
      /// "Tags – Trip".
      package var pageTitle: String
      package var siteTitle: String
      /// "24 tags".
      package var countText: String
      package var entries: [Entry]
      package var publishing: Bool
      /// The gallery › Tags.
      package var breadcrumb: Breadcrumb
      /// The page's link preview (its title and count, no image: the page shows none); nil without a
      /// `baseURL`.
      package var share: SharePreview? = nil
    }
  }
}
