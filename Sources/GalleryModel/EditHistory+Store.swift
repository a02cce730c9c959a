import GalleryCore

/// The history file on disk, beside `gallery.json` (`ToolFiles.editHistory`).
extension EditHistory {
  /// The history of the gallery `store` reads: empty when there is no history file yet.
  ///
  /// Only a regular file inside the gallery folder is read, and no symbolic link (one planted under the
  /// history's name must lead neither the read nor, later, the write anywhere else).
  package static func load(from store: ManifestStore) throws(EditHistoryError) -> EditHistory {
    let (path, shown) = paths(of: store)
    guard FileSystem.exists(path) else { return EditHistory(file: shown) }
    guard !FileSystem.isSymbolicLink(path) else {
      throw .damaged(path: shown, reason: "it is a symbolic link")
    }
    switch FileSystem.read(path, inside: store.folder, limit: maximumFileBytes) {
    case .success(let bytes): return try decode(bytes, file: shown)
    case .failure(let refusal):
      switch refusal {
      case .cannotOpen, .readFailed: throw .file(.badData(path: shown, message: refusal.message))
      case .notRegular, .outside, .tooLarge: throw .damaged(path: shown, reason: refusal.message)
      }
    }
  }

  /// Replaces the history file atomically (`FileSystem.replaceAtomically`: written, fsynced, renamed
  /// over the old one, the folder fsynced), so a kill leaves the old history or the new one, never a
  /// torn one. A kill after the new file is fsynced and before the rename is `history:written`.
  package func save(to store: ManifestStore) throws(EditHistoryError) {
    let (path, shown) = Self.paths(of: store)
    guard !FileSystem.isSymbolicLink(path) else {
      throw .damaged(path: shown, reason: "it is a symbolic link")
    }
    do throws(GalleryError) {
      try FileSystem.replaceAtomically(
        path, withPieces: encodedPieces(), shownAs: shown, failurePoint: "history:written")
    } catch {
      throw .file(error)
    }
  }

  /// Moves a history file this tool cannot read out of the way, to `.gallery-history.damaged-N` (the
  /// first N free, from 1): kept for whoever wants to look at it, never deleted, and never over another
  /// one. Returns the new name as messages show it. Linked under the new name first, then unlinked, so
  /// no other file is replaced; a link itself is moved, never what it leads to.
  package static func moveAside(in store: ManifestStore) throws(GalleryError) -> String {
    let (path, shown) = paths(of: store)
    for number in 1...1_000 {
      let aside = path + ".damaged-\(number)"
      if FileSystem.hardLink(path, as: aside) {
        FileSystem.removeFile(path)
        return shown + ".damaged-\(number)"
      }
      guard FileSystem.exists(aside) || FileSystem.isSymbolicLink(aside) else {
        throw .cannotWrite(path: shown, message: "it cannot be moved aside: " + FileSystem.lastError())
      }
    }
    throw .cannotWrite(
      path: shown, message: "1,000 damaged histories are kept beside it already; remove some")
  }

  /// The history's path, and as messages show it (beside the manifest as the person named it).
  package static func paths(of store: ManifestStore) -> (path: String, shown: String) {
    let shown = String(store.displayPath.dropLast(ManifestStore.fileName.count)) + ToolFiles.editHistory
    return (store.folder + "/" + ToolFiles.editHistory, shown)
  }
}
