/// The growing page being rendered, plus the indentation state of standalone partials and blocks.
///
/// Indentation is applied lazily: after template text ends a line, the current indentation is
/// owed, and it is paid just before the next piece of template content (text, interpolation or
/// inline tag) is written. This matches prepending the indentation to every line of the partial's
/// source, while letting one parsed tree be rendered at any indentation, recursion included.
/// Line ends inside interpolated values are data, not template lines, and are never indented.
struct TemplateOutput: ~Copyable {
  private var bytes: TemplateByteBuffer
  /// Written at the start of each template line.
  var indentation: [UInt8] = []
  /// The last template text ended a line and nothing was written since.
  var atLineStart = true

  init(capacity: Int) {
    bytes = TemplateByteBuffer(capacity: capacity)
  }

  /// Bytes written so far.
  var count: Int { bytes.count }

  /// Called at each inline tag: a tag sitting at the start of a line carries the line's indentation.
  @inline(__always)
  mutating func payIndentation() {
    if atLineStart {
      if !indentation.isEmpty { bytes.append(indentation) }
      atLineStart = false
    }
  }

  /// Writes template text: at most one line, ending with its line end when `endsLine`.
  ///
  /// Text arrives split at line ends (see `TemplateCode`), so indentation is only ever owed at
  /// the start of a piece and the text itself is one bulk copy.
  @inline(__always)
  mutating func append(_ text: UnsafeBufferPointer<UInt8>, endsLine: Bool) {
    payIndentation()
    bytes.append(text)
    atLineStart = endsLine
  }

  /// Writes an interpolated value. Lists and objects have no text form and write nothing.
  mutating func append(_ value: TemplateValue, escaped: Bool) {
    payIndentation()
    switch value {
    case .string(let string):
      if escaped {
        HTMLEscaping.append(string, to: &bytes)
      } else {
        bytes.append(utf8: string)
      }
    case .int(let number):
      bytes.append(utf8: String(number))
    case .double(let number):
      bytes.append(utf8: TemplateNumberFormat.text(for: number))
    case .bool(let flag):
      bytes.append(flag ? "true" : "false")
    case .null, .list, .object:
      break
    }
  }

  /// The finished page. The buffer only ever received valid UTF-8 (template text and strings).
  func string() -> String {
    bytes.string()
  }
}

/// How doubles read in pages: shortest round-trip form (`1.21`, never `1.2100000000000002`), with
/// whole numbers printed without a fraction (`2`, not `2.0`) since data often arrives as doubles.
enum TemplateNumberFormat {
  static func text(for number: Double) -> String {
    // Swift already prints the shortest round-trip form; only the `.0` of whole numbers goes.
    // (Done on the text rather than with `rounded()`, which would pull in libm for one check.)
    let text = number.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }
}
