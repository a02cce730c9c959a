/// One generated page: where it goes in the site and its bytes.
package struct RenderedPage: Sendable, Equatable {
  package let path: String
  package let bytes: [UInt8]

  package init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }
}

extension RenderedPage {
  /// An HTML page, as opposed to the other files a build writes (`sitemap.xml`, `robots.txt`).
  var isPage: Bool { path.hasSuffix(".html") }
}

extension [RenderedPage] {
  /// How many of these are HTML pages.
  var pageCount: Int { reduce(0) { $0 + ($1.isPage ? 1 : 0) } }
}
