import GalleryTestSupport
import Testing

@testable import GalleryImport

@Suite struct FolderPhotosTests {
  @Test func photosGoByDateTakenThenByNameWithUndatedOnesLast() {
    // Given
    let dating = FolderFixtures.FixedDating(dates: [
      "IMG_10.jpg": "2023-05-01T10:00:00",
      "IMG_9.jpg": "2023-05-01T10:00:00",
      "late.jpg": "2024-01-01T00:00:00",
      "early.jpg": "2019-12-31T23:59:59",
    ])
    let paths = [
      "undated_b.jpg", "late.jpg", "IMG_10.jpg", "undated_A2.jpg", "early.jpg", "IMG_9.jpg",
      "undated_a10.jpg",
    ]
    // When
    let ordered = FolderPhotos.ordered(paths, in: "/g", dating: dating)
    // Then
    #expect(
      ordered == [
        "early.jpg", "IMG_9.jpg", "IMG_10.jpg", "late.jpg", "undated_A2.jpg", "undated_a10.jpg",
        "undated_b.jpg",
      ])
  }

  @Test func theDaterIsAskedWithTheFullPath() {
    struct Recording: PhotoFactsReading {
      func dateTaken(ofFileAt path: String) -> String? {
        path == "/g/sub/a.jpg" ? "2000-01-01T00:00:00" : nil
      }
    }
    #expect(
      FolderPhotos.ordered(["b.jpg", "sub/a.jpg"], in: "/g", dating: Recording()) == ["sub/a.jpg", "b.jpg"])
  }

  @Test func idsFollowNamesNotDatesSoANewDateRenamesNothing() {
    // Given two files with the same base id, the later name dated first
    let dating = FolderFixtures.FixedDating(dates: ["b.jpg": "2001-01-01T00:00:00"])
    // When
    let photos = FolderPhotos.photos(
      forImages: ["b.jpg", "a/b.png"], in: "/g", taken: [], dating: dating)
    // Then
    #expect(photos.map(\.image) == [.file("b.jpg"), .file("a/b.png")])
    #expect(photos.map(\.id) == ["b-2", "b"], "a/b.png comes first by name, so it keeps the plain id")
    #expect(photos.map(\.title) == ["B", "B"])
  }
}
