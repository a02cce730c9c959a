import Foundation
import GalleryCore

// Putting a staged site in place, taking it back, and keeping what arrived meanwhile.
extension SiteWriter {
  /// Puts the staging folder at the destination; returns where the old site went (nil: there was none).
  func swapIntoPlace(staging: String) throws(GalleryError) -> String? {
    guard FileSystem.exists(destination) else {
      guard FileSystem.rename(staging, to: destination) else {
        throw .cannotWrite(path: destination, message: FileSystem.lastError())
      }
      return nil
    }
    // The staging path now holds the old site.
    if FileSystem.exchange(staging, destination) { return staging }
    // File systems without RENAME_EXCHANGE: two renames, with a short window where the old site is aside.
    let aside = staging + ".old"
    guard FileSystem.rename(destination, to: aside) else {
      throw .cannotWrite(path: destination, message: FileSystem.lastError())
    }
    guard FileSystem.rename(staging, to: destination) else {
      let reason = FileSystem.lastError()
      FileSystem.rename(aside, to: destination)
      throw .cannotWrite(path: destination, message: reason)
    }
    return aside
  }

  /// Undoes `swapIntoPlace`: the old site goes back to the destination, the new one is dropped.
  func swapBack(oldSite: String?, staging: String) {
    guard let oldSite else {
      if FileSystem.rename(destination, to: staging) { FileSystem.removeTreeInParallel(staging) }
      return
    }
    if oldSite == staging {
      if FileSystem.exchange(staging, destination) { FileSystem.removeTreeInParallel(staging) }
      return
    }
    if FileSystem.rename(destination, to: staging) && FileSystem.rename(oldSite, to: destination) {
      FileSystem.removeTreeInParallel(staging)
    }
  }

  /// Files a person (or a program: an upload, a certificate challenge) put into the site while the
  /// build ran were not in the plan, so they are in the old site only: they are linked into the new
  /// one, where a path is free, before the old site becomes the spare. So is a file of theirs that
  /// they replaced while the build ran (the new site carried the version it planned with).
  func rescueLateArrivals(from oldSite: String, known: Set<String>, foreign: Set<String>) {
    let listing = FileSystem.listing(in: oldSite, includeHidden: true)
    for path in listing.files + listing.others where path != SiteRecord.fileName {
      let old = oldSite + "/" + path
      let new = destination + "/" + path
      if foreign.contains(path) {
        // Replaced during the build: the old site's file is not the one the new site carried.
        guard !FileSystem.isSameFile(old, new) else { continue }
        let temporary =
          FileSystem.parentPath(of: new) + "/"
          + FileSystem.sideName(
            of: FileSystem.lastComponent(of: path), prefix: "", suffix: ".cleangallery-new")
        if FileSystem.hardLink(old, as: temporary) && !FileSystem.rename(temporary, to: new) {
          FileSystem.removeFile(temporary)
        }
        continue
      }
      guard !known.contains(path), !FileSystem.exists(new) else { continue }
      let folder = FileSystem.parentPath(of: path)
      if !folder.isEmpty { try? FileSystem.makeRealDirectories(folder, under: destination) }
      FileSystem.hardLink(old, as: new)
    }
    for folder in listing.emptyFolders where !known.contains(folder) {
      try? FileSystem.makeRealDirectories(folder, under: destination)
    }
  }
}
