/// Turns the directories of an EXIF block into a `PhotoEXIF`: which tags are read, where they live and
/// how raw values become the fields a gallery shows.
enum EXIFFields {
  enum Tag {
    static let imageDescription: UInt16 = 0x010E
    static let make: UInt16 = 0x010F
    static let model: UInt16 = 0x0110
    static let orientation: UInt16 = 0x0112
    static let dateTime: UInt16 = 0x0132
    static let exposureTime: UInt16 = 0x829A
    static let fNumber: UInt16 = 0x829D
    static let exifPointer: UInt16 = 0x8769
    static let gpsPointer: UInt16 = 0x8825
    static let photographicSensitivity: UInt16 = 0x8827
    static let recommendedExposureIndex: UInt16 = 0x8832
    static let dateTimeOriginal: UInt16 = 0x9003
    static let dateTimeDigitized: UInt16 = 0x9004
    static let offsetTime: UInt16 = 0x9010
    static let offsetTimeOriginal: UInt16 = 0x9011
    static let offsetTimeDigitized: UInt16 = 0x9012
    static let focalLength: UInt16 = 0x920A
    static let focalLengthIn35mmFilm: UInt16 = 0xA405
    static let lensModel: UInt16 = 0xA434
  }

  static func read(_ structure: TIFFStructure) -> PhotoEXIF {
    var walk = TIFFWalk(structure)
    guard let ifd0 = walk.directory(at: structure.firstDirectoryOffset) else { return PhotoEXIF() }
    let exifIFD = walk.directory(pointedToBy: ifd0[Tag.exifPointer])
    // Tags belong in one directory or the other, but some writers misplace them: look in the proper one
    // first, then in the other.
    let imageFirst = [ifd0, exifIFD].compactMap { $0 }
    let exifFirst = [exifIFD, ifd0].compactMap { $0 }
    func entry(_ tag: UInt16, in directories: [TIFFStructure.Directory]) -> TIFFStructure.Entry? {
      directories.lazy.compactMap { $0[tag] }.first
    }
    func text(_ tag: UInt16, _ directories: [TIFFStructure.Directory]) -> String? {
      entry(tag, in: directories).flatMap(structure.text).flatMap(displayText)
    }
    func unsigned(_ tag: UInt16, _ directories: [TIFFStructure.Directory]) -> Int? {
      entry(tag, in: directories).flatMap(structure.unsigned).map { Int($0) }
    }
    func rational(_ tag: UInt16) -> EXIFRational? {
      entry(tag, in: exifFirst).flatMap(structure.rational)
    }

    var exif = PhotoEXIF()
    // The first date that parses, with the offset recorded for that same date.
    let dates = [
      (Tag.dateTimeOriginal, Tag.offsetTimeOriginal, exifFirst),
      (Tag.dateTimeDigitized, Tag.offsetTimeDigitized, exifFirst),
      (Tag.dateTime, Tag.offsetTime, imageFirst),
    ]
    for (dateTag, offsetTag, directories) in dates {
      guard let date = text(dateTag, directories).flatMap(EXIFDateTime.init(exif:)) else { continue }
      exif.dateTaken = date
      exif.offsetTaken = text(offsetTag, exifFirst).flatMap(utcOffset)
      break
    }
    exif.make = text(Tag.make, imageFirst)
    exif.model = text(Tag.model, imageFirst)
    exif.lens = text(Tag.lensModel, exifFirst)
    exif.focalLength = rational(Tag.focalLength)
    exif.focalLength35mm = unsigned(Tag.focalLengthIn35mmFilm, exifFirst)
    exif.fNumber = rational(Tag.fNumber)
    exif.exposureTime = rational(Tag.exposureTime)
    exif.iso = unsigned(Tag.photographicSensitivity, exifFirst)
    // A SHORT cannot hold ISO above 65535: cameras then write 65535 and the real value beside it.
    if exif.iso == 65535, let index = unsigned(Tag.recommendedExposureIndex, exifFirst), index > 65535 {
      exif.iso = index
    }
    // A description longer than a manifest's is no caption (and would be cut mid-character).
    exif.imageDescription = entry(Tag.imageDescription, in: imageFirst)
      .flatMap { structure.text($0, limit: maximumDescriptionBytes) }.flatMap(displayText)
    exif.orientation = unsigned(Tag.orientation, imageFirst).flatMap { (1...8).contains($0) ? $0 : nil }
    exif.place = walk.directory(pointedToBy: ifd0[Tag.gpsPointer]).flatMap { place(in: $0, structure) }
    return exif
  }

