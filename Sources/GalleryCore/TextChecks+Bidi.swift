/// Bidi controls in a person's text: an embedding, override or isolate opened and not closed (or a close
/// with nothing open) runs on past the text into what the page, the terminal or a file name shows after
/// it. `\u{202E}gnp.exe` reads as `exe.png`, and in a `<title>` the override turns the site's name too.
/// Balanced controls stay inside the text (ordinary right-to-left writing uses them), so only these
/// are refused; the pages isolate every text anyway where it meets their own (`DisplayText.isolated`).
extension TextChecks {
  /// The explicit directional formatting characters (UAX #9): the embeddings and overrides closed by
  /// U+202C, the isolates closed by U+2069.
  package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
  }

  /// Why `text` would leave a bidi control open or close one nothing opened, worded for an error after
  /// the field's name; nil when every control is closed within its line (a line break ends a paragraph,
  /// where the bidi algorithm closes them anyway, but a person reading the text does not see that).
  package static func bidiProblem(in text: String) -> String? {
    // Every control is E2 80 AA–AE or E2 81 A6–A9 in UTF-8: most texts are settled by one byte scan.
    guard text.utf8.contains(0xE2) else { return nil }
    var open: [(scalar: Unicode.Scalar, offset: Int)] = []
    var offset = 0
    func unclosed() -> String? {
      guard let first = open.first else { return nil }
      let closer = isIsolate(first.scalar) ? "U+2069" : "U+202C"
      return
        "leaves the \(name(first.scalar)) \(codePoint(first.scalar)) at character \(first.offset + 1) open; "
        + "close it with \(closer) or remove it"
    }
    for scalar in text.unicodeScalars {
      defer { offset += 1 }
      if scalar == "\n" || scalar == "\r" || scalar == "\u{2029}" {
        if let problem = unclosed() { return problem }
        continue
      }
      guard isBidiControl(scalar) else { continue }
      switch scalar.value {
      case 0x202C, 0x2069:
        guard let last = open.last, isIsolate(last.scalar) == (scalar.value == 0x2069) else {
          return "has the \(name(scalar)) \(codePoint(scalar)) at character \(offset + 1), which closes "
            + "nothing opened before it; remove it"
        }
        open.removeLast()
      default:
        open.append((scalar, offset))
      }
    }
    return unclosed()
  }

  private static func isIsolate(_ scalar: Unicode.Scalar) -> Bool {
    (0x2066...0x2069).contains(scalar.value)
  }

  private static func name(_ scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x202A: "left-to-right embedding"
    case 0x202B: "right-to-left embedding"
    case 0x202C: "pop directional formatting"
    case 0x202D: "left-to-right override"
    case 0x202E: "right-to-left override"
    case 0x2066: "left-to-right isolate"
    case 0x2067: "right-to-left isolate"
    case 0x2068: "first strong isolate"
    default: "pop directional isolate"
    }
  }

  /// Whether `text` could reorder what stands beside it when it is put in a sentence of another
  /// direction: it holds a bidi control or mark, or a letter of a script written right to left (Hebrew,
  /// Arabic, Syriac, Thaana, N'Ko and the others of U+0590–U+08FF, their presentation forms, and the
  /// right-to-left blocks of planes 1). Text without any reads the same isolated or not in a
  /// left-to-right sentence, so it is left as it is there (`Words.isolated`).
  package static func mayReorder(_ text: String) -> Bool {
    guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
    return text.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x1_0800...0x1_0FFF, 0x1_E800...0x1_EFFF: true
      case 0x061C, 0x200E, 0x200F: true
      default: isBidiControl(scalar)
      }
    }
  }
}
