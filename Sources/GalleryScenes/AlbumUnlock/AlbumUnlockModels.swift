/// A private album's passphrase page (`private/<name>.html`): a form that derives the album's key in
/// the browser and hands it to the site's service worker, which then opens the album's encrypted
/// pages and images at their usual addresses. The page itself says nothing of the album but what its
/// owner made public (its title, with `"showTitle"`).
package enum AlbumUnlock {
  package enum Entry {
    package struct Request: Equatable, Sendable {
      /// The passphrase page's path, which names the locked album among the worker's.
      package var entryPage: String

      package init(entryPage: String) {
        self.entryPage = entryPage
      }
    }
    package struct Response: Equatable, Sendable {
      package var siteTitle: String
      /// The owner's public title for the album; nil: none.
      package var albumTitle: String?
      package var entryPage: String
      package var indexFile: String
      package var salt: String
      package var iterations: Int
      package var publishing: Bool
    }
    package struct ViewModel: Equatable, Sendable {
      /// The album's public title, else "Private album".
      package var heading: String
      /// "Private album – Trip".
      package var pageTitle: String
      package var siteTitle: String
      package var intro: String
      package var passphraseLabel: String
      package var rememberLabel: String
      package var openLabel: String
      /// Shown while the key is derived, on a wrong passphrase, and where the browser cannot open it.
      package var openingText: String
      package var wrongText: String
      package var unsupportedText: String
      package var indexFile: String
      package var salt: String
      package var iterations: String
      package var publishing: Bool
      /// The gallery › this page.
      package var breadcrumb: Breadcrumb
    }
  }
}
