/// The site-wide half of the page contract (see `PageContract`): a gallery opens at `index.html`, and
/// a visitor can reach every page from there by following links, so no page is built for nobody.
enum SiteContract {
  static let entryPage = "index.html"

  /// `facts`: the first pass's findings, in the order of `site.pages`. Pages that are not well-formed
  /// are left out of the reachability verdict: their own error says what is wrong, and their links
  /// are unknown.
  static func problems(site: SiteIndex, facts: [PageFacts]) -> [ValidationProblem] {
    let pages = site.pages
    guard let entry = site.page(at: entryPage) else {
      return [ValidationProblem(page: "", message: "the site has no \(entryPage) to open it with")]
    }
    guard facts[entry].ids != nil else {
      // index.html is not well-formed, so its links are unknown: every other page would be reported
      // unreachable, burying the one error that matters.
      return []
    }
    var reached = [Bool](repeating: false, count: pages.count)
    var pending = [entry]
    reached[entry] = true
    while let current = pending.popLast() {
      for target in facts[current].navigation where !reached[Int(target)] {
        reached[Int(target)] = true
        pending.append(Int(target))
      }
    }
    var problems: [ValidationProblem] = []
    for (position, page) in pages.enumerated() where !reached[position] && facts[position].ids != nil {
      problems.append(
        ValidationProblem(page: page, message: "not reachable from \(entryPage) through <a href> links"))
    }
    return problems
  }
}
