/// The version `gallery --version` prints.
package enum GalleryVersion {
  package static let current = "0.1.0"

  /// The running tool's path, size and time: a rebuilt tool (new code, new defaults, new decoding
  /// rules) never trusts what an old one kept (a site's fingerprint, a manifest snapshot). (Hashing its
  /// bytes would be exact but costs more than a whole no-change build on a debug binary.)
  package static let executableStamp: UInt64 = {
    let path = FileSystem.realPath("/proc/self/exe") ?? ""
    guard let stamp = FileSystem.sizeAndTime(path) else { return 0 }
    return Hashing.fnv(Array("\(path) \(stamp.size) \(stamp.mtime)".utf8))
  }()
}
