import CLibXML2
import GalleryXML

/// `sitemap.xml` and `feed.xml` checked the way pages are: strictly parsed as XML by libxml2, and every
/// link in them followed into the site.
///
/// Their links are absolute (crawlers and feed readers need them so), under the address the site is
/// hosted at. That address is read from the site itself: the feed's `rel="self"` link, else the
/// `Sitemap:` line of `robots.txt`, both written with it. A link is then judged by the part after the
/// address, like a relative link from the site's root: the sitemap's `<loc>` must name a grid or photo
/// page (never a move page); the feed's `alternate` links a page, its `enclosure` links a file. Dates
/// must be RFC 3339 (`2024-05-01T14:32:10Z` or with an offset). A page link under another address is
/// a problem (a reader would leave the site); an enclosure may be any http(s) image, as a photo's
/// remote image is linked as it is.
package struct SyndicationChecks {
  static let sitemap = "sitemap.xml"
  static let feed = "feed.xml"
  static let robots = "robots.txt"
  package static let fileNames = [sitemap, feed, robots]
  private static let sitemapNamespace = "http://www.sitemaps.org/schemas/sitemap/0.9"
  private static let atomNamespace = "http://www.w3.org/2005/Atom"

  let site: SiteIndex
  /// The folder move pages live in (`edit/`), which the sitemap must not list; nil: not checked.
  let movePagesFolder: String?

  /// The problems of the files present among `files` (site path → bytes); none when there are none.
  func problems(files: [String: [UInt8]]) -> [ValidationProblem] {
    guard files[Self.sitemap] != nil || files[Self.feed] != nil else { return [] }
    guard let parser = PageParser() else {
      return [ValidationProblem(page: Self.feed, message: "libxml2 could not create a parser")]
    }
    var problems: [ValidationProblem] = []
    var base: String? = files[Self.robots].flatMap(Self.base(fromRobots:))
    var feedLinks: [Link] = []
    var sitemapLinks: [Link] = []
    if let bytes = files[Self.feed] {
      feedLinks = parse(
        bytes, as: Self.feed, root: "feed", namespace: Self.atomNamespace, parser, &problems, Self.feedLinks)
      if let own = feedLinks.first(where: { $0.kind == .own }) {
        base = own.url.hasSuffix(Self.feed) ? String(own.url.dropLast(Self.feed.count)) : base
      }
    }
    if let bytes = files[Self.sitemap] {
      sitemapLinks = parse(
        bytes, as: Self.sitemap, root: "urlset", namespace: Self.sitemapNamespace, parser, &problems,
        Self.sitemapLinks)
    }
    guard let base else {
      let named = files[Self.feed] != nil ? Self.feed : Self.sitemap
      problems.append(
        ValidationProblem(
          page: named,
          message: "cannot tell the site's address to check links against: feed.xml has no rel=\"self\" link"
            + " and robots.txt no 'Sitemap: <address>sitemap.xml' line"))
      return problems
    }
    for link in feedLinks + sitemapLinks where link.kind != .own {
      if let message = problem(with: link, base: base) {
        problems.append(ValidationProblem(page: link.file, line: link.line, message: message))
      }
    }
    return problems
  }

  // MARK: Links

  struct Link {
    enum Kind { case page, gridOrPhotoPage, file, own }
    let file: String
    let line: Int
    let url: String
    let kind: Kind
  }

  private func problem(with link: Link, base: String) -> String? {
    guard link.url.hasPrefix(base) else {
      // A photo whose image is remote is linked as it is, on its page as in the feed.
      if link.kind == .file, Self.isWebURL(link.url) { return nil }
      return "link '\(link.url)' is not under the site's address '\(base)'"
    }
    let relative = Array(link.url.utf8.dropFirst(base.utf8.count))
    // A page is named plainly: `?q=1`, `#x` or `a//b` would be another URL for a crawler or a reader.
    if link.kind != .file,
      relative.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") || $0 <= 0x20 })
        || link.url.contains("//", after: base.count)
    {
      return "link '\(link.url)' is not a page's plain address (a query, a fragment, '//' or a space)"
    }
    var path: [UInt8] = []
    let target = relative.withUnsafeBufferPointer { LinkResolver(pagePath: "").resolve($0, path: &path) }
    guard case .local(_, let namesFolder) = target, !relative.isEmpty else {
      return "link '\(link.url)' does not name a file of the site"
    }
    let sitePath = String(decoding: path, as: UTF8.self)
    guard !namesFolder, site.contains(sitePath) else {
      return "broken link '\(link.url)': no file \(sitePath) in the site"
    }
    switch link.kind {
    case .file, .own:
      return nil
    case .page, .gridOrPhotoPage:
      guard sitePath.hasSuffix(".html") else { return "link '\(link.url)' names \(sitePath), not a page" }
      if let folder = movePagesFolder, sitePath.hasPrefix(folder) {
        return "\(link.file) names the move page \(sitePath); move pages are never listed"
      }
      return nil
    }
  }

  /// An absolute http(s) URL naming a host.
  static func isWebURL(_ url: String) -> Bool {
    let lowered = url.lowercased()
    let rest =
      lowered.hasPrefix("https://")
      ? lowered.dropFirst(8) : lowered.hasPrefix("http://") ? lowered.dropFirst(7) : nil
    guard let rest, let first = rest.first else { return false }
    return first != "/" && !url.contains(where: { $0.isWhitespace })
  }

  /// The address in robots.txt's `Sitemap: <address>sitemap.xml` line.
  static func base(fromRobots bytes: [UInt8]) -> String? {
    for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
      guard line.hasPrefix("Sitemap:") else { continue }
      let url = line.dropFirst("Sitemap:".count).trimmingCharacters(in: .whitespaces)
      if url.hasSuffix(sitemap) { return String(url.dropLast(sitemap.count)) }
    }
    return nil
  }

  // MARK: Reading the files

  private func parse(
    _ bytes: [UInt8], as file: String, root: String, namespace: String, _ parser: PageParser,
    _ problems: inout [ValidationProblem], _ read: (Element, inout [ValidationProblem]) -> [Link]
  ) -> [Link] {
    bytes.withUnsafeBufferPointer { buffer in
      parser.parse(buffer) { parsed in
        for error in parsed.errors {
          problems.append(
            ValidationProblem(page: file, line: error.line, column: error.column, message: error.message))
        }
        guard let document = parsed.document, let top = xmlDocGetRootElement(document) else { return [] }
        let element = Element(node: top, file: file)
        guard element.name == root, element.namespace == namespace else {
          problems.append(
            ValidationProblem(
              page: file, line: element.line,
              message: "the root element is <\(element.name)> in '\(element.namespace ?? "")'; "
                + "expected <\(root)> in '\(namespace)'"))
          return []
        }
        return read(element, &problems)
      }
    }
  }

  private static func sitemapLinks(_ urlset: Element, _ problems: inout [ValidationProblem]) -> [Link] {
    var links: [Link] = []
    for url in urlset.children where url.name == "url" {
      guard let loc = url.child("loc") else {
        problems.append(ValidationProblem(page: url.file, line: url.line, message: "<url> without <loc>"))
        continue
      }
      links.append(Link(file: url.file, line: loc.line, url: loc.text, kind: .gridOrPhotoPage))
      // The sitemap protocol takes W3C dates: a day alone, or an RFC 3339 date-time.
      if let lastmod = url.child("lastmod"), !isRFC3339(lastmod.text), !isRFC3339(lastmod.text + "T00:00:00Z")
      {
        problems.append(
          ValidationProblem(
            page: url.file, line: lastmod.line, message: "<lastmod> '\(lastmod.text)' is not a W3C date"))
      }
    }
    return links
  }

  private static func feedLinks(_ feed: Element, _ problems: inout [ValidationProblem]) -> [Link] {
    var links: [Link] = []
    func required(_ element: Element, _ what: String) {
      for name in ["id", "title", "updated"] where element.child(name) == nil {
        problems.append(
          ValidationProblem(page: element.file, line: element.line, message: "\(what) without <\(name)>"))
      }
      if let updated = element.child("updated"), !isRFC3339(updated.text) {
        problems.append(
          ValidationProblem(
            page: element.file, line: updated.line,
            message: "<updated> '\(updated.text)' is not an RFC 3339 date"))
      }
    }
    /// The `<link>`s of an element, each judged by its `rel` (Atom's default is `alternate`).
    func linksOf(_ element: Element, _ kind: (String) -> Link.Kind) -> [Link] {
      element.children.filter { $0.name == "link" }.map { link in
        Link(
          file: element.file, line: link.line, url: link.attribute("href") ?? "",
          kind: kind(link.attribute("rel") ?? "alternate"))
      }
    }
    required(feed, "<feed>")
    links += linksOf(feed) { $0 == "self" ? .own : .page }
    for entry in feed.children where entry.name == "entry" {
      required(entry, "<entry>")
      if !entry.children.contains(where: {
        $0.name == "link" && ($0.attribute("rel") ?? "alternate") == "alternate"
      }) {
        problems.append(
          ValidationProblem(
            page: entry.file, line: entry.line, message: "<entry> without a rel=\"alternate\" link"))
      }
      links += linksOf(entry) { $0 == "alternate" ? .page : .file }
    }
    return links
  }

  /// "2024-05-01T14:32:10Z", "…+02:00", with optional fractions of a second (RFC 3339's date-time).
  static func isRFC3339(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    func digits(_ range: Range<Int>) -> Bool {
      range.upperBound <= bytes.count && range.allSatisfy { (0x30...0x39).contains(bytes[$0]) }
    }
    func byte(_ index: Int, _ character: Character) -> Bool {
      index < bytes.count && bytes[index] == character.asciiValue
    }
    func number(_ range: Range<Int>) -> Int {
      range.reduce(0) { $0 * 10 + Int(bytes[$1] - 0x30) }
    }
    guard digits(0..<4), byte(4, "-"), digits(5..<7), byte(7, "-"), digits(8..<10), byte(10, "T"),
      digits(11..<13), byte(13, ":"), digits(14..<16), byte(16, ":"), digits(17..<19)
    else { return false }
    // The values too: a 13th month or a 25th hour has the shape of a date and is none.
    let (year, month, day) = (number(0..<4), number(5..<7), number(8..<10))
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let monthDays = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    guard (1...12).contains(month), (1...monthDays[month - 1]).contains(day), number(11..<13) <= 23,
      number(14..<16) <= 59, number(17..<19) <= 60
    else { return false }
    var index = 19
    if byte(index, ".") {
      index += 1
      let start = index
      while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
      guard index > start else { return false }
    }
    if byte(index, "Z") { return index + 1 == bytes.count }
    guard byte(index, "+") || byte(index, "-") else { return false }
    return digits(index + 1..<index + 3) && byte(index + 3, ":") && digits(index + 4..<index + 6)
      && index + 6 == bytes.count && number(index + 1..<index + 3) <= 23
      && number(index + 4..<index + 6) <= 59
  }
}

