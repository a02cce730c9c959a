import Dispatch
import Foundation
import GalleryCore
import GalleryImages
import GalleryModel
import GalleryPaths
import GalleryScenes
import GalleryThemes
import GalleryValidation
import GalleryWorkers

/// The steps `gallery build` and `gallery move` share once the gallery is read and the theme loaded:
/// make the images, render the pages, validate them while staging the new site, write it. Each step
/// returns its value and the line that says what it did (see `StepRunner`).
///
/// Nothing in the destination changes before `write`, so any failure on the way (a bad image, a theme
/// error, a page libxml2 rejects) leaves the previous site exactly as it was. When the site on disk was
/// built from exactly these inputs and is intact (`upToDateFiles`), every step runs with nothing to do.
package struct SiteBuild {
  /// The images made for the site, and the files it publishes besides its pages.
  package struct Images {
    package let worker: PhotosWorker
    package let files: [PublishedFile]
    package let outcome: ImagesWorker.Outcome
    /// Photos left out with `--skip-bad`.
    package let skipped: Int
    /// The private albums, each with its key, images and locked cell, to be encrypted once the public
    /// site's paths are known (see `PrivateSite`); empty unless the build seals private albums.
    let sealed: [PrivateSite.Sealed]

    init(
      worker: PhotosWorker, files: [PublishedFile], outcome: ImagesWorker.Outcome, skipped: Int,
      sealed: [PrivateSite.Sealed] = []
    ) {
      self.worker = worker
      self.files = files
      self.outcome = outcome
      self.skipped = skipped
      self.sealed = sealed
    }
  }

  /// A new site staged beside the destination, its pages checked.
  package struct Checked {
    let staged: SiteWriter.Staged
    let pageCount: Int
  }

  package let options: BuildOptions
  package let store: ManifestStore
  /// The gallery the site shows (for a move: in its new order).
  let gallery: Gallery
  package let theme: Theme
  /// The words the pages are written in (`pageWords`).
  package let words: Words
  package let digests: FileDigests
  /// The build's fingerprint: manifest bytes, theme, photos' contents, tool, site options.
  package let inputs: UInt64
  package let writer: SiteWriter
  /// Only these pages (a move on a site that is exactly the previous order's); nil: every page.
  package var selection: PageRenderer.Selection?
  /// The site's file count when it is already what these inputs give; nil when there is work to do.
  let upToDateFiles: Int?
  /// Held from the first look at the destination to the last write.
  private let outputLock: GalleryLock
  /// The private albums' passphrases and salts, when this build encrypts them (`gallery build`, and
  /// `gallery serve --publish`); nil for a gallery without any, and in the owner's view.
  let keyring: PrivateKeyring?

  /// Refuses an unsafe destination, locks it, and (when `checkUpToDate`) sees whether the site there
  /// is already this build's. `manifest` is the manifest's bytes as they are (or will be) on disk.
  package init(
    options: BuildOptions, store: ManifestStore, gallery: Gallery, manifest: [UInt8], theme: Theme,
    checkUpToDate: Bool, console: Console
  ) throws(GalleryError) {
    self.options = options
    self.store = store
    self.gallery = gallery
    self.theme = theme
    words = try Self.pageWords(theme: theme, gallery: gallery, console: console)
    selection = nil
    digests = FileDigests(
      galleryFolder: store.folder, cache: try options.cacheFolder(gallery: gallery, store: store))
    let fingerprint = BuildFingerprint.of(
      gallery: gallery, manifest: manifest, theme: theme, digests: digests,
      skipBadImages: options.skipBadImages,
      site: options.siteOptions(gallery: gallery, galleryFolder: store.folder), words: words)
    keyring = try Self.keyring(options: options, gallery: gallery, theme: theme, store: store)
    // Keyed: the public record keeps the fingerprint, and it covers the passphrases.
    inputs = keyring?.keyed(fingerprint) ?? fingerprint
    let output = options.absoluteOutput
    try OutputFolder.checkIsSafe(output, typed: options.output, gallery: gallery, galleryFolder: store.folder)
    outputLock = try GalleryLock.forOutput(output, timeout: options.lockTimeout, onWait: console.warn)
    // The seal is the gallery's own cache's: only whoever can write the gallery can write it.
    writer = SiteWriter(destination: output, sealFolder: GalleryCache.folder(in: store.folder) + "/sites")
    upToDateFiles = checkUpToDate ? writer.upToDateFileCount(inputs: inputs, verify: options.verify) : nil
  }

  /// Makes (or finds in the cache) every photo's images, and stops with every bad file named, unless
  /// `--skip-bad` leaves them out. The worker it returns is over the gallery the site shows.
  package func makeImages(console: Console) throws(GalleryError) -> (value: Images?, line: String) {
    guard upToDateFiles == nil else {
      digests.save()
      return (nil, "Processed 0 images: the photos and image settings are those the site was built from")
    }
    let images = try prepareImages(console: console)
    return (images, Self.imagesLine(images.outcome, skipped: images.skipped))
  }

  /// Makes (or finds in the cache) every photo's images, whether or not the site is up to date.
  package func prepareImages(console: Console) throws(GalleryError) -> Images {
    // A build that encrypts private albums makes the public site from the gallery without them.
    let split = keyring.map { _ in PrivateAlbums(gallery) }
    let publicGallery = split?.publicGallery ?? gallery
    // Pruned once, with what the public gallery and every private album used.
    let imagesWorker = ImagesWorker(galleryFolder: store.folder, digests: digests, keepsUnused: split != nil)
    let outcome = imagesWorker.prepare(
      publicGallery, progress: console.progress, clipProgress: console.clipProgress)
    let problems = try checked(outcome, console: console)
    var shown = publicGallery
    if !outcome.failedPhotoIDs.isEmpty {
      shown.removePhotos { outcome.failedPhotoIDs.contains($0.id) }
    }
    var site = options.siteOptions(gallery: gallery, galleryFolder: store.folder)
    site.siteIcon = SiteIcon.image(of: shown, images: outcome.images)
    let archives = try AlbumArchives.make(
      gallery: shown, images: outcome.images, copies: outcome.copies,
      cacheFolder: GalleryCache.folder(in: store.folder), digests: digests, siteMap: SiteMap(),
      prunes: split == nil)
    var sealed: [PrivateSite.Sealed] = []
    if let split, let keyring {
      var used: ImagesWorker.UsedEntries? = outcome.failures.isEmpty ? outcome.used : nil
      var zips = archives.kept
      for part in split.parts {
        let made = try seal(part, images: imagesWorker, keyring: keyring, site: site, console: console)
        sealed.append(made.album)
        used = made.used.flatMap { used?.union($0) }
        zips.formUnion(made.zips)
      }
      if let used { imagesWorker.prune(keeping: used) }
      AlbumArchives.prune(cacheFolder: GalleryCache.folder(in: store.folder), keeping: zips)
    }
    var locks: [String: [LockedAlbum]] = [:]
    for album in sealed { locks[album.part.parentID, default: []].append(album.lock) }
    return Images(
      worker: PhotosWorker(
        gallery: shown, images: outcome.images, options: site, words: words, archives: archives.byAlbum,
        locks: locks),
      files: outcome.copies + archives.files, outcome: outcome,
      skipped: problems + sealed.reduce(0) { $0 + $1.skipped }, sealed: sealed)
  }

  /// One private album's images (made or found in the cache like any photo's), key and locked cell.
  /// Also returns the cache entries its images are (nil when some failed: then nothing is pruned) and
  /// its archives' names in the cache.
  private func seal(
    _ part: PrivateAlbums.Part, images imagesWorker: ImagesWorker, keyring: PrivateKeyring, site: SiteOptions,
    console: Console
  ) throws(GalleryError) -> (album: PrivateSite.Sealed, used: ImagesWorker.UsedEntries?, zips: Set<String>) {
    var gallery = part.gallery(from: self.gallery)
    let outcome = imagesWorker.prepare(
      gallery, progress: console.progress, clipProgress: console.clipProgress)
    let skipped = try checked(outcome, console: console)
    if !outcome.failedPhotoIDs.isEmpty {
      gallery.removePhotos { outcome.failedPhotoIDs.contains($0.id) }
    }
    let archives = try AlbumArchives.make(
      gallery: gallery, images: outcome.images, copies: outcome.copies,
      cacheFolder: GalleryCache.folder(in: store.folder), digests: digests, siteMap: SiteMap(), prunes: false)
    let key = try keyring.key(for: part.album.id)
    // Its pages share nothing with the public ones a guess could match: no link preview, no tag, date
    // or place page, no site icon of its own.
    var options = site
    options.baseURL = nil
    let worker = PhotosWorker(
      gallery: gallery, images: outcome.images, options: options, words: words,
      archives: archives.byAlbum, catalogues: false)
    let title = part.album.privacy?.showsTitle == true ? part.album.title : nil
    let sealed = PrivateSite.Sealed(
      part: part, key: key, worker: worker, copies: outcome.copies + archives.files,
      lock: LockedAlbum(
        title: title, entryPage: key.entryPage, indexFile: key.indexFile, salt: SecureDigest.hex(key.salt),
        iterations: key.iterations),
      skipped: skipped)
    return (sealed, outcome.failures.isEmpty ? outcome.used : nil, archives.kept)
  }

  /// Stops on what the images step could not do, and on bad images unless `--skip-bad` (then warns);
  /// returns how many photos were left out.
  private func checked(_ outcome: ImagesWorker.Outcome, console: Console) throws(GalleryError) -> Int {
    let folder = FileSystem.parentPath(of: store.displayPath)
    if case .missingTool(let file, let message)? = outcome.writeFailure {
      throw .missingTool(file: (folder.isEmpty ? "" : folder + "/") + file, message: message)
    }
    if let writeFailure = outcome.writeFailure { throw writeFailure }
    let problems = outcome.failures.map { failure in
      "\(Quoted.path((folder.isEmpty ? "" : folder + "/") + failure.path)): \(failure.problem)"
    }
    // Said before a refusal too: an image made now is found in the cache next time, and not warned of.
    for line in outcome.warningLines(prefix: folder.isEmpty ? "" : folder + "/") { console.warn(line) }
    if !problems.isEmpty && !options.skipBadImages {
      throw .badImages(problems: Array(problems.prefix(Self.problemsShown)), total: problems.count)
    }
    for problem in problems { console.warn("skipped: \(problem)") }
    return problems.count
  }

  /// Puts the staged, validated site in place, then runs `finish` (see `SiteWriter.commit`); with
  /// nothing staged (the site is up to date) only runs `finish`.
  package func write(
    _ checked: Checked?, then finish: () throws(GalleryError) -> Void = {}
  ) throws(GalleryError) -> (value: BuildReport, line: String) {
    let summary: SiteWriter.Summary
    if let checked {
      summary = try writer.commit(checked.staged, then: finish)
    } else {
      writer.sweep()
      try finish()
      summary = SiteWriter.Summary(files: upToDateFiles ?? 0, written: 0, removed: 0, kept: 0)
    }
    // An unchanged site has every page of the gallery (a published one no move pages); otherwise the
    // pages rendered are counted.
    let gridPages = Self.gridPageCount(gallery)
    let pagesPerPhoto = options.publish || gallery.publish == true ? 1 : 2
    var report = BuildReport(
      photoCount: gallery.photoCount, gridPageCount: gridPages,
      pageCount: checked?.pageCount ?? gallery.photoCount * pagesPerPhoto + gridPages, site: summary)
    report.clipCount = gallery.clipCount
    if let checked {
      report.otherPageCount = max(0, checked.pageCount - gallery.photoCount * pagesPerPhoto - gridPages)
    }
    return (report, "Wrote \(options.output): \(summary.updatedText)")
  }

  /// A move's pages rendered, checked and written into the site in place (see `SiteWriter.patch`),
  /// then `finish`; nil, with nothing written, when the site is not exactly the one the gallery before
  /// the move gave (then the move takes the full steps).
  package func patch(
    _ images: Images?, previousInputs: UInt64, then finish: () throws(GalleryError) -> Void
  ) throws(GalleryError) -> BuildReport? {
    // A search index is made whole: its files change with the texts and the albums, so an edit of a
    // gallery with search takes the full steps (which reuse the index from the cache when unchanged).
    // So are the album archives: a move changes what they hold.
    // So is a gallery with private albums: their locked cells and encrypted files are made whole.
    // Photos removed leave pages and images that must go: the staged site keeps only the site's pages.
    guard let selection, let images, gallery.search != true, gallery.albumZips != true, images.sealed.isEmpty,
      selection.removedPhotos.isEmpty,
      selection.positionCount <= Self.mostPositionsPatched(of: gallery.photoCount),
      images.worker.gallery.photoCount == gallery.photoCount
    else { return nil }
    let siteMap = SiteMap()
    let renderer = PageRenderer(worker: images.worker, theme: theme, siteMap: siteMap)
    let pages = try renderer.renderPages(selection)
    // A grid that lost photos loses its last pages (one that gained photos has its new pages among
    // `pages`), a tag that went all of its pages: sorted, so the patch removes them in the same order
    // every time. Tag pages exist only with a theme that makes them (the same theme before the edit).
    let tagPages = theme.hasTemplate(Theme.Template.tags)
    let removedTags =
      !tagPages
      ? []
      : selection.removedTags.flatMap { slug, pages in pages.map { siteMap.tagPage($0, slug: slug) } }
        + (selection.removedTagIndex ? [siteMap.tagIndexPage] : [])
    let removed =
      (selection.removedGridPages.flatMap { album, pages in
        pages.map { siteMap.gridPage($0, album: album) }
      } + removedTags).sorted()
    // Photos added bring their images (and a first place may bring the map's files): every file the
    // site copies is offered, and those it lacks are added with the pages.
    let gained = selection.addedPhotos.isEmpty ? [] : try copies(images, siteMap: siteMap)
    let summary = try writer.patch(
      pages, gaining: gained, removing: removed, previousInputs: previousInputs, inputs: inputs,
      check: { (pages, paths) throws(GalleryError) in
        try Self.validate(pages, otherFiles: paths)
      }, then: finish)
    guard let summary else { return nil }
    var report = BuildReport(
      photoCount: gallery.photoCount, gridPageCount: Self.gridPageCount(gallery), pageCount: pages.pageCount,
      site: summary)
    report.clipCount = gallery.clipCount
    return report
  }

  /// The search index's files (`SearchIndexFiles`), from the cache or made now; none without search.
  func searchFiles(_ worker: PhotosWorker) throws(GalleryError) -> [RenderedPage] {
    try SearchIndexFiles.files(
      worker: worker, theme: theme, cache: digests.cache.source == .standard ? digests.cache.path : nil,
      manifest: store.displayPath)
  }

  /// The grid pages of the root and of every album.
  static func gridPageCount(_ gallery: Gallery) -> Int {
    // Counted from the albums themselves: a tree of 50,000 photos is not built for one number.
    func pages(_ photos: Int) -> Int {
      max(1, (photos + gallery.effectivePageSize - 1) / gallery.effectivePageSize)
    }
    func count(_ albums: [Album]) -> Int {
      albums.reduce(0) { $0 + pages($1.photos.count) + count($1.albums) }
    }
    return gallery.gridPageCount + count(gallery.albums)
  }

  /// A move spanning more positions rewrites its pages through a staged site: one rename per file in
  /// place costs more than the swap once thousands of pages change (and keeps their old bytes for undo).
  /// The swap costs a link per file of the whole site, so the bigger the site, the more pages a patch
  /// may take first: a 5% share of the photos, and never fewer than 200 (a move between two albums of
  /// 100 photos renders 200 positions and took a full build's time at 10,000 photos when staged).
  static func mostPositionsPatched(of photoCount: Int) -> Int {
    max(200, photoCount / 20)
  }

  /// Problems listed in full before the rest are only counted.
  package static let problemsShown = 50

  /// The theme `--theme` names, else the manifest's, else the default.
  package static func loadTheme(
    _ options: BuildOptions, store: ManifestStore, gallery: Gallery
  ) throws(GalleryError) -> Theme {
    let locator = ThemeLocator()
    let folder =
      if let requested = options.theme {
        try locator.locate(requested, relativeTo: options.workingDirectory, galleryFolder: store.folder)
      } else {
        try locator.locate(gallery.theme, relativeTo: store.folder, galleryFolder: store.folder)
      }
    return try Theme.load(folder: folder, locator: locator, galleryFolder: store.folder)
  }

  /// A move's pages, checked as part of the site whose record lists `otherFiles` (and them).
  static func validate(_ pages: [RenderedPage], otherFiles: SitePathList) throws(GalleryError) {
    let (byPath, syndication) = checkedFiles(pages)
    let report = SiteValidator(options: .init(isWholeSite: false))
      .validate(pages: byPath, otherFiles: otherFiles, syndication: syndication)
    guard report.isValid else {
      throw .validationFailed(
        problems: report.problems.prefix(problemsShown).map(\.description), total: report.problems.count)
    }
  }

  /// The pages by path, and the sitemap and feed by name (`SyndicationChecks`), as the validator takes
  /// them.
  private static func checkedFiles(
    _ pages: [RenderedPage]
  ) -> (pages: [String: [UInt8]], syndication: [String: [UInt8]]) {
    var byPath: [String: [UInt8]] = [:]
    byPath.reserveCapacity(pages.count)
    var syndication: [String: [UInt8]] = [:]
    for page in pages {
      if page.isPage {
        byPath[page.path] = page.bytes
      } else if SyndicationChecks.fileNames.contains(page.path) {
        syndication[page.path] = page.bytes
      }
    }
    return (byPath, syndication)
  }

  /// Every generated page, checked with libxml2 against the files the new site will hold.
  static func validate(
    _ pages: [RenderedPage], siteFiles: Set<String>, isWholeSite: Bool = true
  ) throws(GalleryError) {
    // Pages are checked as pages, the sitemap and the feed as what they are (`SyndicationChecks`).
    let (byPath, syndication) = checkedFiles(pages)
    let report = SiteValidator(options: .init(isWholeSite: isWholeSite))
      .validate(pages: byPath, otherFiles: siteFiles.subtracting(byPath.keys), syndication: syndication)
    guard report.isValid else {
      throw .validationFailed(
        problems: report.problems.prefix(problemsShown).map(\.description), total: report.problems.count)
    }
  }
}
