import Foundation
import GalleryCore
import GalleryModel
import GalleryScenes
import GallerySite
import GalleryThemes
import GalleryWorkers

/// The gallery as `gallery serve` holds it between requests: what the last build read and made (the
/// gallery with its bytes, the theme, the photos' images), so a move from the form renders and checks
/// only the pages it changes, and an edit page is rendered for each request without reading a file.
///
/// Builds and moves run one at a time (`lock`); each also takes the same file locks as the commands, so
/// `gallery move` in another terminal waits for the server and the server for it. A build that fails
/// keeps the last good state: the site on disk and what is served stay as they were.
final class LiveGallery: @unchecked Sendable {
  let options: BuildOptions
  private let console: Console
  private let lock = NSLock()
  private var session: SiteState? {
    didSet {
      let published = options.publish || session?.images.worker.options.publish == true
      publishedLock.withLock { publishedNow = published }
    }
  }
  /// `isPublished` without waiting for a build in progress (every page served asks it).
  private let publishedLock = NSLock()
  private var publishedNow = false
  /// Why the last build failed; nil after a good one.
  private(set) var problem: String?

  /// Called when a page request found the manifest changed and built the site (open pages reload).
  private let pagesChanged: @Sendable () -> Void

  init(options: BuildOptions, console: Console, pagesChanged: @escaping @Sendable () -> Void = {}) {
    self.options = options
    self.console = console
    self.pagesChanged = pagesChanged
  }

  /// Waits for a build or move in progress, then lets no other start (the server is stopping).
  func finish() {
    lock.lock()
  }

  /// Why the last build failed, or nil.
  var lastProblem: String? {
    lock.lock()
    defer { lock.unlock() }
    return problem
  }

  /// Whether the last build failed (the next good one must reload the pages showing the problem).
  var hadProblem: Bool {
    lock.lock()
    defer { lock.unlock() }
    return problem != nil
  }

  /// Builds the site incrementally (as `gallery build`) and keeps what it read and made; with
  /// `showingSteps`, each step's line is printed (the first build), else only warnings.
  func build(showingSteps: Bool = false) throws(GalleryError) -> BuildReport {
    lock.lock()
    defer { lock.unlock() }
    return try buildLocked(showingSteps: showingSteps)
  }

  private func buildLocked(showingSteps: Bool = false) throws(GalleryError) -> BuildReport {
    do {
      let built = try SiteBuild.run(
        options, console: showingSteps ? console : console.quieted, keepingState: true)
      session = built.state
      problem = nil
      return built.report
    } catch {
      problem = error.description
      throw error
    }
  }

