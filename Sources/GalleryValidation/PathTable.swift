/// The site's file paths, numbered, and looked up by their UTF-8 bytes.
///
/// Every local link of every page is looked up here, about a hundred thousand times per build. A
/// Set<String> needs the path as a String (an allocation for most paths) and hashes it with SipHash;
/// this table takes the bytes the link resolver already holds and hashes them with FNV-1a.
struct PathTable: Sendable {
  /// All paths, end to end.
  private var storage: [UInt8] = []
  /// Where each path starts in `storage`; one more entry marks the end of the last.
  private var starts: [Int] = [0]
  /// Open addressing: -1 for an empty slot, else a path's number.
  private var slots: [Int32]
  private let mask: Int

  /// Numbers `paths` in order, from 0. A repeated path keeps its first number.
  init(_ paths: [String]) {
    var size = 16
    while size < paths.count * 2 {
      size *= 2
    }
    slots = [Int32](repeating: -1, count: size)
    mask = size - 1
    storage.reserveCapacity(paths.reduce(0) { $0 + $1.utf8.count })
    starts.reserveCapacity(paths.count + 1)
    for path in paths { add(path.utf8) }
  }

  /// Numbers `paths`, then the paths of `list` after them (a path already numbered keeps its number).
  init(_ paths: [String], then list: SitePathList) {
    var size = 16
    while size < (paths.count + list.spans.count) * 2 {
      size *= 2
    }
    slots = [Int32](repeating: -1, count: size)
    mask = size - 1
    storage.reserveCapacity(paths.reduce(0) { $0 + $1.utf8.count } + list.spans.reduce(0) { $0 + $1.count })
    starts.reserveCapacity(paths.count + list.spans.count + 1)
    for path in paths { add(path.utf8) }
    for span in list.spans { add(list.bytes[span]) }
  }

  private mutating func add(_ path: some Collection<UInt8>) {
    storage.append(contentsOf: path)
    let number = starts.count - 1
    starts.append(storage.count)
    let found = storage.withUnsafeBufferPointer { all in
      slot(for: UnsafeBufferPointer(rebasing: all[starts[number]..<starts[number + 1]]))
    }
    if slots[found] < 0 {
      slots[found] = Int32(number)
    }
  }

  /// The number of the path spelled by `bytes`, nil when the table does not hold it.
  func number(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let found = slot(for: bytes)
    return slots[found] < 0 ? nil : Int(slots[found])
  }

  func number(of path: String) -> Int? {
    var path = path
    return path.withUTF8 { number(of: $0) }
  }

  /// The slot that holds `bytes`, or the empty slot where it would go.
  private func slot(for bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    var slot = Int(truncatingIfNeeded: hash ^ (hash >> 32)) & mask
    return storage.withUnsafeBufferPointer { all in
      while slots[slot] >= 0 {
        let number = Int(slots[slot])
        let start = starts[number]
        let count = starts[number + 1] - start
        if count == bytes.count && (count == 0 || equal(all, from: start, bytes)) {
          return slot
        }
        slot = (slot + 1) & mask
      }
      return slot
    }
  }

  private func equal(
    _ all: UnsafeBufferPointer<UInt8>, from start: Int, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    for index in 0..<bytes.count where all[start + index] != bytes[index] {
      return false
    }
    return true
  }
}
