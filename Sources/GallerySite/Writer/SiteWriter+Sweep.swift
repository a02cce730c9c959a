import Foundation
import GalleryCore

#if canImport(Glibc)
  import Glibc
#endif

// Staging folders of builds that were killed, found by name and removed once their process is gone.
extension SiteWriter {
  /// `.<name>.staging-`, followed by the building process's id (and `.old` on file systems that
  /// cannot exchange two folders in one rename).
  static func stagingPrefix(_ folderName: String) -> String {
    FileSystem.sideName(of: folderName, suffix: ".staging-", reserving: 16)
  }

  /// Staging folders left by builds that were killed: their process is gone, so they are garbage.
  func removeAbandonedStaging(in parent: String, folderName: String) {
    let prefix = Self.stagingPrefix(folderName)
    guard let entries = FileSystem.names(in: parent) else { return }
    for entry in entries where entry.hasPrefix(prefix) {
      let pidText = entry.dropFirst(prefix.count)
      guard let pid = Int32(pidText), pid != getpid(), FileSystem.isRealDirectory(parent + "/" + entry) else {
        continue
      }
      if kill(pid, 0) != 0 && errno == ESRCH {
        FileSystem.removeTreeInParallel(parent + "/" + entry)
      }
    }
  }
}
