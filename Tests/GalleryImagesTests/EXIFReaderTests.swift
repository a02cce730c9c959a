import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryImages

@Suite struct EXIFReaderTests {
  /// A camera's full set of the tags the gallery uses.
  private func camera(bigEndian: Bool = false) -> EXIFBuilder {
    EXIFBuilder(
      bigEndian: bigEndian,
      ifd0: [
        (0x010F, .ascii("NIKON CORPORATION")), (0x0110, .ascii("NIKON Z 6")), (0x0112, .short(8)),
        (0x0132, .ascii("2023:12:31 23:59:59")),
      ],
      exif: [
        (0x829A, .rational(1, 250)), (0x829D, .rational(28, 10)), (0x8827, .short(400)),
        (0x9003, .ascii("2023:12:30 08:15:00")), (0x9011, .ascii("-05:00")), (0x920A, .rational(43, 10)),
        (0xA405, .short(24)), (0xA434, .ascii("NIKKOR Z 24-70mm f/4 S")),
      ])
  }

  private let expected = PhotoEXIF(
    dateTaken: EXIFDateTime(year: 2023, month: 12, day: 30, hour: 8, minute: 15, second: 0),
    offsetTaken: "-05:00", make: "NIKON CORPORATION", model: "NIKON Z 6", lens: "NIKKOR Z 24-70mm f/4 S",
    focalLength: EXIFRational(numerator: 43, denominator: 10), focalLength35mm: 24,
    fNumber: EXIFRational(numerator: 28, denominator: 10),
    exposureTime: EXIFRational(numerator: 1, denominator: 250), iso: 400, orientation: 8)

  private let fileDate = EXIFDateTime(year: 2023, month: 12, day: 31, hour: 23, minute: 59, second: 59)

  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/images").path

  // MARK: Containers and byte orders

  @Test(arguments: [false, true])
  func readsEveryContainerInBothByteOrders(bigEndian: Bool) {
    let tiff = camera(bigEndian: bigEndian).tiff()
    #expect(EXIFReader.read(EXIFWrap.jpeg(tiff)) == expected)
    #expect(EXIFReader.read(EXIFWrap.png(tiff)) == expected)
    #expect(EXIFReader.read(EXIFWrap.png(tiff, exifAfterImageData: true)) == expected)
    #expect(EXIFReader.read(EXIFWrap.webP(tiff)) == expected)
    #expect(EXIFReader.read(EXIFWrap.webP(tiff, exifPrefix: true)) == expected)
    #expect(EXIFReader.read(tiff) == expected)
  }

