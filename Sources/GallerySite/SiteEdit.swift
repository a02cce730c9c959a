import GalleryCore
import GalleryImages
import GalleryModel
import GalleryScenes
import GalleryThemes
import GalleryWorkers

/// An edit applied to a gallery and its site: one of the ImageIndexEdit scene's use cases (`Edit`: a
/// photo or an album moved, several photos, a photo's texts, an album's cover or texts) on the gallery
/// as read, only the pages the edit touches rendered (`pagesToRender`), and the manifest saved last.
/// `gallery move`, `move-album`, `set`, `cover`, `set-album`, `undo`, `redo` and the browser all run
/// this one (named `SiteMove` until its first job, a move, was one edit of several).
///
/// Nothing is saved until everything is known to work: the manifest and theme are checked, the edit is
/// made in memory, and (unless `buildsSite` is false) the new site is rendered and validated; only then
/// is the manifest saved and the site written. An edit never leaves a manifest whose site does not build.
package enum SiteEdit {
  /// What to change, in which gallery and site.
  package struct Request: Sendable {
    package var build: BuildOptions
    package var edit: Edit
    /// False for `--no-build`: save gallery.json only.
    package var buildsSite: Bool

    package init(build: BuildOptions, edit: Edit, buildsSite: Bool) {
      self.build = build
      self.edit = edit
      self.buildsSite = buildsSite
    }
  }

  package struct Outcome: Sendable, Equatable {
    /// "moved 'sunset' from 12 to 1; 37 of 3,012 files updated".
    package var message: String
    package var changed: Bool
    package var report: BuildReport?
    /// What undo and redo would do after the edit (nil labels: nothing); for an Undo button's title.
    package var history = EditHistory.Labels()
    /// The album whose page shows the outcome, when the page that asked may be gone
    /// (`EditSummary.albumID`: a new album, a new id, the parent of one deleted).
    package var albumID: String? = nil
    /// The edit's summary in the site's language, without the files' count, for the organizer
    /// (`EditSummary.shown`); for undo and redo, the step's own sentence when it was made with one.
    package var shown: String? = nil
    /// The images this edit made (photos added), and how long that took; nil when it made none. A time,
    /// so not compared by `==`: a server's log says it, and a drop's overhead is measured against it.
    package var imagesMade: ImagesMade? = nil

    package struct ImagesMade: Sendable {
      package var count: Int
      package var seconds: Double
    }

    package static func == (a: Outcome, b: Outcome) -> Bool {
      a.message == b.message && a.changed == b.changed && a.report == b.report && a.history == b.history
        && a.albumID == b.albumID && a.shown == b.shown
    }
  }

  /// Makes the edit and regenerates the site, under the gallery's lock (held for writing)
  /// throughout; from `state` when given (else everything is read). Returns the state after it (nil when
  /// the images were not made, or nothing moved and there was none).
  package static func run(
    _ request: Request, console: Console, state: SiteState? = nil
  ) throws(GalleryError) -> (outcome: Outcome, state: SiteState?) {
    // The images an edit makes (a drop's) go into its site from memory, not read back from the cache.
    try FreshDerivatives.shared.keeping { () throws(GalleryError) in
      try edited(request, console: console, state: state)
    }
  }

  private static func edited(
    _ request: Request, console: Console, state: SiteState?
  ) throws(GalleryError) -> (outcome: Outcome, state: SiteState?) {
    var steps = StepRunner(console: console.withoutSteps, count: SiteBuild.stepCount)
    let store: ManifestStore
    if let state {
      store = state.store
    } else {
      store = try SiteBuild.openStore(request.build.galleryFolder ?? ".")
    }
    let lock = try GalleryLock(folder: store.folder, timeout: request.build.lockTimeout, onWait: console.warn)
    defer { withExtendedLifetime(lock) {} }
    // The history is read on the other core while the manifest is read and the edit made (under the
    // lock, which keeps every other writer out): a full one is 22 MB to read and check, which took as
    // long as decoding a manifest of 10,000 photos.
    let history = BackgroundJob { Result { () throws(GalleryError) in try historyForEdit(store) } }
    let worker: PhotosWorker
    let theme: Theme
    if let state {
      (worker, theme) = (state.worker, state.theme)
    } else {
      worker = try PhotosWorker(store: store)
      theme = try SiteBuild.loadTheme(request.build, store: store, gallery: worker.gallery)
    }
    FailurePoint.reach("move:read")
    let result = try made(request.edit, worker: worker, store: store, history: history, console: console)
    guard let reordered = result.gallery, let tree = result.tree, let manifest = result.manifest else {
      return (Outcome(message: result.message, changed: false, report: nil, shown: result.shown), state)
    }
    let source = worker.source
    // The history first (docs/manifest.md): a kill between the two saves leaves a step the history
    // recognises, never a manifest change it cannot undo.
    let save = { () throws(GalleryError) in
      if let damage = result.damagedHistory { try moveAside(damage, store: store, console: console) }
      do throws(EditHistoryError) { try result.history?.save(to: store) } catch { throw error.galleryError }
      try store.save(encoded: manifest, replacing: source)
      store.keepSnapshot(
        of: reordered, manifest: manifest, canonical: result.isCanonical, body: result.snapshot?.value)
    }
    guard request.buildsSite else {
      try save()
      let labels = result.history?.labelsAtPosition ?? EditHistory.Labels()
      return (
        Outcome(
          message: result.message, changed: true, report: nil, history: labels, albumID: result.albumID,
          shown: result.shown),
        nil
      )
    }
    _ = try steps.run { () throws(GalleryError) in
      ((), "Read \(store.displayPath) and \(result.message)")
    }
    var previousInputs: UInt64?
    let site = try steps.run { () throws(GalleryError) in
      var site = try SiteBuild(
        options: request.build, store: store, gallery: reordered, manifest: manifest, theme: theme,
        checkUpToDate: false, console: console)
      let pages = pagesToRender(
        before: worker, after: reordered, tree: tree, site: site, knownInputs: state?.inputs)
      (site.selection, previousInputs) = (pages?.selection, pages?.previousInputs)
      return (site, "Loaded theme \(theme.folder)")
    }
    var imagesMade: Outcome.ImagesMade?
    let images = try steps.run { () throws(GalleryError) -> (value: SiteBuild.Images?, line: String) in
      if let kept = state?.images(for: reordered) {
        return (kept, "Processed 0 images: \(request.edit.isMove ? "a move" : "an edit") changes none")
      }
      let made = try site.makeImages(console: console)
      if let outcome = made.value?.outcome, outcome.made + outcome.clipsMade > 0 {
        imagesMade = Outcome.ImagesMade(count: outcome.made + outcome.clipsMade, seconds: outcome.seconds)
      }
      return made
    }
    let after = { (report: BuildReport) in
      var done = finished(
        result.message, history: result.history, report: report, store: store, reordered: reordered,
        tree: tree, manifest: manifest,
        canonical: result.isCanonical, theme: theme, images: images, inputs: site.inputs)
      (done.outcome.albumID, done.outcome.shown) = (result.albumID, result.shown)
      done.outcome.imagesMade = imagesMade
      return done
    }
    // The usual case: the site is the one the gallery before the move gave, and only the pages the move
    // changed are rewritten, in place. Otherwise (or when a page was edited by hand) the full steps.
    if let previousInputs, let report = try site.patch(images, previousInputs: previousInputs, then: save) {
      return after(report)
    }
    let rendered = try steps.run { () throws(GalleryError) in try site.render(images) }
    let checked = try steps.run { () throws(GalleryError) in try site.validateWhileStaging(rendered) }
    // The manifest is saved once the new site is in place, and the site swapped back if it cannot be:
    // a move that fails leaves both as they were.
    let report = try steps.run { () throws(GalleryError) in try site.write(checked, then: save) }
    return after(report)
  }

  /// What an edit makes, before anything is saved: the one-line summary, and when it changes the
  /// gallery, the gallery after it, its tree, the manifest's new bytes and the history to save with them.
  private struct Made {
    var message: String
    var gallery: Gallery?
    var tree: AlbumTree?
    var manifest: [UInt8]?
    var history: EditHistory?
    /// The body of the gallery's snapshot, when it is being made with the manifest.
    var snapshot: BackgroundJob<[UInt8]>? = nil
    /// Whether `manifest` is the encoder's bytes for `gallery` (an edit's are; an undo's are the
    /// bytes it restores).
    var isCanonical = false
    /// Why the history file on disk could not be read: it is moved aside when the edit is saved, and
    /// `history` is a new one.
    var damagedHistory: EditHistoryError? = nil
    /// The album whose page shows the outcome (`Outcome.albumID`).
    var albumID: String? = nil
    /// The summary in the site's language (`Outcome.shown`).
    var shown: String? = nil
  }

  /// Runs the edit in memory: a scene use case, or a step through the edit history (undo and redo
  /// restore the manifest's bytes exactly, so they are decoded, never encoded again).
  /// `history`: the gallery's history as `historyForEdit` reads it, being read.
  private static func made(
    _ edit: Edit, worker: PhotosWorker, store: ManifestStore,
    history read: BackgroundJob<Result<(EditHistory, EditHistoryError?), GalleryError>>, console: Console
  ) throws(GalleryError) -> Made {
    let undo: Bool
    switch edit {
    case .undo: undo = true
    case .redo: undo = false
    default:
      let (outcome, scene) = SaveOutcome.run(edit, on: worker)
      guard let result = outcome else {
        throw .internalError("the edit scene gave no outcome for the \(edit.isMove ? "move" : "edit")")
      }
      if let error = result.error { throw error }
      guard result.changed, let gallery = scene.gallery, let tree = scene.tree else {
        return Made(message: result.message, shown: result.shown)
      }
      // The snapshot's body on the other core, waited for only when the manifest is saved; only the
      // photos the edit changed are encoded when the manifest read is the encoder's own.
      let snapshot = BackgroundJob { ManifestSnapshot.body(of: gallery) }
      let manifest =
        if worker.sourceIsCanonical, let source = worker.source {
          ManifestEncoder.encode(gallery, from: worker.gallery, source: source)
        } else {
          ManifestEncoder.encode(gallery)
        }
      var (history, damage) = try read.value.get()
      if let source = worker.source {
        history.record(before: source, after: manifest, label: result.message, said: result.shown)
      }
      return Made(
        message: result.message, gallery: gallery, tree: tree, manifest: manifest, history: history,
        snapshot: snapshot, isCanonical: true, damagedHistory: damage, albumID: result.albumID,
        shown: result.shown)
    }
    guard let current = worker.source else {
      throw .missingInput(path: store.displayPath, what: "gallery manifest")
    }
    var (history, damage) = try read.value.get()
    // Undo and redo save nothing: a damaged history is moved aside now, and there is no step to take.
    if let damage { try moveAside(damage, store: store, console: console) }
    let change: EditHistory.Change
    do throws(EditHistoryError) {
      change =
        undo
        ? try history.undo(current: current, manifest: store.displayPath)
        : try history.redo(current: current, manifest: store.displayPath)
    } catch {
      // A step found damaged only now, as it is undone or redone (a span that is not base64, bytes that
      // do not rebuild its version), damages the whole file as a damaged read does: kept aside, and
      // there is no step to take.
      guard case .damaged = error else { throw error.galleryError }
      try moveAside(error, store: store, console: console)
      throw EditHistoryError.nothingToStep(undo: undo).galleryError
    }
    let gallery = try ManifestDecoder.decode(change.bytes, file: store.displayPath).gallery
    return Made(
      message: "\(undo ? "undid" : "redid"): \(change.label)", gallery: gallery, tree: AlbumTree(gallery),
      manifest: change.bytes, history: history,
      shown: change.said.map {
        ImageIndexEditPresenter.stepped(said: $0, step: undo ? .undo : .redo, words: worker.words)
      })
  }

  /// The gallery's edit history (`.gallery-history`), in the commands' error words.
  package static func loadHistory(_ store: ManifestStore) throws(GalleryError) -> EditHistory {
    do throws(EditHistoryError) { return try EditHistory.load(from: store) } catch {
      throw error.galleryError
    }
  }

  /// The history an edit records its step in: the file's, or a new one when the file is damaged (its
  /// damage returned, for `moveAside`). A history that cannot be read at all (no permission) stops
  /// the edit, as the manifest's own read would.
  static func historyForEdit(_ store: ManifestStore) throws(GalleryError) -> (EditHistory, EditHistoryError?)
  {
    do throws(EditHistoryError) {
      return (try EditHistory.load(from: store), nil)
    } catch {
      guard case .damaged = error else { throw error.galleryError }
      return (EditHistory(file: EditHistory.paths(of: store).shown), error)
    }
  }

  /// Moves a damaged history aside (see `EditHistory.moveAside`) and says so: the undo steps it held
  /// are gone from undo, nothing else is.
  static func moveAside(
    _ damage: EditHistoryError, store: ManifestStore, console: Console
  ) throws(GalleryError) {
    let aside = try EditHistory.moveAside(in: store)
    console.warn(
      "\(damage.damageReason ?? damage.description); moved to \(Quoted.path(aside)), and a new history starts"
    )
  }

  /// The outcome of a move that was made, and the state after it (nil when the images were not made).
  private static func finished(
    _ message: String, history: EditHistory?, report: BuildReport, store: ManifestStore, reordered: Gallery,
    tree: AlbumTree,
    manifest: [UInt8], canonical: Bool, theme: Theme, images: SiteBuild.Images?, inputs: UInt64
  ) -> (outcome: Outcome, state: SiteState?) {
    let outcome = Outcome(
      message: "\(message); \(report.site.updatedText)", changed: true, report: report,
      history: history?.labelsAtPosition ?? EditHistory.Labels())
    guard let images else { return (outcome, nil) }
    let after = SiteState(
      store: store,
      worker: PhotosWorker(gallery: reordered, source: manifest, isCanonical: canonical, tree: tree),
      theme: theme,
      images: images, inputs: inputs)
    return (outcome, after)
  }
}
