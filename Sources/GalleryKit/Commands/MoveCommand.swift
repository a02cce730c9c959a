import Foundation
import GalleryCore
import GalleryModel
import GalleryScenes
import GallerySite

/// `gallery move`: the build's steps, with the ImageIndexEdit scene's SaveIndex use case applied to the
/// gallery as it is read, only the pages the move touches rendered, and the manifest saved last.
///
/// Nothing is saved until everything is known to work: the manifest and theme are checked, the move is
/// made in memory, and (unless `--no-build`) the new site is rendered and validated; only then is the
/// manifest saved and the site written. A move never leaves a manifest whose site does not build.
public enum MoveCommand: GalleryCommand {
  public static let spec = CommandSpec(
    name: "move",
    summary:
      "Move a photo to a new position or album, save the order in gallery.json, and regenerate the site.",
    operands: "(PHOTO_ID | --from POSITION)", maxOperands: 1,
    arguments: [CommandArgument("PHOTO_ID", help: "The id of the photo to move (see 'gallery list').")],
    options: OptionKeys().declarations,
    details: """
      The photo is taken out at its old position and put in at the new one; the others shift.
      In a gallery with albums, positions count inside the photo's album, as its pages show them;
      with --album the photo leaves its album for another one (an album's cover that leaves with
      it falls back to the album's first photo). gallery.json is rewritten atomically in its
      standard format (see docs/manifest.md). Moving a photo to where it already is changes
      nothing. To move an album, see 'gallery move-album --help'.

      Examples:
        gallery move sunset --to 1 --gallery trip --output site
        gallery move --from 12 --to 1 --gallery trip
        gallery move sunset --album 2019-kyoto --to 3
        gallery move sunset --top-level

      Exit codes: 0 moved (or already there), 64 bad usage (a position that is not a whole number
      of at least 1, --to missing, both PHOTO_ID and --from), 65 bad data (unknown photo or album
      id, a position past the last photo, a manifest that is not valid, a bad image), 66 missing input, 70 internal error,
      73 cannot write, 75 the gallery stayed locked by another command.
      """)

  /// The options `gallery move` takes, each declared once with its help; `run` reads them by key.
  public struct OptionKeys: CommandOptions {
    public let from = ValueOption(
      "--from", "POSITION",
      help: "Pick the photo by its current position in the top-level grid instead of its id.",
      inUsage: false)
    public let to = ValueOption(
      "--to", "POSITION",
      help: "Its new position in its album (or in the --album it moves to). Positions count from 1, as "
        + "on the pages.")
    public let album = ValueOption(
      "--album", "ALBUM_ID", help: "Move the photo into this album, at --to or else at its end.")
    public let topLevel = FlagOption(
      "--top-level", help: "Move the photo out of its album into the top-level grid (like --album).")
    /// Which gallery and site, as `gallery move-album` has them.
    public let site = SiteKeys()

    public init() {}

    public var all: [any OptionKey] { [from, to, album, topLevel] + site.all }
  }

  /// The options every move shares (`gallery move`, `gallery move-album`): which gallery and site.
  public struct SiteKeys: SiteBuildingOptions {
    public let gallery = ValueOption(
      "--gallery", "DIR", help: "The gallery folder (default: the current folder).")
    public let output = ValueOption(
      "--output", "DIR", help: "The site to regenerate (default: ./Output). Only changed files are written.")
    public let theme = ValueOption(
      "--theme", "NAME|PATH", help: "The theme to build with (default: the manifest's, else default).")
    public let publish = FlagOption(
      "--publish", help: "Regenerate a site for public hosting (see 'gallery build --help').")
    public let noBuild = FlagOption("--no-build", help: "Save the new order only; don't regenerate the site.")
    public let skipBad = FlagOption(
      "--skip-bad",
      help: "Regenerate without photos whose files cannot be used (see 'gallery build --help'); without "
        + "it such a move saves nothing.")
    public let lockTimeout = ValueOption.lockTimeout

    public init() {}

    public var all: [any OptionKey] { [gallery, output, theme, publish, noBuild, skipBad, lockTimeout] }
  }

