import GalleryCore

/// A clip's duration as the pages say it: "0:42" on the grid and in the page's facts, as every video
/// player writes it, and "PT42S" for `<time datetime>`, so a machine reads the same length.
///
/// Locale-free like `NumberText`: the same clip gives the same bytes on every machine. Whole seconds,
/// rounded down as players show the length (a 41.9 s clip is "0:41" in the player's own controls too, so
/// the two never disagree), except that a clip shorter than a second says "0:01", not "0:00": a cell
/// that reads "0:00" looks like a broken file.
package enum ClipText {
  /// "0:42", "12:05", "1:02:03": minutes and seconds, hours only past an hour.
  static func duration(milliseconds: Int) -> String {
    let (hours, minutes, seconds) = parts(milliseconds)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
    return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(minutes):\(two(seconds))"
  }

  /// "PT42S", "PT1H2M3S": an HTML valid duration string (ISO 8601's), for `<time datetime>`.
  static func machineDuration(milliseconds: Int) -> String {
    let (hours, minutes, seconds) = parts(milliseconds)
    var text = "PT"
    if hours > 0 { text += "\(hours)H" }
    if minutes > 0 { text += "\(minutes)M" }
    if seconds > 0 || (hours == 0 && minutes == 0) { text += "\(seconds)S" }
    return text
  }

  /// "1920 × 1080": the size the clip plays at.
  static func size(width: Int, height: Int) -> String {
    "\(NumberText.grouped(width)) × \(NumberText.grouped(height))"
  }

  private static func parts(_ milliseconds: Int) -> (Int, Int, Int) {
    let total = max(1, milliseconds / 1000)
    return (total / 3600, total % 3600 / 60, total % 60)
  }
}