  /// GPSInfo's tags: each coordinate is a reference letter and three RATIONALs (degrees, minutes,
  /// seconds).
  enum GPSTag {
    static let latitudeRef: UInt16 = 1
    static let latitude: UInt16 = 2
    static let longitudeRef: UInt16 = 3
    static let longitude: UInt16 = 4
  }

  /// Where the photo was taken, when both coordinates and their references are there and in range;
  /// 0/0 degrees (an unknown value, as some phones write) and minutes or seconds of 60 or more are
  /// damage, not a place.
  static func place(in directory: TIFFStructure.Directory, _ structure: TIFFStructure) -> GeoPoint? {
    func coordinate(
      _ tag: UInt16, _ refTag: UInt16, positive: UInt8, negative: UInt8, limit: Double
    )
      -> Double?
    {
      guard let entry = directory[tag], let parts = structure.rationals(entry, count: 3),
        let reference = directory[refTag].flatMap(structure.text)?.first,
        reference == positive || reference == negative,
        let degrees = parts[0].value, let minutes = parts[1].value, let seconds = parts[2].value,
        minutes >= 0, minutes < 60, seconds >= 0, seconds < 60
      else { return nil }
      let value = degrees + minutes / 60 + seconds / 3600
      guard value.isFinite, value <= limit else { return nil }
      return reference == negative ? -value : value
    }
    guard
      let latitude = coordinate(
        GPSTag.latitude, GPSTag.latitudeRef, positive: UInt8(ascii: "N"), negative: UInt8(ascii: "S"),
        limit: 90),
      let longitude = coordinate(
        GPSTag.longitude, GPSTag.longitudeRef, positive: UInt8(ascii: "E"), negative: UInt8(ascii: "W"),
        limit: 180)
    else { return nil }
    return GeoPoint(latitude: latitude, longitude: longitude)
  }

  /// The longest ImageDescription read, in bytes: a manifest description's 10,000 characters of up
  /// to four bytes each.
  static let maximumDescriptionBytes = 40_000

  /// EXIF text as a page can show it: UTF-8 when it is valid (Latin-1 otherwise, as older cameras
  /// write), control characters (which XML pages cannot hold) as spaces, padding trimmed, blank as nil.
  static func displayText(_ bytes: [UInt8]) -> String? {
    let decoded =
      String(validating: bytes, as: UTF8.self)
      ?? String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    var scalars = String.UnicodeScalarView()
    for scalar in decoded.unicodeScalars {
      let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      let isNonCharacter = scalar.value == 0xFFFE || scalar.value == 0xFFFF
      scalars.append(isControl || isNonCharacter ? " " : scalar)
    }
    let text = String(scalars)
    let trimmed = text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()
    return trimmed.isEmpty ? nil : String(trimmed)
  }

  /// "+02:00" or "-05:30"; anything else (such as the "   :  " placeholder) is no offset.
  static func utcOffset(_ text: String) -> String? {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count == 6, scalars[0] == "+" || scalars[0] == "-", scalars[3] == ":",
      [1, 2, 4, 5].allSatisfy({ ("0"..."9").contains(scalars[$0]) })
    else { return nil }
    let hours = Int(scalars[1].value - 48) * 10 + Int(scalars[2].value - 48)
    let minutes = Int(scalars[4].value - 48) * 10 + Int(scalars[5].value - 48)
    return hours <= 23 && minutes <= 59 ? text : nil
  }
}
