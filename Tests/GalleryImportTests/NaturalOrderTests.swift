import Testing

@testable import GalleryImport

@Suite struct NaturalOrderTests {
  @Test func digitRunsCompareByValue() {
    let names = ["IMG_10.jpg", "IMG_2.jpg", "IMG_1.jpg", "IMG_100.jpg", "IMG_20.jpg"]
    #expect(
      names.sorted(by: NaturalOrder.areInIncreasingOrder)
        == ["IMG_1.jpg", "IMG_2.jpg", "IMG_10.jpg", "IMG_20.jpg", "IMG_100.jpg"])
  }

  @Test func caseIsIgnoredThenBytesBreakTies() {
    #expect(NaturalOrder.areInIncreasingOrder("b.jpg", "C.jpg"))
    #expect(NaturalOrder.areInIncreasingOrder("A.jpg", "a.jpg"), "equal ignoring case: byte order decides")
    #expect(!NaturalOrder.areInIncreasingOrder("a.jpg", "A.jpg"))
    #expect(NaturalOrder.areInIncreasingOrder("IMG_002.jpg", "IMG_2.jpg"), "equal values: byte order decides")
  }

  @Test func onlyIdenticalBytesCompareEqual() {
    #expect(NaturalOrder.compare("x.jpg", "x.jpg") == 0)
    // A composed and a decomposed "é" are two different files.
    #expect(NaturalOrder.compare("caf\u{E9}.jpg", "cafe\u{301}.jpg") != 0)
  }

  @Test func numbersLongerThanAnIntegerStillCompare() {
    #expect(NaturalOrder.areInIncreasingOrder("9.jpg", "123456789012345678901234567890.jpg"))
  }

  @Test func pathsCompareFolderByFolder() {
    let paths = ["b.jpg", "a/z.jpg", "a-b.jpg", "a/10.jpg", "a/9.jpg"]
    #expect(
      paths.sorted(by: NaturalOrder.areInIncreasingOrder) == [
        "a/9.jpg", "a/10.jpg", "a/z.jpg", "a-b.jpg", "b.jpg",
      ])
  }
}
