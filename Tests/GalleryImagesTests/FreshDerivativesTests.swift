import Testing

@testable import GalleryCore
@testable import GalleryImages

/// The images an edit just made are handed to its site once, from memory, only for the bytes the cache
/// records, within a budget, and never outside the edit.
@Suite struct FreshDerivativesTests {
  private let bytes: [UInt8] = Array("made".utf8)
  private var digest: [UInt8] { SecureDigest.sha256(bytes) }

  @Test func anImageMadeInAnEditIsHandedOverOnceForItsDigest() {
    let sut = FreshDerivatives(budget: 1 << 20)
    sut.keeping {
      sut.keep("/cache/a.jpg", digest: digest, bytes: bytes)
      #expect(sut.take("/cache/a.jpg", digest: digest) == bytes)
      #expect(sut.take("/cache/a.jpg", digest: digest) == nil, "handed over once")
      // Another digest is another file: it is read and checked instead, and the kept bytes go.
      sut.keep("/cache/b.jpg", digest: digest, bytes: bytes)
      #expect(sut.take("/cache/b.jpg", digest: SecureDigest.sha256([1])) == nil)
      #expect(sut.take("/cache/b.jpg", digest: digest) == nil)
    }
  }

  @Test func beyondItsBudgetNothingMoreIsKept() {
    let sut = FreshDerivatives(budget: 6)
    sut.keeping {
      sut.keep("/cache/a.jpg", digest: digest, bytes: bytes)
      sut.keep("/cache/b.jpg", digest: digest, bytes: bytes)
      #expect(sut.take("/cache/b.jpg", digest: digest) == nil)
      #expect(sut.take("/cache/a.jpg", digest: digest) == bytes)
    }
  }

  @Test func nothingIsKeptOutsideAnEditAndWhatItDidNotTakeIsLetGo() {
    let sut = FreshDerivatives(budget: 1 << 20)
    sut.keep("/cache/before.jpg", digest: digest, bytes: bytes)
    sut.keeping {
      #expect(sut.take("/cache/before.jpg", digest: digest) == nil, "kept outside an edit")
      sut.keep("/cache/left.jpg", digest: digest, bytes: bytes)
      // An edit inside another (one process, two at once) lets nothing go when it ends.
      sut.keeping {}
      #expect(sut.take("/cache/left.jpg", digest: digest) == bytes)
      sut.keep("/cache/left.jpg", digest: digest, bytes: bytes)
    }
    #expect(sut.take("/cache/left.jpg", digest: digest) == nil, "kept after the edit")
  }
}
