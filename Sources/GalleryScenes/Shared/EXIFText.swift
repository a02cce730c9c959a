import GalleryImages
import GalleryThemes

/// How a photo's EXIF reads on its detail page.
///
/// Photographers' values (`f/2.8`, `1/250 s`, `35 mm`) are written with integer arithmetic and explicit
/// rounding, as cameras show them in every language; the date is the words' (`Words.dateTime`). Neither
/// reads the machine's locale or time zone, so the page is byte-identical on every machine.
package enum EXIFText {
  package struct Row: Equatable, Sendable {
    package var label: String
    package var value: String
    /// The date row's machine-readable date ("2008-04-20T19:12:00"), for `<time datetime>`; nil on the
    /// other rows.
    package var datetime: String?

    package init(label: String, value: String, datetime: String? = nil) {
      self.label = label
      self.value = value
      self.datetime = datetime
    }
  }

  /// Rows in this order, each only when present: Taken, Camera, Lens, Focal length, Aperture,
  /// Shutter speed, ISO. Zero and 0/0 values are cameras saying "unknown", so they give no row. The
  /// ISO row's value is the number alone: with its label it reads "ISO 100".
  package static func rows(_ exif: PhotoEXIF, words: Words) -> [Row] {
    var rows: [Row] = []
    if let date = exif.dateTaken {
      rows.append(
        Row(
          label: words.text(.exifTaken), value: taken(date, offset: exif.offsetTaken, words: words),
          datetime: machineDate(date, offset: exif.offsetTaken)))
    }
    let others: [(Words.Key, String?)] = [
      (.exifCamera, camera(make: exif.make, model: exif.model)),
      (.exifLens, exif.lens),
      (.exifFocalLength, focalLength(exif.focalLength, in35mm: exif.focalLength35mm, words: words)),
      (.exifAperture, exif.fNumber.flatMap(aperture)),
      (.exifShutterSpeed, exif.exposureTime.flatMap(shutterSpeed)),
      (.exifIso, exif.iso.flatMap { $0 > 0 ? String($0) : nil }),
    ]
    rows += others.compactMap { key, value in value.map { Row(label: words.text(key), value: $0) } }
    return rows
  }

  /// "20 April 2008, 19:12" as people read it (in the words' language: `Words.dateTime`), with
  /// " UTC+02:00" when the camera recorded its offset. A date no calendar has is written as recorded.
  static func taken(_ date: EXIFDateTime, offset: String?, words: Words) -> String {
    let text =
      words.dateTime(year: date.year, month: date.month, day: date.day, hour: date.hour, minute: date.minute)
      ?? machineDate(date, offset: nil)
    return offset.map { words.text(.exifDateOffset, ["date": text, "offset": $0]) } ?? text
  }

  /// "2008-04-20T19:12:00" (ISO 8601, a valid HTML date and time), with "+02:00" when the offset is
  /// known. A leap second (60) is written as 59: HTML's seconds end there.
  static func machineDate(_ date: EXIFDateTime, offset: String?) -> String {
    var clamped = date
    clamped.second = min(date.second, 59)
    return clamped.sortKey + (offset ?? "")
  }

  /// Make and model, without saying the maker twice: cameras repeat it in the model ("Canon" +
  /// "Canon EOS R5"), sometimes only its first word ("NIKON CORPORATION" + "NIKON Z 6").
  static func camera(make: String?, model: String?) -> String? {
    guard let model else { return make }
    guard let make else { return model }
    let lowerModel = model.lowercased()
    let lowerMake = make.lowercased()
    let firstWord = lowerMake.split(separator: " ").first.map(String.init) ?? lowerMake
    if lowerModel.hasPrefix(lowerMake) || lowerModel.hasPrefix(firstWord) { return model }
    return make + " " + model
  }

  /// "35 mm", "4.3 mm (24 mm in 35 mm terms)"; the equivalent alone when the real length is unknown.
  static func focalLength(_ length: EXIFRational?, in35mm: Int?, words: Words) -> String? {
    let equivalent = in35mm.flatMap { $0 > 0 ? $0 : nil }.map {
      words.text(.exifEquivalent, ["length": String($0)])
    }
    guard let length, length.isPositive else { return equivalent }
    let tenths = roundedTenths(length)
    let text = words.text(.exifMillimetres, ["length": decimal(tenths: tenths)])
    // Said only when it tells something: a full-frame camera's equivalent is the length itself.
    guard let equivalent, let in35mm, UInt64(in35mm) != (tenths + 5) / 10 else { return text }
    return words.text(.exifLengthAndEquivalent, ["length": text, "equivalent": equivalent])
  }

  /// "f/2.8", "f/8".
  static func aperture(_ fNumber: EXIFRational) -> String? {
    fNumber.isPositive ? "f/" + decimal(tenths: roundedTenths(fNumber)) : nil
  }

  /// "30 s", "1.5 s", "1/250 s". Below a second the reciprocal, as cameras show it; but a time like
  /// 0.6 s is no "1/N" (it would read "1/2 s"), so from 0.3 s up a time that is not exactly 1/N is
  /// written as a decimal, again as cameras show it.
  static func shutterSpeed(_ time: EXIFRational) -> String? {
    guard time.isPositive else { return nil }
    let numerator = UInt64(time.numerator)
    let denominator = UInt64(time.denominator)
    let isReciprocal = denominator % numerator == 0
    if numerator >= denominator || (!isReciprocal && numerator * 10 >= denominator * 3) {
      return decimal(tenths: roundedTenths(time)) + " s"
    }
    // round(denominator / numerator), halves up.
    return "1/\((2 * denominator + numerator) / (2 * numerator)) s"
  }

  /// The rational times ten, rounded half up: one decimal's worth of precision.
  private static func roundedTenths(_ rational: EXIFRational) -> UInt64 {
    let denominator = UInt64(rational.denominator)
    return (UInt64(rational.numerator) * 20 + denominator) / (2 * denominator)
  }

  /// "8" for 80 tenths, "2.8" for 28: a decimal only when the value is not whole.
  private static func decimal(tenths: UInt64) -> String {
    tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
  }
}
