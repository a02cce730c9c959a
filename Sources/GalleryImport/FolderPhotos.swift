import GalleryCore
import GalleryImages
import GalleryModel

/// Photos and clips for the files found in a folder: named from their files, in the order they were
/// taken.
/// Shared by `gallery init` (every image) and `gallery sync` (the new ones, appended).
package enum FolderPhotos {
  /// Photos for `images` (paths relative to `folder`), with ids unique against `taken` (ignoring
  /// case), in the order of `ordered`. Ids are handed out in natural path order, not date order, so a
  /// changed date never renames a photo.
  package static func photos(
    forImages images: [String], in folder: String, taken: some Sequence<String>, dating: any PhotoFactsReading
  ) -> [Photo] {
    let byName = images.sorted(by: NaturalOrder.areInIncreasingOrder)
    let ids = PhotoNaming.uniqueIDs(for: byName.map(PhotoNaming.baseID(forFile:)), taken: taken)
    let idOfPath = Dictionary(
      zip(byName.map { Array($0.utf8) }, ids), uniquingKeysWith: { first, _ in first })
    return read(byName, in: folder, dating: dating).map { path, metadata in
      var photo = Photo(
        id: idOfPath[Array(path.utf8)] ?? PhotoNaming.fallbackID, image: .file(path),
        title: metadata.title ?? PhotoNaming.title(forFile: path), description: metadata.description,
        alt: metadata.alt, tags: metadata.tags.isEmpty ? nil : metadata.tags)
      // A clip's poster is made from its own frames: `image` stays the clip (see `Photo.image`).
      if ImageFolderScanner.isClip(path) { photo.video = Clip(path: path) }
      return photo
    }
  }

  /// `paths` by date taken (earliest first), then by natural path order; files without a date come
  /// after all dated ones, in natural path order.
  package static func ordered(_ paths: [String], in folder: String, dating: any PhotoFactsReading) -> [String]
  {
    read(paths, in: folder, dating: dating).map(\.path)
  }

  /// `paths` in the order of `ordered`, each with its metadata: one parallel pass reads both.
  static func read(
    _ paths: [String], in folder: String, dating: any PhotoFactsReading
  ) -> [(path: String, metadata: PhotoMetadata)] {
    let facts = Parallel.map(paths) { path in dating.facts(ofFileAt: folder + "/" + path, inside: folder) }
    return zip(paths, facts).sorted { a, b in
      switch (a.1.dateTaken, b.1.dateTaken) {
      case (let x?, let y?) where x != y: return x < y
      case (.some, nil): return true
      case (nil, .some): return false
      default: return NaturalOrder.areInIncreasingOrder(a.0, b.0)
      }
    }.map { ($0.0, $0.1.metadata) }
  }
}