  public struct Options: Sendable {
    public var build: BuildOptions
    public var request: ImageIndexEdit.SaveIndex.Request
    /// An album to move instead of a photo (`gallery move-album`).
    public var albumRequest: ImageIndexEdit.SaveAlbumIndex.Request?
    /// `--no-build`: save the new order only.
    public var buildsSite: Bool

    public init(
      build: BuildOptions, request: ImageIndexEdit.SaveIndex.Request,
      albumRequest: ImageIndexEdit.SaveAlbumIndex.Request? = nil, buildsSite: Bool
    ) {
      self.build = build
      self.request = request
      self.albumRequest = albumRequest
      self.buildsSite = buildsSite
    }
  }

  public struct Outcome: Sendable, Equatable {
    /// "moved 'sunset' from 12 to 1; 37 of 3,012 files updated".
    public var message: String
    public var changed: Bool
    public var report: BuildReport?
  }

  public static func run(_ arguments: ParsedArguments<OptionKeys>, console: Console) throws(GalleryError) {
    let site = arguments.scoped(to: \.site)
    let options = Options(
      build: try BuildOptions(site, galleryFolder: site[\.gallery] ?? "."),
      request: .init(
        photoID: arguments.operands.first, fromPosition: arguments[\.from],
        toPosition: arguments[\.to],
        albumID: try topLevelOr(arguments, \.album, topLevel: \.topLevel)),
      buildsSite: !site[\.noBuild])
    console.say(try move(options, console: console).message)
  }

  /// The album an option names, or the root for the `topLevel` flag (never both).
  static func topLevelOr<Keys>(
    _ arguments: ParsedArguments<Keys>, _ album: KeyPath<Keys, ValueOption>,
    topLevel: KeyPath<Keys, FlagOption>
  ) throws(GalleryError) -> String? {
    guard arguments[topLevel] else { return arguments[album] }
    guard arguments[album] == nil else {
      let (album, topLevel) = (arguments.keys[keyPath: album].name, arguments.keys[keyPath: topLevel].name)
      throw .usage("give either \(album) ALBUM_ID or \(topLevel), not both")
    }
    return AlbumTree.rootID
  }

  /// What a move needs read and made before it starts, kept by `gallery serve` between requests: the
  /// gallery as read (with its bytes, to notice an edit on disk), the theme, and the photos' images.
  struct Session {
    let store: ManifestStore
    let worker: PhotosWorker
    let theme: Theme
    let images: SiteBuild.Images
    /// The fingerprint of the site last written from this session (see `BuildFingerprint`).
    let inputs: UInt64

    /// The images over `gallery` (the same photos in another order), when none was left out.
    func images(for gallery: Gallery) -> SiteBuild.Images? {
      let before = images.worker
      guard before.gallery.photoCount == gallery.photoCount else { return nil }
      var options = before.options
      options.siteIcon = SiteIcon.image(of: gallery, images: before.images)
      return SiteBuild.Images(
        worker: PhotosWorker(gallery: gallery, images: before.images, options: options),
        files: images.files, outcome: images.outcome, skipped: images.skipped)
    }
  }

  /// Moves the photo and regenerates the site, under the gallery's lock (held for writing) throughout.
  public static func move(_ options: Options, console: Console) throws(GalleryError) -> Outcome {
    try move(options, console: console, session: nil).outcome
  }

