import Foundation
import GalleryCore
import GalleryModel
import Synchronization

/// The content digest of every local file a gallery names, remembered with each file's stamp in
/// `.cleangallery-cache/digests`, so a build reads a photo's bytes only when the photo changed: a
/// rebuild of 2,000 unchanged 5 MB photos stats them instead of reading 10 GB.
///
/// Line format: `digest size seconds nanoseconds inode path` (hex digest, decimal numbers, the path
/// last so it may hold spaces), then `seal <hmac>` under the gallery's key (`CacheKey`): a digest taken
/// for a photo's is what picks its cache entry, so an index someone else wrote (a shared cache) must not
/// be believed. Its name carries the key's id (`digests-<id>`), so galleries sharing one cache keep one
/// index each instead of dropping each other's.
///
/// Several processes may write it at once (the shards of `gallery images` on one cache): each renames
/// a whole new file into place, so a reader sees one writer's file, never a mix, and each merges what
/// it learned into the file as it is just before writing, so a writer keeps the others' entries unless
/// two write in the same instant. Then the last one wins, which costs the entries the other learned
/// only a read of those files next time: an entry is trusted only while its file's stamp matches.
package final class FileDigests: Sendable {
  static let fileName = "digests"
  static let sealKind = "digests"

  /// What is known about the files, and whether anything new was learned since the index was read.
  private struct State {
    var known: [PathKey: (stamp: FileStamp, digest: UInt64)] = [:]
    /// Paths this process read or stamped anew, which win over the file's entries when it is saved.
    var learned = Set<PathKey>()
  }

  let galleryFolder: String
  /// Where the index and the derivatives are.
  package let cache: CacheFolder
  /// The gallery's key, which seals the index and every entry this build writes, and what it refused.
  package let trust: CacheTrust
  private let state: Mutex<State>
  /// Digests this process took of files it wrote (`KnownDigests`: the organizer's uploads).
  private let known: KnownDigests

  /// `cache`: the folder the index is kept in (default: the gallery's own cache); `trust`: the
  /// gallery's key (default: read from the gallery folder).
  package init(
    galleryFolder: String, cache: CacheFolder? = nil, trust: CacheTrust? = nil, known: KnownDigests = .shared
  ) {
    self.galleryFolder = galleryFolder
    self.known = known
    let cache = cache ?? .standard(for: galleryFolder)
    self.cache = cache
    let trust = trust ?? CacheTrust(galleryFolder: galleryFolder)
    self.trust = trust
    state = Mutex(State(known: Self.readIndex(cache: cache.path, key: trust.key, create: false)))
  }

  /// The index's path in a cache folder for a key (nil: no key yet, and `create` is false).
  private static func indexPath(cache: String, key: CacheKey, create: Bool) -> String? {
    guard let id = key.id(create: create) else { return nil }
    return cache + "/" + fileName + "-" + id
  }

  private static func readIndex(
    cache: String, key: CacheKey, create: Bool
  ) -> [PathKey: (stamp: FileStamp, digest: UInt64)] {
    var known: [PathKey: (stamp: FileStamp, digest: UInt64)] = [:]
    guard let path = indexPath(cache: cache, key: key, create: create),
      let bytes = FileSystem.readFile(path, limit: 256 << 20),
      let sealAt = DerivativeCache.sealLine(in: bytes),
      key.holds(sealAt.seal, sealKind, Array(bytes[..<sealAt.start]))
    else { return known }
    for line in String(decoding: bytes[..<sealAt.start], as: UTF8.self).split(separator: "\n") {
      let parts = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: false)
      guard parts.count == 6, let digest = UInt64(parts[0], radix: 16), let size = Int(parts[1]),
        let seconds = Int(parts[2]), let nanoseconds = Int(parts[3]), let inode = UInt64(parts[4])
      else { continue }
      let stamp = FileStamp(size: size, seconds: seconds, nanoseconds: nanoseconds, inode: inode)
      known[PathKey(String(parts[5]))] = (stamp, digest)
    }
    return known
  }

  /// The digest of a gallery file when its stamp says it is unchanged since it was last read; nil
  /// when it must be read (new, changed, or gone).
  package func rememberedDigest(of path: String) -> UInt64? {
    guard let stamp = FileStamp.of(galleryFolder + "/" + path) else { return nil }
    let remembered = state.withLock { state -> UInt64? in
      guard let entry = state.known[PathKey(path)], entry.stamp == stamp else { return nil }
      return entry.digest
    }
    if let remembered { return remembered }
    // A file this process wrote and digested itself (an upload): learned as if read.
    guard let noted = known.digest(for: stamp) else { return nil }
    state.withLock { state in
      state.known[PathKey(path)] = (stamp, noted)
      state.learned.insert(PathKey(path))
    }
    return noted
  }

  /// The size and digest a gallery file had when a build last read it, whether or not it is still
  /// there: `gallery sync` knows a moved photo by the digest its gone file had.
  package func lastKnown(of path: String) -> (size: Int, digest: UInt64)? {
    state.withLock { state in state.known[PathKey(path)].map { ($0.stamp.size, $0.digest) } }
  }

  /// The stamp a gallery file had when its digest was last checked or read: after `ImagesWorker`
  /// prepared a build, every photo's current one, known without another `stat`.
  package func stamp(of path: String) -> FileStamp? {
    state.withLock { $0.known[PathKey(path)]?.stamp }
  }

  /// The digest of a gallery file, reading it only when its stamp changed; nil when it cannot be read.
  /// An image is read whole, and refused over `FileSystem.defaultReadLimit` as every read of one is; a
  /// clip (by its name) is read a chunk at a time, up to `largestClip`.
  package func digest(of path: String) -> UInt64? {
    if let digest = rememberedDigest(of: path) { return digest }
    guard VideoContainer.fromExtension(path) != nil else { return try? read(path).get().digest }
    guard case .success(let fd) = FileSystem.openForReading(galleryFolder + "/" + path, inside: galleryFolder)
    else { return nil }
    defer { FileSystem.close(fd) }
    return digest(ofOpened: fd, path: path)
  }

  /// Files up to this size are digested whole; a larger one chunk by chunk (`contentDigest`), so its
  /// digest is made without holding it in memory.
  package static let chunkSize = 64 << 20
  static let defaultLimit = FileSystem.defaultReadLimit
  /// The largest clip read, in bytes: 64 GiB, hours of 4K. A larger file is refused unread: a sparse
  /// terabyte named `.mp4` would otherwise keep a build reading zeros for many minutes.
  package static let largestClip = 64 << 30

  /// The digest of a file's bytes: `Hashing.digest` of them, or beyond `chunkSize` the combined
  /// digests of each chunk, the same whether the file was read whole or a chunk at a time.
  static func contentDigest(_ bytes: [UInt8]) -> UInt64 {
    guard bytes.count > chunkSize else { return Hashing.digest(bytes) }
    return combined(
      stride(from: 0, to: bytes.count, by: chunkSize).map { start in
        Hashing.digest(Array(bytes[start..<min(bytes.count, start + chunkSize)]))
      })
  }

  /// The digest of a file longer than `chunkSize` from its chunks' digests: one rule for a file read
  /// whole and one read a chunk at a time.
  private static func combined(_ chunks: [UInt64]) -> UInt64 {
    var combiner = Hashing.Combiner()
    combiner.combine("chunked \(chunkSize)")
    for chunk in chunks { combiner.combine(String(chunk, radix: 16)) }
    return combiner.value
  }

  /// The digest of an open gallery file (a clip, handed to FFmpeg afterwards), read a chunk at a time
  /// and remembered under the stamp the open file had before reading; nil on a read error.
  package func digest(ofOpened fd: Int32, path: String) -> UInt64? {
    guard let status = FileSystem.status(ofOpened: fd), status.kind == .file, status.size <= Self.largestClip
    else { return nil }
    let stamp = FileStamp(
      size: status.size, seconds: status.modified.seconds, nanoseconds: status.modified.nanoseconds,
      inode: status.inode)
    if let entry = state.withLock({ $0.known[PathKey(path)] }), entry.stamp == stamp { return entry.digest }
    let digest: UInt64
    if status.size <= Self.chunkSize {
      guard case .success(let bytes) = FileSystem.readOpened(fd, limit: Self.defaultLimit) else { return nil }
      digest = Self.contentDigest(bytes)
    } else {
      var chunks: [UInt64] = []
      var offset = 0
      while true {
        guard let chunk = FileSystem.read(fd, at: offset, count: Self.chunkSize) else { return nil }
        if chunk.isEmpty { break }
        chunks.append(Hashing.digest(chunk))
        offset += chunk.count
      }
      digest = offset > Self.chunkSize ? Self.combined(chunks) : (chunks.first ?? Hashing.digest([]))
    }
    state.withLock { state in
      state.known[PathKey(path)] = (stamp, digest)
      state.learned.insert(PathKey(path))
    }
    return digest
  }

  /// Reads a gallery file's bytes and remembers their digest under the stamp it had before reading
  /// (a file changed while being read then shows a newer stamp next time, and is read again). Only a
  /// regular file inside the gallery folder is read, checked on the opened file itself.
  package func read(_ path: String) -> Result<(bytes: [UInt8], digest: UInt64), FileSystem.ReadRefusal> {
    let full = galleryFolder + "/" + path
    guard let stamp = FileStamp.of(full) else { return .failure(.cannotOpen(FileSystem.lastError())) }
    let bytes: [UInt8]
    switch FileSystem.read(full, inside: galleryFolder) {
    case .success(let read): bytes = read
    case .failure(let refusal): return .failure(refusal)
    }
    // A new photo is read twice in a first build (for the build's fingerprint, then to be decoded):
    // the second time its stamp is the one just recorded, and its digest is not computed again.
    if let entry = state.withLock({ $0.known[PathKey(path)] }), entry.stamp == stamp {
      return .success((bytes, entry.digest))
    }
    let digest = Self.contentDigest(bytes)
    state.withLock { state in
      state.known[PathKey(path)] = (stamp, digest)
      state.learned.insert(PathKey(path))
    }
    return .success((bytes, digest))
  }

  /// Writes the index back when it learned something, merged into the file as it is now (another
  /// process may have saved since this one read it); best effort, as a lost index only costs reading.
  package func save() {
    let learned = state.withLock { $0.learned }
    guard !learned.isEmpty, let path = Self.indexPath(cache: cache.path, key: trust.key, create: true) else {
      return
    }
    var merged = Self.readIndex(cache: cache.path, key: trust.key, create: false)
    let entries: [(String, FileStamp, UInt64)] = state.withLock { state in
      for (key, entry) in state.known where merged[key] == nil || learned.contains(key) {
        merged[key] = entry
      }
      state.learned.subtract(learned)
      // Sorted by bytes: two names equal as Strings (NFC and NFD) still have one order.
      return merged.map { ($0.key.path, $0.value.stamp, $0.value.digest) }.sorted {
        $0.0.utf8.lexicographicallyPrecedes($1.0.utf8)
      }
    }
    var text = ""
    for (path, stamp, digest) in entries {
      text +=
        "\(String(digest, radix: 16)) \(stamp.size) \(stamp.seconds) \(stamp.nanoseconds) \(stamp.inode) \(path)\n"
    }
    guard let seal = trust.key.seal(Self.sealKind, Array(text.utf8)) else { return }
    try? FileSystem.makeDirectories(cache.path)
    try? GalleryCache.write(path, Array((text + "seal \(seal)\n").utf8))
    // The index before it was sealed (`digests`, no id), in the gallery's own cache: its lines are
    // believed no more, so it goes.
    if cache.isPrunable { FileSystem.removeFile(cache.path + "/" + Self.fileName) }
  }
}
