import GalleryCore
import GalleryModel
import GalleryThemes

/// A photo's texts as the Presenters show them: its title, alt text, position and description.
///
/// Deliberately locale-free, like `NumberText`: the same gallery must give byte-identical pages on
/// every machine. The words come from the gallery's `Words`, never the machine's locale.
package enum DisplayText {
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

  /// "Photo 3 of 12", or "Video 3 of 12" for a clip (the count is of every item, as the grid's order).
  static func position(_ position: Int, of total: Int, isClip: Bool = false, words: Words) -> String {
    words.text(
      isClip ? .detailVideoPosition : .detailPhotoPosition,
      ["position": words.number(position), "count": words.number(total)])
  }

  /// "3 / 12": the position in the slim bar above a photo.
  static func shortPosition(_ position: Int, of total: Int, words: Words) -> String {
    words.text(
      .detailShortPosition, ["position": words.number(position), "count": words.number(total)])
  }

  /// A photo's display title: its own, else its file name made readable (`ReadableName`); its id only
  /// when the name has nothing to read. A clip is named by its own file, not its poster's
  /// (`waves.mp4` with `"poster": "frame-12.jpg"` is "Waves").
  package static func title(of photo: Photo) -> String {
    if let title = photo.title, !TextChecks.isBlank(title) { return title }
    return ReadableName.of(photo.video.map { .file($0.path) } ?? photo.image) ?? photo.id
  }

  /// Alt text: the manifest's `alt`, else the title (an image is never left without a text alternative).
  package static func alt(of photo: Photo) -> String {
    if let alt = photo.alt { return alt }
    return title(of: photo)
  }

  /// A description as the page shows it: its line breaks kept, each one "\n" (a manifest written on
  /// Windows has "\r\n", IPTC captions a lone "\r"), so a theme shows them with `white-space: pre-line`.
  static func lines(_ text: String?) -> String? {
    guard let text = nonBlank(text) else { return nil }
    // "\r\n" is one Character in Swift: split on both kinds of break and join with "\n".
    return text.split(omittingEmptySubsequences: false) { $0 == "\r\n" || $0 == "\r" }.joined(separator: "\n")
  }

  /// Optional text that is present only when it says something.
  package static func nonBlank(_ text: String?) -> String? {
    guard let text, !TextChecks.isBlank(text) else { return nil }
    return text
  }
}
