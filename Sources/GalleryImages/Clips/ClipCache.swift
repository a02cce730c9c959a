import Foundation
import GalleryCore
import GalleryModel

/// Renditions already made, by key (the clip's digest and the `ClipSpec`), in
/// `.cleangallery-cache/clips/`: `<key>.mp4` (and `<key>.webm`), each written by ffmpeg under a
/// temporary name and renamed into place once it finished, and `<key>.info` with what the page says of
/// them, written last. An entry is trusted only with its info file and every rendition it lists, so a
/// transcode killed midway (a `kill -9` of the build, a full disk) leaves at most a temporary file that
/// no build reads and the next one prunes.
package struct ClipCache: Sendable {
  package struct Entry: Equatable, Sendable {
    /// Absolute paths of the cached renditions, in `<source>` order.
    package var files: [(format: VideoFormat, path: String)]
    package var width: Int
    package var height: Int
    package var durationMilliseconds: Int
    package var hasAudio: Bool

    package static func == (left: Entry, right: Entry) -> Bool {
      left.files.map(\.path) == right.files.map(\.path) && left.width == right.width
        && left.height == right.height && left.durationMilliseconds == right.durationMilliseconds
        && left.hasAudio == right.hasAudio
    }
  }

  let folder: String

  package init(galleryFolder: String) {
    self.init(cache: .standard(for: galleryFolder))
  }

  package init(cache: CacheFolder) {
    folder = cache.path + "/clips"
  }

  /// Where a finished rendition of `key` lives.
  func path(_ key: UInt64, _ format: VideoFormat) -> String {
    folder + "/" + DerivativeCache.name(key) + "." + format.rawValue
  }

  /// A name for ffmpeg to write to, renamed to `path` once it finished (it starts with the key, so
  /// pruning knows it as the cache's own).
  func temporaryPath(_ key: UInt64, _ format: VideoFormat) -> String {
    path(key, format)
      + ".new-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))"
  }

  /// The entry for a key when it is complete on disk. Info: `clip <width> <height> <milliseconds>
  /// <audio 0|1> <formats, comma-separated>`.
  package func entry(_ key: UInt64, formats: [VideoFormat]) -> Entry? {
    guard let bytes = FileSystem.readFile(folder + "/" + DerivativeCache.name(key) + ".info", limit: 1024)
    else { return nil }
    let fields = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
    guard fields.count == 6, fields[0] == "clip", let width = Int(fields[1]), let height = Int(fields[2]),
      let duration = Int(fields[3]), width > 0, height > 0, duration > 0, ["0", "1"].contains(fields[4]),
      fields[5] == formats.map(\.rawValue).joined(separator: ",")
    else { return nil }
    var files: [(format: VideoFormat, path: String)] = []
    for format in formats {
      // Only the tool's own files, not links: anything else under an entry's name is a miss.
      guard FileSystem.isPlainFile(path(key, format)) else { return nil }
      files.append((format, path(key, format)))
    }
    return Entry(
      files: files, width: width, height: height, durationMilliseconds: duration, hasAudio: fields[4] == "1")
  }

  /// Renames a finished rendition into place.
  func commit(_ temporary: String, key: UInt64, format: VideoFormat) throws(GalleryError) {
    guard FileSystem.rename(temporary, to: path(key, format)) else {
      let reason = FileSystem.lastError()
      FileSystem.removeFile(temporary)
      throw .cannotWrite(path: path(key, format), message: reason)
    }
  }

  /// Records a complete entry, once all its renditions are in place: from here on builds trust it.
  func store(
    key: UInt64, formats: [VideoFormat], width: Int, height: Int, durationMilliseconds: Int, hasAudio: Bool
  ) throws(GalleryError) -> Entry {
    let line =
      "clip \(width) \(height) \(durationMilliseconds) \(hasAudio ? 1 : 0) "
      + formats.map(\.rawValue).joined(separator: ",") + "\n"
    try GalleryCache.write(folder + "/" + DerivativeCache.name(key) + ".info", Array(line.utf8))
    return Entry(
      files: formats.map { ($0, path(key, $0)) }, width: width, height: height,
      durationMilliseconds: durationMilliseconds, hasAudio: hasAudio)
  }

  func makeFolder() throws(GalleryError) {
    try FileSystem.makeDirectories(folder)
  }

  /// The cache folder as the kernel resolves it: renditions are published from inside it only.
  package var realFolder: String { FileSystem.realPath(folder) ?? folder }

  /// Removes entries no clip uses any more, and temporary files a killed build left: only names of
  /// 16 hex digits followed by `.`, directly in the folder (as `DerivativeCache.removeAll` does).
  package func removeAll(except used: Set<UInt64>) {
    let keep = Set(used.map(DerivativeCache.name))
    FileSystem.removeFiles(in: folder) { name in
      let key = name.utf8.prefix(16)
      guard key.count == 16, key.allSatisfy(DerivativeCache.isLowerHex),
        name.utf8.dropFirst(16).first == UInt8(ascii: ".")
      else { return false }
      return !keep.contains(String(name.prefix(16))) || name.contains(".new-")
    }
  }

}
