/// The one place HTML escaping happens, for `{{name}}` interpolations.
///
/// Escapes the five characters that matter in text and in quoted attributes (`&`, `<`, `>`, `"`,
/// `'`). Works on UTF-8 bytes straight into the output buffer, copying the runs between special
/// characters in bulk; a string with nothing to escape is one scan and one copy.
package enum HTMLEscaping {
  /// The escaped form of `string`, for code that builds HTML outside templates.
  package static func escape(_ string: String) -> String {
    var output = TemplateByteBuffer(capacity: string.utf8.count + 16)
    append(string, to: &output)
    return output.string()
  }

  static func append(_ string: String, to output: inout TemplateByteBuffer) {
    let copied: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
      append(bytes, to: &output)
    }
    if copied == nil {
      // Bridged or otherwise non-contiguous strings: make a native copy once.
      var native = string
      native.makeContiguousUTF8()
      native.utf8.withContiguousStorageIfAvailable { bytes in append(bytes, to: &output) }
    }
  }

  private static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout TemplateByteBuffer) {
    var runStart = 0
    for index in 0..<bytes.count {
      let byte = bytes[index]
      guard needsEscaping(byte) else { continue }
      if runStart < index {
        output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      }
      output.append(entity(for: byte))
      runStart = index + 1
    }
    if runStart < bytes.count {
      output.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
  }

  /// One shift and mask per byte: bit `n` is set for each ASCII code `n` that must be escaped
  /// (`"` 0x22, `&` 0x26, `'` 0x27, `<` 0x3C, `>` 0x3E); everything from 64 up needs nothing.
  @inline(__always)
  private static func needsEscaping(_ byte: UInt8) -> Bool {
    let mask: UInt64 = 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E
    return byte < 64 && (mask >> UInt64(byte)) & 1 != 0
  }

  private static func entity(for byte: UInt8) -> StaticString {
    switch byte {
    case UInt8(ascii: "&"): return "&amp;"
    case UInt8(ascii: "<"): return "&lt;"
    case UInt8(ascii: ">"): return "&gt;"
    case UInt8(ascii: "\""): return "&quot;"
    default: return "&#39;"
    }
  }
}
