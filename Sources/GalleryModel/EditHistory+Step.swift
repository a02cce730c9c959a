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

  /// One change of `gallery.json`, kept as the spans that differ: the bytes both versions share
  /// before them (`prefix`) and after them (`suffix`), and the span between as it was (`removed`) and
  /// as it became (`inserted`). A photo moved far (to another album, across the gallery) changes two
  /// places with the whole manifest between them: that run is kept as its length (`shared`), with the
  /// second place's span as it was and became (`secondRemoved`, `secondInserted`), so such a move keeps
  /// the photo's few hundred bytes, not the megabytes between (23 MB a move at 100,000 photos, read and
  /// written with the history on every edit). Either version is the other with its spans swapped, so
  /// each restores exactly, and both are checked against their `Version` when they are rebuilt.
  package struct Step: Equatable, Sendable {
    /// What the change was, in one line ("moved 'a' from 3 to 1"): what `gallery undo` says it undid.
    package let label: String
    /// The same in the site's language when the edit was made (the organizer's sentence, "Moved “a”
    /// from position 3 to 1."): what the organizer says it undid. Nil for a step that had none (an
    /// older tool's).
    package var said: String? = nil
    package let prefix: Int
    package let suffix: Int
    package let removed: Span
    package let inserted: Span
    /// The bytes both versions share between the two spans (0: one span).
    package let shared: Int
    package let secondRemoved: Span
    package let secondInserted: Span
    package let before: Version
    package let after: Version

    /// The step from `before` to `after`; the shared prefix and suffix never overlap (a suffix stops
    /// where the prefix ends in the shorter version).
    package init(before: [UInt8], after: [UInt8], label: String) {
      let (prefix, suffix) = Self.shared(before, after)
      let old = before[prefix..<(before.count - suffix)]
      let new = after[prefix..<(after.count - suffix)]
      let run = Self.movedRun(old, new)
      self.init(
        label: label, prefix: prefix, suffix: suffix,
        removed: Span(Array(old.prefix(run.removed))), inserted: Span(Array(new.prefix(run.inserted))),
        shared: run.shared,
        secondRemoved: Span(Array(old.dropFirst(run.removed + run.shared))),
        secondInserted: Span(Array(new.dropFirst(run.inserted + run.shared))),
        before: Version(of: before), after: Version(of: after))
    }

    /// The longest span moved past: how `old` and `new` (the differing middles) split into a first
    /// span, a run both share and a second span, when one version's middle starts (or ends) with a
    /// short span and the rest is the start (or end) of the other's: `X + M` against `M + Y` (bytes
    /// moved later), or `M + X` against `Y + M` (moved earlier). One span when there is no such run of
    /// at least `leastShared` bytes (`shared` 0, everything in the first span).
    ///
    /// Spans up to `longestMoved` are tried, shortest first, each with one `memcmp` that stops at the
    /// first differing byte (a manifest's photos differ within their first bytes); `budget` bounds the
    /// bytes compared in all, so a crafted manifest costs a few milliseconds, then one span.
    static func movedRun(
      _ old: ArraySlice<UInt8>, _ new: ArraySlice<UInt8>
    ) -> (removed: Int, inserted: Int, shared: Int) {
      let single = (removed: old.count, inserted: new.count, shared: 0)
      guard min(old.count, new.count) >= leastShared else { return single }
      return old.withUnsafeBufferPointer { old in
        new.withUnsafeBufferPointer { new in
          guard let o = old.baseAddress, let n = new.baseAddress else { return single }
          var budget = 1 << 26
          // Whether the `length` bytes at `a` are those at `b`, within the budget.
          func startsAt(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, length: Int) -> Bool {
            guard a.pointee == b.pointee, budget > 0 else { return false }
            let head = min(length, 64)
            budget -= head
            guard memcmp(a, b, head) == 0 else { return false }
            budget -= length
            return memcmp(a + head, b + head, length - head) == 0
          }
          // The shortest span `skip` such that `a` without its first `skip` bytes starts `b`.
          func movedSpan(
            _ a: UnsafePointer<UInt8>, count: Int, before b: UnsafePointer<UInt8>, count bCount: Int
          ) -> Int? {
            for skip in stride(from: 1, through: min(longestMoved, count - leastShared), by: 1)
            where count - skip <= bCount && startsAt(a + skip, b, length: count - skip) {
              return skip
            }
            return nil
          }
          // Moved later: old = X + M, new = M + Y.
          if let skip = movedSpan(o, count: old.count, before: n, count: new.count) {
            return (removed: skip, inserted: 0, shared: old.count - skip)
          }
          // Moved earlier: old = M + X, new = Y + M.
          if let skip = movedSpan(n, count: new.count, before: o, count: old.count) {
            return (removed: 0, inserted: skip, shared: new.count - skip)
          }
          return single
        }
      }
    }

    /// A shared run worth two spans: shorter ones are kept as they are.
    static let leastShared = 4096
    /// The longest span looked for as moved: a photo's entry, or a few hundred photos moved together.
    static let longestMoved = 1 << 16

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
      label: String, prefix: Int, suffix: Int, removed: Span, inserted: Span, shared: Int = 0,
      secondRemoved: Span = Span([]), secondInserted: Span = Span([]), before: Version, after: Version
    ) {
      self.label = label
      self.prefix = prefix
      self.suffix = suffix
      self.removed = removed
      self.inserted = inserted
      self.shared = shared
      self.secondRemoved = secondRemoved
      self.secondInserted = secondInserted
      self.before = before
      self.after = after
    }

    /// The bytes this step keeps (what it costs in the history file, before base64).
    package var size: Int {
      removed.count + inserted.count + secondRemoved.count + secondInserted.count + label.utf8.count
        + (said?.utf8.count ?? 0)
    }

    /// `before` rebuilt from `after`'s bytes, or nil when they are not this step's (checked, so a
    /// damaged step never yields bytes that are not the ones it recorded).
    func undone(from current: [UInt8]) -> [UInt8]? {
      swapped(
        current, from: after, to: before, spans: (inserted.count, secondInserted.count),
        put: (removed, secondRemoved))
    }

    /// `after` rebuilt from `before`'s bytes, or nil when they are not this step's.
    func redone(from current: [UInt8]) -> [UInt8]? {
      swapped(
        current, from: before, to: after, spans: (removed.count, secondRemoved.count),
        put: (inserted, secondInserted))
    }

    /// `current` (the `from` version, whose two spans have the lengths `spans`) with its spans
    /// replaced by `put`, when that gives the `to` version (and `put` decodes, when read from a file).
    private func swapped(
      _ current: [UInt8], from: Version, to: Version, spans: (Int, Int), put: (Span, Span)
    ) -> [UInt8]? {
      guard Version(of: current) == from, prefix + spans.0 + shared + spans.1 + suffix == current.count,
        let first = put.0.bytes, let second = put.1.bytes
      else { return nil }
      var result: [UInt8] = []
      result.reserveCapacity(to.count)
      result += current[..<prefix]
      result += first
      let sharedStart = prefix + spans.0
      result += current[sharedStart..<(sharedStart + shared)]
      result += second
      result += current[(current.count - suffix)...]
      return Version(of: result) == to ? result : nil
    }
  }
}