  @Test func readsPhotosMadeByAnOutsideWriter() {
    let pillow = PhotoEXIF(
      dateTaken: EXIFDateTime(year: 2024, month: 5, day: 1, hour: 14, minute: 32, second: 10),
      offsetTaken: "+02:00", make: "Canon", model: "Canon EOS R5", lens: "RF35mm F1.8 MACRO IS STM",
      focalLength: EXIFRational(numerator: 35, denominator: 1), focalLength35mm: 52,
      fNumber: EXIFRational(numerator: 28, denominator: 10),
      exposureTime: EXIFRational(numerator: 1, denominator: 250), iso: 200, orientation: 6)
    for name in ["exif-pillow-le.jpg", "exif-pillow-be.jpg", "exif-pillow.png", "exif-pillow.webp"] {
      let path = Self.fixtures + "/" + name
      // Pillow stores rationals in lowest terms (2.8 as 14/5), so those are compared by value.
      let exif = EXIFReader.read(fileAt: path)
      #expect(exif.map { $0.withRationalsInLowestTerms() } == pillow.withRationalsInLowestTerms(), "\(name)")
      #expect(
        exif != nil && exif == FileSystem.readFile(path).flatMap(EXIFReader.read), "\(name) from memory")
    }
  }

  @Test func imagesWithoutEXIFGiveNil() {
    #expect(EXIFReader.read([0xFF, 0xD8] + EXIFWrap.jfif + [0xFF, 0xDA, 0, 2, 0xFF, 0xD9]) == nil)
    #expect(EXIFReader.read(Array("GIF89a".utf8) + [UInt8](repeating: 0, count: 20)) == nil)
    #expect(EXIFReader.read(Array("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8)) == nil)
    #expect(EXIFReader.read(Array("not an image".utf8)) == nil)
    #expect(EXIFReader.read([]) == nil)
    // An EXIF block holding none of the tags the gallery reads.
    #expect(EXIFReader.read(EXIFWrap.jpeg(EXIFBuilder(ifd0: [(0x0131, .ascii("Editor"))]).tiff())) == nil)
    #expect(EXIFReader.read(fileAt: "/nonexistent/photo.jpg") == nil)
  }

  /// The EXIF segment beyond the first 128 KB of a file, and one that straddles that boundary, are
  /// still found: the file reader follows segment lengths instead of stopping at its first read.
  @Test func readsEXIFBeyondTheFirstPartOfAFile() throws {
    let folder = try TemporaryFolder()
    let filler = EXIFWrap.segment(0xE2, [UInt8](repeating: 0x55, count: 65_000))
    for fillers in [1, 2, 3] {
      let path = folder.path + "/photo\(fillers).jpg"
      let bytes =
        EXIFWrap.jpeg(camera().tiff(), before: [EXIFWrap.jfif] + Array(repeating: filler, count: fillers))
        + [UInt8](repeating: 0, count: 300_000)
      try FileSystem.writeFile(path, bytes)
      #expect(EXIFReader.read(fileAt: path) == expected, "\(fillers) filler segments")
    }
  }

  // MARK: Choosing and cleaning values

  @Test func dateTakenFallsBackToDigitizedThenToTheFileDateWithTheMatchingOffset() {
    let original = (UInt16(0x9003), EXIFBuilder.Value.ascii("2020:01:01 10:00:00"))
    let digitized = (UInt16(0x9004), EXIFBuilder.Value.ascii("2020:01:02 11:00:00"))
    let offsets: [(UInt16, EXIFBuilder.Value)] = [
      (0x9010, .ascii("+01:00")), (0x9011, .ascii("+02:00")), (0x9012, .ascii("+03:00")),
    ]
    let modified = (UInt16(0x0132), EXIFBuilder.Value.ascii("2020:01:03 12:00:00"))
    func read(_ exif: [(UInt16, EXIFBuilder.Value)]) -> PhotoEXIF? {
      EXIFReader.read(EXIFBuilder(ifd0: [modified], exif: exif + offsets).tiff())
    }
    #expect(read([original, digitized])?.dateTaken?.sortKey == "2020-01-01T10:00:00")
    #expect(read([original, digitized])?.offsetTaken == "+02:00")
    #expect(read([digitized])?.dateTaken?.sortKey == "2020-01-02T11:00:00")
    #expect(read([digitized])?.offsetTaken == "+03:00")
    #expect(read([])?.dateTaken?.sortKey == "2020-01-03T12:00:00")
    #expect(read([])?.offsetTaken == "+01:00")
    // The "unknown" placeholder is skipped for the next date.
    #expect(read([(0x9003, .ascii("0000:00:00 00:00:00")), digitized])?.dateTaken?.day == 2)
  }

  @Test func offsetsMustBeWellFormed() {
    func offset(_ text: String) -> String? {
      EXIFReader.read(
        EXIFBuilder(exif: [(0x9003, .ascii("2020:01:01 10:00:00")), (0x9011, .ascii(text))]).tiff()
      )?.offsetTaken
    }
    #expect(offset("+05:30") == "+05:30")
    #expect(offset("-00:00") == "-00:00")
    #expect(offset("+02:00  ") == "+02:00")  // padding is trimmed like any text
    for bad in ["   :  ", "+2:00", "02:00", "+02:60", "+24:00", "+02:00:00", "Z"] {
      #expect(offset(bad) == nil, "\(bad)")
    }
  }

  @Test func textIsTrimmedAndBlankTextIsNil() {
    let exif = EXIFReader.read(
      EXIFBuilder(
        ifd0: [
          (0x010F, .raw(type: 2, count: 12, field: [0, 0, 0, 0])), (0x0110, .ascii("  EOS\tR5  ")),
        ],
        exif: [(0xA434, .ascii("    "))]
      ).tiff().patched(make: Array("Canon\0\0junk".utf8) + [0]))
    #expect(exif?.make == "Canon")
    #expect(exif?.model == "EOS R5")
    #expect(exif?.lens == nil)
  }

  @Test func latin1TextIsDecodedAndControlCharactersCannotReachAPage() {
    let bytes: [UInt8] = [0x4C, 0xE9, 0x69, 0x63, 0x61, 0x01, 0x58]  // "Léica\u{1}X" in Latin-1
    let exif = EXIFReader.read(
      EXIFBuilder(ifd0: [(0x010F, .raw(type: 2, count: 12, field: [0, 0, 0, 0]))]).tiff().patched(
        make: bytes + [0]))
    #expect(exif?.make == "L\u{E9}ica X")
  }

  // MARK: Place (GPSInfo)

  private func gps(
    _ lat: [(UInt32, UInt32)], _ latRef: String, _ lon: [(UInt32, UInt32)], _ lonRef: String,
    bigEndian: Bool = false
  ) -> GeoPoint? {
    EXIFReader.read(
      EXIFWrap.jpeg(
        EXIFBuilder(
          bigEndian: bigEndian, ifd0: [(0x010F, .ascii("Pixel"))],
          gps: [(1, .ascii(latRef)), (2, .rationals(lat)), (3, .ascii(lonRef)), (4, .rationals(lon))]
        ).tiff()))?.place
  }

  @Test(arguments: [false, true])
  func aPlaceIsReadAsSignedDegrees(bigEndian: Bool) throws {
    let place = try #require(
      gps([(48, 1), (51, 1), (2904, 100)], "N", [(2, 1), (17, 1), (4032, 100)], "E", bigEndian: bigEndian))
    #expect(abs(place.latitude - 48.858067) < 1e-6 && abs(place.longitude - 2.294533) < 1e-6)
    let south = try #require(gps([(33, 1), (51, 1), (0, 1)], "S", [(151, 1), (12, 1), (0, 1)], "W"))
    #expect(abs(south.latitude + 33.85) < 1e-9 && abs(south.longitude + 151.2) < 1e-9)
    // A place alone is EXIF enough to be read, yet nothing a person is shown.
    #expect(
      EXIFReader.read(
        EXIFWrap.jpeg(
          EXIFBuilder(gps: [
            (1, .ascii("N")), (2, .rationals([(1, 1), (0, 1), (0, 1)])), (3, .ascii("E")),
            (4, .rationals([(1, 1), (0, 1), (0, 1)])),
          ]).tiff()))?.isEmpty == true)
  }

  @Test func placesOutOfRangeOrDamagedAreNone() {
    let fine: [(UInt32, UInt32)] = [(10, 1), (0, 1), (0, 1)]
    #expect(gps([(91, 1), (0, 1), (0, 1)], "N", fine, "E") == nil, "latitude above 90")
    #expect(gps(fine, "N", [(180, 1), (0, 1), (1, 1)], "E") == nil, "longitude above 180")
    #expect(gps([(0, 0), (0, 0), (0, 0)], "N", fine, "E") == nil, "0/0: unknown")
    #expect(gps([(10, 1), (60, 1), (0, 1)], "N", fine, "E") == nil, "60 minutes")
    #expect(gps(fine, "X", fine, "E") == nil, "no such reference")
    #expect(gps(fine, "N", fine, "") == nil, "no reference")
    #expect(gps([(10, 1), (0, 1)], "N", fine, "E") == nil, "two parts")
    // A GPS pointer that leads back to IFD0 ends the walk instead of reading IFD0 as GPSInfo.
    let looped = EXIFBuilder(ifd0: [(0x010F, .ascii("Pixel")), (0x8825, .long(8))]).tiff()
    #expect(EXIFReader.read(EXIFWrap.jpeg(looped))?.place == nil)
  }

  @Test func orientationOutsideOneToEightIsDropped() {
    for (value, expected) in [(1, 1), (6, 6), (8, 8), (0, nil), (9, nil)] as [(UInt16, Int?)] {
      let exif = EXIFReader.read(
        EXIFBuilder(ifd0: [(0x0112, .short(value)), (0x010F, .ascii("X"))]).tiff())
      #expect(exif?.orientation == expected, "\(value)")
    }
  }

  @Test func isoAboveTheShortRangeComesFromTheRecommendedExposureIndex() {
    let exif = EXIFReader.read(
      EXIFBuilder(exif: [(0x8827, .short(65535)), (0x8832, .long(102_400))]).tiff())
    #expect(exif?.iso == 102_400)
  }

  @Test func tagsWrittenIntoTheWrongDirectoryAreStillFound() {
    let exif = EXIFReader.read(
      EXIFBuilder(ifd0: [(0x9003, .ascii("2021:06:07 08:09:10")), (0x8827, .short(100))]).tiff())
    #expect(exif?.dateTaken?.sortKey == "2021-06-07T08:09:10")
    #expect(exif?.iso == 100)
  }

  @Test func datesParseOnlyWhenEveryFieldIsInRange() {
    #expect(EXIFDateTime(exif: "2024:05:01 14:32:10")?.sortKey == "2024-05-01T14:32:10")
    #expect(EXIFDateTime(exif: "2024-05-01T14:32:10")?.sortKey == "2024-05-01T14:32:10")
    #expect(EXIFDateTime(exif: "2024:05:01 14:32")?.sortKey == "2024-05-01T14:32:00")
    for bad in [
      "0000:00:00 00:00:00", "2024:13:01 10:00:00", "2024:05:32 10:00:00", "2024:05:01 24:00:00",
      "2024:05:01 10:60:00", "2024:05-01 10:00:00", "2024:05:01 10:00:0x", "    :  :     :  :  ", "",
      "2024:05:01 10:00:00 ",
    ] {
      #expect(EXIFDateTime(exif: bad) == nil, "\(bad)")
    }
  }

  @Test func datesSortByTheirFieldsAndTheirSortKeysAlike() {
    let dates = [
      EXIFDateTime(year: 2024, month: 5, day: 1, hour: 14, minute: 32, second: 10),
      EXIFDateTime(year: 999, month: 12, day: 31, hour: 23, minute: 59, second: 59),
      EXIFDateTime(year: 2024, month: 5, day: 1, hour: 9, minute: 32, second: 10),
      EXIFDateTime(year: 2024, month: 10, day: 1, hour: 0, minute: 0, second: 0),
      EXIFDateTime(year: 2023, month: 12, day: 31, hour: 23, minute: 59, second: 59),
    ]
    let keys = [
      "0999-12-31T23:59:59", "2023-12-31T23:59:59", "2024-05-01T09:32:10", "2024-05-01T14:32:10",
      "2024-10-01T00:00:00",
    ]
    #expect(dates.sorted().map(\.sortKey) == keys)
    #expect(dates.map(\.sortKey).sorted() == keys)
  }

  @Test func orientationAloneIsEmpty() {
    #expect(PhotoEXIF().isEmpty)
    #expect(PhotoEXIF(orientation: 6).isEmpty)
    #expect(PhotoEXIF(offsetTaken: "+02:00", iso: 0).isEmpty)
    #expect(PhotoEXIF(fNumber: EXIFRational(numerator: 0, denominator: 0)).isEmpty)
    #expect(!PhotoEXIF(iso: 100).isEmpty)
    #expect(!PhotoEXIF(lens: "50mm").isEmpty)
    #expect(!PhotoEXIF(focalLength35mm: 28).isEmpty)
    #expect(!expected.isEmpty)
  }

  // MARK: Damaged and hostile input

  @Test func everyTruncationOfEveryContainerIsSafe() {
    for bigEndian in [false, true] {
      let tiff = camera(bigEndian: bigEndian).tiff()
      for whole in [EXIFWrap.jpeg(tiff), EXIFWrap.png(tiff), EXIFWrap.webP(tiff), tiff] {
        guard let block = whole.firstRange(of: tiff) else {
          Issue.record("the container does not hold the block")
          continue
        }
        for length in 0...whole.count {
          let exif = EXIFReader.read(Array(whole.prefix(length)))
          if length >= block.upperBound {
            // Once the whole EXIF block is there, the rest of the file does not matter.
            #expect(exif == expected, "\(length) bytes")
          } else if var exif {
            // A cut block gives fewer values, never wrong ones; with DateTimeOriginal cut off, the date
            // falls back to IFD0's DateTime, as it would in a file without it.
            if exif.dateTaken == fileDate && exif.offsetTaken == nil { exif.dateTaken = nil }
            #expect(exif.isSubset(of: expected), "\(length) bytes")
          }
        }
      }
    }
  }

  @Test func offsetsPastTheEndAreIgnored() {
    var builder = camera()
    builder.ifd0[0] = (0x010F, .raw(type: 2, count: 20, field: builder.u32(0xFFFF_FF00)))
    builder.exif[0] = (0x829A, .raw(type: 5, count: 1, field: builder.u32(0x7FFF_FFFF)))
    let exif = EXIFReader.read(builder.tiff())
    #expect(exif?.make == nil)
    #expect(exif?.exposureTime == nil)
    #expect(exif?.model == "NIKON Z 6")
    #expect(exif?.iso == 400)

    var lost = camera()
    lost.exifPointer = 0xFFFF_FFF0
    #expect(EXIFReader.read(lost.tiff())?.model == "NIKON Z 6")
    #expect(EXIFReader.read(lost.tiff())?.iso == nil)
  }

  @Test func directoriesPointingBackDoNotLoop() {
    var cycle = camera()
    cycle.exif = []
    cycle.exifPointer = 8  // IFD0 itself
    #expect(EXIFReader.read(cycle.tiff())?.model == "NIKON Z 6")

    // IFD0 whose "next directory" field also points back to itself, as a TIFF file.
    var tiff = camera().tiff()
    let next = 8 + 2 + 12 * 5
    tiff.replaceSubrange(next..<next + 4, with: [8, 0, 0, 0])
    #expect(EXIFReader.read(tiff) == expected)
  }

  @Test func hugeCountsAreCapped() throws {
    var builder = camera()
    let padding = builder.tiff().count
    builder.ifd0[1] = (0x0110, .raw(type: 2, count: 0xFFFF_FFFF, field: builder.u32(UInt32(padding))))
    builder.exif[1] = (0x829D, .raw(type: 5, count: 0xFFFF_FFFF, field: builder.u32(UInt32(padding))))
    let tiff = builder.tiff() + [UInt8](repeating: 0x41, count: 1000)
    let exif = try #require(EXIFReader.read(tiff))
    #expect(exif.model == String(repeating: "A", count: 256))
    // Only the first value is read; the rest is never asked for.
    #expect(exif.fNumber == EXIFRational(numerator: 0x4141_4141, denominator: 0x4141_4141))
    #expect(exif.iso == 400)

    // IFD0 claiming 65,535 entries in a block that holds five.
    var claiming = camera().tiff()
    claiming.replaceSubrange(8..<10, with: [0xFF, 0xFF])
    #expect(EXIFReader.read(claiming)?.make == "NIKON CORPORATION")
  }

  @Test func containerLengthsThatLieAreSafe() {
    let tiff = camera().tiff()
    var jpeg = EXIFWrap.jpeg(tiff)
    // APP1 claiming 64 KB in a file of a few hundred bytes: what is there is read.
    jpeg.replaceSubrange(22..<24, with: [0xFF, 0xFF])
    #expect(EXIFReader.read(jpeg) == expected)
    // A segment length below two would not move the walk forward.
    #expect(EXIFReader.read([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01] + EXIFWrap.jpeg(tiff).dropFirst(2)) == nil)
    // Endless fill bytes, and markers without length, end at the end of the data.
    #expect(EXIFReader.read([0xFF, 0xD8] + [UInt8](repeating: 0xFF, count: 5000)) == nil)
    #expect(EXIFReader.read([0xFF, 0xD8] + Array(repeating: [0xFF, 0xD0], count: 20_000).joined()) == nil)

    var png = EXIFWrap.png(tiff)
    png.replaceSubrange(8..<12, with: [0xFF, 0xFF, 0xFF, 0xFF])  // IHDR claims 4 GB
    #expect(EXIFReader.read(png) == nil)
    var webP = EXIFWrap.webP(tiff)
    webP.replaceSubrange(16..<20, with: [0xFF, 0xFF, 0xFF, 0xFF])
    #expect(EXIFReader.read(webP) == nil)
    // Many empty chunks stop at the step cap instead of running on.
    let empties = Array(repeating: EXIFWrap.chunk("tEXt", []), count: 12_000).joined()
    #expect(
      EXIFReader.read(Array(EXIFWrap.png(tiff).prefix(33)) + empties + EXIFWrap.chunk("eXIf", tiff)) == nil)
  }

  /// Thousands of randomly damaged copies (a fixed seed, so a failure repeats) must each end quietly.
  @Test func randomDamageNeverCrashes() {
    var random = SeededRandom(seed: 0x5EED)
    let wholes = [false, true].flatMap { bigEndian -> [[UInt8]] in
      let tiff = camera(bigEndian: bigEndian).tiff()
      return [EXIFWrap.jpeg(tiff), EXIFWrap.png(tiff), EXIFWrap.webP(tiff), tiff]
    }
    var read = 0
    for round in 0..<4000 {
      var bytes = wholes[round % wholes.count]
      for _ in 0..<(1 + Int(random.next() % 8)) {
        let position = Int(random.next() % UInt64(bytes.count))
        bytes[position] = UInt8(truncatingIfNeeded: random.next())
      }
      if EXIFReader.read(bytes) != nil { read += 1 }
    }
    // Most damage misses the few bytes that matter: the reader keeps what it can.
    #expect(read > 1000)
  }
}

