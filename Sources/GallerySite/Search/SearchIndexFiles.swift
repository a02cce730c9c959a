import Foundation
import GalleryCore
import GalleryImages
import GalleryModel
import GalleryPaths
import GalleryScenes
import GalleryTemplates
import GalleryThemes
import GalleryWorkers

/// The search index of a gallery with `"search": true`: Pagefind's bundle (`pagefind/…`), made from one
/// small record page per photo (the theme's `search-record` template) rather than from the site's own pages, so that it holds exactly what a
/// search should find — title, description, alt text, tags, album, camera and lens, never a place or
/// anything else of the EXIF — with filters by year, tag, camera and album and each result's title and
/// thumbnail, and so that it can be made before the site is staged and checked and written with the rest.
///
/// Pagefind writes some index files differently on every run from the same pages (its filter and
/// metadata indexes; Pagefind#638), so a bundle is kept in the gallery's own cache under the hash of the
/// records and the Pagefind version it was made with: the same gallery gives the same files, and a build
/// whose texts did not change never runs Pagefind. Never in a named cache (`--cache`, the manifest's
/// `"cache"`), which others may write: the bundle holds the script the search page runs, so a planted
/// one would run on the site; with such a cache the index is made anew each build.
enum SearchIndexFiles {
  /// Where the bundle goes in the site.
  static let folder = "pagefind"

  /// Pagefind's own search interfaces, which the themes do not use: left out of the site.
  static let unusedFiles: Set<String> = [
    "pagefind-ui.js", "pagefind-ui.css", "pagefind-modular-ui.js", "pagefind-modular-ui.css",
    "pagefind-component-ui.js", "pagefind-component-ui.css", "pagefind-highlight.js",
  ]

  /// Files of a bundle: at most this many, each at most `maximumFileBytes` (a bundle is made by the
  /// tool, but read back like any input).
  static let maximumFiles = 200_000
  static let maximumFileBytes = 64 << 20

  /// The bundle's files, from `cache` (the gallery's own cache; nil: keep none) or made now; none when
  /// the gallery does not ask for search.
  static func files(
    worker: PhotosWorker, theme: Theme, cache: String?, manifest: String
  ) throws(GalleryError) -> [RenderedPage] {
    guard worker.gallery.search == true else { return [] }
    guard let tool = SearchTool.find() else {
      throw .missingTool(file: manifest, message: SearchTool.missingMessage)
    }
    let records = try self.records(worker: worker, theme: recordTheme(theme))
    let language = String(worker.words.language.prefix { $0 != "-" }).lowercased()
    var key = Hashing.Combiner()
    key.combine(Array(try tool.version().get().utf8))
    key.combine(Array(language.utf8))
    for record in records {
      key.combine(Array(record.path.utf8))
      key.combine(record.bytes)
    }
    guard let cache else {
      let work =
        NSTemporaryDirectory() + "/cleangallery-search-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
      defer { try? FileSystem.removeTree(work) }
      try make(records, tool: tool, language: language, into: work + "/bundle", work: work + "/work")
      return try read(work + "/bundle")
    }
    let name = Hexadecimal.padded(key.value, width: 16)
    let kept = cache + "/search/" + name
    if !FileSystem.isRealDirectory(kept) {
      try make(records, tool: tool, language: language, into: kept, work: cache + "/search/work-\(getpid())")
      // The gallery's own cache serves this gallery alone: an index its texts no longer give goes.
      for old in (try? FileManager.default.contentsOfDirectory(atPath: cache + "/search")) ?? []
      where old != name && old.count == name.count && old.allSatisfy(\.isHexDigit) {
        try? FileSystem.removeTree(cache + "/search/" + old)
      }
    }
    return try read(kept)
  }

  /// The template a record is written with: the theme's own `search-record`, else the shipped default
  /// theme's (a record is Pagefind's input, not a page of the site, so any theme's search works).
  static let recordTemplate = "search-record"

