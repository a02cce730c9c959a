import GalleryThemes

/// A file's size as a download list says it: "412 KB", "8.1 MB", "1.2 GB" (decimal units, as disks
/// and phones count them), whole kilobytes below a megabyte and one decimal above, in the language's
/// digits grouping and decimal separator.
package enum ByteSizeText {
  package static func of(_ bytes: Int, words: Words) -> String {
    let bytes = max(0, bytes)
    if bytes < 1_000_000 {
      return words.text(.sizeKilobytes, ["size": words.number(max(1, (bytes + 500) / 1_000))])
    }
    let (key, unit) =
      bytes < 1_000_000_000 ? (Words.Key.sizeMegabytes, 1_000_000) : (.sizeGigabytes, 1_000_000_000)
    // Tenths of the unit, rounded half up.
    let tenths = (bytes * 10 + unit / 2) / unit
    let size = words.number(tenths / 10) + words.decimalSeparator + String(tenths % 10)
    return words.text(key, ["size": size])
  }
}
