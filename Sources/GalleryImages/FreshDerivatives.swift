import GalleryCore
import Synchronization

/// The bytes of the images this process has just made and put in the cache, kept for the site an edit
/// is about to write, so it copies them from memory instead of reading them back from the cache and
/// checking their SHA-256 again (`SiteWriter.read`).
///
/// Why: a drop of 20 camera photos makes some 66 MB of sizes and zoom files, and reading them back
/// and hashing them again took 30 ms of the 0.21 s the drop cost beyond making them. Reading back is
/// there for a cache others may write (a file changed after it was checked is not published); bytes
/// this process made and never let go of need no such check: they are the bytes whose digest the
/// cache records, and a file changed in the cache since is simply not read.
///
/// Only inside `keeping` (an edit: `SiteEdit.run`), and at most `budget` bytes (128 MB for the
/// process's own, `shared`): a first build of thousands of photos keeps nothing (its memory is for
/// decoding), and an edit that makes more than the budget reads the rest back as before. Each kept
/// file is handed over once (`take`), and whatever was not taken is let go when `keeping` returns.
package final class FreshDerivatives: Sendable {
  /// The process's own: what `DerivativeCache.store` keeps and `SiteWriter.read` takes.
  package static let shared = FreshDerivatives(budget: 128 << 20)

  /// The most bytes kept at once.
  let budget: Int

  init(budget: Int) {
    self.budget = budget
  }

  private struct State {
    /// How many `keeping` scopes are open (edits run one at a time in a process; tests run several).
    var depth = 0
    var byteCount = 0
    var kept: [String: (digest: [UInt8], bytes: [UInt8])] = [:]
  }

  private let state = Mutex(State())

  /// Runs `body` with the images made meanwhile kept for it; when the last such scope ends, every kept
  /// file is let go.
  package func keeping<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    state.withLock { $0.depth += 1 }
    defer {
      state.withLock { state in
        state.depth -= 1
        if state.depth == 0 { (state.kept, state.byteCount) = ([:], 0) }
      }
    }
    return try body()
  }

  /// Keeps `bytes`, just made and written to the cache file at `path` with this SHA-256 `digest`,
  /// when inside `keeping` and within the budget.
  func keep(_ path: String, digest: [UInt8], bytes: [UInt8]) {
    state.withLock { state in
      guard state.depth > 0 else { return }
      if let earlier = state.kept.removeValue(forKey: path) { state.byteCount -= earlier.bytes.count }
      guard state.byteCount + bytes.count <= budget else { return }
      state.kept[path] = (digest, bytes)
      state.byteCount += bytes.count
    }
  }

  /// The bytes kept for the cache file at `path`, once, when they are those of `digest`; nil otherwise
  /// (then the file is read and checked).
  package func take(_ path: String, digest: [UInt8]) -> [UInt8]? {
    state.withLock { state in
      guard let kept = state.kept.removeValue(forKey: path) else { return nil }
      state.byteCount -= kept.bytes.count
      return SecureDigest.areEqual(kept.digest, digest) ? kept.bytes : nil
    }
  }
}
