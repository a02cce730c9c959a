/// An unsigned EXIF RATIONAL, kept as recorded: cameras write 0/0 for "unknown", so the value is optional
/// rather than a division that would give infinity or NaN.
package struct EXIFRational: Equatable, Sendable {
  package var numerator: UInt32
  package var denominator: UInt32

  package init(numerator: UInt32, denominator: UInt32) {
    self.numerator = numerator
    self.denominator = denominator
  }

  package var value: Double? { denominator == 0 ? nil : Double(numerator) / Double(denominator) }

  /// A value a person would be shown: known and above zero.
  package var isPositive: Bool { numerator > 0 && denominator > 0 }
}

/// A camera's wall-clock date and time, exactly as recorded. EXIF dates carry no time zone, so this is
/// never converted: two machines in different zones must order and print the same photo the same way.
package struct EXIFDateTime: Equatable, Comparable, Sendable {
  package var year: Int
  package var month: Int
  package var day: Int
  package var hour: Int
  package var minute: Int
  package var second: Int

  package init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// Parses EXIF's "YYYY:MM:DD HH:MM:SS". Writers that use "-" or "/" in the date, a "T" before the time,
  /// or leave out the seconds are accepted too; the "0000:00:00 00:00:00" placeholder (and any other
  /// out-of-range field) is not a date.
  package init?(exif text: String) {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count == 19 || scalars.count == 16 else { return nil }
    func number(_ start: Int, _ length: Int) -> Int? {
      var result = 0
      for scalar in scalars[start..<start + length] {
        guard ("0"..."9").contains(scalar) else { return nil }
        result = result * 10 + Int(scalar.value - 48)
      }
      return result
    }
    let dateSeparators: Set<Unicode.Scalar> = [":", "-", "/", "."]
    guard dateSeparators.contains(scalars[4]), scalars[7] == scalars[4],
      scalars[10] == " " || scalars[10] == "T", scalars[13] == ":",
      scalars.count == 16 || scalars[16] == ":",
      let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
      let hour = number(11, 2), let minute = number(14, 2)
    else { return nil }
    let second = scalars.count == 19 ? number(17, 2) : 0
    guard let second, (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day),
      (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
    else { return nil }
    self.init(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
  }

  /// "2024-05-01T14:32:10": sorts like the date.
  package var sortKey: String {
    "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))T"
      + "\(Self.pad(hour, 2)):\(Self.pad(minute, 2)):\(Self.pad(second, 2))"
  }

  package static func < (lhs: EXIFDateTime, rhs: EXIFDateTime) -> Bool {
    (lhs.year, lhs.month, lhs.day, lhs.hour, lhs.minute, lhs.second)
      < (rhs.year, rhs.month, rhs.day, rhs.hour, rhs.minute, rhs.second)
  }

  package static func pad(_ number: Int, _ width: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}

/// A place on the Earth in degrees: latitude −90…90 (north positive), longitude −180…180 (east positive).
package struct GeoPoint: Equatable, Sendable {
  package var latitude: Double
  package var longitude: Double

  package init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// What a photo's EXIF says that the gallery uses: when it was taken (to order photos) and how (to show
/// on its detail page). Every field is optional because cameras, phones and editors each write a
/// different subset, and a partly damaged block still yields what could be read.
package struct PhotoEXIF: Equatable, Sendable {
  /// DateTimeOriginal, else DateTimeDigitized, else DateTime; as recorded, never converted.
  package var dateTaken: EXIFDateTime?
  /// The UTC offset recorded beside `dateTaken` ("+02:00"), when present and well-formed.
  package var offsetTaken: String?
  package var make: String?
  package var model: String?
  package var lens: String?
  package var focalLength: EXIFRational?
  package var focalLength35mm: Int?
  package var fNumber: EXIFRational?
  package var exposureTime: EXIFRational?
  package var iso: Int?
  /// 1...8, how the stored pixels must be turned to stand upright.
  package var orientation: Int?
  /// ImageDescription (0x010E): a caption for `gallery init` (see `PhotoMetadataReader`), not a row of
  /// the photo page's EXIF list (the page shows the manifest's description).
  package var imageDescription: String? = nil
  /// Where it was taken (GPSInfo), as recorded: only a gallery with a map publishes it, rounded (see
  /// `MapSettings`); never a row of the EXIF list, never in a derivative.
  package var place: GeoPoint? = nil

  package init(
    dateTaken: EXIFDateTime? = nil, offsetTaken: String? = nil, make: String? = nil, model: String? = nil,
    lens: String? = nil, focalLength: EXIFRational? = nil, focalLength35mm: Int? = nil,
    fNumber: EXIFRational? = nil, exposureTime: EXIFRational? = nil, iso: Int? = nil,
    orientation: Int? = nil
  ) {
    self.dateTaken = dateTaken
    self.offsetTaken = offsetTaken
    self.make = make
    self.model = model
    self.lens = lens
    self.focalLength = focalLength
    self.focalLength35mm = focalLength35mm
    self.fNumber = fNumber
    self.exposureTime = exposureTime
    self.iso = iso
    self.orientation = orientation
  }

  /// Nothing a person would see: orientation only turns the picture, and an offset without a date, a
  /// zero ISO or a 0/0 rational are not shown (the same rules `EXIFText` applies).
  package var isEmpty: Bool {
    dateTaken == nil && make == nil && model == nil && lens == nil
      && !(focalLength?.isPositive ?? false) && (focalLength35mm ?? 0) <= 0
      && !(fNumber?.isPositive ?? false) && !(exposureTime?.isPositive ?? false) && (iso ?? 0) <= 0
  }
}
