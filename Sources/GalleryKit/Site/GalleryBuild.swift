import Dispatch
import Foundation

/// `gallery build` as a short list of named steps: read the gallery, load the theme, render every page,
/// validate every page, write what changed. Nothing in the destination changes before the last step, so
/// any failure on the way (a bad manifest, a theme error, a page libxml2 rejects) leaves the previous
/// site exactly as it was.
public enum GalleryBuild {
  public struct Options: Sendable {
    /// The gallery folder; nil builds the sample gallery compiled into the tool.
    public var galleryFolder: String?
    public var output: String
    /// `--theme NAME|PATH`; overrides the manifest's `theme`.
    public var theme: String?
    public var workingDirectory: String
    /// Seconds to wait for another command on the same gallery.
    public var lockTimeout: Double
    /// `--skip-bad`: build without the photos whose files cannot be used, instead of stopping.
    public var skipBadImages: Bool
    /// `--publish`: a site for public hosting, without move pages (as the manifest's `publish`).
    public var publish: Bool
    /// Building the sample gallery from its temporary folder.
    var isSample = false

    public init(
      galleryFolder: String?, output: String, theme: String?, workingDirectory: String,
      lockTimeout: Double = 30, skipBadImages: Bool = false, publish: Bool = false
    ) {
      self.publish = publish
      self.galleryFolder = galleryFolder
      self.output = output
      self.theme = theme
      self.workingDirectory = workingDirectory
      self.lockTimeout = lockTimeout
      self.skipBadImages = skipBadImages
    }
  }

  public struct Report: Sendable, Equatable {
    public var photoCount: Int
    public var gridPageCount: Int
    public var pageCount: Int
    public var site: SiteWriter.Summary
  }

  /// Where progress goes: `info` for the step lines, `warn` for notices a person should see on stderr,
  /// `progress` for the count of images being made (a terminal shows it as a line updated in place).
  public struct Console: Sendable {
    public var info: @Sendable (String) -> Void
    public var warn: @Sendable (String) -> Void
    public var progress: ImagesWorker.Progress?

    public init(
      info: @escaping @Sendable (String) -> Void, warn: @escaping @Sendable (String) -> Void,
      progress: ImagesWorker.Progress? = nil
    ) {
      self.info = info
      self.warn = warn
      self.progress = progress
    }

    public static let silent = Console(info: { _ in }, warn: { _ in })
  }

  /// Problems listed in full before the rest are only counted.
  public static let problemsShown = 50

  public static func run(_ options: Options, console: Console) throws(GalleryError) -> Report {
    guard let galleryFolder = options.galleryFolder else {
      return try buildSample(options, console: console)
    }
    var steps = BuildSteps(console: console)
    let store = try ManifestStore(folder: galleryFolder)
    let lock = try GalleryLock(
      folder: store.folder, timeout: options.lockTimeout, readOnly: true, onWait: console.warn)
    defer { withExtendedLifetime(lock) {} }
    let worker = try PhotosWorker(store: store)
    steps.done(
      "Read \(store.displayPath): \(DisplayText.count(worker.gallery.photos.count, "photo", "photos"))")
    let theme = try loadTheme(options, store: store, gallery: worker.gallery)
    steps.done("Loaded theme \(theme.folder)")
    let digests = FileDigests(galleryFolder: store.folder)
    let inputs = BuildFingerprint.of(
      gallery: worker.gallery, manifest: worker.source ?? ManifestEncoder.encode(worker.gallery),
      theme: theme, digests: digests, skipBadImages: options.skipBadImages,
      site: siteOptions(options, gallery: worker.gallery, galleryFolder: store.folder))
    let output = absolute(options.output, in: options.workingDirectory)
    try checkOutputIsSafe(output, typed: options.output, gallery: worker.gallery, galleryFolder: store.folder)
    let outputLock = try GalleryLock.forOutput(output, timeout: options.lockTimeout, onWait: console.warn)
    defer { withExtendedLifetime(outputLock) {} }
    if let files = SiteWriter(destination: output).upToDateFileCount(inputs: inputs) {
      digests.save()
      steps.done("Processed 0 images: the photos and image settings are those the site was built from")
      steps.done("Rendered 0 pages: the site was built from this gallery and theme and is unchanged")
      steps.done("Validated 0 pages: nothing new to check")
      let summary = SiteWriter.Summary(files: files, written: 0, removed: 0, kept: 0)
      steps.done("Wrote \(options.output): \(updatedText(summary))")
      let gallery = worker.gallery
      return Report(
        photoCount: gallery.photos.count, gridPageCount: gallery.gridPageCount,
        pageCount: gallery.photos.count * 2 + gallery.gridPageCount, site: summary)
    }
    let images = try prepareImages(
      worker.gallery, store: store, digests: digests, options: options, console: console, steps: &steps)
    let prepared = try renderAndValidate(
      worker: images.worker, imageCopies: images.copies, theme: theme, store: store, options: options,
      inputs: inputs, steps: &steps)
    return try prepared.write(steps: &steps)
  }

