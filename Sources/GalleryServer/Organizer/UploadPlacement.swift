import GalleryCore
import GalleryModel

#if canImport(Glibc)
  import Glibc
#endif

/// Where a dropped file goes in the gallery folder, and how it gets there (issue 49): beside the
/// grid's own files, under a name no file there has (ignoring case), by a hard link from the staging
/// folder made with both folders opened without following a link, so it never replaces a file, never
/// lands outside the gallery, and is whole (written and flushed before it is linked) or absent.
enum UploadPlacement {
  /// The staging folder of uploads, inside the gallery folder (hidden: `init` and `sync` skip it).
  static let stagingName = ".cleangallery-uploads"

  /// The folder (relative to the gallery folder; `""` the gallery folder itself) new files of `grid`
  /// go in: the folder most of its own files are in; for a grid with none, the gallery folder for the
  /// top level and a folder named by the album's id for an album.
  static func folder(for grid: AlbumTree.Node) -> String {
    var counts: [String: Int] = [:]
    var first: [String] = []
    for photo in grid.photos {
      guard let file = photo.folderFile else { continue }
      let folder = FileSystem.parentPath(of: file)
      if counts[folder] == nil { first.append(folder) }
      counts[folder, default: 0] += 1
    }
    if let most = first.max(by: { counts[$0, default: 0] < counts[$1, default: 0] }) { return most }
    return grid.isRoot ? "" : grid.id
  }

  /// One file linked into the gallery folder: its path there (relative), and its staged name, kept
  /// until the edit is saved so a refused edit can take exactly this file out again.
  struct Placed {
    var path: String
    var staged: String
  }

  /// Links the staged upload `staged` (a name in the staging folder) into `folder` (relative) as
  /// `name`, or its first free twin (`-2`, `-3`…). The folder is made when it is missing.
  static func place(
    _ staged: String, as name: String, in folder: String, gallery: String
  ) -> Result<Placed, UploadRefusal> {
    if !folder.isEmpty, (try? FileSystem.makeRealDirectories(folder, under: gallery)) == nil {
      return .failure(.folder("the folder '\(Quoted.path(folder))' cannot be made in the gallery folder"))
    }
    guard let source = FileSystem.openFolder(stagingName, beneath: gallery) else {
      return .failure(.folder("the staging folder \(stagingName) cannot be opened"))
    }
    defer { close(source) }
    guard let target = FileSystem.openFolder(folder, beneath: gallery) else {
      return .failure(
        .folder("the folder '\(Quoted.path(folder))' cannot be opened without leaving the gallery"))
    }
    defer { close(target) }
    for _ in 0..<8 {
      let taken = Set(FileSystem.entryNames(of: target).map { $0.lowercased() })
      guard let free = UploadName.free(name, taken: taken) else {
        return .failure(.name("no free name like '\(Quoted.path(name))' is left in the folder"))
      }
      if linkat(source, staged, target, free, 0) == 0 {
        return .success(Placed(path: folder.isEmpty ? free : folder + "/" + free, staged: staged))
      }
      // Taken between the listing and the link (another drop): list again.
      guard errno == EEXIST else { break }
    }
    return .failure(
      .folder("the file cannot be written into '\(Quoted.path(folder.isEmpty ? "." : folder))'"))
  }

  /// Takes a placed file out again (a refused edit), only while it is still the staged file: a file
  /// put there since by anyone else is left alone.
  static func undo(_ placed: Placed, gallery: String) {
    guard let source = FileSystem.openFolder(stagingName, beneath: gallery),
      let target = FileSystem.openFolder(FileSystem.parentPath(of: placed.path), beneath: gallery)
    else { return }
    defer {
      close(source)
      close(target)
    }
    var staged = stat()
    var linked = stat()
    let name = FileSystem.lastComponent(of: placed.path)
    guard fstatat(source, placed.staged, &staged, AT_SYMLINK_NOFOLLOW) == 0,
      fstatat(target, name, &linked, AT_SYMLINK_NOFOLLOW) == 0,
      staged.st_dev == linked.st_dev, staged.st_ino == linked.st_ino
    else { return }
    unlinkat(target, name, 0)
  }

  /// Removes what uploads left in the staging folder when a server stopped (a body cut by a kill,
  /// a file uploaded but never added): the tool's own names there, nothing else.
  static func removeLeftovers(gallery: String) {
    FileSystem.removeFiles(in: gallery + "/" + stagingName) { name in
      (name.hasPrefix(HTTPBodyFile.prefix) && name.hasSuffix(HTTPBodyFile.suffix))
        || (name.hasSuffix(GalleryServer.stagedSuffix) && name.count == 32 + GalleryServer.stagedSuffix.count
          && name.prefix(32).allSatisfy(\.isHexDigit))
    }
  }

  /// Removes staged uploads (after their edit, or left by a server that stopped).
  static func removeStaged(_ names: [String], gallery: String) {
    guard let source = FileSystem.openFolder(stagingName, beneath: gallery) else { return }
    defer { close(source) }
    for name in names { unlinkat(source, name, 0) }
  }
}
