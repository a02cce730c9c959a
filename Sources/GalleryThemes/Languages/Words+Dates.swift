import Foundation
import Synchronization

/// Dates in the words' language: the catalogue gives the order (`exif.dateFormat`, a Unicode TR35
/// pattern such as `d MMMM y, HH:mm`), Foundation's formatter with the language's locale gives the
/// month names and digits. The pattern is the catalogue's rather than the locale's own "long" style so
/// a translator decides how a photo's date reads (English stays "20 April 2008, 19:12", not the US
/// "April 20, 2008 at 7:12 PM"), and the output depends on the tag alone: the formatter's calendar
/// (Gregorian) and time zone (UTC, the wall clock the camera recorded) are fixed, never the machine's,
/// so every machine writes the same bytes.
extension Words {
  /// The camera's wall-clock time written in this language ("20 April 2008, 19:12", "2008년 4월 20일
  /// 19:12"); nil for a date no calendar has (the 31st of February), which the caller writes plainly.
  package func dateTime(year: Int, month: Int, day: Int, hour: Int, minute: Int) -> String? {
    let pattern = text(.exifDateFormat)
    return DateTexts.shared.format(
      DateComponents(year: year, month: month, day: day, hour: hour, minute: minute),
      pattern: pattern, language: language)
  }
}

extension Words {
  /// A month of the calendar in this language ("June 2024", "2024年6月"), by `dates.monthFormat`.
  package func monthOfYear(_ month: Int, _ year: Int) -> String {
    DateTexts.shared.format(
      DateComponents(year: year, month: month, day: 1), pattern: text(.datesMonthFormat), language: language)
      ?? "\(year)-\(month)"
  }

  /// A year in this language ("2024", "2024年"), by `dates.yearFormat`.
  package func year(_ year: Int) -> String {
    DateTexts.shared.format(
      DateComponents(year: year, month: 1, day: 1), pattern: text(.datesYearFormat), language: language)
      ?? String(year)
  }
}

/// One formatter per language and pattern, made once: a `DateFormatter` costs far more to make than
/// to use, and a build writes a date on every photo page. Formatting is serialised by the lock (a
/// formatter is not safe to share between threads); it takes microseconds.
final class DateTexts: Sendable {
  static let shared = DateTexts()

  private let formatters = Mutex<[String: Formatter]>([:])

  /// A formatter and the calendar that turns components into its dates; neither is `Sendable`, so they
  /// live only inside the lock.
  private final class Formatter {
    let formatter = DateFormatter()
    var calendar = Calendar(identifier: .gregorian)

    init(pattern: String, language: String) {
      let utc = TimeZone(identifier: "UTC") ?? .gmt
      calendar.timeZone = utc
      calendar.locale = Locale(identifier: language)
      formatter.calendar = calendar
      formatter.locale = Locale(identifier: language)
      formatter.timeZone = utc
      formatter.dateFormat = pattern
    }
  }

  func format(_ components: DateComponents, pattern: String, language: String) -> String? {
    formatters.withLock { formatters -> String? in
      let key = language + "\u{0}" + pattern
      let entry = formatters[key] ?? Formatter(pattern: pattern, language: language)
      formatters[key] = entry
      guard let date = entry.calendar.date(from: components),
        entry.calendar.dateComponents([.year, .month, .day], from: date)
          == DateComponents(year: components.year, month: components.month, day: components.day)
      else { return nil }
      return entry.formatter.string(from: date)
    }
  }
}