  /// Makes (or finds in the cache) every photo's images, and stops with every bad file named, unless
  /// `--skip-bad` leaves them out. Returns a worker over the gallery the site shows, images included.
  static func prepareImages(
    _ gallery: Gallery, store: ManifestStore, digests: FileDigests, options: Options, console: Console,
    steps: inout BuildSteps
  ) throws(GalleryError) -> (worker: PhotosWorker, copies: [SiteWriter.Copy]) {
    let outcome = ImagesWorker(galleryFolder: store.folder, digests: digests)
      .prepare(gallery, progress: console.progress)
    if let writeFailure = outcome.writeFailure { throw writeFailure }
    let folder = FileSystem.parentPath(of: store.displayPath)
    let problems = outcome.failures.map { failure in
      "\(Quoted.path((folder.isEmpty ? "" : folder + "/") + failure.path)): \(failure.problem)"
    }
    if !problems.isEmpty && !options.skipBadImages {
      throw .badImages(problems: Array(problems.prefix(problemsShown)), total: problems.count)
    }
    for problem in problems { console.warn("skipped: \(problem)") }
    let seconds = String(format: "%.2f", outcome.seconds)
    var line =
      outcome.made == 0 && outcome.fromCache == 0
      ? "Processed 0 images: no photo to resize"
      : outcome.made == 0
        ? "Processed 0 images: all \(DisplayText.count(outcome.fromCache, "photo", "photos")) from the cache"
        : "Processed \(DisplayText.count(outcome.made, "image", "images")) in \(seconds) s"
          + (outcome.fromCache == 0 ? "" : "; \(DisplayText.grouped(outcome.fromCache)) more from the cache")
    if !problems.isEmpty {
      line += "; left out \(DisplayText.count(problems.count, "bad image", "bad images")) (--skip-bad)"
    }
    steps.done(line)
    var shown = gallery
    if !outcome.failedPhotoIDs.isEmpty {
      shown.photos.removeAll { outcome.failedPhotoIDs.contains($0.id) }
    }
    let site = siteOptions(options, gallery: gallery, galleryFolder: store.folder)
    return (PhotosWorker(gallery: shown, images: outcome.images, options: site), outcome.copies)
  }

  /// How the pages show the build: published or not, and the folders the move page's command names,
  /// as the person typed them or relative to where they ran the build, whichever is shorter (the
  /// sample gallery, built from a temporary folder, has no folder to name).
  static func siteOptions(_ options: Options, gallery: Gallery, galleryFolder: String) -> SiteOptions {
    let galleryName = options.galleryFolder.map { _ in
      shortestPath(to: galleryFolder, from: options.workingDirectory)
    }
    return SiteOptions(
      publish: options.publish || gallery.publish == true,
      commandGallery: options.isSample ? nil : galleryName,
      commandOutput: shortestPath(
        to: absolute(options.output, in: options.workingDirectory), from: options.workingDirectory))
  }

  /// `target` relative to `folder` ("../site", "." for the folder itself) when that is shorter than
  /// the absolute path, else the absolute path. Both are absolute and canonical.
  static func shortestPath(to target: String, from folder: String) -> String {
    let base = FileSystem.canonicalPath(folder)
    let targetParts = target.split(separator: "/")
    let baseParts = base.split(separator: "/")
    var shared = 0
    while shared < targetParts.count, shared < baseParts.count, targetParts[shared] == baseParts[shared] {
      shared += 1
    }
    let relative =
      Array(repeating: "..", count: baseParts.count - shared) + targetParts[shared...].map(String.init)
    let text = relative.isEmpty ? "." : relative.joined(separator: "/")
    return text.utf8.count < target.utf8.count ? text : target
  }

