import Foundation
import GalleryCore
import GalleryImages
import GalleryModel

/// Where a site goes: the output folder as a path to write to, as a path to show, and whether writing
/// there is safe at all.
enum OutputFolder {
  /// The output folder as an absolute path without symbolic links (`FileSystem.canonicalPath`): an
  /// `--output` that is a link to a web root is built into the web root, and the link stays a link.
  static func absolute(_ path: String, in workingDirectory: String) -> String {
    FileSystem.canonicalPath(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
  }

  /// `target` relative to `folder` ("../site", "." for the folder itself) when that is shorter than
  /// the absolute path, else the absolute path. Both are absolute and canonical.
  static func shortestPath(to target: String, from folder: String) -> String {
    let base = FileSystem.canonicalPath(folder)
    let targetParts = target.split(separator: "/")
    let baseParts = base.split(separator: "/")
    var shared = 0
    while shared < targetParts.count, shared < baseParts.count, targetParts[shared] == baseParts[shared] {
      shared += 1
    }
    let relative =
      Array(repeating: "..", count: baseParts.count - shared) + targetParts[shared...].map(String.init)
    let text = relative.isEmpty ? "." : relative.joined(separator: "/")
    return text.utf8.count < target.utf8.count ? text : target
  }

  /// Refuses destinations whose replacement would destroy or publish what is not the site: the
  /// gallery itself, a folder photos come from (their originals, GPS and all, would be carried into
  /// the site), the derivative cache, or a dangling symbolic link. `output` is canonical; `typed` is
  /// how the person wrote it.
  static func checkIsSafe(
    _ output: String, typed: String, gallery: Gallery, galleryFolder: String
  ) throws(GalleryError) {
    func refuse(_ reason: String) -> GalleryError {
      .cannotWrite(path: typed, message: reason + "; choose another --output")
    }
    func isWithin(_ path: String, _ folder: String) -> Bool {
      path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }
    if FileSystem.isSymbolicLink(output) {
      throw refuse("it is a symbolic link to something that does not exist")
    }
    if output == "/" || isWithin(galleryFolder, output) {
      throw refuse("the output folder would replace the gallery folder \(galleryFolder)")
    }
    let cache = FileSystem.canonicalPath(GalleryCache.folder(in: galleryFolder))
    if isWithin(output, cache) || isWithin(cache, output) {
      throw refuse("the output folder would take in the gallery's cache \(cache)")
    }
    var photoFolders = Set<String>()
    for path in ManifestStore.localFiles(of: gallery) {
      let folder = FileSystem.parentPath(of: galleryFolder + "/" + path)
      if folder != galleryFolder { photoFolders.insert(folder) }
    }
    for folder in photoFolders.sorted() where isWithin(output, folder) || isWithin(folder, output) {
      throw refuse("the output folder would take in \(folder), where the gallery's photos are")
    }
  }
}
