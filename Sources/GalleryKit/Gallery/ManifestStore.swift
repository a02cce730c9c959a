import Foundation

/// The gallery folder on disk: where `gallery.json` is, and the files it names.
///
/// Loading checks everything a build needs from the file system before any output is touched, so a
/// missing image or a symlink out of the folder fails the command while the previous site stays intact.
public struct ManifestStore: PhotosStoreProtocol, Sendable {
  public static let fileName = "gallery.json"

  /// The gallery folder, absolute and without symlinks (so containment checks compare like with like).
  public let folder: String
  /// The manifest path as shown in messages (relative to the working directory when given that way).
  public let displayPath: String

  /// Finds the gallery in `folder` (as typed by the person; resolved against the working directory).
  public init(folder: String) throws(GalleryError) {
    let typed = folder.isEmpty ? "." : folder
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: typed, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      throw .missingInput(path: typed, what: "gallery folder")
    }
    guard let resolved = FileSystem.realPath(typed) else {
      throw .missingInput(path: typed, what: "gallery folder")
    }
    self.folder = resolved
    self.displayPath =
      typed == "." ? Self.fileName : (typed.hasSuffix("/") ? typed : typed + "/") + Self.fileName
  }

  public var manifestPath: String { folder + "/" + Self.fileName }

  /// Reads and decodes the manifest, then checks that every local file it names is in the folder.
  public func fetchGallery() throws(GalleryError) -> Gallery {
    try fetchGalleryAndSource().0
  }

  public func fetchGalleryAndSource() throws(GalleryError) -> (Gallery, [UInt8]?) {
    guard let bytes = FileSystem.readFile(manifestPath) else {
      throw .missingInput(path: displayPath, what: "manifest")
    }
    let result = try ManifestDecoder.decode(bytes, file: displayPath)
    try checkLocalFiles(result)
    return (result.gallery, bytes)
  }

  /// Replaces the manifest atomically: a temporary file in the same folder is written and fsynced, given
  /// the old file's permissions, renamed over the manifest, and the folder is fsynced, so a crash at any
  /// moment leaves the old manifest or the new one, never a torn file.
  public func save(_ gallery: Gallery) throws(GalleryError) {
    try save(encoded: ManifestEncoder.encode(gallery))
  }

  /// Saves bytes made by `ManifestEncoder` (for a caller that needed them already).
  public func save(encoded bytes: [UInt8]) throws(GalleryError) {
    var info = stat()
    let mode: mode_t = stat(manifestPath, &info) == 0 ? info.st_mode & 0o7777 : 0o644
    let temporary = folder + "/.\(Self.fileName).tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw .cannotWrite(path: temporary, message: FileSystem.lastError()) }
    do throws(GalleryError) {
      defer { close(fd) }
      try FileSystem.writeAll(fd, bytes, path: temporary)
      guard fchmod(fd, mode) == 0, fsync(fd) == 0 else {
        throw GalleryError.cannotWrite(path: temporary, message: FileSystem.lastError())
      }
    } catch {
      unlink(temporary)
      throw error
    }
    guard rename(temporary, manifestPath) == 0 else {
      let reason = FileSystem.lastError()
      unlink(temporary)
      throw .cannotWrite(path: displayPath, message: reason)
    }
    let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  /// Every local file the gallery names (images and linked files), each once, in manifest order.
  public static func localFiles(of gallery: Gallery) -> [String] {
    var seen = Set<String>()
    var files: [String] = []
    for photo in gallery.photos {
      for case .file(let path) in [photo.image, photo.link].compactMap({ $0 })
      where seen.insert(path).inserted {
        files.append(path)
      }
    }
    return files
  }

  private func checkLocalFiles(_ result: ManifestDecoder.Result) throws(GalleryError) {
    for (index, photo) in result.gallery.photos.enumerated() {
      for (field, reference) in [("image", photo.image), ("link", photo.link)] {
        guard case .file(let path)? = reference else { continue }
        let fieldPath = "photos[\(index)].\(field)"
        let position = result.position(ofPhoto: index, field: field)
        let full = folder + "/" + path
        guard let real = FileSystem.realPath(full) else {
          throw .missingGalleryFile(file: displayPath, position: position, field: fieldPath, path: path)
        }
        guard real.hasPrefix(folder + "/") else {
          throw .manifestField(
            file: displayPath, position: position, field: fieldPath,
            message: "'\(path)' leads outside the gallery folder (through a symbolic link to \(real))")
        }
        guard FileSystem.isRegularFile(real) else {
          throw .manifestField(
            file: displayPath, position: position, field: fieldPath,
            message: "'\(path)' is not a regular file")
        }
      }
    }
  }
}
