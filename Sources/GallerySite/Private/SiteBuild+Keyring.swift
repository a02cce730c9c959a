import GalleryCore
import GalleryImages
import GalleryModel
import GalleryThemes

extension SiteBuild {
  /// The keyring of a build that encrypts private albums: nil when it does not (the owner's view
  /// under `gallery serve`) or when the gallery has none. A theme without the passphrase page or the
  /// service worker is refused before anything is made: its site would hold albums nobody can open.
  static func keyring(
    options: BuildOptions, gallery: Gallery, theme: Theme, store: ManifestStore
  ) throws(GalleryError) -> PrivateKeyring? {
    guard options.sealsPrivateAlbums && gallery.hasPrivateAlbums else { return nil }
    guard theme.hasTemplate(Theme.Template.unlock), theme.assets.contains(Theme.privateWorkerAsset) else {
      throw .theme(
        path: theme.folder,
        message: "has no \"unlock\" template or no assets/\(Theme.privateWorkerAsset), and "
          + "\(store.displayPath) has a private album that nobody could open without them (copy them from "
          + "the default theme)")
    }
    return try PrivateKeyring(
      gallery: gallery, galleryFolder: store.folder, manifest: store.displayPath,
      cacheFolder: GalleryCache.folder(in: store.folder))
  }
}
