import GalleryModel
import GalleryScenes

extension SiteMove {
  /// Which pages a move re-renders: only those it touches, when the site on disk was built from exactly
  /// the gallery before the move (same photos, theme and tool); nil (render everything) otherwise. It is
  /// the site's decision, because only the site knows what it last wrote (`SiteWriter.previousInputs`).
  /// `knownInputs`: that gallery's fingerprint, when the caller knows it (a server keeps it between moves).
  static func pagesToRender(
    before worker: PhotosWorker, after: Gallery, tree: AlbumTree? = nil, site: SiteBuild,
    knownInputs: UInt64? = nil
  ) -> (selection: SiteBuilder.Selection, previousInputs: UInt64)? {
    let before = worker.gallery
    guard let source = worker.source, before.photoCount == after.photoCount else { return nil }
    let inputs =
      knownInputs
      ?? BuildFingerprint.of(
        gallery: before, manifest: source, theme: site.theme, digests: site.digests,
        skipBadImages: site.options.skipBadImages,
        site: site.options.siteOptions(gallery: before, galleryFolder: site.store.folder))
    // Every page links the site's icon: when the theme has none and the move changes the cover that
    // makes it, every page changes.
    guard site.writer.previousInputs() == inputs,
      site.theme.icon != nil || SiteIcon.photoID(of: before) == SiteIcon.photoID(of: after),
      let selection = SiteBuilder.Selection.between(worker.tree, tree ?? AlbumTree(after))
    else { return nil }
    return (selection, inputs)
  }
}