  /// The theme `--theme` names, else the manifest's, else the default.
  static func loadTheme(
    _ options: Options, store: ManifestStore, gallery: Gallery
  ) throws(GalleryError) -> Theme {
    let locator = ThemeLocator()
    let folder =
      if let requested = options.theme {
        try locator.locate(requested, relativeTo: options.workingDirectory, galleryFolder: store.folder)
      } else {
        try locator.locate(gallery.theme, relativeTo: store.folder, galleryFolder: store.folder)
      }
    return try Theme.load(folder: folder)
  }

  /// A site rendered and validated in memory, not yet written.
  struct PreparedBuild {
    let gallery: Gallery
    let pageCount: Int
    let writer: SiteWriter
    let staged: SiteWriter.Staged
    let outputName: String

    /// Puts the staged, validated site in place, then runs `finish` (see `SiteWriter.commit`).
    func write(
      steps: inout BuildSteps, then finish: () throws(GalleryError) -> Void = {}
    ) throws(GalleryError) -> Report {
      let summary = try writer.commit(staged, then: finish)
      steps.done("Wrote \(outputName): \(updatedText(summary))")
      return Report(
        photoCount: gallery.photos.count, gridPageCount: gallery.gridPageCount, pageCount: pageCount,
        site: summary)
    }
  }

  /// The steps shared with `gallery move` before anything is written: render every page, compare with
  /// the destination, validate.
  ///
  /// With a `selection` (a move on a site that is exactly the previous order's), only the selected pages
  /// are rendered and checked and every other file of the previous build is kept; should any of those
  /// turn out not to be as written, everything is rendered after all.
  static func renderAndValidate(
    worker: PhotosWorker, imageCopies: [SiteWriter.Copy], theme: Theme, store: ManifestStore,
    options: Options, inputs: UInt64, selection: SiteBuilder.Selection? = nil, steps: inout BuildSteps
  ) throws(GalleryError) -> PreparedBuild {
    let output = absolute(options.output, in: options.workingDirectory)
    let gallery = worker.fetchGallery()
    try checkOutputIsSafe(output, typed: options.output, gallery: gallery, galleryFolder: store.folder)
    let siteMap = SiteMap()
    let builder = SiteBuilder(worker: worker, theme: theme, siteMap: siteMap)
    let writer = SiteWriter(destination: output)
    let pages = try builder.renderPages(selection)
    steps.done("Rendered \(DisplayText.count(pages.count, "page", "pages"))")

    // Gallery files come from the images worker (derivatives, sanitised SVGs, originals when asked,
    // linked images); the theme's assets are copied as they are, from inside the theme folder.
    var copies = imageCopies
    copies += theme.assets.map {
      SiteWriter.Copy(source: theme.folder + "/assets/" + $0, target: siteMap.asset($0), inside: theme.folder)
    }
    let prepared = try writer.prepare(
      pages: pages, copies: copies, reusingPrevious: selection != nil, inputs: inputs)
    if selection != nil && !prepared.reuseIsSound {
      return try renderAndValidate(
        worker: worker, imageCopies: imageCopies, theme: theme, store: store, options: options,
        inputs: inputs, steps: &steps)
    }
    let staged = try validateWhileStaging(
      pages, prepared: prepared, writer: writer, isWholeSite: selection == nil, steps: &steps)
    return PreparedBuild(
      gallery: gallery, pageCount: pages.count, writer: writer, staged: staged, outputName: options.output)
  }

  /// Checks the pages while the new site is assembled in its staging folder: staging is mostly waiting
  /// on the disk, checking is all processor, so the check costs little wall time. Nothing is put in
  /// place unless both succeed; a staged site that fails the check is dropped.
  static func validateWhileStaging(
    _ pages: [RenderedPage], prepared: SiteWriter.Prepared, writer: SiteWriter, isWholeSite: Bool,
    steps: inout BuildSteps
  ) throws(GalleryError) -> SiteWriter.Staged {
    let staging = ResultSlots<Result<SiteWriter.Staged, GalleryError>>(count: 1)
    let done = DispatchGroup()
    DispatchQueue.global().async(group: done) {
      staging[0] = Result { () throws(GalleryError) in try writer.stage(prepared) }
    }
    let started = Date()
    let validation = Result { () throws(GalleryError) in
      try validate(pages, siteFiles: prepared.allPaths, isWholeSite: isWholeSite)
    }
    let validationSeconds = Date().timeIntervalSince(started)
    done.wait()
    let staged =
      staging[0] ?? .failure(.cannotWrite(path: writer.destination, message: "the site was not staged"))
    if case .failure(let error) = validation {
      if case .success(let site) = staged { writer.discard(site) }
      throw error
    }
    let count = DisplayText.count(pages.count, "page", "pages")
    let checking = String(format: "%.2f", validationSeconds)
    steps.done("Validated \(count) (\(checking) s) while staging the new site: 0 problems")
    return try staged.get()
  }

