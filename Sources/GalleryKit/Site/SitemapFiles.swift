/// `sitemap.xml` and `robots.txt`, on a site with a `baseURL`: the sitemap lists every grid and photo
/// page (never a move page) by its absolute URL, in the order the pages were rendered, so the same
/// gallery always gives the same bytes; `robots.txt` points crawlers at it and away from `edit/`.
enum SitemapFiles {
  static let sitemap = "sitemap.xml"
  static let robots = "robots.txt"

  /// Both files for `pages` (the site's rendered pages, in order); none without a base URL.
  static func files(for pages: [RenderedPage], base: BaseURL?, siteMap: SiteMap) -> [RenderedPage] {
    guard let base else { return [] }
    let editFolder = FileSystem.parentPath(of: siteMap.editPage(photoID: "x")) + "/"
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
    for page in pages where page.isPage && !page.path.hasPrefix(editFolder) {
      xml += "<url><loc>\(HTMLEscaping.escape(base.absolute(page.path)))</loc></url>\n"
    }
    xml += "</urlset>\n"
    // Crawlers read robots.txt at the host's root only; at a sub-path it is there for a host to copy.
    let path = base.path
    let robots = "User-agent: *\nDisallow: \(path)\(editFolder)\nSitemap: \(base.absolute(sitemap))\n"
    return [
      RenderedPage(path: sitemap, bytes: Array(xml.utf8)),
      RenderedPage(path: Self.robots, bytes: Array(robots.utf8)),
    ]
  }
}
