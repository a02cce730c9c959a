import Synchronization

/// Digests this process took of files it wrote itself, by the files' stamps: the organizer's uploads,
/// digested as their bytes arrived (`HTTPBodyFile`), so the build that adds them (its fingerprint
/// first) does not read 20 camera photos again only to digest them (16–30 ms of a drop).
///
/// A stamp (size, time to the nanosecond, inode) names one version of one file, as in the cache's own
/// index (`FileDigests`); a file written since has another. Kept in memory only: nobody else can put a
/// digest here, where the index on disk must be sealed. Only digests taken as `FileDigests` takes them
/// (`Hashing.digest` of the whole, for files up to its `chunkSize`).
package final class KnownDigests: Sendable {
  /// The process's own.
  package static let shared = KnownDigests()

  /// The most kept: a server's uploads over a long session; the oldest go first.
  static let capacity = 4096

  private struct State {
    var digests: [FileStamp: UInt64] = [:]
    var order: [FileStamp] = []
  }

  private let state = Mutex(State())

  init() {}

  /// Notes `digest` for the file version `stamp`, of `byteCount` bytes.
  package func note(_ stamp: FileStamp, digest: UInt64, byteCount: Int) {
    guard byteCount == stamp.size, byteCount <= FileDigests.chunkSize else { return }
    state.withLock { state in
      if state.digests.updateValue(digest, forKey: stamp) == nil { state.order.append(stamp) }
      if state.order.count > Self.capacity {
        for old in state.order.prefix(state.order.count - Self.capacity) { state.digests[old] = nil }
        state.order.removeFirst(state.order.count - Self.capacity)
      }
    }
  }

  /// The digest noted for the file version `stamp`, if any.
  func digest(for stamp: FileStamp) -> UInt64? {
    state.withLock { $0.digests[stamp] }
  }
}