  /// Every generated page, checked with libxml2 against the files the new site will hold.
  static func validate(
    _ pages: [RenderedPage], siteFiles: Set<String>, isWholeSite: Bool = true
  )
    throws(GalleryError)
  {
    var byPath: [String: [UInt8]] = [:]
    byPath.reserveCapacity(pages.count)
    for page in pages { byPath[page.path] = page.bytes }
    let report = SiteValidator(options: .init(isWholeSite: isWholeSite))
      .validate(pages: byPath, otherFiles: siteFiles.subtracting(byPath.keys))
    guard report.isValid else {
      throw .validationFailed(
        problems: report.problems.prefix(problemsShown).map(\.description), total: report.problems.count)
    }
  }

  /// "37 of 3,012 files updated" (removed stale files count as updates).
  public static func updatedText(_ summary: SiteWriter.Summary) -> String {
    "\(DisplayText.grouped(summary.written + summary.removed)) of \(DisplayText.count(summary.files, "file", "files")) updated"
  }

  /// Builds the sample gallery by writing it to a temporary folder first, so it goes through exactly the
  /// same checks and steps as a person's gallery.
  static func buildSample(_ options: Options, console: Console) throws(GalleryError) -> Report {
    let temporary = FileManager.default.temporaryDirectory.path + "/cleangallery-sample-\(getpid())"
    try FileSystem.removeTree(temporary)
    defer { try? FileSystem.removeTree(temporary) }
    try SampleGallery.write(to: temporary)
    console.info(
      "Building the sample gallery (no GALLERY_DIR given; `gallery init --sample DIR` writes it out)")
    var sampleOptions = options
    sampleOptions.galleryFolder = temporary
    sampleOptions.isSample = true
    return try run(sampleOptions, console: console)
  }

  /// The output folder as an absolute path without symbolic links (`FileSystem.canonicalPath`): an
  /// `--output` that is a link to a web root is built into the web root, and the link stays a link.
  static func absolute(_ path: String, in workingDirectory: String) -> String {
    FileSystem.canonicalPath(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
  }

  /// Refuses destinations whose replacement would destroy or publish what is not the site: the
  /// gallery itself, a folder photos come from (their originals, GPS and all, would be carried into
  /// the site), the derivative cache, or a dangling symbolic link. `output` is canonical; `typed` is
  /// how the person wrote it.
  static func checkOutputIsSafe(
    _ output: String, typed: String, gallery: Gallery, galleryFolder: String
  ) throws(GalleryError) {
    func refuse(_ reason: String) -> GalleryError {
      .cannotWrite(path: typed, message: reason + "; choose another --output")
    }
    func isWithin(_ path: String, _ folder: String) -> Bool {
      path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }
    var info = stat()
    if lstat(output, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK {
      throw refuse("it is a symbolic link to something that does not exist")
    }
    if output == "/" || isWithin(galleryFolder, output) {
      throw refuse("the output folder would replace the gallery folder \(galleryFolder)")
    }
    let cache = FileSystem.canonicalPath(GalleryCache.folder(in: galleryFolder))
    if isWithin(output, cache) || isWithin(cache, output) {
      throw refuse("the output folder would take in the gallery's cache \(cache)")
    }
    var photoFolders = Set<String>()
    for path in ManifestStore.localFiles(of: gallery) {
      let folder = FileSystem.parentPath(of: galleryFolder + "/" + path)
      if folder != galleryFolder { photoFolders.insert(folder) }
    }
    for folder in photoFolders.sorted() where isWithin(output, folder) || isWithin(folder, output) {
      throw refuse("the output folder would take in \(folder), where the gallery's photos are")
    }
  }
}
