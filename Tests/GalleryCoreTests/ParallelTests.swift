import Synchronization
import Testing

@testable import GalleryCore

/// The parallel loops keep their callers' order and run every item once.
@Suite struct ParallelTests {
  @Test func mapEachReturnsEveryIndexsResultInOrder() {
    let calls = Atomic<Int>(0)
    let results = Parallel.mapEach(count: 100) { index in
      calls.add(1, ordering: .relaxed)
      return index * 2
    }
    #expect(results == (0..<100).map { $0 * 2 })
    #expect(calls.load(ordering: .relaxed) == 100)
    #expect(Parallel.mapEach(count: 0) { $0 }.isEmpty)
  }

  @Test func mapKeepsTheOrderAcrossChunks() {
    let elements = Array(0..<1001)
    #expect(Parallel.map(elements) { $0 + 1 } == elements.map { $0 + 1 })
  }

  @Test func bothReturnsBothResults() {
    let (background, here) = Parallel.both({ "staged" }, { 42 })
    #expect(background == "staged")
    #expect(here == 42)
  }
}
