import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryWorkers

/// The photos by the date they were taken: years and months newest first, photos in the order taken,
/// ties by id, and the photos without a usable date counted apart.
@Suite struct DateCatalogTests {
  private func images(_ date: (Int, Int, Int)?, second: Int = 0) -> PhotoImages {
    PhotoImages(
      variants: [.init(sitePath: "images/x.jpg", width: 4, height: 3)],
      exif: date.map {
        PhotoEXIF(
          dateTaken: EXIFDateTime(year: $0.0, month: $0.1, day: $0.2, hour: 12, minute: 0, second: second))
      })
  }

  private func catalog() -> DateCatalog {
    let photos = ["a", "b", "c", "d", "e", "f", "g", "h"].map { Photo(id: $0, image: .file("\($0).jpg")) }
    let gallery = Gallery(
      title: "T", pageSize: 2, photos: Array(photos[..<4]),
      albums: [Album(id: "x", title: "X", photos: Array(photos[4...]))])
    let images: [String: PhotoImages] = [
      "a": images((2023, 6, 2)), "b": images((2024, 1, 5)), "c": images((2023, 6, 1)),
      "d": images((2023, 6, 2)), "e": images((2023, 2, 28)), "f": images(nil),
      "g": images((0, 5, 1)), "h": images((2023, 13, 1)),
    ]
    return DateCatalog(tree: AlbumTree(gallery), images: images)
  }

  @Test func yearsAndMonthsNewestFirstPhotosInTheOrderTaken() {
    let sut = catalog()
    #expect(sut.years.map(\.year) == [2024, 2023])
    #expect(sut.year(2023)?.months.map(\.month) == [6, 2])
    #expect(
      sut.month(6, of: 2023)?.photoIDs == ["c", "a", "d"], "the same second: by id, not the gallery's order")
    #expect(sut.year(2023)?.photoIDs == ["e", "c", "a", "d"])
    #expect(sut.gridPageCount(3) == 2)
  }

  @Test func photosWithoutAUsableDateAreCountedApart() {
    let sut = catalog()
    #expect(sut.undatedCount == 3, "no EXIF date, year 0, month 13")
    #expect(sut.month(13, of: 2023) == nil)
    #expect(sut.year(0) == nil)
  }

  @Test func aGalleryWithoutDatesHasAnEmptyCatalogue() {
    let sut = DateCatalog(
      tree: AlbumTree(Gallery(title: "T", photos: [Photo(id: "a", image: .file("a.jpg"))])), images: [:])
    #expect(sut.isEmpty)
    #expect(sut.undatedCount == 1)
  }
}
