/// Whitespace tests on the manifest's strings, cheap enough to run on every field of 10,000 photos
/// (Character-level `isWhitespace` and Foundation's trimming cost more than reading the whole file).
package enum TextChecks {
  /// Empty, or nothing that shows: only white space and invisible formatting (a zero-width space, bidi
  /// controls, a soft hyphen).
  package static func isBlank(_ text: String) -> Bool {
    !text.unicodeScalars.contains(where: isVisible)
  }

  /// A character that shows: not white space, not a format or default-ignorable one (U+200B, U+00AD).
  package static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.value >= 0x80 else { return scalar.value > 0x20 && scalar.value != 0x7F }
    return !scalar.properties.isWhitespace && !scalar.properties.isDefaultIgnorableCodePoint
      && scalar.properties.generalCategory != .format
  }

  /// Without leading and trailing white space; the same string when there is none (the usual case).
  package static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.first, let last = scalars.last,
      first.properties.isWhitespace || last.properties.isWhitespace
    else { return text }
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[start...end])
  }
}

extension TextChecks {
  /// The first character a page or a terminal must never receive from a person's text, with its
  /// offset in characters, or nil when there is none.
  ///
  /// Control characters (C0 but tab, line feed and carriage return; DEL; C1) are parse errors in HTML
  /// and can drive a terminal (`ESC ]` retitles a window); noncharacters (U+FFFE, U+FFFF, U+FDD0…)
  /// are not text at all. Refusing them when the manifest is read names the manifest's line; letting
  /// them through would fail later, as a libxml2 message about a generated page.
  package static func forbiddenCharacter(in text: String) -> (scalar: Unicode.Scalar, offset: Int)? {
    var offset = 0
    for scalar in text.unicodeScalars {
      if isForbidden(scalar) { return (scalar, offset) }
      offset += 1
    }
    return nil
  }

  package static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    switch value {
    case 0x09, 0x0A, 0x0D: return false
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0xFDD0...0xFDEF: return true
    default: return value & 0xFFFE == 0xFFFE
    }
  }

  /// Why the manifest would refuse `text` as a string of at most `limit` characters: "is 1,001
  /// characters long; at most 1,000 are allowed" or "contains the control character U+001B at
  /// character 4; remove it"; nil when it takes it. One wording for the decoder and the command line.
  package static func problem(in text: String, limit: Int) -> String? {
    // UTF-8 bytes bound characters from above: most strings are settled without counting them.
    if text.utf8.count > limit {
      let count = text.count
      if count > limit {
        return
          "is \(NumberText.grouped(count)) characters long; at most \(NumberText.grouped(limit)) are allowed"
      }
    }
    if let (scalar, offset) = forbiddenCharacter(in: text) {
      let what =
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? "control character" : "noncharacter"
      return "contains the \(what) \(codePoint(scalar)) at character \(offset + 1); remove it"
    }
    return bidiProblem(in: text)
  }

  /// "U+001B".
  package static func codePoint(_ scalar: Unicode.Scalar) -> String {
    "U+" + Hexadecimal.padded(scalar.value, width: 4, uppercase: true)
  }
}

/// A value from outside (a manifest, a folder, the command line) as a message shows it: at most
/// `limit` characters, with control characters written as `\u{1B}`, so a 50 MB id gives a short error
/// line and a title holding `ESC ]` cannot retitle the person's terminal window.
package enum Quoted {
  package static let limit = 200

  package static func text(_ value: String, limit: Int = Quoted.limit) -> String {
    var result = ""
    var count = 0
    for scalar in value.unicodeScalars {
      if count == limit {
        let more = value.unicodeScalars.count - limit
        result += "… (\(NumberText.count(more, "more character", "more characters")))"
        break
      }
      result += escaped(scalar)
      count += 1
    }
    return result
  }

  /// A path from outside as a message shows it: like `text`, but a long one keeps its beginning and
  /// its end (where the file's name is), so a 4,000-byte path still says which file it is.
  package static func path(_ value: String) -> String {
    let scalars = value.unicodeScalars
    guard scalars.count > limit else { return text(value) }
    let head = String(String.UnicodeScalarView(scalars.prefix(60)))
    let tail = String(String.UnicodeScalarView(scalars.suffix(120)))
    return text(head) + "…" + text(tail)
  }

  /// Escapes control characters for a terminal, keeping line feeds (they separate lines) and tabs.
  package static func forTerminal(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0 != "\n" && $0 != "\t" && (isControl($0) || isBidi($0)) })
    else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      result += scalar == "\n" || scalar == "\t" ? String(scalar) : escaped(scalar)
    }
    return result
  }

  private static func escaped(_ scalar: Unicode.Scalar) -> String {
    isControl(scalar) || isBidi(scalar) || TextChecks.isForbidden(scalar) && scalar.value > 0x9F
      ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : String(scalar)
  }

  /// A bidi control or mark: shown raw, it reorders the rest of the terminal's line (a title
  /// `\u{202E}gnp.exe` lists as `exe.png`), so it is written out, as a control character is.
  private static func isBidi(_ scalar: Unicode.Scalar) -> Bool {
    TextChecks.isBidiControl(scalar) || [0x061C, 0x200E, 0x200F].contains(scalar.value)
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
