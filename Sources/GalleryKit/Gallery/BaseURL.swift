/// Where a gallery is hosted (`baseURL` in the manifest): the absolute http(s) URL of the site's
/// folder, ending in `/`. With it, pages name their canonical address and link previews (Open Graph)
/// get absolute URLs; without it nothing absolute is written and the site works from `file://`.
///
/// Checked byte by byte, as strictly as the manifest's paths: it ends up in every page's `<head>`, in
/// `sitemap.xml` and in `feed.xml`, so only a plain URL passes — a scheme, a host (with an optional
/// port), a path of ordinary characters; no credentials, query, fragment, space or control character.
public struct BaseURL: Equatable, Sendable {
  /// The URL as written in the manifest (kept, so the manifest is written back as it was).
  public let text: String

  /// Why a value is not a base URL, for the decoder's message.
  public enum Problem: Error, Equatable, CustomStringConvertible {
    case notHTTP
    case noHost
    case badCharacter(Character)
    case credentials
    case queryOrFragment
    case noTrailingSlash

    public var description: String {
      switch self {
      case .notHTTP: return "must start with http:// or https://"
      case .noHost: return "names no host (expected https://host/…/)"
      case .badCharacter(let character):
        return "holds \(Quoted.text(String(character))), which a plain URL does not hold (percent-encode it)"
      case .credentials: return "must not hold a user name or password (user@host)"
      case .queryOrFragment: return "must not hold a query (?) or a fragment (#): it is a folder's address"
      case .noTrailingSlash: return "must end in '/': it is the address of the site's folder"
      }
    }
  }

  public init(_ text: String) throws(Problem) {
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
    for byte in bytes[schemeLength...] where !Self.isAllowed(byte) {
      throw .badCharacter(Character(Unicode.Scalar(byte)))
    }
    let rest = bytes[schemeLength...]
    let hostEnd = rest.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
    let host = rest[..<hostEnd]
    guard !host.contains(UInt8(ascii: "@")) else { throw .credentials }
    guard !rest.contains(UInt8(ascii: "?")), !rest.contains(UInt8(ascii: "#")) else { throw .queryOrFragment }
    guard !host.isEmpty, host.first != UInt8(ascii: ":") else { throw .noHost }
    guard bytes.last == UInt8(ascii: "/") else { throw .noTrailingSlash }
    self.text = text
  }

  /// The URL's path on its host, `/trips/` for `https://example.com/trips/` (`/` at the host's root).
  public var path: String {
    let afterScheme = text.range(of: "://").map { text[$0.upperBound...] } ?? text[...]
    return afterScheme.firstIndex(of: "/").map { String(afterScheme[$0...]) } ?? "/"
  }

  /// The absolute URL of a site-relative path (`photos/x.html`), percent-encoded like the site's links.
  public func absolute(_ path: String) -> String {
    text + SiteMap().href(from: "index.html", to: path)
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
