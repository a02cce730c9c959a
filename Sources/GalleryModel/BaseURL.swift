import GalleryCore

/// Where a gallery is hosted (`baseURL` in the manifest): the absolute http(s) URL of the site's
/// folder, ending in `/`. With it, pages name their canonical address and link previews (Open Graph)
/// get absolute URLs; without it nothing absolute is written and the site works from `file://`.
///
/// Checked byte by byte, as strictly as the manifest's paths: it ends up in every page's `<head>`, in
/// `sitemap.xml` and in `feed.xml`, so only a plain URL passes — a scheme, a host (with an optional
/// port), a path of ordinary characters; no credentials, query, fragment, space or control character.
package struct BaseURL: Equatable, Sendable {
  /// The URL as written in the manifest (kept, so the manifest is written back as it was).
  package let text: String

  /// Why a value is not a base URL, for the decoder's message.
  package enum Problem: Error, Equatable, CustomStringConvertible {
    case notHTTP
    case noHost
    case badCharacter(Character)
    case credentials
    case queryOrFragment
    case noTrailingSlash
    /// A host that is not a DNS name (letters, digits, `-` between dots) or a bracketed IPv6 address.
    case badHost
    /// A port that is not a number from 1 to 65535.
    case badPort
    /// `%` not followed by two hex digits, or `%00`.
    case badPercentEscape
    /// A `.` or `..` segment: the address would not be the folder it reads as.
    case dotSegment
    /// An empty segment (`//`): most servers and crawlers fold it, so the address is not the one named.
    case emptySegment
    /// A bracketed host that is not an IPv6 address (`[:::]`, nine groups).
    case badIPv6
    /// A host ending in a number that is not four numbers 0–255 (`999.1.1.1`): parsers read it as an
    /// IPv4 address, never as a name.
    case badIPv4
    /// An `xn--` label that is not valid Punycode for a Unicode name (`xn--zz`).
    case badPunycode

    package var description: String {
      switch self {
      case .notHTTP: return "must start with http:// or https://"
      case .noHost: return "names no host (expected https://host/…/)"
      case .badCharacter(let character):
        return
          "holds \(Self.name(character)), which a plain URL does not hold (percent-encode it in a path; a host in its xn-- form)"
      case .credentials: return "must not hold a user name or password (user@host)"
      case .queryOrFragment: return "must not hold a query (?) or a fragment (#): it is a folder's address"
      case .noTrailingSlash: return "must end in '/': it is the address of the site's folder"
      case .badHost:
        return "names a host that is neither a domain name (letters, digits and '-' between dots) nor [IPv6]"
      case .badPort: return "has a port that is not a number from 1 to 65535"
      case .badPercentEscape: return "holds a '%' not followed by two hex digits (or %00)"
      case .dotSegment: return "holds a '.' or '..' segment; write the folder's address plainly"
      case .emptySegment: return "holds an empty path segment ('//'); write the folder's address plainly"
      case .badIPv6: return "names a bracketed host that is not an IPv6 address"
      case .badIPv4:
        return "names a host ending in a number that is not an IPv4 address "
          + "(four numbers 0–255, no leading zeros)"
      case .badPunycode:
        return "names a host with an 'xn--' label that is not valid Punycode for a Unicode name"
      }
    }

    /// "U+00E4 'ä'" for a visible character, "U+2028" for one that is not (it would print raw).
    private static func name(_ character: Character) -> String {
      guard let scalar = character.unicodeScalars.first else { return "''" }
      let code = TextChecks.codePoint(scalar)
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate, .privateUse,
        .unassigned:
        return code
      default:
        return "\(code) '\(Quoted.text(String(character)))'"
      }
    }
  }

  package init(_ text: String) throws(Problem) {
    let bytes = Array(text.utf8)
    let lowered = text.lowercased()
    let schemeLength: Int
    if lowered.hasPrefix("https://") {
      schemeLength = 8
    } else if lowered.hasPrefix("http://") {
      schemeLength = 7
    } else {
      throw .notHTTP
    }
    // By character, so a message names the character written (ä), not its first UTF-8 byte.
    for scalar in text.unicodeScalars.dropFirst(schemeLength)
    where !scalar.isASCII || !Self.isAllowed(UInt8(scalar.value)) {
      throw .badCharacter(Character(scalar))
    }
    let rest = bytes[schemeLength...]
    let hostEnd = rest.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
    let authority = rest[..<hostEnd]
    guard !authority.contains(UInt8(ascii: "@")) else { throw .credentials }
    guard !rest.contains(UInt8(ascii: "?")), !rest.contains(UInt8(ascii: "#")) else { throw .queryOrFragment }
    guard !authority.isEmpty, authority.first != UInt8(ascii: ":") else { throw .noHost }
    guard bytes.last == UInt8(ascii: "/") else { throw .noTrailingSlash }
    try Self.checkAuthority(Array(authority))
    try Self.checkPath(Array(rest[hostEnd...]))
    self.text = text
  }

  /// The URL's path on its host, `/trips/` for `https://example.com/trips/` (`/` at the host's root).
  package var path: String {
    let afterScheme = text.range(of: "://").map { text[$0.upperBound...] } ?? text[...]
    return afterScheme.firstIndex(of: "/").map { String(afterScheme[$0...]) } ?? "/"
  }

  /// `host[:port]`: a DNS name or a bracketed IPv6 address (no zone), then an optional port 1–65535.
  private static func checkAuthority(_ authority: [UInt8]) throws(Problem) {
    var host = authority[...]
    var port: ArraySlice<UInt8>?
    if authority.first == UInt8(ascii: "[") {
      guard let close = authority.firstIndex(of: UInt8(ascii: "]")) else { throw .badHost }
      let inside = authority[1..<close]
      guard inside.count >= 2,
        inside.allSatisfy({ isHexDigit($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") })
      else { throw .badHost }
      guard BaseURLHost.isIPv6(inside) else { throw .badIPv6 }
      host = authority[...close]
      if close + 1 < authority.count {
        guard authority[close + 1] == UInt8(ascii: ":") else { throw .badHost }
        port = authority[(close + 2)...]
      }
    } else {
      if let colon = authority.firstIndex(of: UInt8(ascii: ":")) {
        host = authority[..<colon]
        port = authority[(colon + 1)...]
      }
      // A trailing dot (an absolute DNS name) is allowed; empty labels elsewhere are not.
      let name = host.last == UInt8(ascii: ".") ? host.dropLast() : host
      let labels = name.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
      for label in labels {
        guard (1...63).contains(label.count), label.first != UInt8(ascii: "-"),
          label.last != UInt8(ascii: "-"),
          label.allSatisfy({ isLetterOrDigit($0) || $0 == UInt8(ascii: "-") })
        else { throw .badHost }
      }
      guard (1...253).contains(name.count) else { throw .badHost }
      if BaseURLHost.looksLikeIPv4(labels) {
        guard BaseURLHost.ipv4Octets(name) != nil else { throw .badIPv4 }
      }
      guard labels.allSatisfy(BaseURLHost.isValidPunycodeLabel) else { throw .badPunycode }
    }
    if let port {
      guard (1...5).contains(port.count), port.allSatisfy({ (0x30...0x39).contains($0) }),
        let number = Int(String(decoding: port, as: UTF8.self)), (1...65_535).contains(number)
      else { throw .badPort }
    }
  }

  /// The path: every `%` starts an escape of two hex digits (not `%00`), and no segment is `.` or `..`
  /// (written plainly or as `%2e`).
  private static func checkPath(_ path: [UInt8]) throws(Problem) {
    var index = 0
    while index < path.count {
      if path[index] == UInt8(ascii: "%") {
        guard index + 2 < path.count, isHexDigit(path[index + 1]), isHexDigit(path[index + 2]),
          !(path[index + 1] == UInt8(ascii: "0") && path[index + 2] == UInt8(ascii: "0"))
        else { throw .badPercentEscape }
        index += 3
      } else {
        index += 1
      }
    }
    let segments = path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    guard segments.dropFirst().dropLast().allSatisfy({ !$0.isEmpty }) else { throw .emptySegment }
    for segment in path.split(separator: UInt8(ascii: "/")) {
      let written = String(decoding: segment, as: UTF8.self).lowercased()
      guard ![".", "..", "%2e", "%2e%2e", ".%2e", "%2e."].contains(written) else { throw .dotSegment }
    }
  }

  /// An ASCII hex digit, either case (one rule for the host checks and the path's escapes).
  static func isHexDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }

  private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// Unreserved characters, the sub-delimiters a path may hold, and `/ : % @ ? # [ ]` (the last ones
  /// are then refused with their own message); no quote, angle bracket, backslash, space or control.
  private static func isAllowed(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return "-._~!$&()*+,;=/:%@?#[]".utf8.contains(byte)
    }
  }
}
