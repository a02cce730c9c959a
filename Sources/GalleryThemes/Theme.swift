import Foundation
import GalleryCore
import GalleryTemplates

/// A loaded theme: its Mustache templates, parsed once, and the assets copied into every site.
///
/// A theme is a folder with one template per scene (`collection.mustache`, `detail.mustache`,
/// `edit.mustache`), any layouts and partials they use (named by their path without the extension,
/// e.g. `layout` or `partials/pagination`), an optional `assets/` folder copied to the site's `assets/`,
/// and optional `languages/<tag>.json` catalogues that add or override the shipped words. A theme may
/// name a parent in `theme.json` (`{"extends": "default"}`, see `ThemeFile`): it then holds only what it
/// changes, and every template, asset and word it does not have is its parent's.
package final class Theme: Sendable {
  /// The templates a theme renders, by the scene (or page) that renders each: the names the scenes'
  /// Pages ask for, kept here so a theme is checked without knowing the scenes.
  package enum Template {
    package static let collection = "collection"
    package static let detail = "detail"
    package static let edit = "edit"
    /// The list of every tag (optional: a theme without it makes no tag pages, and its photo pages
    /// list tags as text).
    package static let tags = "tags"
    /// The timeline (optional: a theme without it makes no date pages).
    package static let timeline = "timeline"
    /// The search page (optional: a gallery with search and a theme without it has an index only).
    package static let search = "search"
    /// The map page (optional: a gallery with a map and a theme without it shows places on photo
    /// pages only).
    package static let map = "map"
    /// A private album's passphrase page (required of a theme only when the gallery has a private
    /// album: without it nobody could open one).
    package static let unlock = "unlock"
    /// `gallery serve`'s message page (optional: a theme without it gets the built-in one).
    package static let message = "message"
  }

  /// The templates every theme must have, one per scene.
  package static let requiredTemplates = [Template.collection, Template.detail, Template.edit]

  package let folder: String
  /// The theme's folder, then its parent's and so on: every folder a build reads the theme from (what
  /// `gallery serve` watches).
  package let folders: [String]
  /// Asset paths relative to `assets/`, sorted, so sites list them the same way on every machine.
  package let assets: [String]
  /// A hash of every template and asset (the parents' included), so a build can tell the theme has not
  /// changed since the last.
  package let fingerprint: UInt64
  /// The theme's own words by language tag (`languages/<tag>.json`, a child's over its parent's), over
  /// the shipped ones: see `words(for:)`.
  package let catalogues: [String: ThemeCatalogue]
  /// The folder each asset is read from, when not `folder` (a parent's asset).
  private let assetFolders: [String: String]
  private let library: TemplateLibrary

  package init(
    folder: String, library: TemplateLibrary, assets: [String], fingerprint: UInt64 = 0,
    catalogues: [String: ThemeCatalogue] = [:], folders: [String]? = nil, assetFolders: [String: String] = [:]
  ) {
    self.folder = folder
    self.folders = folders ?? [folder]
    self.library = library
    self.assets = assets
    self.fingerprint = fingerprint
    self.catalogues = catalogues
    self.assetFolders = assetFolders
  }

  /// Where an asset is read from: its file, and the theme folder it must be a regular file inside.
  package func assetSource(_ asset: String) -> (path: String, inside: String) {
    let holder = assetFolders[asset] ?? folder
    return (holder + "/assets/" + asset, holder)
  }

  /// Stylesheets the layout links, in a stable order.
  package var stylesheets: [String] { assets.filter { $0.hasSuffix(".css") } }

  /// Scripts the layout loads (deferred): a theme's progressive enhancement, never needed to use a page.
  /// The service worker is none: it runs apart from the pages (see `privateWorkerAsset`).
  package var scripts: [String] { assets.filter { $0.hasSuffix(".js") && $0 != Self.privateWorkerAsset } }

  /// The service worker that opens private albums, published at the site's root (a worker's scope is
  /// its own folder and below), and only by a site with private albums.
  package static let privateWorkerAsset = "private-worker.js"

  /// The assets every site copies under `assets/`: all but the service worker.
  package var publishedAssets: [String] { assets.filter { $0 != Self.privateWorkerAsset } }

  /// The site's icon, when the theme has one, with its media type.
  package var icon: (path: String, type: String)? {
    let known = [
      ("favicon.svg", "image/svg+xml"), ("favicon.png", "image/png"), ("favicon.ico", "image/x-icon"),
    ]
    return known.first { assets.contains($0.0) }.map { (path: $0.0, type: $0.1) }
  }

  /// The most files a theme folder may hold: a theme is a few templates and assets, and a mistyped
  /// `--theme /` must fail at once, not walk the whole file system first.
  package static let maximumFiles = 5_000
  /// The largest template or asset read.
  package static let maximumFileBytes = 64 << 20

  /// Reads and parses every template of the theme folder and of its parents (`theme.json`'s
  /// `extends`, found by `locator` as `--theme` finds a theme, a gallery's own `Themes/` first); a
  /// template error names file, line and column.
  ///
  /// `folder` is absolute and without symlinks (as `ThemeLocator` gives it): every template and asset
  /// is read as a regular file inside its own theme's folder, as photos are inside their gallery, so a
  /// link in `assets/` to `/etc/passwd` is refused, not published.
  package static func load(
    folder: String, locator: ThemeLocator? = nil, galleryFolder: String? = nil
  ) throws(GalleryError) -> Theme {
    let lineage = try ThemeFile.lineage(
      of: folder, locator: locator ?? ThemeLocator(), galleryFolder: galleryFolder)
    // Checked before anything is read: a mistyped `--theme /` fails at once.
    let missing = requiredTemplates.filter { name in
      !lineage.contains { FileSystem.exists($0 + "/" + name + ".mustache") }
    }
    guard missing.isEmpty else {
      let through = lineage.count > 1 ? " (nor does any theme it extends)" : ""
      throw .theme(
        path: folder,
        message:
          "missing template \(missing[0]).mustache\(through) (a theme needs one per scene: \(requiredTemplates.map { "\($0).mustache" }.joined(separator: ", ")))"
      )
    }
    // The eldest first, so each child's files replace its parent's of the same name.
    var sources: [String: TemplateSource] = [:]
    var assetFolders: [String: String] = [:]
    var catalogueEntries: [String: [String: Words.Entry]] = [:]
    var catalogueFiles: [String: [UInt8]] = [:]
    for member in lineage.reversed() {
      let own = try files(of: member)
      sources.merge(own.sources) { $1 }
      for asset in own.assets { assetFolders[asset] = member }
      for (language, catalogue) in own.catalogues {
        catalogueEntries[language, default: [:]].merge(catalogue.entries) { $1 }
        catalogueFiles[language, default: []] += catalogue.bytes
      }
    }
    let library: TemplateLibrary
    do {
      library = try TemplateLibrary(sources: sources, missingPartial: .fail)
    } catch {
      throw .theme(path: folder, message: error.description)
    }
    let assets = assetFolders.keys.sorted()
    var hasher = Hashing.Combiner()
    for name in sources.keys.sorted() {
      hasher.combine(name)
      hasher.combine(sources[name]?.text ?? "")
    }
    for asset in assets {
      let holder = assetFolders[asset] ?? folder
      hasher.combine(asset)
      hasher.combine(try read(holder + "/assets/" + asset, inside: holder))
    }
    for language in catalogueFiles.keys.sorted() {
      hasher.combine(ThemeCatalogue.folderName + "/" + language + ".json")
      hasher.combine(catalogueFiles[language] ?? [])
    }
    return Theme(
      folder: folder, library: library, assets: assets, fingerprint: hasher.value,
      catalogues: catalogueEntries.mapValues { ThemeCatalogue(entries: $0) }, folders: lineage,
      assetFolders: assetFolders.filter { $0.value != folder })
  }

  /// One theme folder's own files: its templates, its assets' paths and its catalogues (entries, and
  /// the bytes the fingerprint covers).
  private static func files(
    of folder: String
  ) throws(GalleryError) -> (
    sources: [String: TemplateSource], assets: [String],
    catalogues: [String: (entries: [String: Words.Entry], bytes: [UInt8])]
  ) {
    guard FileSystem.isDirectory(folder) else { throw .missingInput(path: folder, what: "theme folder") }
    let all = FileSystem.files(in: folder, includeHidden: false, limit: maximumFiles + 1)
    guard all.count <= maximumFiles else {
      throw .theme(
        path: folder,
        message:
          "the folder holds more than \(NumberText.grouped(maximumFiles)) files; is it really a theme?")
    }
    var sources: [String: TemplateSource] = [:]
    for relative in all where relative.hasSuffix(".mustache") && !relative.hasPrefix("assets/") {
      let path = folder + "/" + relative
      let bytes = try read(path, inside: folder)
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw .theme(path: path, message: "cannot read the template as UTF-8 text")
      }
      sources[String(relative.dropLast(".mustache".count))] = TemplateSource(text: text, file: path)
    }
    let assets = all.filter { $0.hasPrefix("assets/") }.map { String($0.dropFirst("assets/".count)) }
    var catalogues: [String: (entries: [String: Words.Entry], bytes: [UInt8])] = [:]
    for relative in all {
      guard let language = ThemeCatalogue.language(ofFile: relative) else { continue }
      let path = folder + "/" + relative
      let bytes = try read(path, inside: folder)
      catalogues[language] = (try Words.entries(catalogue: bytes, path: path), bytes)
    }
    return (sources, assets, catalogues)
  }

  /// Whether the theme has a template (optional ones: `message`, for the pages `gallery serve` answers
  /// with when something is wrong).
  package func hasTemplate(_ name: String) -> Bool { library.contains(name) }

  /// Renders one page; `page` names it in errors.
  package func render(
    _ template: String, _ context: TemplateValue, page: String
  ) throws(GalleryError) -> String {
    do {
      return try library.render(template, context)
    } catch {
      throw .theme(path: folder, message: "\(error.description) (rendering \(page))")
    }
  }

  /// A template or asset: a regular file inside the theme folder, or a theme error saying why not.
  static func read(_ path: String, inside folder: String) throws(GalleryError) -> [UInt8] {
    switch FileSystem.read(path, inside: folder, limit: maximumFileBytes) {
    case .success(let bytes): return bytes
    case .failure(.outside(let real)):
      throw .theme(
        path: path,
        message: "leads outside the theme folder (to \(Quoted.text(real))); a theme uses only its own files")
    case .failure(let refusal): throw .theme(path: path, message: refusal.message)
    }
  }
}
