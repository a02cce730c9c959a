import Foundation
import GalleryCore
import GalleryModel

/// Renditions already made, by key (the clip's digest and the `ClipSpec`), in
/// `.cleangallery-cache/clips/`: `<key>.mp4` (and `<key>.webm`), each written by ffmpeg under a
/// temporary name and renamed into place once it finished, and `<key>.<id>.info` (`<id>`: the
/// gallery's key's, as in `DerivativeCache`) with what the page says of them, written last. An entry is trusted only with its info file and every rendition it lists, so a
/// transcode killed midway (a `kill -9` of the build, a full disk) leaves at most a temporary file that
/// no build reads and the next one prunes.
///
/// As with `DerivativeCache`, the info file records each rendition's size and SHA-256 and ends with the
/// gallery's seal (`CacheKey`): an entry is used only when the seal holds and every rendition read back
/// has its digest, else it is a miss (noted in `trust.refusals`) and FFmpeg makes it again.
package struct ClipCache: Sendable {
  package struct Entry: Equatable, Sendable {
    /// Absolute paths of the cached renditions, in `<source>` order, with the SHA-256 of each.
    package var files: [(format: VideoFormat, path: String, digest: [UInt8])]
    package var width: Int
    package var height: Int
    package var durationMilliseconds: Int
    package var hasAudio: Bool

    package static func == (left: Entry, right: Entry) -> Bool {
      left.files.map(\.path) == right.files.map(\.path)
        && left.files.map(\.digest) == right.files.map(\.digest)
        && left.width == right.width
        && left.height == right.height && left.durationMilliseconds == right.durationMilliseconds
        && left.hasAudio == right.hasAudio
    }
  }

  let folder: String
  let trust: CacheTrust

  package init(galleryFolder: String) {
    self.init(cache: .standard(for: galleryFolder), trust: CacheTrust(galleryFolder: galleryFolder))
  }

  package init(cache: CacheFolder, trust: CacheTrust) {
    folder = cache.path + "/clips"
    self.trust = trust
  }

  static let sealKind = "clip"

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

  /// The entry for a key when it is complete on disk and what the tool made. Info: `clip <width>
  /// <height> <milliseconds> <audio 0|1> <formats, comma-separated>`, then `<format> <bytes> <sha256>`
  /// per rendition, then `seal <hmac>` over them and the entry's name.
  package func entry(_ key: UInt64, formats: [VideoFormat]) -> Entry? {
    guard let id = trust.key.id(create: false) else { return nil }
    let info = folder + "/" + DerivativeCache.name(key) + "." + id + ".info"
    guard let text = trust.sealedLines(ofInfo: info, entry: DerivativeCache.name(key), kind: Self.sealKind)
    else { return nil }
    func refuse(_ path: String, _ reason: String) -> Entry? {
      trust.refusals.note(path, reason)
      return nil
    }
    let lines = String(decoding: text, as: UTF8.self).split(separator: "\n").map {
      $0.split(separator: " ").map(String.init)
    }
    guard let fields = lines.first, fields.count == 6, fields[0] == "clip", let width = Int(fields[1]),
      let height = Int(fields[2]), let duration = Int(fields[3]), width > 0, height > 0, duration > 0,
      ["0", "1"].contains(fields[4]), lines.count == 1 + formats.count
    else { return refuse(info, "its sealed lines are not an entry this version reads") }
    // Another set of formats is another spec, whose key differs: not a refusal, only not this entry.
    guard fields[5] == formats.map(\.rawValue).joined(separator: ",") else { return nil }
    var files: [(format: VideoFormat, path: String, digest: [UInt8])] = []
    for (format, line) in zip(formats, lines.dropFirst()) {
      guard line.count == 3, line[0] == format.rawValue, let size = Int(line[1]),
        let digest = SecureDigest.bytes(hex: line[2][...]), digest.count == SecureDigest.byteCount
      else { return refuse(info, "its sealed lines are not an entry this version reads") }
      let rendition = path(key, format)
      // Only the tool's own files, not links: anything else under an entry's name is a miss.
      switch Self.digest(of: rendition, inside: realFolder) {
      case .success(let found):
        guard found.size == size, SecureDigest.areEqual(found.digest, digest) else {
          return refuse(rendition, "its bytes are not the ones the tool made and sealed")
        }
      case .failure(let refusal):
        return refuse(rendition, refusal.message)
      }
      files.append((format, rendition, digest))
    }
    return Entry(
      files: files, width: width, height: height, durationMilliseconds: duration, hasAudio: fields[4] == "1")
  }

  /// The SHA-256 and size of a regular file inside `folder`, read a chunk at a time (a rendition may be
  /// gigabytes).
  static func digest(
    of path: String, inside folder: String
  ) -> Result<(digest: [UInt8], size: Int), FileSystem.ReadRefusal> {
    let fd: Int32
    switch FileSystem.openForReading(path, inside: folder) {
    case .success(let opened): fd = opened
    case .failure(let refusal): return .failure(refusal)
    }
    defer { FileSystem.close(fd) }
    var hasher = SecureDigest.SHA256()
    var offset = 0
    while true {
      guard let chunk = FileSystem.read(fd, at: offset, count: 16 << 20) else {
        return .failure(.readFailed(FileSystem.lastError()))
      }
      if chunk.isEmpty { break }
      hasher.update(chunk)
      offset += chunk.count
    }
    return .success((hasher.finish(), offset))
  }

  /// Renames a finished rendition into place.
  func commit(_ temporary: String, key: UInt64, format: VideoFormat) throws(GalleryError) {
    guard FileSystem.rename(temporary, to: path(key, format)) else {
      let reason = FileSystem.lastError()
      FileSystem.removeFile(temporary)
      throw .cannotWrite(path: path(key, format), message: reason)
    }
  }

  /// Records a complete entry, once all its renditions are in place: from here on builds trust it. Each
  /// rendition is read back for its digest (what FFmpeg wrote is what is sealed).
  func store(
    key: UInt64, formats: [VideoFormat], width: Int, height: Int, durationMilliseconds: Int, hasAudio: Bool
  ) throws(GalleryError) -> Entry {
    var text =
      "clip \(width) \(height) \(durationMilliseconds) \(hasAudio ? 1 : 0) "
      + formats.map(\.rawValue).joined(separator: ",") + "\n"
    var files: [(format: VideoFormat, path: String, digest: [UInt8])] = []
    for format in formats {
      let rendition = path(key, format)
      guard case .success(let found) = Self.digest(of: rendition, inside: realFolder) else {
        throw .cannotWrite(path: rendition, message: "the rendition just made cannot be read back")
      }
      text += "\(format.rawValue) \(found.size) \(SecureDigest.hex(found.digest))\n"
      files.append((format, rendition, found.digest))
    }
    let entry = Entry(
      files: files, width: width, height: height, durationMilliseconds: durationMilliseconds,
      hasAudio: hasAudio)
    // Without a key nothing can be sealed: the renditions are used by this build and made again later.
    guard let id = trust.key.id(create: true),
      let seal = trust.key.seal(
        Self.sealKind, Array(DerivativeCache.name(key).utf8) + [0x0A] + Array(text.utf8))
    else { return entry }
    try GalleryCache.write(
      folder + "/" + DerivativeCache.name(key) + "." + id + ".info", Array((text + "seal \(seal)\n").utf8))
    return entry
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
        || DerivativeCache.isUnsealedInfo(name)
    }
  }

}
