import Testing

@testable import GalleryImages
@testable import GalleryScenes

@Suite struct EXIFTextTests {
  private func rational(_ numerator: UInt32, _ denominator: UInt32) -> EXIFRational {
    EXIFRational(numerator: numerator, denominator: denominator)
  }

  private func value(_ label: String, _ exif: PhotoEXIF) -> String? {
    EXIFText.rows(exif, words: .english).first { $0.label == label }?.value
  }

  @Test func everyRowInOrder() {
    let exif = PhotoEXIF(
      dateTaken: EXIFDateTime(year: 2024, month: 5, day: 1, hour: 14, minute: 32, second: 10),
      offsetTaken: "+02:00", make: "Canon", model: "Canon EOS R5", lens: "RF35mm F1.8 MACRO IS STM",
      focalLength: rational(35, 1), focalLength35mm: 52, fNumber: rational(28, 10),
      exposureTime: rational(1, 250), iso: 200, orientation: 6)
    #expect(
      EXIFText.rows(exif, words: .english) == [
        .init(label: "Taken", value: "1 May 2024, 14:32 UTC+02:00", datetime: "2024-05-01T14:32:10+02:00"),
        .init(label: "Camera", value: "Canon EOS R5"),
        .init(label: "Lens", value: "RF35mm F1.8 MACRO IS STM"),
        .init(label: "Focal length", value: "35 mm (52 mm in 35 mm terms)"),
        .init(label: "Aperture", value: "f/2.8"),
        .init(label: "Shutter speed", value: "1/250 s"),
        .init(label: "ISO", value: "200"),
      ])
  }

  @Test func nothingToShowGivesNoRows() {
    #expect(EXIFText.rows(PhotoEXIF(), words: .english).isEmpty)
    #expect(EXIFText.rows(PhotoEXIF(orientation: 6), words: .english).isEmpty)
    // Zero and 0/0 are cameras saying "unknown"; an offset means nothing without its date.
    let unknown = PhotoEXIF(
      offsetTaken: "+02:00", focalLength: rational(0, 1), focalLength35mm: 0, fNumber: rational(0, 0),
      exposureTime: rational(1, 0), iso: 0)
    #expect(EXIFText.rows(unknown, words: .english).isEmpty)
    #expect(unknown.isEmpty)
  }

  @Test func onlyPresentRowsKeepTheirOrder() {
    let exif = PhotoEXIF(model: "X100V", fNumber: rational(8, 1), iso: 160)
    #expect(EXIFText.rows(exif, words: .english).map(\.label) == ["Camera", "Aperture", "ISO"])
  }

  @Test func takenIsTheRecordedClockTimeWithItsOffsetWhenKnown() {
    let date = EXIFDateTime(year: 987, month: 1, day: 2, hour: 3, minute: 4, second: 59)
    #expect(value("Taken", PhotoEXIF(dateTaken: date)) == "2 January 987, 03:04")
    #expect(
      value("Taken", PhotoEXIF(dateTaken: date, offsetTaken: "-05:30")) == "2 January 987, 03:04 UTC-05:30")
  }

  @Test func takenReadsAsPeopleWriteDatesInEveryMonthWithTheMachineDateBeside() {
    // Given: the 20th of each month at 19:12
    let months = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
      "November", "December",
    ]
    for month in 1...12 {
      let date = EXIFDateTime(year: 2008, month: month, day: 20, hour: 19, minute: 12, second: 0)
      // When
      let row = EXIFText.rows(PhotoEXIF(dateTaken: date), words: .english).first
      // Then: English month names whatever the machine's locale, and an ISO 8601 date for <time>
      #expect(row?.value == "20 \(months[month - 1]) 2008, 19:12")
      #expect(row?.datetime == "2008-\(month < 10 ? "0" : "")\(month)-20T19:12:00")
    }
    let april = EXIFDateTime(year: 2008, month: 4, day: 20, hour: 19, minute: 12, second: 0)
    #expect(value("Taken", PhotoEXIF(dateTaken: april)) == "20 April 2008, 19:12")
    let early = EXIFDateTime(year: 2024, month: 5, day: 1, hour: 7, minute: 5, second: 60)
    let row = EXIFText.rows(PhotoEXIF(dateTaken: early, offsetTaken: "+09:00"), words: .english).first
    #expect(
      row?.value == "1 May 2024, 07:05 UTC+09:00", "no leading zero on the day, hours always two digits")
    #expect(row?.datetime == "2024-05-01T07:05:59+09:00", "a leap second is no HTML time: 59")
  }

  @Test func onlyTheDateRowHasAMachineDate() {
    let exif = PhotoEXIF(
      dateTaken: EXIFDateTime(year: 2024, month: 5, day: 1, hour: 14, minute: 32, second: 10),
      model: "X100V", iso: 160)
    #expect(EXIFText.rows(exif, words: .english).map(\.datetime) == ["2024-05-01T14:32:10", nil, nil])
  }

  @Test func cameraNamesTheMakerOnce() {
    func camera(_ make: String?, _ model: String?) -> String? {
      value("Camera", PhotoEXIF(make: make, model: model))
    }
    #expect(camera("Canon", "Canon EOS R5") == "Canon EOS R5")
    #expect(camera("CANON", "Canon EOS R5") == "Canon EOS R5")
    #expect(camera("NIKON CORPORATION", "NIKON Z 6") == "NIKON Z 6")
    #expect(camera("SONY", "ILCE-7M3") == "SONY ILCE-7M3")
    #expect(camera("Apple", "iPhone 15 Pro") == "Apple iPhone 15 Pro")
    #expect(camera("FUJIFILM", nil) == "FUJIFILM")
    #expect(camera(nil, "X100V") == "X100V")
  }

  @Test func focalLengthHasADecimalOnlyWhenNotWholeAndTheEquivalentOnlyWhenItDiffers() {
    func focal(_ length: EXIFRational?, _ in35mm: Int? = nil) -> String? {
      value("Focal length", PhotoEXIF(focalLength: length, focalLength35mm: in35mm))
    }
    #expect(focal(rational(35, 1)) == "35 mm")
    #expect(focal(rational(350, 10)) == "35 mm")
    #expect(focal(rational(43, 10)) == "4.3 mm")
    #expect(focal(rational(4250, 1000)) == "4.3 mm")  // halves round up
    #expect(focal(rational(43, 10), 24) == "4.3 mm (24 mm in 35 mm terms)")
    #expect(focal(rational(50, 1), 50) == "50 mm")
    #expect(focal(rational(0, 1), 28) == "28 mm in 35 mm terms")
    #expect(focal(rational(0, 0)) == nil)
    #expect(focal(nil, 0) == nil)
  }

  @Test func apertureIsWholeOrOneDecimal() {
    func aperture(_ fNumber: EXIFRational) -> String? { value("Aperture", PhotoEXIF(fNumber: fNumber)) }
    #expect(aperture(rational(28, 10)) == "f/2.8")
    #expect(aperture(rational(14, 5)) == "f/2.8")
    #expect(aperture(rational(8, 1)) == "f/8")
    #expect(aperture(rational(1600, 100)) == "f/16")
    #expect(aperture(rational(0, 1)) == nil)
    #expect(aperture(rational(28, 0)) == nil)
  }

  @Test func shutterSpeedIsSecondsOrAFractionOfOne() {
    func shutter(_ time: EXIFRational) -> String? { value("Shutter speed", PhotoEXIF(exposureTime: time)) }
    #expect(shutter(rational(2, 1)) == "2 s")
    #expect(shutter(rational(30, 1)) == "30 s")
    #expect(shutter(rational(15, 10)) == "1.5 s")
    #expect(shutter(rational(1, 1)) == "1 s")
    #expect(shutter(rational(1, 250)) == "1/250 s")
    #expect(shutter(rational(10, 2500)) == "1/250 s")
    #expect(shutter(rational(1, 3)) == "1/3 s")
    #expect(shutter(rational(5, 10)) == "1/2 s")
    #expect(shutter(rational(166_667, 10_000_000)) == "1/60 s")  // round(59.99…)
    // From 0.3 s up, a time that is no exact 1/N reads as cameras show it.
    #expect(shutter(rational(6, 10)) == "0.6 s")
    #expect(shutter(rational(8, 10)) == "0.8 s")
    #expect(shutter(rational(0, 1)) == nil)
    #expect(shutter(rational(1, 0)) == nil)
  }

  @Test func isoWhenAboveZeroIsTheNumberBesideItsLabelSoItReadsISO100NotISOISO100() {
    let row = EXIFText.rows(PhotoEXIF(iso: 100), words: .english).first
    #expect(row.map { "\($0.label) \($0.value)" } == "ISO 100")
    #expect(value("ISO", PhotoEXIF(iso: 102_400)) == "102400")
    #expect(value("ISO", PhotoEXIF(iso: 0)) == nil)
  }

  /// `isEmpty` and the rows agree, so a detail page never shows an empty EXIF section.
  @Test func isEmptyMeansNoRows() {
    let samples = [
      PhotoEXIF(), PhotoEXIF(orientation: 3), PhotoEXIF(lens: "L"), PhotoEXIF(iso: 0), PhotoEXIF(iso: 1),
      PhotoEXIF(focalLength35mm: 28), PhotoEXIF(fNumber: rational(0, 0)), PhotoEXIF(fNumber: rational(2, 1)),
      PhotoEXIF(exposureTime: rational(0, 5)), PhotoEXIF(offsetTaken: "+01:00"), PhotoEXIF(make: "M"),
    ]
    for exif in samples {
      #expect(exif.isEmpty == EXIFText.rows(exif, words: .english).isEmpty, "\(exif)")
    }
  }
}
