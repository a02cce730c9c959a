import Foundation
import GalleryCore
import GalleryModel

/// Ids and titles for photos found in a folder, made from their file names (and for the albums of its
/// subfolders, from the folders' paths), so a new gallery reads well before anyone edits it and its page
/// URLs (which use the ids) are plain.
package enum PhotoNaming {
  /// The longest id the manifest accepts.
  package static let maximumIDLength = GalleryID.maximumLength
  /// The id of a file whose name has nothing an id can use (`日本.jpg`).
  package static let fallbackID = "photo"
  /// The id of an album whose folder's path has nothing an id can use (`日本/`).
  package static let albumFallbackID = "album"

  /// `IMG_2034.JPG` → `img-2034`, `Été à Paris.jpg` → `ete-a-paris`: lower-case letters a–z, digits and
  /// single `-` between them, at most 100 characters. Letters lose their accents rather than the
  /// letter, so `été` stays readable as `ete`; names with nothing usable give `photo`.
  package static func baseID(forFile path: String) -> String {
    let id = slug(stem(of: path))
    return id.isEmpty ? fallbackID : id
  }

  /// `2019/Kyoto trip` → `2019-kyoto-trip`: an album's id from its folder's whole path (relative to the
  /// gallery folder), by the same rules as photo ids, so two `Kyoto` folders of different years differ
  /// and a folder named `2019.summer` keeps its dot's second half (it has no extension to drop).
  package static func baseID(forFolder path: String) -> String {
    let id = slug(path)
    return id.isEmpty ? albumFallbackID : id
  }

  /// The id rules (`GalleryID.slug`) applied to the whole of `name`; empty when nothing is usable.
  private static func slug(_ name: String) -> String {
    GalleryID.slug(name)
  }

  /// `sunset_over-the_bay.jpg` → "Sunset over the bay", `FreshFlower.jpg` → "Fresh Flower",
  /// `IMG_2034.JPG` → "IMG 2034"; nil when the name
  /// holds nothing visible (or only characters the manifest refuses, which the scan leaves out anyway).
  package static func title(forFile path: String) -> String? {
    MetadataText.nameTitle(readable(stem(of: path)))
  }

  /// A name made readable by the rules a page titles an untitled photo with (`ReadableName.words`):
  /// camelCase split, runs of `_` and `-` a space, white space collapsed and trimmed, the first letter
  /// upper-cased.
  package static func readable(_ name: String) -> String {
    ReadableName.words(name)
  }

  /// One id per base id (in the order given, which callers make the natural order of the files'
  /// paths), unique ignoring case among themselves and against `taken` (`GalleryID.unique`), so the
  /// same folder always gives the same ids.
  package static func uniqueIDs(for bases: [String], taken: some Sequence<String>) -> [String] {
    GalleryID.unique(bases, taken: taken, fallback: fallbackID)
  }

  /// The file name without folders and without its extension.
  static func stem(of path: String) -> String {
    let name = FileSystem.lastComponent(of: path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}
