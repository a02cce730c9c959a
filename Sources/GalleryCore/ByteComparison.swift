import CGallerySystem
import Glibc

extension Array where Element == UInt8 {
  /// Whether two byte arrays hold the same bytes, compared by `memcmp`: `==` on arrays compares
  /// element by element, which took 25 ms for a 23 MB manifest a move reads back before saving.
  package func sameBytes(as other: [UInt8]) -> Bool {
    self[...].sameBytes(as: other[...])
  }

  /// Where `pattern` first occurs at or after `offset`, by glibc's `memmem` (a 23 MB manifest is
  /// searched in a few milliseconds); nil when it does not, or `pattern` is empty.
  package func firstOffset(of pattern: [UInt8], from offset: Int = 0) -> Int? {
    guard offset >= 0, offset < count, !pattern.isEmpty else { return nil }
    return withUnsafeBufferPointer { all in
      pattern.withUnsafeBufferPointer { needle in
        guard let base = all.baseAddress, let needleBase = needle.baseAddress,
          let found = cg_memmem(base + offset, all.count - offset, needleBase, needle.count)
        else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
      }
    }
  }
}

extension ArraySlice where Element == UInt8 {
  /// `Array.sameBytes(as:)` of parts of arrays (a history step's span, kept in its file's bytes); at
  /// once when both are the same bytes in memory.
  package func sameBytes(as other: ArraySlice<UInt8>) -> Bool {
    guard count == other.count else { return false }
    return withUnsafeBufferPointer { mine in
      other.withUnsafeBufferPointer { theirs in
        guard let mine = mine.baseAddress, let theirs = theirs.baseAddress, mine != theirs else {
          return true
        }
        return memcmp(mine, theirs, count) == 0
      }
    }
  }
}
