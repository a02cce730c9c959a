import Testing

@testable import GalleryValidation

/// A page's ids as the second pass keeps them (`PageIDs`, one sorted buffer): it answers exactly as
/// the set of the same ids, for ids present, absent, prefixes of each other and outside ASCII.
@Suite struct PageIDsTests {
  @Test func answersAsTheSetDoes() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("ab-é0").map(String.init)
    for size in [0, 1, 2, 5, 50, 300] {
      var ids = Set<String>()
      while ids.count < size {
        ids.insert(
          (0..<Int.random(in: 1...6, using: &generator)).map { _ in alphabet.randomElement()! }.joined())
      }
      let kept = PageIDs(ids.shuffled())
      #expect(kept.count == ids.count)
      for id in ids { #expect(kept.contains(id), "\(id) of \(size)") }
      for _ in 0..<200 {
        let probe = (0..<Int.random(in: 0...7, using: &generator)).map { _ in alphabet.randomElement()! }
          .joined()
        #expect(kept.contains(probe) == ids.contains(probe), "\(probe) of \(size)")
      }
    }
  }

  @Test func prefixesAndLongerIdsAreTold() {
    let kept = PageIDs(["photo-1", "photo-10", "photo", "main", "about", "Photo-1", "ﬁ", "fi"])
    for id in ["photo-1", "photo-10", "photo", "main", "about", "Photo-1", "ﬁ", "fi"] {
      #expect(kept.contains(id))
    }
    for id in ["photo-", "photo-100", "photo-2", "", "mai", "mainx", "photo-1 ", "ab", "f"] {
      #expect(!kept.contains(id), "\(id)")
    }
    #expect(!PageIDs([]).contains(""))
  }
}
