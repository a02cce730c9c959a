import GalleryCore
import Glibc

extension EditHistory {
  /// The identity of one version of `gallery.json`: its length and its `Hashing.digest`. Enough to
  /// tell a hand edit from the bytes a step left (a 64-bit digest is no defence against a crafted
  /// collision, but whoever can craft one in the history can write `gallery.json` directly).
  package struct Version: Equatable, Sendable {
    package let count: Int
    package let digest: UInt64

    package init(of bytes: [UInt8]) {
      count = bytes.count
      digest = Hashing.rememberedDigest(bytes)
    }

    init(count: Int, digest: UInt64) {
      self.count = count
      self.digest = digest
    }
  }

  /// One change of `gallery.json`, kept as the one span that differs: the bytes both versions share
  /// before it (`prefix`) and after it (`suffix`), and that span as it was (`removed`) and as it became
  /// (`inserted`). Either version is the other with its span swapped, so each restores exactly, and
  /// both are checked against their `Version` when they are rebuilt. A text edit or a move between
  /// neighbours keeps a few hundred bytes; a move across the whole gallery keeps what lies between.
  package struct Step: Equatable, Sendable {
    /// What the change was, in one line ("moved 'a' from 3 to 1"): what `gallery undo` says it undid.
    package let label: String
    package let prefix: Int
    package let suffix: Int
    package let removed: [UInt8]
    package let inserted: [UInt8]
    package let before: Version
    package let after: Version

    /// The step from `before` to `after`; the shared prefix and suffix never overlap (a suffix stops
    /// where the prefix ends in the shorter version).
    package init(before: [UInt8], after: [UInt8], label: String) {
      let (prefix, suffix) = Self.shared(before, after)
      self.init(
        label: label, prefix: prefix, suffix: suffix,
        removed: Array(before[prefix..<(before.count - suffix)]),
        inserted: Array(after[prefix..<(after.count - suffix)]),
        before: Version(of: before), after: Version(of: after))
    }

    /// The lengths of the common prefix and of the common suffix after it (they never overlap: the
    /// suffix stops where the prefix ends in the shorter version). Through buffers, without a bounds
    /// check a byte: a 10,000-photo manifest is a megabyte compared on every edit.
    static func shared(_ before: [UInt8], _ after: [UInt8]) -> (prefix: Int, suffix: Int) {
      before.withUnsafeBufferPointer { old in
        after.withUnsafeBufferPointer { new in
          let shorter = min(old.count, new.count)
          guard shorter > 0, let oldStart = old.baseAddress, let newStart = new.baseAddress else {
            return (0, 0)
          }
          // A page at a time by `memcmp` while the pages match, then byte by byte: a 23 MB manifest
          // compared a byte a step was 3% of a move at 100,000 photos.
          let page = 4096
          var prefix = 0
          while shorter - prefix >= page,
            memcmp(oldStart + prefix, newStart + prefix, page) == 0
          {
            prefix += page
          }
          while prefix < shorter && old[prefix] == new[prefix] { prefix += 1 }
          var suffix = 0
          while shorter - prefix - suffix >= page,
            memcmp(
              oldStart + old.count - suffix - page, newStart + new.count - suffix - page, page
            ) == 0
          {
            suffix += page
          }
          while suffix < shorter - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
          }
          return (prefix, suffix)
        }
      }
    }

    init(
      label: String, prefix: Int, suffix: Int, removed: [UInt8], inserted: [UInt8], before: Version,
      after: Version
    ) {
      self.label = label
      self.prefix = prefix
      self.suffix = suffix
      self.removed = removed
      self.inserted = inserted
      self.before = before
      self.after = after
    }

    /// The bytes this step keeps (what it costs in the history file, before base64).
    package var size: Int { removed.count + inserted.count + label.utf8.count }

    /// `before` rebuilt from `after`'s bytes, or nil when they are not this step's (checked, so a
    /// damaged step never yields bytes that are not the ones it recorded).
    func undone(from current: [UInt8]) -> [UInt8]? {
      swapped(current, from: after, to: before, put: removed)
    }

    /// `after` rebuilt from `before`'s bytes, or nil when they are not this step's.
    func redone(from current: [UInt8]) -> [UInt8]? {
      swapped(current, from: before, to: after, put: inserted)
    }

    private func swapped(_ current: [UInt8], from: Version, to: Version, put span: [UInt8]) -> [UInt8]? {
      guard Version(of: current) == from, prefix + suffix <= current.count else { return nil }
      var result: [UInt8] = []
      result.reserveCapacity(to.count)
      result += current[..<prefix]
      result += span
      result += current[(current.count - suffix)...]
      return Version(of: result) == to ? result : nil
    }
  }
}
