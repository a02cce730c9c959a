import GalleryModel
import GalleryScenes
import GalleryWorkers

extension SiteEdit {
  /// Which pages an edit re-renders: only those it touches, when the site on disk was built from exactly
  /// the gallery before the edit (same photos, theme and tool); nil (render everything) otherwise. It is
  /// the site's decision, because only the site knows what it last wrote (`SiteWriter.previousInputs`).
  /// `knownInputs`: that gallery's fingerprint, when the caller knows it (a server keeps it between moves).
  /// Photos added (a drop) or removed are a selection too (`Selection.between`).
  static func pagesToRender(
    before worker: PhotosWorker, after: Gallery, tree: AlbumTree? = nil, site: SiteBuild,
    knownInputs: UInt64? = nil
  ) -> (selection: PageRenderer.Selection, previousInputs: UInt64)? {
    let before = worker.gallery
    guard let source = worker.source, sameSettings(before, after)
    else {
      return nil
    }
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
      let selection = PageRenderer.Selection.between(worker.tree, tree ?? AlbumTree(after))
    else { return nil }
    return (selection, inputs)
  }

  /// Whether the two galleries differ at most in their photos and albums, the only parts an edit (or
  /// the undo of one) changes and `Selection.between` compares: anything else (an undo step from a
  /// history file that holds other bytes) renders everything.
  private static func sameSettings(_ a: Gallery, _ b: Gallery) -> Bool {
    a.title == b.title && a.description == b.description && a.pageSize == b.pageSize && a.theme == b.theme
      && a.publish == b.publish && a.search == b.search && a.map == b.map && a.baseURL == b.baseURL
      && a.feedEntries == b.feedEntries
      && a.slideshowSeconds == b.slideshowSeconds && a.images == b.images
  }
}
