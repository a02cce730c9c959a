import Foundation
import GalleryCore

/// The gallery folder on disk: where `gallery.json` is, and the files it names.
///
/// Loading checks everything a build needs from the file system before any output is touched, so a
/// missing image or a symlink out of the folder fails the command while the previous site stays intact.
package struct ManifestStore: PhotosStoreProtocol, Sendable {
  package static let fileName = "gallery.json"
  /// The largest manifest read: 100,000 photos take about 24 MB, a million in 10,000 albums 294 MB.
  package static let maximumBytes = 512 << 20

  /// The gallery folder, absolute and without symlinks (so containment checks compare like with like).
  package let folder: String
  /// The manifest path as shown in messages (relative to the working directory when given that way).
  package let displayPath: String
  /// Where the manifest's snapshot is kept (see `ManifestSnapshot`): the gallery's own cache folder;
  /// nil keeps none (every read decodes the JSON).
  package var snapshotFolder: String?
  /// The languages the tool has catalogues for (`en`, `de`): a `language` outside them is refused at
  /// its place in the manifest. Nil checks no language (commands that write no page).
  package var languages: [String]?

  /// Finds the gallery in `folder` (as typed by the person; resolved against the working directory).
  package init(folder: String) throws(GalleryError) {
    let typed = folder.isEmpty ? "." : folder
    guard FileSystem.isDirectory(typed) else {
      throw .missingInput(path: typed, what: "gallery folder")
    }
    guard let resolved = FileSystem.realPath(typed) else {
      throw .missingInput(path: typed, what: "gallery folder")
    }
    self.folder = resolved
    self.displayPath =
      typed == "." ? Self.fileName : (typed.hasSuffix("/") ? typed : typed + "/") + Self.fileName
  }

  package var manifestPath: String { folder + "/" + Self.fileName }

  /// Reads and decodes the manifest, then checks that every local file it names is in the folder.
  package func fetchGallery() throws(GalleryError) -> Gallery {
    try fetchStoredGallery().gallery
  }

  package func fetchStoredGallery() throws(GalleryError) -> StoredGallery {
    guard FileSystem.exists(manifestPath) else { throw .missingInput(path: displayPath, what: "manifest") }
    // The snapshot spares the decode, and is read on the other core while the manifest is read; the
    // files it names are looked at all the same (a photo removed since is named with its place in
    // the manifest, which only the decode knows).
    let (snapshot, read) = Parallel.both { [snapshotFolder, displayPath] in
      snapshotFolder.flatMap { ManifestSnapshot.read(in: $0, file: displayPath) }
    } _: {
      Result { () throws(GalleryError) in try manifestBytes() }
    }
    let bytes = try read.get()
    if let snapshot, let canonical = ManifestSnapshot.isCanonical(key: snapshot.key, manifest: bytes),
      localFilesAreSound(snapshot.gallery)
    {
      try checkLanguage(snapshot.gallery, manifest: bytes)
      return StoredGallery(gallery: snapshot.gallery, source: bytes, isCanonical: canonical)
    }
    let result = try ManifestDecoder.decode(bytes, file: displayPath)
    try checkLanguage(result.gallery, manifest: bytes)
    try checkLocalFiles(result)
    guard let snapshotFolder else {
      return StoredGallery(gallery: result.gallery, source: bytes, isCanonical: false)
    }
    // Whether the bytes are the encoder's (a person's formatting is not), found while the snapshot's
    // body is made: an eighth of the decode's time, once per change made by hand.
    let (canonical, body) = Parallel.both {
      ManifestEncoder.encode(result.gallery).sameBytes(as: bytes)
    } _: {
      ManifestSnapshot.body(of: result.gallery)
    }
    ManifestSnapshot.write(body: body, manifest: bytes, canonical: canonical, in: snapshotFolder)
    return StoredGallery(gallery: result.gallery, source: bytes, isCanonical: canonical)
  }

  /// Keeps the snapshot of a gallery about to be saved as `manifest` (an edit's), so the next command
  /// finds it.
  /// `body`: the snapshot's body when the caller made it already (`ManifestSnapshot.body(of:)`).
  /// `canonical`: `manifest` is what `ManifestEncoder.encode(gallery)` gives (false for bytes an undo
  /// restores, which may be a person's).
  package func keepSnapshot(of gallery: Gallery, manifest: [UInt8], canonical: Bool, body: [UInt8]? = nil) {
    guard let snapshotFolder else { return }
    ManifestSnapshot.write(
      body: body ?? ManifestSnapshot.body(of: gallery), manifest: manifest, canonical: canonical,
      in: snapshotFolder)
  }

  /// The manifest's bytes. Only a regular file is read (a FIFO named `gallery.json` would otherwise
  /// block the command forever, whatever `--lock-timeout` says); a symbolic link to one is followed.
  package func manifestBytes() throws(GalleryError) -> [UInt8] {
    switch FileSystem.read(manifestPath, limit: Self.maximumBytes) {
    case .success(let bytes): return bytes
    case .failure(let refusal): throw .badData(path: displayPath, message: refusal.message)
    }
  }

  /// Replaces the manifest atomically (`FileSystem.replaceAtomically`): a temporary file in the same
  /// folder is written and fsynced, given the old file's permissions, renamed over the manifest, and the
  /// folder is fsynced, so a crash at any moment leaves the old manifest or the new one, never a torn file.
  package func save(_ gallery: Gallery) throws(GalleryError) {
    try save(encoded: ManifestEncoder.encode(gallery))
  }

  /// Saves bytes made by `ManifestEncoder` (for a caller that needed them already).
  ///
  /// `replacing`: the bytes the command read and changed. When the file no longer holds them (a person
  /// saved an edit while the command worked, without the lock a command takes), nothing is saved and
  /// the command stops with `changedOnDisk` instead of silently undoing the edit.
  ///
  /// A `gallery.json` that is a symbolic link is written through: its target is replaced (in the
  /// target's folder, atomically) and the link stays a link. A kill after the new bytes are fsynced and
  /// before the rename is the failure point `manifest:written`.
  package func save(encoded bytes: [UInt8], replacing original: [UInt8]? = nil) throws(GalleryError) {
    if let original, (try? manifestBytes())?.sameBytes(as: original) != true {
      throw .changedOnDisk(path: displayPath)
    }
    try FileSystem.replaceAtomically(
      manifestPath, with: bytes, shownAs: displayPath, failurePoint: "manifest:written")
  }

  /// Every local file the gallery names (images and linked files), each once, in manifest order.
  package static func localFiles(of gallery: Gallery) -> [String] {
    var seen = Set<String>()
    var files: [String] = []
    gallery.forEachPhoto { photo in
      if case .file(let path) = photo.image, seen.insert(path).inserted { files.append(path) }
      if let video = photo.video, seen.insert(video.path).inserted { files.append(video.path) }
      if case .file(let path)? = photo.link, seen.insert(path).inserted { files.append(path) }
    }
    return files
  }

  /// Whether a file's first bytes are an image (only images are published from the gallery folder; the
  /// images worker checks the bytes it publishes once more).
  private func isImage(_ path: String) -> Bool {
    guard case .success(let fd) = FileSystem.openForReading(path, inside: folder) else { return false }
    defer { FileSystem.close(fd) }
    guard let prefix = FileSystem.read(fd, at: 0, count: ImageFormat.sniffLength), !prefix.isEmpty else {
      return false
    }
    return ImageFormat.sniff(prefix) != nil
  }

  /// Whether every local file the gallery names passes `checkLocalFiles`, told without positions.
  private func localFilesAreSound(_ gallery: Gallery) -> Bool {
    func isSound(_ reference: GalleryReference?, isLink: Bool) -> Bool {
      guard case .file(let path)? = reference else { return true }
      guard let real = FileSystem.realPath(folder + "/" + path), real.hasPrefix(folder + "/"),
        FileSystem.isRegularFile(real), !isLink || isImage(real)
      else { return false }
      return true
    }
    let unsound = gallery.firstPhoto { photo in
      let clip = photo.hasOwnPoster ? photo.video.map { GalleryReference.file($0.path) } : nil
      return !isSound(photo.image, isLink: false) || !isSound(clip, isLink: false)
        || !isSound(photo.link, isLink: true)
    }
    return unsound == nil
  }

  private func checkLocalFiles(_ result: ManifestDecoder.Result) throws(GalleryError) {
    for (index, photo) in result.gallery.allPhotos.enumerated() {
      // A clip's `image` is its `poster` or, without one, the `video` itself.
      let imageField = photo.video == nil ? "image" : photo.hasOwnPoster ? "poster" : "video"
      let clip = photo.hasOwnPoster ? photo.video.map { GalleryReference.file($0.path) } : nil
      for (field, reference) in [(imageField, photo.image), ("video", clip), ("link", photo.link)] {
        guard case .file(let path)? = reference else { continue }
        let fieldPath = result.fieldPath(ofPhoto: index, field: field)
        let position = result.position(ofPhoto: index, field: field)
        let full = folder + "/" + path
        guard let real = FileSystem.realPath(full) else {
          throw .missingGalleryFile(
            file: displayPath, position: position, field: fieldPath, path: path)
        }
        guard real.hasPrefix(folder + "/") else {
          throw .manifestField(
            file: displayPath, position: position, field: fieldPath,
            message:
              "'\(Quoted.text(path))' leads outside the gallery folder (through a symbolic link to \(Quoted.text(real)))"
          )
        }
        guard FileSystem.isRegularFile(real) else {
          throw .manifestField(
            file: displayPath, position: position, field: fieldPath,
            message: "'\(Quoted.text(path))' is not a regular file")
        }
        if field == "link" && !isImage(real) {
          throw .manifestField(
            file: displayPath, position: position, field: fieldPath,
            message:
              "'\(Quoted.text(path))' is not an image; a local link may only name an image (JPEG, PNG, WebP, "
              + "GIF, TIFF or SVG), anything else needs an http(s) URL")
        }
      }
    }
  }
}
