/// The same checks as `SiteValidator.validate(pages:otherFiles:syndication:)`, given the pages a batch
/// at a time, so a build need not hold every page's bytes at once (a site of 100,000 photos is 1.2 GB
/// of pages).
///
/// Every path is known before the first page comes (the builder knows its routes), so each page is
/// checked on its own as it arrives, exactly as in one batch: the first pass settles most links
/// against the site's files and keeps, per page, only what the second pass needs (its problems, its
/// ids for fragments into it, the pages it links to, the links left pending). The second pass runs
/// once, in `report`, when every page has been checked. The report does not depend on the batches.
extension SiteValidator {
  package struct Stream: Sendable {
    /// What checks a batch: apart from the facts kept, so a thread checking a batch holds no reference
    /// to them while `keep` adds the previous batch's.
    package let checker: Checker
    private var site: SiteIndex { checker.site }
    /// The first pass's findings, in the order of `site.pages`; a page not yet checked has none.
    private var facts: [PageFacts]
    /// Problems of pages given that the site does not list (a caller's mistake, reported, not trapped).
    private var strays: [ValidationProblem] = []
    /// Whether a page kept so far has a problem of its own.
    package private(set) var hasProblems = false
    /// Which pages' facts are kept (see `keep`).
    private var isKept: [Bool]

    /// `pages`: every page the site will hold; `otherFiles`: every other file (see `validate`).
    package init(validator: SiteValidator, pages: [String], otherFiles: Set<String>) {
      self.init(validator: validator, site: SiteIndex(pages: pages, otherFiles: otherFiles))
    }

    init(validator: SiteValidator, site: SiteIndex) {
      checker = Checker(validator: validator, site: site)
      facts = [PageFacts](repeating: PageFacts(), count: site.pages.count)
      isKept = [Bool](repeating: false, count: site.pages.count)
    }

    /// Whether `path` is one of the pages the site was said to hold.
    package func lists(_ path: String) -> Bool { site.page(at: path) != nil }

    /// What checking one batch found, to `keep`: made apart from keeping so the check can run on
    /// another thread while the caller stages the batch.
    package struct Checked: Sendable {
      let numbers: [Int?]
      let pages: [String]
      let facts: [PageFacts]
    }

    /// Checks batches of pages against the site's paths.
    package struct Checker: Sendable {
      let validator: SiteValidator
      let site: SiteIndex

      /// Checks each page of `batch` (path, bytes) on its own, in parallel; touches no state.
      package func check(_ batch: [(path: String, bytes: [UInt8])]) -> Checked {
        let site = self.site
        let facts = validator.checkPages(batch.map(\.path), of: site) { worker, index in
          batch[index].bytes.withUnsafeBufferPointer { worker.check(page: batch[index].path, bytes: $0) }
        }
        return Checked(numbers: batch.map { site.page(at: $0.path) }, pages: batch.map(\.path), facts: facts)
      }
    }

    /// Keeps what a batch's check found for the second pass.
    package mutating func keep(_ checked: Checked) {
      for (index, number) in checked.numbers.enumerated() {
        guard let number else {
          strays.append(
            ValidationProblem(page: checked.pages[index], message: "checked as a page the site does not list")
          )
          continue
        }
        facts[number] = checked.facts[index]
        isKept[number] = true
        if !checked.facts[index].problems.isEmpty { hasProblems = true }
      }
      if !strays.isEmpty { hasProblems = true }
      for number in checked.numbers.compactMap({ $0 }) where !facts[number].pendingLinks.isEmpty {
        // Filtered apart from `facts`, then put back: filtering in place while reading `facts` would
        // copy every page's facts for each page.
        let left = facts[number].pendingLinks.filter { !isSettledFine($0) }
        facts[number].pendingLinks = left
      }
    }

    /// Whether a pending link is one the second pass would find good, already: a fragment into a page
    /// kept before, which has that id (or is not well-formed, so its ids are not judged). Dropped
    /// then, so the links every photo page makes into its grid page are not held until the end (at
    /// 100,000 photos, 200,000 of them); anything else waits for the second pass, which words it.
    private func isSettledFine(_ link: PageLink) -> Bool {
      guard !link.namesFolder, let fragment = link.fragment, let target = site.page(at: link.path),
        isKept[target]
      else { return false }
      return facts[target].ids.map { $0.contains(fragment) } ?? true
    }

    /// The second pass, once every page has been given: links into other pages, the site-wide
    /// contract, the sitemap and feed; the report sorted as `validate`'s.
    package func report(syndication: [String: [UInt8]]) -> ValidationReport {
      checker.validator.report(site: site, facts: facts, syndication: syndication, problems: strays)
    }
  }
}
