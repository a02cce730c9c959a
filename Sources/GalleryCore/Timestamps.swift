import Foundation

/// Seconds since 1970 (UTC) written the ways the web reads them. Always UTC, from `gmtime_r`, so the
/// same file gives the same text on every machine whatever its time zone.
package enum Timestamps {
  /// "Sun, 06 Nov 1994 08:49:37 GMT" (RFC 9110's IMF-fixdate, for HTTP headers).
  package static func http(_ seconds: Int) -> String {
    formatted(seconds, "%a, %d %b %Y %H:%M:%S GMT")
  }

  /// "1994-11-06T08:49:37Z" (RFC 3339, which Atom and sitemaps ask for).
  package static func rfc3339(_ seconds: Int) -> String {
    formatted(seconds, "%Y-%m-%dT%H:%M:%SZ")
  }

  private static func formatted(_ seconds: Int, _ format: String) -> String {
    var time = time_t(seconds)
    var parts = tm()
    guard gmtime_r(&time, &parts) != nil else { return formatted(0, format) }
    var buffer = [CChar](repeating: 0, count: 64)
    let count = strftime(&buffer, buffer.count, format, &parts)
    return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
