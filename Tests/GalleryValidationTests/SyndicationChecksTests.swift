import Testing

@testable import GalleryValidation

/// `gallery validate` reads `sitemap.xml` and `feed.xml` with libxml2 and follows their absolute links
/// into the site, under the address the feed and robots.txt name.
@Suite struct SyndicationChecksTests {
  private let base = "https://example.com/trips/"
  private let site = SiteIndex(
    pages: ["index.html", "photos/a.html", "edit/a.html"], otherFiles: ["images/a-1200.jpg", "feed.xml"])

  private func problems(sitemap: String? = nil, feed: String? = nil, robots: String? = nil) -> [String] {
    var files: [String: [UInt8]] = [:]
    files["sitemap.xml"] = sitemap.map { Array($0.utf8) }
    files["feed.xml"] = feed.map { Array($0.utf8) }
    files["robots.txt"] = Array((robots ?? "User-agent: *\nSitemap: \(base)sitemap.xml\n").utf8)
    return SyndicationChecks(site: site, movePagesFolder: "edit/").problems(files: files).map(\.description)
  }

  private func sitemap(_ urls: String) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n\(urls)</urlset>\n"
  }

  private func feed(_ entries: String, updated: String = "2024-05-09T09:30:00+02:00") -> String {
    """
    <?xml version="1.0" encoding="utf-8"?>
    <feed xmlns="http://www.w3.org/2005/Atom">
    <title>T</title>
    <link rel="self" type="application/atom+xml" href="\(base)feed.xml"/>
    <id>\(base)</id>
    <updated>\(updated)</updated>
    \(entries)</feed>

    """
  }

  @Test func aGoodSitemapAndFeedHaveNoProblems() {
    let urls =
      "<url><loc>\(base)index.html</loc><lastmod>2024-05-01</lastmod></url>\n"
      + "<url><loc>\(base)photos/a.html</loc><lastmod>2024-05-01T10:00:00Z</lastmod></url>\n"
    let entry = """
      <entry><title>A</title><link rel="alternate" type="text/html" href="\(base)photos/a.html"/>
      <link rel="enclosure" type="image/jpeg" href="\(base)images/a-1200.jpg"/>
      <id>\(base)photos/a.html</id><updated>2024-05-01T10:00:00Z</updated></entry>

      """
    #expect(problems(sitemap: sitemap(urls), feed: feed(entry)) == [])
  }

  /// Found by the fuzzer: a photo whose image is a remote URL has it as its enclosure, as on its page.
  @Test func anEnclosureMayBeARemoteImageButAnEntrysPageMayNot() {
    let entry = """
      <entry><title>A</title><link rel="alternate" type="text/html" href="https://elsewhere.example/a.html"/>
      <link rel="enclosure" type="image/jpeg" href="https://cdn.example.org/a.jpg"/>
      <id>\(base)photos/a.html</id><updated>2024-05-01T10:00:00Z</updated></entry>

      """
    #expect(
      problems(feed: feed(entry)) == [
        "feed.xml:7:0: link 'https://elsewhere.example/a.html' is not under the site's address 'https://example.com/trips/'"
      ])
  }

  @Test func brokenLinksMovePagesOtherHostsAndBadDatesAreNamedWithTheirLine() {
    let urls =
      "<url><loc>\(base)photos/gone.html</loc></url>\n"
      + "<url><loc>\(base)edit/a.html</loc></url>\n"
      + "<url><loc>https://elsewhere.example/photos/a.html</loc><lastmod>May 1</lastmod></url>\n"
      + "<url><loc>\(base)../../etc/passwd</loc></url>\n"
    let found = problems(sitemap: sitemap(urls))
    #expect(found.count == 5, "\(found)")
    #expect(found.contains { $0.contains("gone.html") && $0.hasPrefix("sitemap.xml:3:") })
    #expect(found.contains { $0.contains("move page edit/a.html") })
    #expect(found.contains { $0.contains("'May 1' is not a W3C date") })
    #expect(found.contains { $0.contains("not under the site's address") })
    #expect(found.contains { $0.contains("passwd") })
  }

  /// Found by an attack: an entry could name a move page, which the sitemap may not.
  @Test func anEntryMayNotNameAMovePage() {
    let entry = """
      <entry><title>A</title><link rel="alternate" type="text/html" href="\(base)edit/a.html"/>
      <id>\(base)photos/a.html</id><updated>2024-05-01T10:00:00Z</updated></entry>

      """
    #expect(
      problems(feed: feed(entry)) == [
        "feed.xml:7:0: feed.xml names the move page edit/a.html; move pages are never listed"
      ])
  }

  @Test func anEntryNeedsItsIDTitleDateAndPageAndTheFeedIsParsedStrictly() {
    let entry = "<entry><title>A</title><link rel=\"enclosure\" href=\"\(base)images/a-1200.jpg\"/></entry>\n"
    let found = problems(feed: feed(entry, updated: "yesterday"))
    #expect(found.contains { $0.contains("<updated> 'yesterday' is not an RFC 3339 date") })
    #expect(found.contains { $0.contains("<entry> without <id>") })
    #expect(found.contains { $0.contains("<entry> without <updated>") })
    #expect(found.contains { $0.contains("<entry> without a rel=\"alternate\" link") })
    let broken = problems(feed: "<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>&nbsp;</title></feed>")
    #expect(broken.contains { $0.hasPrefix("feed.xml:1:") && $0.contains("nbsp") })
    let wrongRoot = problems(feed: "<rss version=\"2.0\"/>")
    #expect(wrongRoot.contains { $0.contains("the root element is <rss>") })
  }

  @Test func withoutAnAddressNothingCanBeFollowedAndItSaysSo() {
    let found = problems(
      sitemap: sitemap("<url><loc>\(base)index.html</loc></url>\n"), robots: "User-agent: *\n")
    #expect(
      found == [
        "sitemap.xml:0:0: cannot tell the site's address to check links against: feed.xml has no rel=\"self\" link and robots.txt no 'Sitemap: <address>sitemap.xml' line"
      ])
  }

  /// Found by an attack: a query, a fragment, `//` or spaces made other addresses of a page.
  @Test func aSitemapNamesEachPageByItsPlainAddress() {
    for odd in ["photos/a.html?q=1", "photos/a.html#x", "photos//a.html", "photos/a b.html"] {
      let found = problems(sitemap: sitemap("<url><loc>\(base)\(odd)</loc></url>\n"))
      #expect(found.count == 1 && found[0].contains("not a page's plain address"), "\(odd): \(found)")
    }
  }

  @Test func datesAreRFC3339() {
    for good in [
      "2024-05-01T10:00:00Z", "2024-05-01T10:00:00+02:00", "2024-05-01T10:00:00.123-05:30",
      "2024-02-29T23:59:60Z",
    ] {
      #expect(SyndicationChecks.isRFC3339(good), "\(good)")
    }
    for bad in [
      "2024-05-01", "2024-05-01 10:00:00Z", "2024-05-01T10:00:00", "2024-05-01T10:00:00+0200", "x",
      "2021-13-45T99:00:00Z", "2026-02-30T10:00:00Z", "2025-02-29T10:00:00Z", "2024-05-01T25:61:61Z",
      "2024-05-01T10:00:00+99:99",
    ] {
      #expect(!SyndicationChecks.isRFC3339(bad), "\(bad)")
    }
  }
}
