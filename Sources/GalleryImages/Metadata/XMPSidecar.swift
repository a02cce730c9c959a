import GalleryCore

/// The XMP sidecar of a photo: the `.xmp` file darktable (`IMG_1.jpg.xmp`) or Lightroom and most
/// others (`IMG_1.xmp`) keep beside it, which holds what was written in the editor, so it comes first.
///
/// A sidecar is a file someone put in the folder, read only when the opened file is a regular file
/// inside the gallery folder (a link out of it, a FIFO or a device is skipped, see
/// `FileSystem.openForReading`) and no larger than `XMPReader.maximumBytes`.
package enum XMPSidecar {
  /// Whether a file name is a sidecar's (`.xmp`, any case), which a folder scan does not count as a
  /// file left out.
  package static func isSidecarName(_ name: String) -> Bool {
    name.lowercased().hasSuffix(".xmp")
  }

  /// The candidate sidecar paths of the image at `path`, in the order they are tried.
  static func candidates(forImage path: String) -> [String] {
    var paths = [path + ".xmp", path + ".XMP"]
    let name = FileSystem.lastComponent(of: path)
    if let dot = name.lastIndex(of: "."), dot != name.startIndex {
      let stem = String(path.dropLast(name.distance(from: dot, to: name.endIndex)))
      paths += [stem + ".xmp", stem + ".XMP"]
    }
    return paths
  }

  /// The metadata of the first sidecar that can be read, as written; nil when there is none (or the
  /// first one found is no readable XMP: a broken sidecar is not a reason to trust an older one).
  static func read(forImage path: String, inside folder: String) -> PhotoMetadata? {
    for candidate in candidates(forImage: path) {
      guard
        case .success(let bytes) = FileSystem.read(candidate, inside: folder, limit: XMPReader.maximumBytes)
      else { continue }
      return XMPReader.read(bytes)
    }
    return nil
  }
}
