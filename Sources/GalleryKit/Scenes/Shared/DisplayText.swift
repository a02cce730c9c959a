/// Number and text formatting shared by the Presenters.
///
/// Deliberately locale-free: the same gallery must give byte-identical pages on every machine, so
/// grouping and plurals are fixed here rather than taken from the environment.
public enum DisplayText {
  /// 3012 → "3,012".
  public static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (offset, character) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(character)
    }
    return number < 0 ? "-" + result : result
  }

  /// "1 photo", "3,012 photos".
  static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
    "\(grouped(number)) \(number == 1 ? singular : plural)"
  }

  /// Width over height with at most four decimals and no trailing zeros: 800 × 600 → "1.3333",
  /// 600 × 400 → "1.5". The same text on every machine (no locale).
  static func ratio(_ width: Int, _ height: Int) -> String {
    guard width > 0, height > 0 else { return ImageDisplay.unknownAspectRatio }
    let tenThousandths = (width * 10_000 + height / 2) / height
    let whole = tenThousandths / 10_000
    var fraction = String(tenThousandths % 10_000)
    fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return fraction.isEmpty ? String(whole) : "\(whole).\(fraction)"
  }

  /// "Photo 3 of 12".
  static func position(_ position: Int, of total: Int) -> String {
    "Photo \(grouped(position)) of \(grouped(total))"
  }

  /// A photo's display title: its own, or its id when the manifest gives none.
  static func title(of photo: Photo) -> String {
    if let title = photo.title, !TextChecks.isBlank(title) { return title }
    return photo.id
  }

  /// Alt text: the manifest's `alt`, else the title (an image is never left without a text alternative).
  static func alt(of photo: Photo) -> String {
    if let alt = photo.alt { return alt }
    return title(of: photo)
  }

  /// Optional text that is present only when it says something.
  static func nonBlank(_ text: String?) -> String? {
    guard let text, !TextChecks.isBlank(text) else { return nil }
    return text
  }
}
