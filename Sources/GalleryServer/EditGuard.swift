import GalleryCore

/// Who may save a move: every POST passes these checks before the form is read, and nothing is saved
/// when one fails.
///
/// - `Host` must name this server: `localhost` or an IP address, with the served port. A page on another
///   site that reaches the server through a DNS name rebound to 127.0.0.1 sends its own name: refused.
/// - `Sec-Fetch-Site: same-origin`, or an `Origin` equal to `http://` + Host, must say the form was
///   sent from one of this server's pages; a request saying neither is refused too, and a request whose
///   `Origin` or `Sec-Fetch-Site` names another site is refused even when the other says same-origin.
/// - Only from this machine, unless `--allow-remote-edits`.
struct EditGuard: Sendable {
  let port: Int
  let allowsRemoteEdits: Bool

  /// Why the request may not save, or nil when it may.
  func refusal(_ request: HTTPRequest) -> String? {
    if !request.isFromLoopback && !allowsRemoteEdits {
      return
        "Saving works only from this computer (start the server with --allow-remote-edits to allow others)."
    }
    guard let host = request.header("Host"), isServed(host: host) else {
      return "The request was not addressed to this server (its Host header is not an address it serves)."
    }
    let site = request.header("Sec-Fetch-Site")
    let origin = request.header("Origin")
    if let site, site != "same-origin" {
      return "The form was sent from another site (Sec-Fetch-Site: \(Quoted.text(site, limit: 60)))."
    }
    if let origin, origin != "http://" + host {
      return "The form was sent from another site (Origin: \(Quoted.text(origin, limit: 100)))."
    }
    if site == nil && origin == nil {
      return "The request does not say where it came from (no Origin or Sec-Fetch-Site header)."
    }
    return nil
  }

  /// `localhost`, an IPv4 address or a bracketed IPv6 address, then `:port`.
  func isServed(host: String) -> Bool {
    guard let colon = host.lastIndex(of: ":"), host[host.index(after: colon)...] == String(port) else {
      return false
    }
    let name = host[..<colon].lowercased()
    if name == "localhost" { return true }
    if name.hasPrefix("[") && name.hasSuffix("]") { return Self.isIPv6(name.dropFirst().dropLast()) }
    return Self.isIPv4(name[...])
  }

  /// Four decimal parts of at most 255 each (`127.0.0.1`).
  static func isIPv4(_ text: Substring) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4
      && parts.allSatisfy { part in
        !part.isEmpty && part.count <= 3 && part.allSatisfy { $0.isASCII && $0.isNumber }
          && (Int(part) ?? 256) <= 255
      }
  }

  /// An IPv6 address as RFC 4291 writes it: eight groups of 1–4 hex digits, or fewer around one `::`,
  /// the last two groups possibly an IPv4 address (`::ffff:127.0.0.1`). `[]`, `[:]` or `[1::2::3]`
  /// name no address, and are no host this server serves.
  static func isIPv6(_ text: Substring) -> Bool {
    guard !text.isEmpty, text.count <= 45 else { return false }
    let halves = text.components(separatedBy: "::")
    guard halves.count <= 2 else { return false }
    var all = halves.flatMap { half in
      half.isEmpty ? [] : half.split(separator: ":", omittingEmptySubsequences: false)
    }
    var count = all.count
    if let last = all.last, last.contains(".") {
      guard isIPv4(last) else { return false }
      all.removeLast()
      count += 1
    }
    guard all.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isHexDigit) }) else {
      return false
    }
    return halves.count == 2 ? count <= 7 : count == 8
  }
}
