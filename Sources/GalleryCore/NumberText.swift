/// Numbers and counts as a person reads them, for pages, messages and errors alike.
///
/// Deliberately locale-free: the same gallery must give byte-identical pages on every machine, so
/// grouping and plurals are fixed here rather than taken from the environment.
package enum NumberText {
  /// 3012 → "3,012" (or "3.012" with the separator "."; pages pass their language's, see `Words`).
  /// `minimumGroupingDigits` 2 is CLDR's rule for languages (Spanish, Italian, Polish) that write
  /// "3012" but "12.345": a number is grouped only when its digits before the last three are at least
  /// that many.
  package static func grouped(
    _ number: Int, separator: String = ",", minimumGroupingDigits: Int = 1
  )
    -> String
  {
    let digits = String(number.magnitude)
    let groups = digits.count - 3 >= minimumGroupingDigits
    var result = ""
    for (offset, character) in digits.enumerated() {
      if groups && offset > 0 && (digits.count - offset) % 3 == 0 { result += separator }
      result.append(character)
    }
    return number < 0 ? "-" + result : result
  }

  /// "1 photo", "3,012 photos".
  package static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
    "\(grouped(number)) \(number == 1 ? singular : plural)"
  }

  /// "a, b, c", or with `shown` the first of `total`, "a, b, c, d, e and 15 more": a list a message
  /// can hold.
  package static func named(_ shown: [String], of total: Int) -> String {
    let list = shown.joined(separator: ", ")
    return total > shown.count ? list + " and \(grouped(total - shown.count)) more" : list
  }
}
