import Synchronization

extension Hashing {
  /// `digest(bytes)`, remembered for the last few arrays digested this way: a move digests the same
  /// 23 MB manifest up to five times (its snapshot's key, the history, the build's fingerprint, before
  /// and after), 4 ms each at 100,000 photos.
  ///
  /// An array is known again by its buffer's address and length. That is sound because the memo holds
  /// the arrays it remembers: their buffers stay allocated, so no other array can be at the same
  /// address, and a buffer shared with the memo is copied before any change (arrays are copy on write).
  package static func rememberedDigest(_ bytes: [UInt8]) -> UInt64 {
    let identity = bytes.withUnsafeBufferPointer {
      (address: UInt(bitPattern: $0.baseAddress), count: $0.count)
    }
    if identity.count > 0,
      let known = remembered.withLock({
        $0.first { $0.address == identity.address && $0.count == identity.count }
      })
    {
      return known.digest
    }
    let digest = digest(bytes)
    guard identity.count >= rememberedMinimum else { return digest }
    remembered.withLock { list in
      list.insert(
        Remembered(bytes: bytes, address: identity.address, count: identity.count, digest: digest), at: 0)
      if list.count > rememberedCount { list.removeLast() }
    }
    return digest
  }

  /// Lets the remembered arrays go: a plain build drops its manifest's bytes once they fingerprint it
  /// (24 MB at 100,000 photos), which the memo would otherwise keep to the end.
  package static func forgetRememberedDigests() {
    remembered.withLock { $0.removeAll() }
  }

  /// Below this many bytes a digest costs less than remembering it.
  private static let rememberedMinimum = 1 << 16
  /// The manifest before and after an edit, and one more.
  private static let rememberedCount = 3

  private struct Remembered: Sendable {
    let bytes: [UInt8]
    let address: UInt
    let count: Int
    let digest: UInt64
  }

  private static let remembered = Mutex<[Remembered]>([])
}
