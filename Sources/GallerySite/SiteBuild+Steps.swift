import GalleryCore
import GalleryImages
import GalleryModel
import GalleryScenes
import GalleryThemes
import GalleryWorkers

/// `gallery build`'s six steps, from the gallery folder to the written site: read the gallery, load the
/// theme, then `SiteBuild`'s four (images, pages, checks while staging, write). The command prints the
/// summary; the server keeps the state.
extension SiteBuild {
  /// The steps every build runs, in order; an unchanged site runs them all with nothing to do.
  package static let stepCount = 6

  /// A build, and (when asked) what it read and made.
  package struct Built {
    package let report: BuildReport
    /// Nil unless asked for: on an unchanged site it costs a pass over every photo's images that a
    /// plain `gallery build` has no use for.
    package let state: SiteState?
  }

  /// The gallery in `folder`, its manifest's snapshot kept in the gallery's own cache (see
  /// `ManifestSnapshot`), its `language` held to the shipped catalogues.
  package static func openStore(_ folder: String) throws(GalleryError) -> ManifestStore {
    var store = try ManifestStore(folder: folder)
    store.snapshotFolder = GalleryCache.folder(in: store.folder)
    store.languages = LanguageLocator().shippedLanguages()
    return store
  }

  /// Builds the site; the gallery stays locked for reading, the output for writing, until it is done.
  /// `keepingState`: also return what the build read and made, for moves to start from.
  package static func run(
    _ options: BuildOptions, console: Console, keepingState: Bool
  ) throws(GalleryError) -> Built {
    var steps = StepRunner(console: console, count: stepCount)
    let store = try openStore(options.galleryFolder ?? ".")
    let lock = try GalleryLock(
      folder: store.folder, timeout: options.lockTimeout, readOnly: true, onWait: console.warn)
    defer { withExtendedLifetime(lock) {} }
    // The manifest's bytes fingerprint the build; only a kept state (a server's moves) needs them
    // after that, so a plain build lets them go before it renders (24 MB at 100,000 photos).
    var manifest: [UInt8]?
    let worker = try steps.run { () throws(GalleryError) in
      let stored = try store.fetchStoredGallery()
      let gallery = stored.gallery
      manifest = stored.source
      let worker: PhotosWorker
      if keepingState, let source = stored.source {
        worker = PhotosWorker(gallery: gallery, source: source, isCanonical: stored.isCanonical)
      } else {
        worker = PhotosWorker(gallery: gallery)
      }
      let count = Gallery.itemsText(worker.gallery.photoCount, clips: worker.gallery.clipCount)
      return (worker, "Read \(store.displayPath): \(count)")
    }
    let site = try steps.run { () throws(GalleryError) in
      let theme = try SiteBuild.loadTheme(options, store: store, gallery: worker.gallery)
      let site = try SiteBuild(
        options: options, store: store, gallery: worker.gallery,
        manifest: manifest ?? ManifestEncoder.encode(worker.gallery), theme: theme, checkUpToDate: true,
        console: console)
      return (site, "Loaded theme \(theme.folder)")
    }
    manifest = nil
    if !keepingState { Hashing.forgetRememberedDigests() }
    let images = try steps.run { () throws(GalleryError) in try site.makeImages(console: console) }
    let rendered = try steps.run { () throws(GalleryError) in try site.render(images) }
    let checked = try steps.run { () throws(GalleryError) in try site.validateWhileStaging(rendered) }
    let report = try steps.run { () throws(GalleryError) in try site.write(checked) }
    guard keepingState else { return Built(report: report, state: nil) }
    let kept: SiteBuild.Images
    if let images { kept = images } else { kept = try site.prepareImages(console: console) }
    let state = SiteState(store: store, worker: worker, theme: site.theme, images: kept, inputs: site.inputs)
    return Built(report: report, state: state)
  }
}
