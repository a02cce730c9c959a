/// Numbers and counts as a person reads them, for pages, messages and errors alike.
///
/// Deliberately locale-free: the same gallery must give byte-identical pages on every machine, so
/// grouping and plurals are fixed here rather than taken from the environment.
package enum NumberText {
  /// 3012 → "3,012".
  package static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (offset, character) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(character)
    }
    return number < 0 ? "-" + result : result
  }

  /// "1 photo", "3,012 photos".
  package static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
    "\(grouped(number)) \(number == 1 ? singular : plural)"
  }
}
