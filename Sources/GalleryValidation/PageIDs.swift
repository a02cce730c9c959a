/// The ids of a checked page, kept until the second pass settles the fragments other pages link to.
///
/// Every page's ids are kept until the end (a fragment into a page may come from a page checked after
/// it), so they are held in one buffer per page, sorted, rather than a dictionary of strings: at
/// 100,000 photos the dictionaries were the largest part of a build's peak memory (78 of 280 MB of
/// heap for 1.1 million ids). One allocation a page, as the per-allocation overhead of 200,000 pages
/// is itself megabytes. Membership is exact, by binary search.
struct PageIDs: Sendable, Equatable {
  /// The number of ids n, then where each id ends (n times), each a 4-byte little-endian number, then
  /// the ids' UTF-8 bytes in sorted order, one after another (each starts where the one before ends).
  private let storage: [UInt8]

  init<Keys: Sequence>(_ ids: Keys) where Keys.Element == String {
    let sorted = ids.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
    guard !sorted.isEmpty else {
      storage = []
      return
    }
    var storage: [UInt8] = []
    storage.reserveCapacity(4 + 4 * sorted.count + sorted.reduce(0) { $0 + $1.count })
    func append(_ number: Int) {
      let value = UInt32(number)
      for shift in stride(from: 0, to: 32, by: 8) {
        storage.append(UInt8(truncatingIfNeeded: value >> shift))
      }
    }
    append(sorted.count)
    var end = 0
    for id in sorted {
      end += id.count
      append(end)
    }
    for id in sorted { storage += id }
    self.storage = storage
  }

  var count: Int { storage.isEmpty ? 0 : Self.number(in: storage, at: 0) }

  /// Whether `id` is one of the page's ids.
  func contains(_ id: String) -> Bool {
    guard !storage.isEmpty else { return false }
    var id = id
    return id.withUTF8 { wanted in
      storage.withUnsafeBufferPointer { all in
        let count = Self.number(in: all, at: 0)
        let idsStart = 4 + 4 * count
        func end(_ index: Int) -> Int { index < 0 ? 0 : Self.number(in: all, at: 4 + 4 * index) }
        var low = 0
        var high = count
        while low < high {
          let middle = (low + high) / 2
          let candidate = UnsafeBufferPointer(
            rebasing: all[(idsStart + end(middle - 1))..<(idsStart + end(middle))])
          if candidate.elementsEqual(wanted) { return true }
          if candidate.lexicographicallyPrecedes(wanted) { low = middle + 1 } else { high = middle }
        }
        return false
      }
    }
  }

  private static func number<Bytes: RandomAccessCollection>(in bytes: Bytes, at offset: Int) -> Int
  where Bytes.Element == UInt8, Bytes.Index == Int {
    (0..<4).reduce(0) { $0 | Int(bytes[bytes.startIndex + offset + $1]) << (8 * $1) }
  }
}
