import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryImages
@testable import GalleryImport

/// `gallery init` orders real files by the date their EXIF says they were taken.
@Suite struct InitEXIFOrderTests {
  /// A real JPEG with an EXIF block holding `DateTimeOriginal` (or none).
  private func photo(taken: String?) throws -> [UInt8] {
    let jpeg = try LibVips.testPicture(width: 32, height: 24)
    guard let taken else { return jpeg }
    let tiff = EXIFBuilder(ifd0: [(0x010F, .ascii("Canon"))], exif: [(0x9003, .ascii(taken))]).tiff()
    // The EXIF segment goes right after the start-of-image marker, where cameras put it.
    return [0xFF, 0xD8] + EXIFWrap.segment(0xE1, Array("Exif".utf8) + [0, 0] + tiff) + jpeg.dropFirst(2)
  }

  @Test("by date taken, then by natural file name, undated last")
  func ordersByDateThenName() throws {
    let folder = try TemporaryFolder()
    let files: [(String, String?)] = [
      ("IMG_10.jpg", "2024:05:02 09:00:00"),
      ("IMG_2.jpg", "2024:05:02 09:00:00"),
      ("IMG_1.jpg", "2024:06:01 12:00:00"),
      ("a-late-scan.jpg", nil),
      ("IMG_9.jpg", "2023:12:31 23:59:59"),
      ("b-undated.jpg", nil),
    ]
    for (name, taken) in files {
      try FileSystem.writeFile(folder.path + "/" + name, try photo(taken: taken))
    }
    #expect(PhotoFactsReader().dateTaken(ofFileAt: folder.path + "/IMG_9.jpg") == "2023-12-31T23:59:59")
    let gallery = FolderGallery.makeGallery(
      title: "T", images: files.map(\.0), in: folder.path, dating: PhotoFactsReader())
    #expect(
      gallery.photos.map(\.image.manifestValue) == [
        "IMG_9.jpg", "IMG_2.jpg", "IMG_10.jpg", "IMG_1.jpg", "a-late-scan.jpg", "b-undated.jpg",
      ])
  }
}