/// A libxml2 element, read only while its document lives.
private struct Element {
  let node: xmlNodePtr
  let file: String

  var name: String { node.pointee.name.map { String(cString: $0) } ?? "" }
  var namespace: String? { node.pointee.ns?.pointee.href.map { String(cString: $0) } }
  var line: Int { Int(xmlGetLineNo(node)) }

  var children: [Element] {
    var elements: [Element] = []
    var child = node.pointee.children
    while let current = child {
      if current.pointee.type == XML_ELEMENT_NODE { elements.append(Element(node: current, file: file)) }
      child = current.pointee.next
    }
    return elements
  }

  func child(_ name: String) -> Element? { children.first { $0.name == name } }

  func attribute(_ name: String) -> String? {
    var property = node.pointee.properties
    while let current = property {
      if let attributeName = current.pointee.name, String(cString: attributeName) == name {
        return LibXML.string(of: current)
      }
      property = current.pointee.next
    }
    return nil
  }

  /// The element's text, trimmed.
  var text: String {
    LibXML.text(of: node).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

extension String {
  /// Whether `text` occurs at or past the `offset`-th byte.
  fileprivate func contains(_ text: String, after offset: Int) -> Bool {
    let bytes = Array(utf8.dropFirst(offset))
    let needle = Array(text.utf8)
    guard bytes.count >= needle.count else { return false }
    return (0...(bytes.count - needle.count)).contains { Array(bytes[$0..<$0 + needle.count]) == needle }
  }
}
