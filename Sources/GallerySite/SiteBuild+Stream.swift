import Foundation
import GalleryCore
import GalleryPaths
import GalleryScenes
import GalleryThemes
import GalleryValidation

// Rendering, checking and staging a site a batch of pages at a time, so memory does not grow with the
// gallery: every path is known from the routes before a page is rendered, each batch is rendered,
// then staged while it is checked, and dropped; only each file's path, hash and size (the record) and
// each page's facts for the site-wide checks are kept.
extension SiteBuild {
  /// The site's files planned against the destination: every path known, nothing rendered yet
  /// except the sitemap and feed (made whole from the gallery, and checked in the end).
  package struct Rendered {
    let source: Source
    let plan: SitePlan
    let isWholeSite: Bool
  }

  /// Where a build's generated files come from, a batch at a time.
  struct Source {
    let builder: PageRenderer
    let walks: [PageRenderer.Walk]
    let syndication: [RenderedPage]
    /// The published files no page's path takes, each once.
    let copies: [PublishedFile]
    /// The HTML pages' paths: the walks' pages (and any syndication file that were one).
    let pagePaths: [String]
    let pagesPerBatch: Int

    /// How many files the batches hold in all.
    var fileCount: Int { walks.reduce(0) { $0 + $1.paths.count } + syndication.count + copies.count }

    /// Calls `body` with every generated file, in batches: the walks' pages about `pagesPerBatch`
    /// at a time, then the syndication files, then the copies about `bytesPerBatch` at a time.
    func forEachBatch(_ body: ([RenderedPage]) throws(GalleryError) -> Void) throws(GalleryError) {
      var start = walks.startIndex
      while start < walks.endIndex {
        var end = start
        var pages = 0
        while end < walks.endIndex && (pages == 0 || pages + walks[end].paths.count <= pagesPerBatch) {
          pages += walks[end].paths.count
          end += 1
        }
        let rendered = try builder.render(walks[start..<end])
        // Pages are handed over `pagesPerBatch` at a time even when a walk holds more.
        var offset = 0
        while offset < rendered.count {
          let next = min(rendered.count, offset + pagesPerBatch)
          try body(Array(rendered[offset..<next]))
          offset = next
        }
        start = end
      }
      if !syndication.isEmpty { try body(syndication) }
      var batch: [RenderedPage] = []
      var bytes = 0
      for copy in copies {
        let file = try SiteWriter.read(copy)
        bytes += file.bytes.count
        batch.append(file)
        if bytes >= SiteBuild.bytesPerBatch {
          try body(batch)
          batch = []
          bytes = 0
        }
      }
      if !batch.isEmpty { try body(batch) }
    }
  }

  /// Pages rendered in one batch by default: about 12 MB of a 100,000-photo gallery's pages.
  package static let pagesPerBatch = 2_000
  /// Bytes of published files read in one batch (a file larger than this is a batch of its own).
  static let bytesPerBatch = 32 << 20

  /// Plans every page (or the selection's) against the destination, from their paths; a person's file
  /// where the site needs one stops the build here, before anything is written. Should a file the
  /// selection would keep turn out not to be as written, everything is planned after all.
  package func render(_ images: Images?) throws(GalleryError) -> (value: Rendered?, line: String) {
    guard let images else {
      return (nil, "Rendered 0 pages: the site was built from this gallery and theme and is unchanged")
    }
    var selection = self.selection
    // A photo left out with --skip-bad shifts every position after it: then everything is rendered.
    // Private albums (their locked cells, their encrypted files) are made whole.
    if images.worker.gallery.photoCount != gallery.photoCount || !images.sealed.isEmpty { selection = nil }
    let siteMap = SiteMap()
    let builder = PageRenderer(worker: images.worker, theme: theme, siteMap: siteMap)
    try writer.checkIsFolder()
    let syndication = try builder.syndicationFiles() + searchFiles(images.worker)
    let files = try copies(images, siteMap: siteMap)
    let sealed = try sealedFiles(images, builder: builder, syndication: syndication, copies: files)
    var rendered = try planned(builder, selection, syndication: syndication, copies: files + sealed)
    if selection != nil && !rendered.plan.reuseIsSound {
      selection = nil
      rendered = try planned(builder, nil, syndication: syndication, copies: files + sealed)
    }
    return (rendered, "Rendered \(NumberText.count(rendered.source.pagePaths.count, "page", "pages"))")
  }

  /// The files the site copies besides its pages, but for the private albums' (`sealedFiles`): gallery
  /// files from the images worker (derivatives, sanitised SVGs, originals when asked, linked images);
  /// the theme's assets as they are, each from inside the theme folder that holds it (a child theme's
  /// own, or its parent's); Leaflet's files when the gallery has a map.
  func copies(_ images: Images, siteMap: SiteMap) throws(GalleryError) -> [PublishedFile] {
    let assets = theme.publishedAssets.map {
      let source = theme.assetSource($0)
      return PublishedFile(source: source.path, target: siteMap.asset($0), inside: source.inside)
    }
    let map = try MapLibrary.copies(
      mapIsOn: images.worker.places.isOn, siteMap: siteMap, manifest: store.displayPath)
    return images.files + assets + map
  }

