import Foundation
import GalleryCore
import GalleryModel

/// Where every file of a built site lives, and how one page links to another.
///
/// This is the one place that knows the site's URL scheme. Paths are relative to the site root and always
/// name a file (`photos/x.html`, never `photos/x/`), so a site opens from `file://`, from any sub-path
/// and on any static host.
package struct SiteMap: Sendable, Equatable {
  /// The folder local gallery files (images, linked files) are copied into, keeping their paths.
  package static let mediaFolder = "media"
  /// The folder thumbnails and large images are written to.
  package static let imagesFolder = "images"
  /// The folder clips' renditions are written to.
  package static let clipsFolder = "clips"
  /// The folder the theme's `assets/` is copied into.
  package static let assetsFolder = "assets"
  /// The photo viewer's words in the site's language, for a theme's script (`ViewerWordsFile`): once a
  /// site, beside the pages, outside `assets/`, which is the theme's.
  package static let viewerWords = "viewer-words.js"

  package init() {}

  /// The folder move pages are written to: `edit/ID.html` (named in the core, where the validator
  /// reaches it too: see `ToolFiles.movePagesFolder`).
  package static let editFolder = ToolFiles.movePagesFolder

  /// The folder album grids are written to, one folder per album: `albums/kyoto/index.html`.
  package static let albumsFolder = "albums"

  /// `index.html` for the first grid page, `page/N.html` for the others.
  package func gridPage(_ page: Int) -> String {
    page <= 1 ? "index.html" : numberedGridPage(String(page))
  }

  private func numberedGridPage(_ number: String) -> String { "page/\(number).html" }

  /// What stands for the page number in `gridPagePattern`: letters only, kept as they are by a link.
  package static let pageNumberPlaceholder = "NUMBER"

  /// An album's grid pages past the first, `pageNumberPlaceholder` in the last segment for the number
  /// (`albums/ID/page/NUMBER.html`): a theme's script finds the page holding a position with it.
  package func gridPagePattern(album: String) -> String {
    let page = numberedGridPage(Self.pageNumberPlaceholder)
    return album.isEmpty ? page : "\(Self.albumsFolder)/\(album)/" + page
  }

  /// A grid page of an album (`albums/ID/index.html`, `albums/ID/page/N.html`), or of the root for
  /// `AlbumTree.rootID`. Album ids are checked like photo ids, so each is one safe path segment.
  package func gridPage(_ page: Int, album: String) -> String {
    album.isEmpty ? gridPage(page) : "\(Self.albumsFolder)/\(album)/" + gridPage(page)
  }

  /// A grid's archive of its photos (`"albumZips"`): `archive.zip` beside its first page
  /// (`albums/ID/archive.zip`, the top level's at the root), `archive-2.zip` … for the parts after the
  /// first of an archive split in parts.
  package func albumArchive(album: String, part: Int) -> String {
    let name = part <= 1 ? "archive.zip" : "archive-\(part).zip"
    return album.isEmpty ? name : "\(Self.albumsFolder)/\(album)/" + name
  }

  /// The folder tag pages are written to: `tags/index.html` lists every tag, `tags/SLUG.html` (then
  /// `tags/SLUG/page/N.html`) is a tag's grid. Slugs are one safe segment and never `index` (`TagCatalog`).
  package static let tagsFolder = "tags"

  package var tagIndexPage: String { "\(Self.tagsFolder)/index.html" }

  /// The folder date pages are written to: `dates/index.html` is the timeline, `dates/2024/index.html`
  /// a year's page (its months), `dates/2024/06.html` a month's grid (further pages in
  /// `dates/2024/06/page/N.html`).
  package static let datesFolder = "dates"

  package var timelinePage: String { "\(Self.datesFolder)/index.html" }

  /// A year's page (`month` nil) or a page of a month's grid; years are 1…9999, written with four digits.
  package func datePage(_ page: Int, year: Int, month: Int? = nil) -> String {
    let yearFolder = "\(Self.datesFolder)/" + Self.padded(year, 4)
    guard let month else {
      return page <= 1 ? "\(yearFolder)/index.html" : "\(yearFolder)/" + numberedGridPage(String(page))
    }
    let name = Self.padded(month, 2)
    return page <= 1
      ? "\(yearFolder)/\(name).html" : "\(yearFolder)/\(name)/" + numberedGridPage(String(page))
  }

  private static func padded(_ number: Int, _ width: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// The search page, at the root beside `index.html`.
  package var searchPage: String { "search.html" }

  /// The map page, at the root beside `index.html`.
  package var mapPage: String { "map.html" }

  /// The folder of private albums' files: their passphrase pages, indexes and encrypted files, all
  /// named by keyed hashes (see `PrivateNames`), none by an id.
  package static let privateFolder = "private"
  /// The service worker that opens private albums, at the root so its scope is the whole site.
  package static let privateWorker = "private-worker.js"

  /// The map's places (a script that sets `window.galleryPlaces`: a script, not JSON, so that the map
  /// works from `file://` too, where a page cannot fetch).
  package var mapPlaces: String { "\(Self.mapFolder)/places.js" }

  /// A file of Leaflet's, copied into the site: `leaflet.js`, `leaflet.css`, `images/marker-icon.png`….
  package func mapLibrary(_ file: String) -> String { "\(Self.mapFolder)/leaflet/\(file)" }

  static let mapFolder = "map"

  /// Leaflet's files as the site names them (`mapLibrary(_:)`): the map pages link the scripts and
  /// styles; Leaflet finds its marker images beside its style.
  package enum MapLibrary {
    package static let script = "leaflet.js"
    package static let style = "leaflet.css"
    package static let clusterScript = "leaflet.markercluster.js"
    package static let clusterStyle = "MarkerCluster.css"
    package static let clusterTheme = "MarkerCluster.Default.css"
  }

  /// The search index's script (Pagefind's bundle, `pagefind/`), which the theme's script imports.
  package var searchIndexScript: String { "pagefind/pagefind.js" }

  /// A page of a tag's grid.
  package func tagPage(_ page: Int, slug: String) -> String {
    page <= 1
      ? "\(Self.tagsFolder)/\(slug).html" : "\(Self.tagsFolder)/\(slug)/" + numberedGridPage(String(page))
  }

  package func detailPage(photoID: String) -> String {
    "photos/\(photoID).html"
  }

  package func editPage(photoID: String) -> String {
    "\(Self.editFolder)/\(photoID).html"
  }

  /// The id of a photo's cell on its grid page, the target of "back to the grid" links.
  package func cellAnchor(photoID: String) -> String {
    "photo-\(photoID)"
  }

  /// Where a local gallery file is copied in the site.
  ///
  /// A path not in Unicode NFC (`cafe` + U+0301 where another file may be `café`: one name to Swift's
  /// String, to a Mac's or Windows' disk and to most hosts, two files in a Linux folder) is copied under
  /// its NFC form with the digest of its own bytes before the extension (`media/café-1a2b3c4d.png`):
  /// every original keeps a name of its own in the site, wherever the site is copied to.
  package func mediaFile(_ galleryPath: String) -> String {
    "\(Self.mediaFolder)/\(Self.distinctName(galleryPath))"
  }

  /// The path itself when it is NFC (every ASCII path is), else as `mediaFile` says.
  static func distinctName(_ path: String) -> String {
    guard !path.utf8.allSatisfy({ $0 < 0x80 }) else { return path }
    let composed = path.precomposedStringWithCanonicalMapping
    guard !composed.utf8.elementsEqual(path.utf8) else { return path }
    let mark = "-" + Hexadecimal.padded(Hashing.fnv(Array(path.utf8)) & 0xFFFF_FFFF, width: 8)
    let folderEnd = composed.lastIndex(of: "/").map { composed.index(after: $0) } ?? composed.startIndex
    guard let dot = composed[folderEnd...].lastIndex(of: "."), dot > folderEnd else { return composed + mark }
    return String(composed[..<dot]) + mark + String(composed[dot...])
  }

  /// A photo's derivative: `images/sunset-400-3fa9c2d1.jpg`. The size says which one it is; the start
  /// of its cache key changes whenever its bytes do, so a browser never shows a stale copy.
  package func derivative(photoID: String, size: Int, key: String, fileExtension: String) -> String {
    "\(Self.imagesFolder)/\(photoID)-\(size)-\(key.prefix(8)).\(fileExtension)"
  }

  /// A photo's zoom file, the original at its own pixels: `images/sunset-full-3fa9c2d1.jpg`.
  package func zoomFile(photoID: String, key: String, fileExtension: String) -> String {
    "\(Self.imagesFolder)/\(photoID)-full-\(key.prefix(8)).\(fileExtension)"
  }

  /// The folder of a photo's deep-zoom tiles, `images/sunset-tiles-3fa9c2d1`, holding
  /// `<level>/<column>_<row>.jpg`.
  package func zoomTiles(photoID: String, key: String) -> String {
    "\(Self.imagesFolder)/\(photoID)-tiles-\(key.prefix(8))"
  }

  /// A clip's rendition: `clips/waves-3fa9c2d1.mp4`, named like a derivative (the start of its cache
  /// key changes whenever the clip or the settings that shaped it do).
  package func clip(photoID: String, key: String, format: VideoFormat) -> String {
    "\(Self.clipsFolder)/\(photoID)-\(key.prefix(8)).\(format.rawValue)"
  }

  package func asset(_ path: String) -> String {
    "\(Self.assetsFolder)/\(path)"
  }

  /// The href that leads from the page at `page` to `target` (both site-relative), percent-encoded.
  ///
  /// Worked on the paths' bytes: every page of a build asks for a dozen hrefs (its assets, its
  /// neighbours, its breadcrumb), which made splitting and joining Strings an eighth of a build.
  package func href(from page: String, to target: String, fragment: String? = nil) -> String {
    var page = page
    var target = target
    var bytes: [UInt8] = []
    page.withUTF8 { from in
      target.withUTF8 { to in
        // The page's folders end at its last "/"; a target's last segment is its file, never shared.
        let slash = UInt8(ascii: "/")
        let folderEnd = from.lastIndex(of: slash) ?? -1
        var i = 0
        var j = 0
        while i <= folderEnd, let k = from[i...folderEnd].firstIndex(of: slash),
          let m = to[j...].firstIndex(of: slash), k - i == m - j,
          from[i..<k].elementsEqual(to[j..<m])
        {
          i = k + 1
          j = m + 1
        }
        let ups = i <= folderEnd ? from[i...folderEnd].reduce(0) { $0 + ($1 == slash ? 1 : 0) } : 0
        bytes.reserveCapacity(ups * 3 + to.count - j + (fragment?.utf8.count ?? 0) + 1)
        for _ in 0..<ups {
          bytes.append(UInt8(ascii: "."))
          bytes.append(UInt8(ascii: "."))
          bytes.append(slash)
        }
        URLEncoding.append(to[j...], keepingSlashes: true, to: &bytes)
      }
    }
    if let fragment {
      bytes.append(UInt8(ascii: "#"))
      var fragment = fragment
      fragment.withUTF8 { URLEncoding.append($0[...], keepingSlashes: false, to: &bytes) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The href of an image or "learn more" reference seen from `page`: remote URLs are used as they are.
  package func href(from page: String, to reference: GalleryReference) -> String {
    switch reference {
    case .remote(let url): return url
    case .file(let path): return href(from: page, to: mediaFile(path))
    }
  }
}

/// Percent-encoding for the parts of a relative URL.
package enum URLEncoding {
  /// Encodes everything but RFC 3986 unreserved characters and a few sub-delimiters that are safe in paths.
  static func pathSegment(_ segment: String) -> String {
    var needsEncoding = false
    for byte in segment.utf8 where !isSafe(byte) {
      needsEncoding = true
      break
    }
    guard needsEncoding else { return segment }
    var result = ""
    for byte in segment.utf8 {
      if isSafe(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return result
  }

  /// Appends `bytes` percent-encoded (but for `/` when `keepingSlashes`: a path of segments).
  ///
  /// Byte by byte into `out`, with no array made on the way: every href of every page comes through
  /// here, and a literal array per call (or per escaped byte) was a heap allocation each time.
  static func append(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, keepingSlashes: Bool, to out: inout [UInt8])
  {
    for byte in bytes {
      if isSafe(byte) || (keepingSlashes && byte == UInt8(ascii: "/")) {
        out.append(byte)
      } else {
        out.append(UInt8(ascii: "%"))
        out.append(hexDigit(byte >> 4))
        out.append(hexDigit(byte & 0x0F))
      }
    }
  }

  /// The upper-case hexadecimal digit of `value` (0–15).
  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
  }

  private static func isSafe(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"),
      UInt8(ascii: "$"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"),
      UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "@"):
      return true
    default:
      return false
    }
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
