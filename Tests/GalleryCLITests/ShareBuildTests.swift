import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCommands
@testable import GalleryCore
@testable import GalleryImages
@testable import GalleryModel

/// Issue 14 end to end, through the binary: a gallery with a `baseURL` gets link previews, a sitemap,
/// robots.txt and a feed whose links all resolve inside the site, unchanged by a build that changes
/// nothing and the same after a move as after a full build; without one, nothing absolute.
@Suite struct ShareBuildTests {
  private let base = "https://example.com/trips/"

  private func workspace(baseURL: Bool) throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    try FileSystem.makeDirectories(workspace.path + "/g")
    for (name, width) in [("a", 2000), ("b", 900), ("c", 1600)] {
      try FileSystem.writeFile(
        workspace.path + "/g/\(name).jpg", try LibVips.testPicture(width: width, height: width * 3 / 4))
    }
    let photos = ["a", "b", "c"].map {
      "{ \"id\": \"\($0)\", \"image\": \"\($0).jpg\", \"description\": \"Photo <\($0)> & co\" }"
    }
    try workspace.write(
      "g/gallery.json",
      "{ \"title\": \"Trips\", \"pageSize\": 2\(baseURL ? ", \"baseURL\": \"\(base)\"" : ""), \"photos\": [\(photos.joined(separator: ", "))] }"
    )
    return workspace
  }

  /// The site path an absolute URL of the site names.
  private func sitePath(_ url: String) -> String? {
    url.hasPrefix(base) ? String(url.dropFirst(base.count)) : nil
  }

  private func values(_ text: String, between start: String, and end: String) -> [String] {
    text.components(separatedBy: start).dropFirst().compactMap { $0.components(separatedBy: end).first }
  }

  @Test func aHostedGalleryHasPreviewsASitemapAndAFeedThatAllLeadIntoTheSite() throws {
    let workspace = try workspace(baseURL: true)
    let built = try workspace.gallery("build", "g", "--output", "site")
    #expect(built.status == 0, "\(built.stderr)")
    let page = try #require(workspace.read("site/photos/a.html"))
    #expect(page.contains(#"<link rel="canonical" href="https://example.com/trips/photos/a.html" />"#))
    #expect(page.contains(#"<meta property="og:description" content="Photo &lt;a&gt; &amp; co" />"#))
    // The preview image is the size made for previews: 1200 px wide, a file of the site.
    let image = try #require(values(page, between: #"<meta property="og:image" content=""#, and: "\"").first)
    let imagePath = try #require(sitePath(image))
    let bytes = try #require(FileSystem.readFile(workspace.path + "/site/" + imagePath))
    let header = try #require(LibVips.header(of: bytes))
    #expect((header.width, header.height) == (1200, 900))
    #expect(page.contains(#"<meta property="og:image:width" content="1200" />"#))
    // The sitemap: exactly the grid and photo pages.
    let sitemap = try #require(workspace.read("site/sitemap.xml"))
    let listed = Set(values(sitemap, between: "<loc>", and: "</loc>").compactMap(sitePath))
    #expect(listed == ["index.html", "page/2.html", "photos/a.html", "photos/b.html", "photos/c.html"])
    #expect(sitemap.contains("<lastmod>"))
    #expect(workspace.read("site/robots.txt")?.contains("Disallow: /trips/edit/") == true)
    // The feed: every photo, each link a file of the site; libxml2 checks it in `validate`.
    let feed = try #require(workspace.read("site/feed.xml"))
    let links = values(feed, between: "href=\"", and: "\"").compactMap(sitePath)
    #expect(links.count == 2 + 3 * 2)
    for link in links { #expect(FileSystem.exists(workspace.path + "/site/" + link), "\(link)") }
    #expect(feed.contains("&lt;p&gt;Photo &amp;lt;a&amp;gt; &amp;amp; co&lt;/p&gt;"))
    let validated = try workspace.gallery("validate", "site")
    #expect(validated.status == 0 && validated.stdout.contains("0 problems"), "\(validated.stdout)")
  }

  @Test func nothingChangedLeavesTheSitemapAndFeedAsTheyWereAndAMoveWritesWhatAFullBuildWould() throws {
    let workspace = try workspace(baseURL: true)
    #expect(try workspace.gallery("build", "g", "--output", "site").status == 0)
    let first = ["sitemap.xml", "feed.xml", "robots.txt"].map { workspace.read("site/" + $0) }
    #expect(try workspace.gallery("build", "g", "--output", "site").status == 0)
    #expect(["sitemap.xml", "feed.xml", "robots.txt"].map { workspace.read("site/" + $0) } == first)
    let moved = try workspace.gallery("move", "c", "--to", "1", "--gallery", "g", "--output", "site")
    #expect(moved.status == 0, "\(moved.stderr)")
    #expect(try workspace.gallery("build", "g", "--output", "fresh").status == 0)
    for name in ["sitemap.xml", "feed.xml", "robots.txt"] {
      #expect(workspace.read("site/" + name) == workspace.read("fresh/" + name), "\(name)")
    }
    // Undated photos follow manifest order: the move put c first.
    let feed = try #require(workspace.read("site/feed.xml"))
    #expect(values(feed, between: "<id>", and: "</id>").dropFirst().first == base + "photos/c.html")
  }

  @Test func aThemeWithoutAnIconGetsTheCoversImageAndAMoveThatChangesTheCoverChangesEveryPage() throws {
    let workspace = try workspace(baseURL: false)
    let theme = workspace.path + "/g/Themes/plain"
    try FileManager.default.copyItem(
      atPath: FileManager.default.currentDirectoryPath + "/Themes/default", toPath: theme)
    try FileManager.default.removeItem(atPath: theme + "/assets/favicon.svg")
    #expect(try workspace.gallery("build", "g", "--theme", "plain", "--output", "site").status == 0)
    let icon = #"<link rel="icon" href="../images/a-400-"#
    for page in ["photos/b.html", "edit/c.html"] {
      #expect(workspace.read("site/" + page)?.contains(icon) == true, "\(page)")
    }
    // Moving b to 1 alone would rewrite neither page/2.html nor edit/c.html; their icon is b's now.
    let moved = try workspace.gallery(
      "move", "b", "--to", "1", "--gallery", "g", "--theme", "plain", "--output", "site")
    #expect(moved.status == 0, "\(moved.stderr)")
    for page in ["index.html", "page/2.html", "photos/c.html", "edit/c.html"] {
      let html = try #require(workspace.read("site/" + page))
      #expect(html.contains(#"<link rel="icon" href=""#) && html.contains(#"images/b-400-"#), "\(page)")
    }
    // With the default theme's own icon, the cover is not used.
    #expect(try workspace.gallery("build", "g", "--output", "plain-site").status == 0)
    #expect(
      workspace.read("plain-site/photos/a.html")?.contains(#"<link rel="icon" href="../assets/favicon.svg""#)
        == true)
  }

  /// Regression: a published site that was up to date was reported with move pages it does not have.
  @Test func theReportCountsThePagesThereAreNotTheSitemapOrFeedOrMovePagesAPublishedSiteLacks() throws {
    let workspace = try workspace(baseURL: true)
    let first = try workspace.gallery("build", "g", "--output", "site", "--publish")
    let again = try workspace.gallery("build", "g", "--output", "site", "--publish")
    // 3 photo pages and 2 grid pages; no move pages, and sitemap.xml, robots.txt and feed.xml are no pages.
    #expect(first.stdout.contains("Built 5 pages (3 photos, 2 grid pages)"), "\(first.stdout)")
    #expect(again.stdout.contains("Built 5 pages (3 photos, 2 grid pages)"), "\(again.stdout)")
    let editing = try workspace.gallery("build", "g", "--output", "editing")
    #expect(editing.stdout.contains("Built 8 pages (3 photos, 2 grid pages)"), "\(editing.stdout)")
  }

  /// Found by an attack: validate read a sitemap (or a page) that was a link out of the site and
  /// printed what it found there; a FIFO, a folder or a 2 GB file in its place passed unreported.
  @Test func validateReadsNothingOutsideTheSiteAndReportsASitemapOrFeedItCannotRead() throws {
    let workspace = try workspace(baseURL: true)
    #expect(try workspace.gallery("build", "g", "--output", "site").status == 0)
    try workspace.write(
      "secret.xml",
      "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><url><loc>SECRET-TOKEN</loc></url></urlset>"
    )
    let site = workspace.path + "/site/"
    try FileManager.default.removeItem(atPath: site + "sitemap.xml")
    try FileManager.default.createSymbolicLink(
      atPath: site + "sitemap.xml", withDestinationPath: workspace.path + "/secret.xml")
    try FileManager.default.removeItem(atPath: site + "photos/b.html")
    try FileManager.default.createSymbolicLink(
      atPath: site + "photos/b.html", withDestinationPath: workspace.path + "/secret.xml")
    try FileManager.default.removeItem(atPath: site + "feed.xml")
    #expect(mkfifo(site + "feed.xml", 0o644) == 0)
    let validated = try workspace.gallery("validate", "site")
    #expect(validated.status == 1)
    #expect(!validated.stdout.contains("SECRET"), "\(validated.stdout)")
    #expect(
      validated.stdout.contains("sitemap.xml:0:0: cannot read sitemap.xml: it leads outside its folder"),
      "\(validated.stdout)")
    #expect(
      validated.stdout.contains("photos/b.html:0:0: cannot read page: it leads outside its folder"),
      "\(validated.stdout)")
    #expect(
      validated.stdout.contains("feed.xml:0:0: cannot read feed.xml: it is a FIFO"), "\(validated.stdout)")
    try FileManager.default.removeItem(atPath: site + "sitemap.xml")
    #expect(FileManager.default.createFile(atPath: site + "sitemap.xml", contents: nil))
    #expect(truncate(site + "sitemap.xml", 1 << 31) == 0)
    let large = try workspace.gallery("validate", "site")
    #expect(large.stdout.contains("cannot read sitemap.xml: it is 2,147,483,648 bytes"), "\(large.stdout)")
  }

  @Test func withoutABaseURLThereIsNothingAbsoluteAndNoSitemapOrFeed() throws {
    let workspace = try workspace(baseURL: false)
    #expect(try workspace.gallery("build", "g", "--output", "site").status == 0)
    for name in ["sitemap.xml", "feed.xml", "robots.txt"] {
      #expect(!FileSystem.exists(workspace.path + "/site/" + name), "\(name)")
    }
    let page = try #require(workspace.read("site/photos/a.html"))
    #expect(!page.contains("og:") && !page.contains("canonical") && !page.contains(base))
    let images = try FileManager.default.contentsOfDirectory(atPath: workspace.path + "/site/images")
    #expect(!images.contains { $0.contains("-1200-") })
  }
}
