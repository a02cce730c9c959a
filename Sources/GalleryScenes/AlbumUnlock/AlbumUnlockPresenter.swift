import GalleryThemes

/// What the passphrase page's Interactor hands over for display.
package protocol AlbumUnlockPresentationLogic: AnyObject {
  func presentEntry(response: AlbumUnlock.Entry.Response)
}

/// The passphrase page's words, in the gallery's language.
package final class AlbumUnlockPresenter: AlbumUnlockPresentationLogic {
  package weak var viewController: AlbumUnlockDisplayLogic?
  let words: Words

  package init(words: Words) {
    self.words = words
  }

  package func presentEntry(response: AlbumUnlock.Entry.Response) {
    let heading = response.albumTitle ?? words.text(.gridPrivateAlbum)
    viewController?.displayEntry(
      viewModel: .init(
        heading: heading,
        pageTitle: words.text(
          .gridAlbumPageTitle,
          ["title": words.isolated(heading), "album": words.isolated(response.siteTitle)]),
        siteTitle: response.siteTitle, intro: words.text(.unlockIntro),
        passphraseLabel: words.text(.unlockPassphrase), rememberLabel: words.text(.unlockRemember),
        openLabel: words.text(.unlockOpen), openingText: words.text(.unlockOpening),
        wrongText: words.text(.unlockWrong), unsupportedText: words.text(.unlockUnsupported),
        indexFile: response.indexFile, salt: response.salt, iterations: String(response.iterations),
        publishing: response.publishing,
        breadcrumb: Breadcrumb.make(
          [.init(albumID: "", title: response.siteTitle)], current: heading, words: words)))
  }
}
