import GalleryCore

/// The folders of a site a patch writes into, each made real (`makeRealDirectories`) and opened
/// beneath the site (`FileSystem.openFolder(_:beneath:)`) once, for every file the patch replaces
/// there. Why: a bulk edit rewrites hundreds of pages of one folder (`photos/`), and each page's own
/// checks and opening of its folder were half of the system calls of its write (issue 49). The
/// safety is the same: a folder is opened with no symbolic link on the way, and the files are written
/// and renamed by name in the folder so opened; a folder moved or swapped for a link after it was
/// opened still receives them where it now is, never wherever a link leads.
final class OpenFolders {
  private let destination: String
  private var opened: [String: Int32] = [:]

  init(destination: String) {
    self.destination = destination
  }

  deinit {
    for fd in opened.values { FileSystem.close(fd) }
  }

  /// The open folder `folder` (relative; empty for the site itself), made and opened on first use;
  /// `target`: the file to be written there, which an error names.
  func holder(_ folder: String, writing target: String) throws(GalleryError) -> Int32 {
    if let fd = opened[folder] { return fd }
    if !folder.isEmpty { try FileSystem.makeRealDirectories(folder, under: destination) }
    guard let fd = FileSystem.openFolder(folder, beneath: destination) else {
      throw .cannotWrite(path: target, message: FileSystem.lastError())
    }
    opened[folder] = fd
    return fd
  }
}
