import GalleryCore
import GalleryServer
import GallerySite

/// `gallery serve`: build the site as `gallery build` does, serve it over HTTP, save moves made with the
/// edit form, and rebuild (and reload open pages) whenever the manifest, a photo or the theme changes.
package enum ServeCommand: GalleryCommand {
  package static let defaultPort = 8000

  package static let spec = CommandSpec(
    name: "serve",
    summary: "Build the site, serve it on this computer, save moves from its pages, rebuild on every change.",
    operands: "[GALLERY_DIR]", maxOperands: 1,
    arguments: [
      CommandArgument("GALLERY_DIR", help: "A folder holding gallery.json (default: the current folder).")
    ],
    options: OptionKeys().declarations,
    details: """
      Open the printed address in a browser: the pages are an organizer. Drag a photo onto another
      to take its place (or, with a photo focused, Space, the arrow keys, Space); select several
      with Ctrl- or Shift-click and move them to a position or into an album; drag albums among
      their siblings; edit a photo's title, description, alt text and tags on its page, or make it
      its album's cover; edit the texts of many at once; make, rename and delete albums; add
      photos and clips by dropping them on a grid or with "Add photos…" (at most 1 GiB a file,
      written beside the grid's files under a name no file has; see docs/hosting-and-security.md),
      or take photos out of the gallery (their files stay); Undo and Redo (Ctrl+Z) share
      'gallery undo'. A photo's "Change position"
      page saves too. Every change is saved into gallery.json as the commands save it (the same
      checks, lock and history) and only the pages it changes are rewritten. Edit gallery.json,
      a photo or the theme, or run 'gallery move' in another terminal, and the site is rebuilt and
      open pages reload; a change that does not build keeps the last good site served and shows the
      problem in the terminal and on the page. The site on disk is what 'gallery build' makes: the
      live-reload and organizer scripts are added only to the pages as they are served, never with
      --publish.

      Edits are accepted only from pages this server sent (Host, Origin and Sec-Fetch-Site are
      checked) and only from this computer unless --allow-remote-edits. Ctrl-C stops the server
      after any edit in progress is finished.

      Exit codes: 0 stopped with Ctrl-C or SIGTERM, 64 bad usage, 65 bad gallery data, bad images,
      clips or theme, 66 missing input, 69 cannot listen at the address (port in use) or FFmpeg is
      not installed (for a gallery with clips), 70 internal error, 73 cannot write the output,
      75 the gallery stayed locked by another command.
      """)

  /// The options `gallery serve` takes, each declared once with its help; `run` reads them by key.
  package struct OptionKeys: SiteBuildingOptions, CacheOptions {
    package let port = ValueOption(
      "--port", "N",
      help: "The port to listen on (default \(defaultPort); 0 picks a free one and prints it).")
    package let host = ValueOption(
      "--host", "ADDR",
      help: "The numeric address to listen on (default 127.0.0.1, this computer only; 0.0.0.0 for every "
        + "network, with a warning).")
    package let output = ValueOption(
      "--output", "DIR", help: "Where the site is built and served from (default: ./Output).")
    package let theme = ValueOption(
      "--theme", "NAME|PATH", help: "The theme to build with (see 'gallery build --help').")
    package let publish = FlagOption(
      "--publish",
      help: "Serve the site for public hosting: no move pages, private albums encrypted (see 'gallery "
        + "build --help'). Without it, on 127.0.0.1, private albums are shown as they are, with a lock mark.")
    package let allowRemoteEdits = FlagOption(
      "--allow-remote-edits",
      help: "Let other computers save moves too (with --host). Without it, only this computer can.")
    package let skipBad = FlagOption(
      "--skip-bad", help: "Build without photos whose files cannot be used (see 'gallery build --help').")
    package let cache = ValueOption.cache
    package let lockTimeout = ValueOption.lockTimeout

    package init() {}

    package var all: [any OptionKey] {
      [port, host, output, theme, publish, allowRemoteEdits, skipBad, cache, lockTimeout]
    }
  }

  package static func run(_ arguments: ParsedArguments<OptionKeys>, console: Console) throws(GalleryError) {
    // Before anything else starts a thread: `GalleryServing` takes Ctrl-C and SIGTERM on this one.
    let stopSignals = GalleryServing.blockStopSignals()
    let portText = arguments[\.port] ?? String(defaultPort)
    guard let port = Int(portText), (0...65535).contains(port) else {
      throw .usage("\(arguments.keys.port.name) '\(Quoted.text(portText))' is not a port number (0 to 65535)")
    }
    let galleryFolder = arguments.operands.first ?? "."
    var build = try BuildOptions(arguments, galleryFolder: galleryFolder)
    build.cache = try arguments.cache()
    let host = arguments[\.host] ?? "127.0.0.1"
    // The owner's view shows private albums as they are, to this machine only; a site for hosting, or
    // served to other machines, has them encrypted as `gallery build` makes them.
    build.sealsPrivateAlbums = build.publish || !GalleryServing.isLoopback(host)
    try GalleryServing.run(
      .init(
        build: build, galleryFolder: galleryFolder,
        host: host, port: port, allowsRemoteEdits: arguments[\.allowRemoteEdits]),
      stopSignals: stopSignals, console: console)
  }
}