  /// The private albums' encrypted files and the service worker that opens them (none without a
  /// private album), checked against every path of the public site their pages may link to.
  private func sealedFiles(
    _ images: Images, builder: PageRenderer, syndication: [RenderedPage], copies: [PublishedFile]
  ) throws(GalleryError) -> [PublishedFile] {
    guard !images.sealed.isEmpty, let keyring else { return [] }
    var publicPaths = Set(builder.walks().flatMap(\.paths))
    publicPaths.formUnion(syndication.map(\.path))
    publicPaths.formUnion(copies.map(\.target))
    var files: [PublishedFile] = []
    for album in images.sealed {
      files += try PrivateSite(sealed: album, theme: theme, cacheFolder: keyring.folder)
        .files(publicPaths: publicPaths)
    }
    let worker = theme.assetSource(Theme.privateWorkerAsset)
    return files + [PublishedFile(source: worker.path, target: SiteMap.privateWorker, inside: worker.inside)]
  }

  private func planned(
    _ builder: PageRenderer, _ selection: PageRenderer.Selection?, syndication: [RenderedPage],
    copies: [PublishedFile]
  ) throws(GalleryError) -> Rendered {
    let walks = builder.walks(selection)
    let rendered = walks.flatMap(\.paths) + syndication.map(\.path)
    let copies = SiteWriter.copiesToPublish(copies, besides: rendered)
    let source = Source(
      builder: builder, walks: walks, syndication: syndication, copies: copies,
      pagePaths: rendered.filter { $0.hasSuffix(".html") }, pagesPerBatch: max(1, options.pagesPerBatch))
    let writer = self.writer
    // With a selection the pages it leaves out are kept as they are, and only pages: the whole site's
    // (their paths, not rendered). A copy, the sitemap or a search index file of the previous build
    // that is not made now is stale (a search index's files are named by their contents).
    let pages = selection == nil ? nil : Set(builder.walks(nil).flatMap(\.paths))
    let plan = try writer.plan(
      paths: rendered + copies.map(\.target), reusingPrevious: selection != nil, reusable: pages
    ) { candidates throws(GalleryError) in
      // The record is gone or damaged: render once to compare (rare; nothing is staged meanwhile).
      var adopted = Set<String>()
      try source.forEachBatch { batch in
        for file in batch where candidates.contains(file.path) && writer.holds(file) {
          adopted.insert(file.path)
        }
      }
      return adopted
    }
    return Rendered(source: source, plan: plan, isWholeSite: selection == nil)
  }

  /// Renders the planned files a batch at a time, checking each batch's pages while it is staged:
  /// staging is mostly the disk, checking all processor, so the check costs little wall time. The
  /// site-wide checks (links and fragments across pages, reachability, sitemap and feed) run once
  /// every page is checked. Nothing is put in place unless both succeed; a staged site that fails the
  /// check is dropped (and staging stops at the first page with a problem of its own).
  package func validateWhileStaging(
    _ rendered: Rendered?
  ) throws(GalleryError) -> (value: Checked?, line: String) {
    guard let rendered else { return (nil, "Validated 0 pages: nothing new to check") }
    let source = rendered.source
    var others = Set(source.copies.map(\.target)).union(source.syndication.map(\.path))
    others.formUnion(rendered.plan.reused)
    others.formUnion(rendered.plan.foreign)
    others.subtract(source.pagePaths)
    var check = SiteValidator.Stream(
      validator: SiteValidator(options: .init(isWholeSite: rendered.isWholeSite)), pages: source.pagePaths,
      otherFiles: others)
    var syndication: [String: [UInt8]] = [:]
    var staging: SiteStaging?
    var stagingFailure: GalleryError?
    var checking = 0.0
    do {
      staging = try SiteStaging(
        writer: writer, plan: rendered.plan, inputs: inputs, fileCount: source.fileCount)
    } catch {
      stagingFailure = error
    }
    // A page that cannot be rendered (a theme's error, found in a late batch) stops the build with the
    // staging folder removed: the destination and its surroundings stay as they were.
    do {
      try stageAndCheck()
    } catch {
      staging?.abandon()
      throw error
    }
    func stageAndCheck() throws(GalleryError) {
      try source.forEachBatch { batch throws(GalleryError) in
        let checked = batch.filter { $0.isPage && check.lists($0.path) }
        for file in batch where !file.isPage && SyndicationChecks.fileNames.contains(file.path) {
          syndication[file.path] = file.bytes
        }
        let stager = staging
        let checker = check.checker
        let (staged, (result, seconds)) = Parallel.both {
          Result { () throws(GalleryError) in try stager?.add(batch) }
        } _: {
          let started = Date()
          let result = checker.check(checked.map { (path: $0.path, bytes: $0.bytes) })
          return (result, Date().timeIntervalSince(started))
        }
        checking += seconds
        check.keep(result)
        if case .failure(let error) = staged {
          stagingFailure = stagingFailure ?? error
          staging?.abandon()
          staging = nil
        }
        // The site cannot pass: staging more of it is wasted, the check goes on for the full report.
        if check.hasProblems, let dropped = staging {
          dropped.abandon()
          staging = nil
        }
      }
    }
    let started = Date()
    let report = check.report(syndication: syndication)
    checking += Date().timeIntervalSince(started)
    guard report.isValid else {
      staging?.abandon()
      throw .validationFailed(
        problems: report.problems.prefix(Self.problemsShown).map(\.description), total: report.problems.count)
    }
    if let stagingFailure { throw stagingFailure }
    guard let staging else {
      throw .cannotWrite(path: writer.destination, message: "the site was not staged")
    }
    let count = NumberText.count(source.pagePaths.count, "page", "pages")
    let finished: SiteWriter.Staged
    do {
      finished = try staging.finish()
    } catch {
      staging.abandon()
      throw error
    }
    let checkedSite = Checked(staged: finished, pageCount: source.pagePaths.count)
    return (
      checkedSite,
      "Validated \(count) (\(String(format: "%.2f", checking)) s) while staging the new site: 0 problems"
    )
  }
}
