/// The tool's two 64-bit hashes, both stable across runs and machines (Swift's `Hasher` is seeded per
/// process), neither a defence against someone crafting collisions, which a person's own photo folder
/// and site do not need:
/// - `digest`: an xxHash64-style digest of a file's bytes, eight bytes a step in four lanes (several
///   GB/s), for photos, which are read on every first build and can be gigabytes, and for the site
///   record's hash of every file a build writes (`SiteRecord`).
/// - `Combiner` and `fnv`: FNV-1a over a few short pieces (a page, a name, a cache key). It names files
///   in the site (derivatives' names, long names shortened), so changing it would change every site.
package enum Hashing {
  private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9

  package static func digest(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBytes { digest($0) }
  }

  package static func digest(_ buffer: UnsafeRawBufferPointer) -> UInt64 {
    var lanes: (UInt64, UInt64, UInt64, UInt64) = (prime1 &+ prime2, prime2, 0, 0 &- prime1)
    let count = buffer.count
    var offset = 0
    while offset + 32 <= count {
      lanes.0 = round(lanes.0, buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      lanes.1 = round(lanes.1, buffer.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
      lanes.2 = round(lanes.2, buffer.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
      lanes.3 = round(lanes.3, buffer.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
      offset += 32
    }
    return finished(lanes, count: count, tail: UnsafeRawBufferPointer(rebasing: buffer[offset...]))
  }

  /// The digest from the lanes after the last whole 32-byte block, the byte count and the bytes after
  /// that block (fewer than 32).
  fileprivate static func finished(
    _ lanes: (UInt64, UInt64, UInt64, UInt64), count: Int, tail: UnsafeRawBufferPointer
  ) -> UInt64 {
    var hash =
      rotate(lanes.0, 1) &+ rotate(lanes.1, 7) &+ rotate(lanes.2, 12) &+ rotate(lanes.3, 18)
    hash = (hash ^ UInt64(count)) &* prime1
    for byte in tail {
      hash = (hash ^ UInt64(byte)) &* prime3
      hash = rotate(hash, 11)
    }
    // Final avalanche, so nearby inputs give unrelated digests.
    hash ^= hash >> 33
    hash = hash &* prime2
    hash ^= hash >> 29
    hash = hash &* prime3
    hash ^= hash >> 32
    return hash
  }

  /// `digest` of bytes that come in pieces (an upload, written to its file as it arrives), the same
  /// value as `digest` of them all at once, without holding them.
  package struct DigestStream: Sendable {
    private var lanes: (UInt64, UInt64, UInt64, UInt64) = (
      Hashing.prime1 &+ Hashing.prime2, Hashing.prime2, 0, 0 &- Hashing.prime1
    )
    /// The bytes after the last whole block, fewer than 32.
    private var carry: [UInt8] = []
    /// How many bytes came in all.
    package private(set) var count = 0

    package init() {}

    package mutating func append(_ buffer: UnsafeRawBufferPointer) {
      count += buffer.count
      var offset = 0
      if !carry.isEmpty {
        offset = min(32 - carry.count, buffer.count)
        carry += buffer[0..<offset]
        guard carry.count == 32 else { return }
        carry.withUnsafeBytes { block(at: 0, of: $0) }
        carry.removeAll(keepingCapacity: true)
      }
      while offset + 32 <= buffer.count {
        block(at: offset, of: buffer)
        offset += 32
      }
      carry += buffer[offset...]
    }

    private mutating func block(at offset: Int, of buffer: UnsafeRawBufferPointer) {
      lanes.0 = Hashing.round(lanes.0, buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      lanes.1 = Hashing.round(lanes.1, buffer.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
      lanes.2 = Hashing.round(lanes.2, buffer.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
      lanes.3 = Hashing.round(lanes.3, buffer.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
    }

    /// The digest of every byte appended so far.
    package var digest: UInt64 {
      carry.withUnsafeBytes { Hashing.finished(lanes, count: count, tail: $0) }
    }
  }

  fileprivate static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
    rotate(lane &+ UInt64(littleEndian: word) &* prime2, 31) &* prime1
  }

  private static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
    (value << bits) | (value >> (64 - bits))
  }

  /// FNV-1a of one piece of bytes.
  package static func fnv(_ bytes: [UInt8]) -> UInt64 {
    var hasher = Combiner()
    hasher.combine(bytes)
    return hasher.value
  }

  /// FNV-1a over several pieces; each piece is followed by a separator so ("ab", "c") ≠ ("a", "bc").
  package struct Combiner {
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    package mutating func combine(_ bytes: [UInt8]) {
      var hash = value
      bytes.withUnsafeBufferPointer { buffer in
        for byte in buffer {
          hash ^= UInt64(byte)
          hash = hash &* 0x0000_0100_0000_01b3
        }
      }
      value = (hash ^ 0xFF) &* 0x0000_0100_0000_01b3
    }

    package mutating func combine(_ text: String) {
      combine(Array(text.utf8))
    }
  }
}
