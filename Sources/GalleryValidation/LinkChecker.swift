/// Settles the links the first pass could not: fragments into other pages, and paths naming no file.
///
/// By now every page has been parsed, so a link to `b.html#photo-3` can be judged whichever worker
/// read `b.html`. A link must name a file, not a folder (file:// shows a folder as a listing, or not
/// at all), and a fragment must name an id of the target page. Fragments into a page that is not
/// well-formed are not judged: its ids are unknown, and its own parse error is reported.
struct LinkChecker {
  private let site: SiteIndex
  private let facts: [PageFacts]
  /// Every folder holding a file, "" for the root. Built on first need only: only links naming no
  /// file ask, and a good site has none.
  private lazy var folders: Set<String> = {
    var folders: Set<String> = [""]
    for file in site.pages + site.otherFiles {
      var path = Substring(file)
      while let slash = path.lastIndex(of: "/") {
        path = path[..<slash]
        guard folders.insert(String(path)).inserted else { break }
      }
    }
    return folders
  }()

  /// `facts`: the first pass's findings, in the order of `site.pages`.
  init(site: SiteIndex, facts: [PageFacts]) {
    self.site = site
    self.facts = facts
  }

  /// The problems of the links the first pass left pending on `page`.
  mutating func problems(of links: [PageLink], on page: String) -> [ValidationProblem] {
    var problems: [ValidationProblem] = []
    for link in links {
      if let message = problem(with: link) {
        problems.append(ValidationProblem(page: page, line: link.line, column: link.column, message: message))
      }
    }
    return problems
  }

  private mutating func problem(with link: PageLink) -> String? {
    guard site.contains(link.path), !link.namesFolder else {
      return missingFileMessage(link)
    }
    guard let fragment = link.fragment, let target = site.page(at: link.path),
      let ids = facts[target].ids, !ids.contains(fragment)
    else {
      return nil
    }
    return "link '\(link.url)' in \(link.source) names a missing id '\(fragment)' in \(link.path)"
  }

  /// A link to nothing, or to a folder: the message says which, and for a folder which file to name.
  private mutating func missingFileMessage(_ link: PageLink) -> String {
    if site.contains(link.path) {
      return "link '\(link.url)' in \(link.source) ends in '/' but \(link.path) is a file; drop the '/'"
    }
    if folders.contains(link.path) {
      var written = String(link.url.prefix { $0 != "?" && $0 != "#" })
      if !written.hasSuffix("/") {
        written += "/"
      }
      return "link '\(link.url)' in \(link.source) names a folder; "
        + "use an explicit file name such as '\(written)index.html'"
    }
    return "broken link '\(link.url)' in \(link.source): no file \(link.path) in the site"
  }
}
