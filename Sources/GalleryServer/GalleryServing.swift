import Foundation
import GalleryCore
import GalleryModel
import GallerySite

#if canImport(Glibc)
  import Glibc
#endif

/// `gallery serve` from its options to Ctrl-C: the first build, the HTTP server, the watcher that
/// rebuilds on a change, and the orderly stop (any move in progress finished first). The command reads
/// the options; everything that runs while serving is here.
package enum GalleryServing {
  /// Whether `host` (a numeric address, as `--host` takes it) is this computer only: what decides
  /// both who may save edits and whether private albums are shown unencrypted.
  package static func isLoopback(_ host: String) -> Bool { host == "::1" || host.hasPrefix("127.") }

  /// Where and what to serve.
  package struct Settings {
    package let build: BuildOptions
    /// As the person typed it, for the "Serving … at" line.
    package let galleryFolder: String
    package let host: String
    package let port: Int
    package let allowsRemoteEdits: Bool

    package init(build: BuildOptions, galleryFolder: String, host: String, port: Int, allowsRemoteEdits: Bool)
    {
      self.build = build
      self.galleryFolder = galleryFolder
      self.host = host
      self.port = port
      self.allowsRemoteEdits = allowsRemoteEdits
    }
  }

  /// Ctrl-C and SIGTERM are taken by the calling thread (sigwait), never delivered mid-write to another:
  /// call this before any thread starts, so every thread inherits the mask.
  package static func blockStopSignals() -> sigset_t {
    var stopSignals = sigset_t()
    sigemptyset(&stopSignals)
    sigaddset(&stopSignals, SIGINT)
    sigaddset(&stopSignals, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &stopSignals, nil)
    signal(SIGPIPE, SIG_IGN)
    return stopSignals
  }

  /// Builds, serves until one of `stopSignals` arrives, then stops.
  package static func run(_ settings: Settings, stopSignals: sigset_t, console: Console) throws(GalleryError)
  {
    var stopSignals = stopSignals
    let (options, host) = (settings.build, settings.host)
    try HTTPServer.loadLibrary(address: "\(host):\(settings.port)")
    let reload = LiveReload()
    let live = LiveGallery(options: options, console: console, pagesChanged: { reload.siteChanged() })
    // A change from here on may be missed by the first build (made after it read that file) and by
    // the watches (added after it): a little earlier, for a clock that ticks coarsely.
    let readFrom = FileTime.now().earlier(byMilliseconds: 100)
    let report = try live.build(showingSteps: true)
    console.info("Built \(report.pageCount) pages into \(options.output); \(report.site.updatedText)")
    // The owner's view writes private albums as they are: said once, so that folder is not uploaded.
    if !options.sealsPrivateAlbums,
      (try? ManifestStore(folder: options.galleryFolder ?? ".").fetchGallery())?.hasPrivateAlbums == true
    {
      console.warn(
        "\(options.output) shows the private albums unencrypted, for this computer only: publish a site "
          + "made by 'gallery build' or 'gallery serve --publish'")
    }

    let allowsRemote = settings.allowsRemoteEdits
    let box = ServerBox()
    // Uploads a server killed midway left in the staging folder (the tool's own names only).
    UploadPlacement.removeLeftovers(gallery: FileSystem.canonicalPath(options.galleryFolder ?? "."))
    let server = try HTTPServer(
      host: host, port: settings.port, headers: GalleryServer.everyResponseHeaders,
      fileBodies: { request in box.router?.uploadFolder(for: request) }
    ) { request in
      box.router?.handle(request) ?? .text(503, "Starting.")
    }
    let isLoopback = Self.isLoopback(host)
    box.router = GalleryServer(
      live: live, reload: reload, output: options.absoluteOutput, port: server.port,
      allowsRemoteEdits: allowsRemote,
      isLoopbackOnly: isLoopback)
    let watcher = try GalleryWatcher { onlyManifest in
      // The server's own save of a move (or a touch that changed no byte) needs no build.
      if onlyManifest && live.manifestIsCurrent() { return }
      rebuild(live, reload: reload, console: console)
      box.watch(live.watchTargets, console: console)
    }
    box.watcher = watcher
    let targets = live.watchTargets
    box.watch(targets, console: console)
    // The first build read its inputs before they were watched: build again if one changed since.
    watcher.start(missed: { targets.anyChanged(since: readFrom) })

    let shown = host.contains(":") ? "[\(host)]" : host
    if !isLoopback {
      console.warn(
        "serving on \(host): other computers can see the site"
          + (allowsRemote
            ? " and save moves (--allow-remote-edits)" : "; moves are still saved only from this one"))
    }
    console.say("Serving \(settings.galleryFolder) at http://\(shown):\(server.port)/ (Ctrl-C to stop)")

    var received: Int32 = 0
    sigwait(&stopSignals, &received)
    console.info("Stopping: finishing any move in progress")
    watcher.stop()
    reload.stop()
    server.stop()
    live.finish()
  }

  /// A change on disk: build again; reload open pages when the site or the manifest changed, or show
  /// the problem on them when the build failed.
  static func rebuild(_ live: LiveGallery, reload: LiveReload, console: Console) {
    let manifestWasCurrent = live.manifestIsCurrent()
    let hadProblem = live.hadProblem
    let started = Date()
    do {
      let report = try live.build()
      let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
      if report.site.written + report.site.removed > 0 || !manifestWasCurrent || hadProblem {
        console.say("Rebuilt after a change: \(report.site.updatedText) (\(seconds) s)")
        reload.siteChanged()
      }
    } catch {
      console.warn("the change does not build; still serving the last good site:\n\(error.description)")
      reload.buildFailed(error.description)
    }
  }
}

/// What the request handler reaches once the server is listening (the router needs the port).
private final class ServerBox: @unchecked Sendable {
  var router: GalleryServer?
  var watcher: GalleryWatcher?
  /// The folders already said to be unwatched. Only the watcher's thread uses it once that thread has
  /// started (the first `watch` is before), so it needs no lock.
  private var toldUnwatched: Set<String> = []

  /// Watches `targets`, and says once for each folder that cannot be watched that a change there
  /// rebuilds nothing (else an edit to a theme would seem to be ignored, with no word why).
  func watch(_ targets: GalleryWatcher.Targets, console: Console) {
    guard let unwatched = watcher?.watch(targets) else { return }
    for (folder, reason) in unwatched where toldUnwatched.insert(folder).inserted {
      console.warn(
        "cannot watch \(Quoted.path(folder)) for changes (\(reason)): a change there is built only with "
          + "the next change elsewhere")
    }
  }
}