  /// Whether the manifest on disk still holds the bytes the server last read or wrote (a change the
  /// watcher reports that is the server's own save needs no build).
  func manifestIsCurrent() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return session.map { !isStale($0) } ?? false
  }

  /// Whether gallery.json no longer holds the bytes `session` was read from (or saved).
  private func isStale(_ session: SiteState) -> Bool {
    guard let source = session.worker.source else { return true }
    return (try? session.store.manifestBytes()) != source
  }

  /// The ImageIndexEdit scene's SaveIndex, exactly as `gallery move` runs it, from the kept state (the
  /// move page's form). `album`: the form's album choice; another album than the photo's own moves the
  /// photo to its end (the position list counts in the photo's own album).
  func move(
    photoID: String, to position: Int, album: String? = nil
  ) throws(GalleryError) -> SiteEdit.Outcome {
    try edit { tree throws(GalleryError) in
      let current = tree?.node(holdingPhoto: photoID)?.id
      let changesAlbum = album != nil && current != nil && album != current
      return .photo(
        ImageIndexEdit.SaveIndex.Request(
          photoID: photoID, toPosition: changesAlbum ? nil : position, albumID: changesAlbum ? album : nil))
    }
  }

  /// Any edit (a use case of the ImageIndexEdit scene, or undo and redo), exactly as the commands run
  /// it, from the kept state; a change is told on stdout. `make` words the edit against the gallery's
  /// tree as it is now, read again when gallery.json changed on disk since the server read it (a
  /// browser names photos by id, and a drop by the photo it landed on, so the edit is made on the new
  /// bytes: a change made on disk is never lost). Nil tree: the gallery cannot be read.
  func edit(
    _ make: (AlbumTree?) throws(GalleryError) -> SiteEdit.Edit
  ) throws(GalleryError) -> SiteEdit.Outcome {
    lock.lock()
    defer { lock.unlock() }
    if let kept = session, isStale(kept) { session = nil }
    let tree =
      session?.worker.tree
      ?? (try? ManifestStore(folder: options.galleryFolder ?? ".").fetchGallery()).map(AlbumTree.init)
    let edit = try make(tree)
    do {
      let (outcome, after) = try SiteEdit.run(
        SiteEdit.Request(build: options, edit: edit, buildsSite: true), console: .silent, state: session)
      if let after { session = after }
      // One line per change saved, in the commands' words, so the terminal shows what the browser did
      // (the watcher then sees the server's own save and prints no rebuild); with the time the images
      // a drop brought took to make, what the rest of the drop costs is the rest of its time.
      if outcome.changed {
        let images = outcome.imagesMade.map {
          "; made \(NumberText.count($0.count, "image", "images")) in \(String(format: "%.2f", $0.seconds)) s"
        }
        console.say("Saved \(edit.isMove ? "a move" : "an edit"): \(outcome.message)\(images ?? "")")
      }
      return outcome
    } catch {
      // Whatever failed, the next edit reads everything again.
      if case .changedOnDisk = error { session = nil }
      throw error
    }
  }

  /// What the organizer shows of the gallery as it is now (built again first when gallery.json changed
  /// on disk): its tree, and what undo and redo would do (`nil` labels after a hand edit).
  func editState() -> (tree: AlbumTree, history: EditHistory.Labels)? {
    lock.lock()
    defer { lock.unlock() }
    if let kept = session, isStale(kept), (try? buildLocked()) != nil {
      pagesChanged()
    }
    guard let session, let source = session.worker.source else { return nil }
    let labels = (try? SiteEdit.loadHistory(session.store))?.labels(current: source) ?? EditHistory.Labels()
    return (session.worker.tree, labels)
  }

  /// The words of the last build (the site's language), for the organizer's; nil before one.
  var words: Words? {
    lock.lock()
    defer { lock.unlock() }
    return session?.images.worker.words
  }

  /// A photo's edit page as served: the same scene as the built one, saying its form saves here.
  func editPage(photoID: String) -> RenderedPage? {
    lock.lock()
    defer { lock.unlock() }
    // gallery.json changed on disk (a move from another terminal) and the watcher has not rebuilt yet:
    // build now, so a page is never rendered from an order that is no longer the gallery's.
    if let kept = session, isStale(kept), (try? buildLocked()) != nil {
      pagesChanged()
    }
    guard let session else { return nil }
    var served = session.images.worker.options
    served.served = true
    let worker = PhotosWorker(
      gallery: session.images.worker.gallery, images: session.images.worker.images, options: served,
      words: session.images.worker.words)
    return try? PageRenderer(worker: worker, theme: session.theme).renderEditPage(photoID: photoID)
  }

  /// Whether the site is built for public hosting (`--publish` or the manifest's `publish`): it has no
  /// move pages, and the server saves no move.
  var isPublished: Bool {
    publishedLock.withLock { options.publish || publishedNow }
  }

  /// The theme and title for the server's own pages (the last good build's).
  var look: (theme: Theme?, title: String?, photoCount: Int) {
    lock.lock()
    defer { lock.unlock() }
    return (session?.theme, session?.worker.gallery.title, session?.worker.gallery.photoCount ?? 0)
  }

  /// How many positions the photo's move page offers: the photos of its album (nil: no such photo).
  func positionCount(ofPhoto id: String) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    return session?.worker.tree.node(holdingPhoto: id)?.photos.count
  }

  /// What a change on disk can affect: the manifest, the local photos and clips it names, the theme
  /// folder.
  var watchTargets: GalleryWatcher.Targets {
    lock.lock()
    defer { lock.unlock() }
    let folder = session?.store.folder ?? options.galleryFolder ?? "."
    // A clip's file too, when its poster is another image: a re-exported clip rebuilds the site.
    let photos = (session?.worker.gallery.allPhotos ?? []).flatMap { photo -> [String] in
      var files: [String] = []
      if case .file(let path) = photo.image { files.append(folder + "/" + path) }
      if photo.hasOwnPoster, let video = photo.video { files.append(folder + "/" + video.path) }
      return files
    }
    return .init(
      manifest: folder + "/" + ManifestStore.fileName, photos: photos, themes: session?.theme.folders ?? [])
  }
}
