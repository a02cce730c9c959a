/// The one place HTML escaping happens, for `{{name}}` interpolations.
///
/// Escapes the five characters that matter in text and in quoted attributes (`&`, `<`, `>`, `"`,
/// `'`). Works on UTF-8 bytes straight into the output buffer; the common case of a string with
/// nothing to escape is a single scan followed by one bulk copy.
public enum HTMLEscaping {
  static func append(_ string: String, to output: inout [UInt8]) {
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

  /// The escaped form of `string`, for callers outside the renderer (attribute values built in code).
  public static func escape(_ string: String) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(string.utf8.count)
    append(string, to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  private static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    guard let first = bytes.firstIndex(where: needsEscaping) else {
      output.append(contentsOf: bytes)
      return
    }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<first]))
    for byte in bytes[first...] {
      switch byte {
      case UInt8(ascii: "&"): output.append(contentsOf: ampersand)
      case UInt8(ascii: "<"): output.append(contentsOf: lessThan)
      case UInt8(ascii: ">"): output.append(contentsOf: greaterThan)
      case UInt8(ascii: "\""): output.append(contentsOf: quote)
      case UInt8(ascii: "'"): output.append(contentsOf: apostrophe)
      default: output.append(byte)
      }
    }
  }

  @inline(__always)
  private static func needsEscaping(_ byte: UInt8) -> Bool {
    // All five are ASCII punctuation at or below `>`; one comparison rejects letters and digits.
    byte <= UInt8(ascii: ">")
      && (byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
        || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"))
  }

  private static let ampersand = Array("&amp;".utf8)
  private static let lessThan = Array("&lt;".utf8)
  private static let greaterThan = Array("&gt;".utf8)
  private static let quote = Array("&quot;".utf8)
  private static let apostrophe = Array("&#39;".utf8)
}
