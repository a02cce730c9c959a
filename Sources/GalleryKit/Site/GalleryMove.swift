import Foundation

/// `gallery move`: runs the ImageIndexEdit scene's SaveIndex use case on a gallery under its lock, then
/// regenerates what changed in the site.
///
/// Nothing is saved until everything is known to work: the manifest and theme are checked, the move is
/// made in memory, and (unless `--no-build`) the new site is rendered and validated; only then is the
/// manifest saved and the site written. A move never leaves a manifest whose site does not build.
public enum GalleryMove {
  public struct Options: Sendable {
    public var build: GalleryBuild.Options
    public var request: ImageIndexEdit.SaveIndex.Request
    /// `--no-build`: save the new order only.
    public var buildsSite: Bool

    public init(build: GalleryBuild.Options, request: ImageIndexEdit.SaveIndex.Request, buildsSite: Bool) {
      self.build = build
      self.request = request
      self.buildsSite = buildsSite
    }
  }

  public struct Outcome: Sendable, Equatable {
    /// "moved 'sunset' from 12 to 1; 37 of 3,012 files updated".
    public var message: String
    public var changed: Bool
    public var report: GalleryBuild.Report?
  }

  public static func run(_ options: Options, console: GalleryBuild.Console) throws(GalleryError) -> Outcome {
    let store = try ManifestStore(folder: options.build.galleryFolder ?? ".")
    let lock = try GalleryLock(folder: store.folder, timeout: options.build.lockTimeout, onWait: console.warn)
    defer { withExtendedLifetime(lock) {} }
    let pending = PendingSave(store: store)
    let worker = try PhotosWorker(store: pending)
    let theme = try GalleryBuild.loadTheme(options.build, store: store, gallery: worker.gallery)
    let scene = ImageIndexEditPage(theme: theme, siteMap: SiteMap(), worker: worker)
    guard let result = scene.save(options.request) else {
      throw .badData(path: store.displayPath, message: "the move was not carried out")
    }
    if let error = result.error { throw error }
    guard result.changed, let reordered = pending.gallery else {
      return Outcome(message: result.message, changed: false, report: nil)
    }
    guard options.buildsSite else {
      try store.save(encoded: ManifestEncoder.encode(reordered), replacing: worker.source)
      return Outcome(message: result.message, changed: true, report: nil)
    }
    let output = GalleryBuild.absolute(options.build.output, in: options.build.workingDirectory)
    try GalleryBuild.checkOutputIsSafe(
      output, typed: options.build.output, gallery: reordered, galleryFolder: store.folder)
    let outputLock = try GalleryLock.forOutput(
      output, timeout: options.build.lockTimeout, onWait: console.warn)
    defer { withExtendedLifetime(outputLock) {} }
    var steps = BuildSteps(console: .silent)
    let manifest = ManifestEncoder.encode(reordered)
    let digests = FileDigests(galleryFolder: store.folder)
    let images = try GalleryBuild.prepareImages(
      reordered, store: store, digests: digests, options: options.build, console: console, steps: &steps)
    let prepared = try GalleryBuild.renderAndValidate(
      worker: images.worker, imageCopies: images.copies, theme: theme, store: store, options: options.build,
      inputs: BuildFingerprint.of(
        gallery: reordered, manifest: manifest, theme: theme, digests: digests,
        skipBadImages: options.build.skipBadImages,
        site: GalleryBuild.siteOptions(options.build, gallery: reordered, galleryFolder: store.folder)),
      // A photo left out with --skip-bad shifts every position after it: then everything is rendered.
      selection: images.worker.gallery.photos.count != reordered.photos.count
        ? nil
        : pagesToRender(
          before: worker, after: reordered, theme: theme, store: store, digests: digests, options: options),
      steps: &steps)
    // The manifest is saved once the new site is in place, and the site swapped back if it cannot be:
    // a move that fails leaves both as they were.
    let source = worker.source
    let report = try prepared.write(steps: &steps) { () throws(GalleryError) in
      try store.save(encoded: manifest, replacing: source)
    }
    return Outcome(
      message: "\(result.message); \(GalleryBuild.updatedText(report.site))", changed: true, report: report)
  }
}

extension GalleryMove {
  /// Only the pages the move touches, when the site on disk was built from exactly the gallery before the
  /// move (same photos, theme and tool); nil (render everything) otherwise.
  static func pagesToRender(
    before worker: PhotosWorker, after: Gallery, theme: Theme, store: ManifestStore, digests: FileDigests,
    options: Options
  ) -> SiteBuilder.Selection? {
    let before = worker.gallery
    guard let source = worker.source else { return nil }
    let output = GalleryBuild.absolute(options.build.output, in: options.build.workingDirectory)
    let inputs = BuildFingerprint.of(
      gallery: before, manifest: source, theme: theme, digests: digests,
      skipBadImages: options.build.skipBadImages,
      site: GalleryBuild.siteOptions(options.build, gallery: before, galleryFolder: store.folder))
    guard before.photos.count == after.photos.count else { return nil }
    let changed = before.photos.indices.filter { before.photos[$0].id != after.photos[$0].id }
    guard SiteWriter(destination: output).previousRecord()?.inputs == inputs,
      let first = changed.first, let last = changed.last
    else { return nil }
    return .afterMove(from: first + 1, to: last + 1, in: after)
  }
}

/// A store that reads the manifest but holds a save back, so `gallery move` can check the new site
/// before the manifest changes on disk.
final class PendingSave: PhotosStoreProtocol, @unchecked Sendable {
  private let store: ManifestStore
  private let lock = NSLock()
  private var saved: Gallery?

  init(store: ManifestStore) {
    self.store = store
  }

  /// The gallery the scene asked to save, if it did.
  var gallery: Gallery? { lock.withLock { saved } }

  func fetchGallery() throws(GalleryError) -> Gallery {
    try store.fetchGallery()
  }

  func fetchGalleryAndSource() throws(GalleryError) -> (Gallery, [UInt8]?) {
    try store.fetchGalleryAndSource()
  }

  func save(_ gallery: Gallery) throws(GalleryError) {
    lock.withLock { saved = gallery }
  }
}