/// A small deterministic generator (SplitMix64) for repeatable damage.
struct SeededRandom {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension PhotoEXIF {
  fileprivate func withRationalsInLowestTerms() -> PhotoEXIF {
    func reduced(_ rational: EXIFRational?) -> EXIFRational? {
      guard let rational else { return nil }
      var (a, b) = (rational.numerator, rational.denominator)
      while b != 0 { (a, b) = (b, a % b) }
      guard a > 1 else { return rational }
      return EXIFRational(numerator: rational.numerator / a, denominator: rational.denominator / a)
    }
    var copy = self
    copy.focalLength = reduced(focalLength)
    copy.fNumber = reduced(fNumber)
    copy.exposureTime = reduced(exposureTime)
    return copy
  }

  /// Every value here is also in `other`.
  fileprivate func isSubset(of other: PhotoEXIF) -> Bool {
    func within<T: Equatable>(_ mine: T?, _ theirs: T?) -> Bool { mine == nil || mine == theirs }
    return within(dateTaken, other.dateTaken) && within(offsetTaken, other.offsetTaken)
      && within(make, other.make) && within(model, other.model) && within(lens, other.lens)
      && within(focalLength, other.focalLength) && within(focalLength35mm, other.focalLength35mm)
      && within(fNumber, other.fNumber) && within(exposureTime, other.exposureTime)
      && within(iso, other.iso) && within(orientation, other.orientation)
  }
}

extension [UInt8] {
  /// A builder block whose Make entry (written as a 12-byte placeholder) gets the given raw bytes.
  fileprivate func patched(make bytes: [UInt8]) -> [UInt8] {
    var result = self
    result.append(contentsOf: bytes)
    // Find the Make entry (tag 0x010F, little-endian) and point it at the appended bytes.
    for index in stride(from: 10, to: 10 + 12 * 8, by: 12) where index + 12 <= count {
      if result[index] == 0x0F && result[index + 1] == 0x01 {
        let offset = UInt32(count)
        result.replaceSubrange(
          index + 4..<index + 12, with: EXIFWrap.le32(UInt32(bytes.count)) + EXIFWrap.le32(offset))
        break
      }
    }
    return result
  }
}
