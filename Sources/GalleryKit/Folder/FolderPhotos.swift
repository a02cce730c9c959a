/// Photos for image files found in a folder: named from their files, in the order they were taken.
/// Shared by `gallery init` (every image) and `gallery sync` (the new ones, appended).
public enum FolderPhotos {
  /// Photos for `images` (paths relative to `folder`), with ids unique against `taken` (ignoring
  /// case), in the order of `ordered`. Ids are handed out in natural path order, not date order, so a
  /// changed date never renames a photo.
  public static func photos(
    forImages images: [String], in folder: String, taken: some Sequence<String>, dating: any PhotoDating
  ) -> [Photo] {
    let byName = images.sorted(by: NaturalOrder.areInIncreasingOrder)
    let ids = PhotoNaming.uniqueIDs(for: byName.map(PhotoNaming.baseID(forFile:)), taken: taken)
    let idOfPath = Dictionary(
      zip(byName.map { Array($0.utf8) }, ids), uniquingKeysWith: { first, _ in first })
    return ordered(byName, in: folder, dating: dating).map { path in
      Photo(
        id: idOfPath[Array(path.utf8)] ?? PhotoNaming.fallbackID, image: .file(path),
        title: PhotoNaming.title(forFile: path))
    }
  }

  /// `paths` by date taken (earliest first), then by natural path order; files without a date come
  /// after all dated ones, in natural path order.
  public static func ordered(_ paths: [String], in folder: String, dating: any PhotoDating) -> [String] {
    let dates = Parallel.map(paths) { path in dating.dateTaken(ofFileAt: folder + "/" + path) }
    return zip(paths, dates).sorted { a, b in
      switch (a.1, b.1) {
      case (let x?, let y?) where x != y: return x < y
      case (.some, nil): return true
      case (nil, .some): return false
      default: return NaturalOrder.areInIncreasingOrder(a.0, b.0)
      }
    }.map(\.0)
  }
}
