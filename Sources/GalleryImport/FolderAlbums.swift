import GalleryCore
import GalleryModel

/// Albums made from subfolders, shared by `gallery init` (every folder) and `gallery sync` (new ones):
/// one album per folder holding an image anywhere below it, nested as the folders are, so a folder
/// tree sorted by hand (years, trips, days) is a gallery sorted the same way without typing it again.
///
/// Folders are compared as bytes, as the file system does (see `FolderSync.imagePaths`): `FolderKey`.
package enum FolderAlbums {
  /// A folder path relative to the gallery folder, as bytes; empty for the gallery folder itself.
  typealias FolderKey = [UInt8]

  /// The title of an album whose folder's name has nothing readable (`___`, `-`).
  package static let fallbackTitle = "Album"

  /// The folder whose album shows the image at `path` (relative, `/`-separated): its parent folder, ""
  /// for an image directly in the gallery folder. Folders nested deeper than the manifest lets albums
  /// nest go to the deepest album allowed, so any folder tree gives a manifest that reads back.
  package static func folder(ofImage path: String) -> String {
    path.split(separator: "/").dropLast().prefix(ManifestDecoder.deepestAlbum).joined(separator: "/")
  }

  /// Says which images sit deeper than albums may nest, and so went to the deepest album allowed:
  /// "2 photos in folders deeper than 64 levels went into the album of level 64: folders flattened from
  /// level 65 (a/…/l65)"; nil when none do. `init` and `sync` warn with it.
  package static func flatteningNotice(forImages images: [String]) -> String? {
    let deepest = ManifestDecoder.deepestAlbum
    let deeper = images.filter { image in image.utf8.lazy.filter { $0 == UInt8(ascii: "/") }.count > deepest }
    guard let first = deeper.min(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) else { return nil }
    let levels = first.split(separator: "/").dropLast()
    let shown = Quoted.path(levels.prefix(deepest + 1).joined(separator: "/"))
    return "\(NumberText.count(deeper.count, "photo", "photos")) in folders deeper than \(deepest) levels "
      + "went into the album of level \(deepest): folders flattened from level \(deepest + 1) (\(shown))"
  }

  /// `2019/Kyoto` → `2019`; "" for a top-level folder (whose parent is the gallery itself).
  static func parent(of folder: String) -> String {
    guard let slash = folder.lastIndex(of: "/") else { return "" }
    return String(folder[..<slash])
  }

  /// The folder and every folder above it, the gallery folder left out: the albums an image needs.
  static func lineage(of folder: String) -> [String] {
    var folders: [String] = []
    var current = folder
    while !current.isEmpty {
      folders.append(current)
      current = parent(of: current)
    }
    return folders
  }

  /// The folders (and folders above them) that hold the images, as keys: those that call for an album.
  static func foldersHolding(images: [String]) -> Set<FolderKey> {
    var folders = Set<FolderKey>()
    for image in images {
      // A folder already in holds its parents already: the rest of the lineage is in.
      for folder in lineage(of: folder(ofImage: image)) {
        guard folders.insert(Array(folder.utf8)).inserted else { break }
      }
    }
    return folders
  }

  /// `2019_kyoto-trip` → "2019 kyoto trip", as photo titles are made; the name itself when that leaves
  /// nothing, and `fallbackTitle` when the name is blank too (an album needs a title). Control
  /// characters are dropped (`MetadataText.nameTitle`): the manifest would refuse them.
  package static func title(forFolder folder: String) -> String {
    let name = FileSystem.lastComponent(of: folder)
    return MetadataText.nameTitle(PhotoNaming.readable(name)) ?? MetadataText.nameTitle(name) ?? fallbackTitle
  }

  /// An empty album for `folder` with the given id; its photos and sub-albums are added by the caller.
  static func album(forFolder folder: String, id: String) -> Album {
    Album(id: id, title: title(forFolder: folder))
  }

  /// How many albums there are, sub-albums included.
  package static func count(_ albums: [Album]) -> Int {
    albums.reduce(albums.count) { $0 + count($1.albums) }
  }

  /// "220 photos", "220 photos and 3 clips", or "… in 12 albums" when the gallery has albums: every
  /// item counted, the root's and the albums'.
  package static func contents(of gallery: Gallery) -> String {
    let photos = Gallery.itemsText(gallery.photoCount, clips: gallery.clipCount)
    guard !gallery.albums.isEmpty else { return photos }
    return photos + " in " + NumberText.count(count(gallery.albums), "album", "albums")
  }
}
