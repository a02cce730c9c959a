/// Reads the candidate URLs of a `srcset` attribute ("a.jpg 1x, a@2x.jpg 2x").
///
/// It follows the HTML parsing rules rather than splitting on commas: a URL is a run of non-space
/// characters (so a `data:` URL keeps its own commas), a comma ending that run ends the candidate, and
/// the descriptors after the URL run to the next comma outside parentheses.
enum SourceSet {
  static func urls(in value: UnsafeBufferPointer<UInt8>) -> [Slice<UnsafeBufferPointer<UInt8>>] {
    var urls: [Slice<UnsafeBufferPointer<UInt8>>] = []
    let comma = UInt8(ascii: ",")
    var index = value.startIndex
    while index < value.endIndex {
      while index < value.endIndex && (isSpace(value[index]) || value[index] == comma) {
        index += 1
      }
      guard index < value.endIndex else { break }
      let start = index
      while index < value.endIndex && !isSpace(value[index]) {
        index += 1
      }
      var end = index
      if value[end - 1] == comma {
        // "a.jpg," : the URL ends the candidate, without descriptors.
        while end > start && value[end - 1] == comma {
          end -= 1
        }
      } else {
        index = endOfDescriptors(in: value, from: index)
      }
      if end > start {
        urls.append(value[start..<end])
      }
    }
    return urls
  }

  /// Skips descriptors ("2x", "400w") up to the comma that ends the candidate, ignoring commas
  /// inside parentheses as the HTML tokenizer does.
  private static func endOfDescriptors(in value: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    var depth = 0
    while index < value.endIndex {
      switch value[index] {
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"): depth = max(0, depth - 1)
      case UInt8(ascii: ","): if depth == 0 { return index + 1 }
      default: break
      }
      index += 1
    }
    return index
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
  }
}
