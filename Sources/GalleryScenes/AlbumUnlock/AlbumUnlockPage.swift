import GalleryCore
import GalleryModel
import GalleryPaths
import GalleryTemplates
import GalleryThemes
import GalleryWorkers

/// What the Presenter hands the passphrase page.
package protocol AlbumUnlockDisplayLogic: AnyObject {
  func displayEntry(viewModel: AlbumUnlock.Entry.ViewModel)
}

/// A private album's passphrase page, through the theme's `unlock` template (the build refuses a
/// theme without one for a gallery with a private album: nobody could open it).
package final class AlbumUnlockPage: AlbumUnlockDisplayLogic {
  package static let sceneName = "AlbumUnlock"
  package static let templateName = Theme.Template.unlock

  package var interactor: AlbumUnlockBusinessLogic?
  package var router: (AlbumUnlockRoutingLogic & AlbumUnlockDataPassing)?
  package let theme: Theme
  let words: Words

  private(set) var entry: AlbumUnlock.Entry.ViewModel?

  package init(theme: Theme, worker: PhotosWorker, siteMap: SiteMap) {
    self.theme = theme
    self.words = worker.words
    let interactor = AlbumUnlockInteractor(worker: worker)
    let presenter = AlbumUnlockPresenter(words: worker.words)
    let router = AlbumUnlockRouter(siteMap: siteMap)
    self.interactor = interactor
    self.router = router
    interactor.presenter = presenter
    presenter.viewController = self
    router.viewController = self
    router.dataStore = interactor
  }

  package func load(entryPage: String) {
    interactor?.fetchEntry(request: .init(entryPage: entryPage))
  }

  package func displayEntry(viewModel: AlbumUnlock.Entry.ViewModel) {
    entry = viewModel
  }

  package var path: String { router?.pagePath ?? SiteMap.privateFolder }

  package func render() throws(GalleryError) -> String {
    try theme.render(Self.templateName, try context(), page: path)
  }

  /// The layout's keys (with `encrypted`: the page leads into an encrypted album), then `heading`,
  /// `breadcrumb`, `intro` and `unlock`: the form's labels and messages, and what its script needs
  /// (`index`, `salt`, `iterations`, `worker`, `root`).
  package func context() throws(GalleryError) -> TemplateValue {
    guard let entry, let router else {
      throw .badData(path: path, message: "the passphrase page was rendered before it was loaded")
    }
    var context = PageLayout.context(
      scene: Self.sceneName, pageTitle: entry.pageTitle, siteTitle: entry.siteTitle, theme: theme,
      linkToAsset: router.linkToAsset, homeHref: router.linkToAlbum(AlbumTree.rootID),
      publishing: entry.publishing, siteIcon: router.linkToSiteIcon(), words: words)
    context["encrypted"] = .bool(true)
    context["heading"] = .string(entry.heading)
    context["breadcrumb"] = entry.breadcrumb.templateValue(link: router.linkToAlbum)
    context["intro"] = .string(entry.intro)
    context["unlock"] = [
      "passphraseLabel": .string(entry.passphraseLabel), "rememberLabel": .string(entry.rememberLabel),
      "openLabel": .string(entry.openLabel), "openingText": .string(entry.openingText),
      "wrongText": .string(entry.wrongText), "unsupportedText": .string(entry.unsupportedText),
      "index": .string(router.linkToIndex(entry.indexFile)), "salt": .string(entry.salt),
      "iterations": .string(entry.iterations), "worker": .string(router.linkToServiceWorker()),
      "root": .string(router.linkToSiteRoot()),
    ]
    return .object(context)
  }
}