  /// A move, from what `session` holds when given (else everything is read), and the session after it.
  static func move(
    _ options: Options, console: Console, session: Session?
  ) throws(GalleryError) -> (outcome: Outcome, session: Session?) {
    var steps = StepRunner(console: console.withoutSteps, count: BuildCommand.stepCount)
    let store: ManifestStore
    if let session {
      store = session.store
    } else {
      store = try ManifestStore(folder: options.build.galleryFolder ?? ".")
    }
    let lock = try GalleryLock(folder: store.folder, timeout: options.build.lockTimeout, onWait: console.warn)
    defer { withExtendedLifetime(lock) {} }
    let worker: PhotosWorker
    let theme: Theme
    if let session {
      (worker, theme) = (session.worker, session.theme)
    } else {
      worker = try PhotosWorker(store: store)
      theme = try SiteBuild.loadTheme(options.build, store: store, gallery: worker.gallery)
    }
    FailurePoint.reach("move:read")
    let scene = ImageIndexEditPage(theme: theme, siteMap: SiteMap(), worker: worker)
    let saved = options.albumRequest.map { scene.saveAlbum($0) } ?? scene.save(options.request)
    guard let result = saved else {
      throw .internalError("the edit scene gave no outcome for the move")
    }
    if let error = result.error { throw error }
    guard result.changed, let reordered = scene.reorderedGallery, let tree = scene.reorderedTree else {
      return (Outcome(message: result.message, changed: false, report: nil), session)
    }
    let manifest = ManifestEncoder.encode(reordered)
    guard options.buildsSite else {
      try store.save(encoded: manifest, replacing: worker.source)
      return (Outcome(message: result.message, changed: true, report: nil), nil)
    }
    _ = try steps.run { () throws(GalleryError) in
      ((), "Read \(store.displayPath) and \(result.message)")
    }
    var previousInputs: UInt64?
    let site = try steps.run { () throws(GalleryError) in
      var site = try SiteBuild(
        options: options.build, store: store, gallery: reordered, manifest: manifest, theme: theme,
        checkUpToDate: false, console: console)
      let pages = pagesToRender(
        before: worker, after: reordered, tree: tree, site: site, knownInputs: session?.inputs)
      (site.selection, previousInputs) = (pages?.selection, pages?.previousInputs)
      return (site, "Loaded theme \(theme.folder)")
    }
    let images = try steps.run { () throws(GalleryError) -> (value: SiteBuild.Images?, line: String) in
      if let kept = session?.images(for: reordered) {
        return (kept, "Processed 0 images: a move changes none")
      }
      return try site.makeImages(console: console)
    }
    let source = worker.source
    let save = { () throws(GalleryError) in try store.save(encoded: manifest, replacing: source) }
    // The usual case: the site is the one the gallery before the move gave, and only the pages the move
    // changed are rewritten, in place. Otherwise (or when a page was edited by hand) the full steps.
    if let previousInputs, let report = try site.patch(images, previousInputs: previousInputs, then: save) {
      return finished(
        result.message, report: report, store: store, reordered: reordered, tree: tree, manifest: manifest,
        theme: theme,
        images: images, inputs: site.inputs)
    }
    let rendered = try steps.run { () throws(GalleryError) in try site.render(images) }
    let checked = try steps.run { () throws(GalleryError) in try site.validateWhileStaging(rendered) }
    // The manifest is saved once the new site is in place, and the site swapped back if it cannot be:
    // a move that fails leaves both as they were.
    let report = try steps.run { () throws(GalleryError) in try site.write(checked, then: save) }
    return finished(
      result.message, report: report, store: store, reordered: reordered, tree: tree, manifest: manifest,
      theme: theme,
      images: images, inputs: site.inputs)
  }

  /// The outcome of a move that was made, and the session after it (nil when the images were not made).
  private static func finished(
    _ message: String, report: BuildReport, store: ManifestStore, reordered: Gallery, tree: AlbumTree,
    manifest: [UInt8], theme: Theme, images: SiteBuild.Images?, inputs: UInt64
  ) -> (outcome: Outcome, session: Session?) {
    let outcome = Outcome(message: "\(message); \(report.site.updatedText)", changed: true, report: report)
    guard let images else { return (outcome, nil) }
    let after = Session(
      store: store, worker: PhotosWorker(gallery: reordered, source: manifest, tree: tree), theme: theme,
      images: images,
      inputs: inputs)
    return (outcome, after)
  }

  /// Only the pages the move touches, when the site on disk was built from exactly the gallery before the
  /// move (same photos, theme and tool); nil (render everything) otherwise. `knownInputs`: that
  /// gallery's fingerprint, when the caller knows it (a server keeps it between moves).
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