  static func recordTheme(_ theme: Theme) throws(GalleryError) -> Theme {
    if theme.hasTemplate(recordTemplate) { return theme }
    let locator = ThemeLocator()
    return try Theme.load(
      folder: try locator.locate(nil, relativeTo: "/", galleryFolder: nil), locator: locator)
  }

  /// One page per photo, at its own page's path, so a result opens the photo's page, through
  /// `recordTemplate` (`recordContexts`).
  static func records(worker: PhotosWorker, theme: Theme) throws(GalleryError) -> [RenderedPage] {
    try recordContexts(worker: worker).map { (path, context) throws(GalleryError) in
      RenderedPage(path: path, bytes: Array(try theme.render(recordTemplate, context, page: path).utf8))
    }
  }

  /// Each photo's record page path and its keys: `language`, `title`, `texts` (`text`: the description,
  /// the alt text, the lens), `filters` (`name`, `value`) and `thumbnail` (from the site's root).
  static func recordContexts(worker: PhotosWorker) -> [(path: String, context: TemplateValue)] {
    let siteMap = SiteMap()
    var records: [(path: String, context: TemplateValue)] = []
    for node in worker.tree.nodes {
      for photo in node.photos {
        let images = worker.fetchImages(photoID: photo.id)
        let texts = [photo.description, photo.alt, images?.exif?.lens].compactMap { $0 }
        // From the site's root ("/images/…"): Pagefind reads a relative one against the record's page.
        let thumbnail: String? =
          images?.variants.first.map { "/" + $0.sitePath }
          ?? {
            if case .remote(let url) = photo.image { return url }
            return nil
          }()
        let filters = SearchFilters.of(photo, in: node, worker: worker).map {
          ["name": .string($0), "value": .string($1)] as TemplateValue
        }
        records.append(
          (
            siteMap.detailPage(photoID: photo.id),
            [
              "language": .string(worker.words.language), "title": .string(DisplayText.title(of: photo)),
              "texts": .list(texts.map { ["text": .string($0)] }), "filters": .list(filters),
              "thumbnail": thumbnail.map(TemplateValue.string) ?? .null,
            ]
          ))
      }
    }
    return records
  }

  /// Writes the records to `work`, runs Pagefind on them, and puts the bundle in place under `kept` by
  /// a rename, so a bundle in the cache is always whole (another build that made it first wins).
  private static func make(
    _ records: [RenderedPage], tool: SearchTool, language: String, into kept: String, work: String
  ) throws(GalleryError) {
    try FileSystem.removeTree(work)
    defer { try? FileSystem.removeTree(work) }
    for record in records {
      let path = work + "/records/" + record.path
      try FileSystem.makeDirectories(FileSystem.parentPath(of: path))
      try FileSystem.writeFile(path, record.bytes)
    }
    try tool.index(site: work + "/records", into: work + "/bundle", language: language).get()
    guard FileSystem.rename(work + "/bundle", to: kept) || FileSystem.isRealDirectory(kept) else {
      throw .cannotWrite(path: kept, message: FileSystem.lastError())
    }
  }

  /// The bundle's files as the site's, `pagefind/…`, less Pagefind's unused interfaces.
  private static func read(_ bundle: String) throws(GalleryError) -> [RenderedPage] {
    let listing = FileSystem.listing(in: bundle, includeHidden: false, limit: maximumFiles)
    guard listing.others.isEmpty, listing.files.count < maximumFiles else {
      throw .badData(path: bundle, message: "the search index holds something other than files")
    }
    var files: [RenderedPage] = []
    for relative in listing.files where !unusedFiles.contains(relative) {
      guard FileSystem.isRegularFile(bundle + "/" + relative),
        let bytes = FileSystem.readFile(bundle + "/" + relative, limit: maximumFileBytes)
      else { throw .badData(path: bundle + "/" + relative, message: "cannot be read as a file of the index") }
      files.append(RenderedPage(path: folder + "/" + relative, bytes: bytes))
    }
    return files
  }
}
