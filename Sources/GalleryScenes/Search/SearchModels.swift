/// The search page (`search.html`, on a gallery with `"search": true`): a form whose query the theme's
/// script runs against the site's Pagefind index, showing each photo found by its thumbnail and title,
/// with filters by year, tag, camera and album. The page carries the words the script says.
package enum Search {
  package enum Form {
    package struct Request: Equatable, Sendable {
      package init() {}
    }
    package struct Response: Equatable, Sendable {
      package var siteTitle: String
      package var publishing: Bool
      /// Each filter's values as the index has them, sorted: years newest first, the rest by text.
      package var filterValues: [String: [String]]
    }
    package struct ViewModel: Equatable, Sendable {
      /// "Search".
      package var heading: String
      /// "Search – Trip".
      package var pageTitle: String
      package var siteTitle: String
      /// The field's label: "Search the photos".
      package var label: String
      package var buttonLabel: String
      /// What the script says, `{query}` and `{count}` filled in by it.
      package var noResults: String
      package var countText: String
      package var searching: String
      package var needsServer: String
      package var needsScript: String
      /// The button that shows the next batch of results: "More photos".
      package var moreLabel: String
      package struct Filter: Equatable, Sendable {
        /// `year`, `tag`, `camera`, `album`: the index's filter names.
        package var name: String
        package var label: String
        package var values: [String]
      }
      /// The filters that have values, in the order year, tag, camera, album.
      package var filters: [Filter]
      /// The empty choice of every filter: "Any".
      package var anyLabel: String
      package var publishing: Bool
      /// The gallery › Search.
      package var breadcrumb: Breadcrumb
    }
  }
}
