import Foundation
import GalleryCore

/// Why a manifest value cannot be an image or a link.
package struct ReferenceProblem: Error, Equatable, Sendable {
  package let message: String
}

extension GalleryReference {
  /// Accepts an http(s) URL or a relative path that stays inside the gallery folder; refuses every other
  /// scheme (`javascript:`, `file:`, `data:`…), absolute paths and paths that climb out with `..`.
  /// (Symlinks that lead outside are caught when the file is read, since that needs the file system.)
  package static func parse(_ text: String) -> Result<GalleryReference, ReferenceProblem> {
    let trimmed = TextChecks.trimmed(text)
    // Only an error shows the text: quoted then, not for each of a gallery's 10,000 valid paths.
    func shown() -> String { Quoted.text(text) }
    if let scheme = scheme(of: trimmed) {
      let lowered = scheme.lowercased()
      guard lowered == "http" || lowered == "https" else {
        return .failure(
          ReferenceProblem(
            message:
              "'\(shown())' uses the scheme '\(scheme):'; only http(s) URLs or paths inside the gallery are allowed"
          ))
      }
      let rest = trimmed.dropFirst(scheme.count + 1)
      guard rest.hasPrefix("//"), rest.count > 2,
        !rest.utf8.contains(where: { $0 <= 0x20 || $0 == 0x7F })
      else {
        return .failure(
          ReferenceProblem(
            message: "'\(shown())' is not a valid \(lowered) URL (expected \(lowered)://host/…)")
        )
      }
      return .success(.remote(trimmed))
    }
    if trimmed.hasPrefix("//") {
      return .failure(
        ReferenceProblem(message: "'\(shown())' is a scheme-relative URL; write https://… in full"))
    }
    if trimmed.hasPrefix("/") || trimmed.hasPrefix("~") {
      return .failure(
        ReferenceProblem(
          message: "'\(shown())' is an absolute path; use a path relative to the gallery folder")
      )
    }
    if trimmed.contains("?") || trimmed.contains("#") || trimmed.contains("\\") {
      return .failure(
        ReferenceProblem(message: "'\(shown())' is not a plain file path ('?', '#' and '\\' are not allowed)")
      )
    }
    var segments: [Substring] = []
    for segment in trimmed.split(separator: "/", omittingEmptySubsequences: true) {
      switch segment {
      case ".": continue
      case "..":
        guard !segments.isEmpty else {
          return .failure(
            ReferenceProblem(
              message: "'\(shown())' leaves the gallery folder; keep images and files inside it")
          )
        }
        segments.removeLast()
      default: segments.append(segment)
      }
    }
    if let long = segments.first(where: { $0.utf8.count > ManifestDecoder.Limits.fileName }) {
      return .failure(
        ReferenceProblem(
          message:
            "'\(shown())' has a name of \(long.utf8.count) bytes; file systems allow at most \(ManifestDecoder.Limits.fileName)"
        ))
    }
    guard !segments.isEmpty else {
      return .failure(ReferenceProblem(message: "'\(shown())' does not name a file"))
    }
    return .success(.file(segments.joined(separator: "/")))
  }

  /// The URL scheme, when the text starts with one (`letter *(letter / digit / + / - / .) ":"`).
  private static func scheme(of text: String) -> String? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let candidate = text[..<colon]
    guard let first = candidate.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else {
      return nil
    }
    let valid = candidate.unicodeScalars.allSatisfy {
      $0.isASCII
        && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0))
    }
    return valid ? String(candidate) : nil
  }
}
