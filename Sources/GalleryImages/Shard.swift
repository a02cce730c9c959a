import GalleryCore

/// One of N equal parts of a gallery's derivative work (`gallery images --shard I/N`): shard I owns the
/// files whose content digest, mixed, leaves I - 1 when divided by N.
///
/// By content, not by path or position: adding, removing, renaming or moving photos in the manifest
/// leaves every other file in the shard it had, so a shard run again (or a later build) finds its old
/// work in the cache. It is the digest `FileDigests` gives, the one that keys the cache, so two copies
/// of one photo are one shard's, never made twice.
///
/// Mixed first (the SplitMix64 finalizer, a bijection whose every output bit depends on every input
/// bit): a photo's digest is already avalanched, but a clip over 64 MB is digested as FNV-1a over
/// its chunks' digests, and FNV-1a's low bits depend only on the low bits of what it hashed, which
/// `digest % N` for an even N would read alone. After mixing, the remainder's bias is at most N / 2⁶⁴.
package struct Shard: Equatable, Sendable, CustomStringConvertible {
  /// 1 to `count`.
  package let index: Int
  package let count: Int

  /// The most shards a gallery is cut into: more than any cluster's job array, and few enough that a
  /// typo of an extra digit or two is caught.
  package static let mostShards = 10_000

  /// Everything, in one process: what `gallery images` without `--shard` makes.
  package static let whole = Shard(index: 1, count: 1)

  private init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// `I/N` in decimal digits only (no sign, space or other digits), 1 ≤ I ≤ N ≤ `mostShards`; nil
  /// otherwise.
  package init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    func number(_ part: Substring) -> Int? {
      guard (1...5).contains(part.utf8.count),
        part.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
      else { return nil }
      return Int(part)
    }
    guard parts.count == 2, let index = number(parts[0]), let count = number(parts[1]), index >= 1,
      index <= count, count <= Self.mostShards
    else { return nil }
    self.init(index: index, count: count)
  }

  /// "2/4".
  package var description: String { "\(index)/\(count)" }

  /// Whether the file with this content digest is this shard's to make.
  package func owns(_ digest: UInt64) -> Bool {
    Self.mixed(digest) % UInt64(count) == UInt64(index - 1)
  }

  /// The SplitMix64 finalizer.
  static func mixed(_ value: UInt64) -> UInt64 {
    var mixed = value
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
