import Foundation

/// The host checks of `BaseURL` that a URL parser (a browser's, a crawler's) applies too: an address
/// that passed the character checks but that a parser refuses would be written into every canonical
/// link, the sitemap and the feed, and none of them would work.
enum BaseURLHost {
  /// A bracketed IPv6 literal's inside: eight groups of 1–4 hex digits, or fewer around one `::`, the
  /// last two optionally an IPv4 address (`::ffff:192.0.2.1`). `[:::]` and nine groups are refused.
  static func isIPv6(_ text: ArraySlice<UInt8>) -> Bool {
    let colon = UInt8(ascii: ":")
    var groups = text.split(separator: colon, omittingEmptySubsequences: false).map { Array($0) }
    // `::` at either end splits into two empty pieces there; in the middle into one.
    let doubleColons = zip(text, text.dropFirst()).filter { $0 == colon && $1 == colon }.count
    guard doubleColons <= 1, !text.isEmpty else { return false }
    if text.first == colon {
      guard text.starts(with: [colon, colon]) else { return false }
      groups.removeFirst()
    }
    if text.last == colon {
      guard text.count >= 2, text.suffix(2).elementsEqual([colon, colon]) else { return false }
      groups.removeLast()
    }
    var count = 0
    var elided = false
    for (index, group) in groups.enumerated() {
      if group.isEmpty {
        guard !elided else { return false }
        elided = true
      } else if index == groups.count - 1, group.contains(UInt8(ascii: ".")) {
        guard ipv4Octets(group[...]) != nil else { return false }
        count += 2
      } else {
        guard (1...4).contains(group.count), group.allSatisfy(BaseURL.isHexDigit) else { return false }
        count += 1
      }
    }
    return elided ? count <= 7 : count == 8
  }

  /// Whether a host names an IPv4 address as a URL parser reads it: one whose last label is a number
  /// (`999.1.1.1`, `example.123`) is parsed as an address, never looked up as a name.
  static func looksLikeIPv4(_ labels: [ArraySlice<UInt8>]) -> Bool {
    guard let last = labels.last(where: { !$0.isEmpty }) else { return false }
    let lowered = last.map { $0 | 0x20 }
    return last.allSatisfy { (0x30...0x39).contains($0) }
      || (lowered.starts(with: Array("0x".utf8)) && lowered.dropFirst(2).allSatisfy(BaseURL.isHexDigit))
  }

  /// Four decimal numbers 0–255 without leading zeros (which some parsers read as octal), or nil.
  static func ipv4Octets(_ text: ArraySlice<UInt8>) -> [Int]? {
    let parts = text.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard parts.count == 4 else { return nil }
    var octets: [Int] = []
    for part in parts {
      guard (1...3).contains(part.count), part.allSatisfy({ (0x30...0x39).contains($0) }),
        part.count == 1 || part.first != UInt8(ascii: "0"),
        let value = Int(String(decoding: part, as: UTF8.self)), value <= 255
      else { return nil }
      octets.append(value)
    }
    return octets
  }

  /// A label in its `xn--` form decodes (RFC 3492) to a name that is not plain ASCII and is in NFC,
  /// of letters, marks and digits, as IDNA asks: `xn--zz` decodes to nothing, `xn--a` to U+0080, and
  /// a browser refuses both.
  static func isValidPunycodeLabel(_ label: ArraySlice<UInt8>) -> Bool {
    let lowered = label.map { $0 | ($0 >= 0x41 && $0 <= 0x5A ? 0x20 : 0) }
    guard lowered.starts(with: Array("xn--".utf8)) else { return true }
    guard let decoded = Punycode.decode(Array(lowered.dropFirst(4))) else { return false }
    guard !decoded.allSatisfy(\.isASCII) else { return false }
    // IDNA takes letters, marks and digits (and '-'): a label that decodes to U+0080 is no name.
    let isNamePart = { (scalar: Unicode.Scalar) -> Bool in
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
        return true
      default: return scalar == "-"
      }
    }
    guard decoded.allSatisfy(isNamePart) else { return false }
    let text = String(String.UnicodeScalarView(decoded))
    return text.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(text.unicodeScalars)
  }
}

/// RFC 3492 decoding, only to tell a valid `xn--` label from one that is not.
enum Punycode {
  private static let base = 36
  private static let tMin = 1
  private static let tMax = 26
  private static let skew = 38
  private static let damp = 700

  /// The code points a label's part after `xn--` stands for, or nil when it is not valid Punycode.
  static func decode(_ input: [UInt8]) -> [Unicode.Scalar]? {
    var output: [Unicode.Scalar] = []
    var rest = input[...]
    if let delimiter = input.lastIndex(of: UInt8(ascii: "-")) {
      for byte in input[..<delimiter] {
        guard byte < 0x80 else { return nil }
        output.append(Unicode.Scalar(byte))
      }
      rest = input[(delimiter + 1)...]
    }
    var n = 0x80
    var i = 0
    var bias = 72
    var index = rest.startIndex
    while index < rest.endIndex {
      let oldI = i
      var weight = 1
      var k = base
      while true {
        guard index < rest.endIndex, let digit = digitValue(rest[index]) else { return nil }
        index += 1
        let (product, overflow) = digit.multipliedReportingOverflow(by: weight)
        guard !overflow, i <= Int(Int32.max) - product else { return nil }
        i += product
        let threshold = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
        if digit < threshold { break }
        let (nextWeight, overflowed) = weight.multipliedReportingOverflow(by: base - threshold)
        guard !overflowed, nextWeight <= Int(Int32.max) else { return nil }
        weight = nextWeight
        k += base
      }
      let length = output.count + 1
      bias = adapt(delta: i - oldI, length: length, first: oldI == 0)
      n += i / length
      i %= length
      guard n <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(n)), n >= 0x80 else { return nil }
      output.insert(scalar, at: i)
      i += 1
    }
    return output
  }

  private static func digitValue(_ byte: UInt8) -> Int? {
    switch byte {
    case 0x30...0x39: return Int(byte) - 22
    case 0x41...0x5A: return Int(byte) - 0x41
    case 0x61...0x7A: return Int(byte) - 0x61
    default: return nil
    }
  }

  private static func adapt(delta: Int, length: Int, first: Bool) -> Int {
    var delta = first ? delta / damp : delta / 2
    delta += delta / length
    var k = 0
    while delta > ((base - tMin) * tMax) / 2 {
      delta /= base - tMin
      k += base
    }
    return k + (base - tMin + 1) * delta / (delta + skew)
  }
}
