import Testing

@testable import GalleryImages

/// `--shard I/N`: what it accepts, and how evenly digests fall into shards.
@Suite struct ShardTests {
  @Test(arguments: ["1/1", "2/4", "4/4", "10000/10000", "1/10000", "007/9"])
  func acceptsIOfNInDecimal(text: String) throws {
    let shard = try #require(Shard(text))
    let parts = text.split(separator: "/").compactMap { Int($0) }
    #expect((shard.index, shard.count) == (parts[0], parts[1]))
  }

  @Test(arguments: [
    "", "1", "0/4", "5/4", "1/0", "-1/4", "+1/4", "1/10001", "1/4/2", " 1/4", "1/4 ", "1 /4", "a/b", "1.0/4",
    "１/４", "0x1/4", "/4", "1/", "99999999999999999999/4",
  ])
  func refusesEverythingElse(text: String) {
    #expect(Shard(text) == nil, "\(text)")
  }

  @Test func everyDigestHasExactlyOneShard() {
    for count in [1, 2, 3, 7, 64] {
      for step in 0..<500 {
        let digest = UInt64(step) &* 0x9E37_79B9_7F4A_7C15
        let owners = (1...count).filter { Shard("\($0)/\(count)")!.owns(digest) }
        #expect(owners.count == 1, "digest \(digest) in \(count) shards: \(owners)")
      }
    }
  }

  /// Digests whose low bits are all alike (what FNV-1a over chunk digests can give) still spread
  /// evenly: within 5% of an equal share each.
  @Test func digestsWithEqualLowBitsSpreadEvenly() {
    for count in [2, 4, 8] {
      var sizes = [Int](repeating: 0, count: count)
      for step in 0..<20_000 {
        let digest = UInt64(step) << 16
        for index in 1...count where Shard("\(index)/\(count)")!.owns(digest) { sizes[index - 1] += 1 }
      }
      let share = 20_000 / count
      #expect(sizes.allSatisfy { abs($0 - share) < share / 20 }, "\(count) shards: \(sizes)")
    }
  }
}
