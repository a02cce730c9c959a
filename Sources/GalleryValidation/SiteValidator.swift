import Dispatch
import Foundation
import GalleryCore
import GalleryXML
import Synchronization

/// Checks a generated site before a build counts as done, and powers `gallery validate`.
///
/// Every page is parsed strictly as XML by libxml2 (pages are polyglot HTML5), then checked: unique
/// ids, `alt` on images, `lang` on `<html>`, one non-empty `<title>`, no nested forms or links, only
/// HTML5 element names, links that name files present in the site, fragments that name ids of their
/// target page, and (unless `checkContract` is off) the page contract of `PageContract`.
///
/// It runs on every build, so it is built for speed: pages are checked in parallel on all cores, each
/// worker with one reused libxml2 context, in a first pass that also settles most links against the
/// site's files (known up front) and keeps each page's problems and ids; a second pass settles what
/// needs other pages (fragments into them, reachability) and sorts the report. On a 2-core machine,
/// 20,000 pages of ~3 KB took 0.3–0.5 s in memory and 0.55–0.75 s from disk (release build, shared VM).
///
/// `validate` blocks its caller until every page is checked (it uses `Parallel.mapEach`, one task per
/// worker).
package struct SiteValidator: Sendable {
  package struct Options: Sendable {
    /// Whether to check the page contract (`PageContract`, `SiteContract`): on for a gallery, off for a
    /// folder of pages that is not one.
    package var checkContract: Bool = true
    /// Whether the pages given are the whole site, so `index.html` must reach every one of them. Off when
    /// only the pages a change touched are checked (the rest passed when they were written).
    package var isWholeSite: Bool = true
    /// The folder of the move pages (`SiteMap`'s `edit/`, `ToolFiles.movePagesFolder`), which a sitemap
    /// must not list: part of the page contract, so not checked without it.
    package var movePagesFolder: String = ToolFiles.movePagesFolder + "/"

    package init(checkContract: Bool = true, isWholeSite: Bool = true) {
      self.checkContract = checkContract
      self.isWholeSite = isWholeSite
    }
  }

  /// The site folder could not be listed.
  package struct ReadError: Error, CustomStringConvertible {
    package let path: String
    package let reason: String

    package var description: String { "cannot read site folder '\(path)': \(reason)" }
  }

  package let options: Options

  package init(options: Options = .init()) {
    self.options = options
  }

  /// Checks every *.html page under `root` (recursively) against the files present there.
  ///
  /// Throws only if `root` cannot be listed; a page that cannot be read is a problem of the report.
  package func validate(siteAt root: URL) throws -> ValidationReport {
    let folder = try SiteFolder(root)
    let site = SiteIndex(pages: folder.pages, otherFiles: folder.otherFiles)
    let facts = checkPages(of: site) { worker, number in
      let page = site.pages[number]
      return folder.withBytes(of: page) { bytes, failure in
        guard let bytes else {
          let problem = ValidationProblem(
            page: page, message: "cannot read page: \(failure ?? "unknown error")")
          return PageFacts(problems: [problem])
        }
        return worker.check(page: page, bytes: bytes)
      }
    }
    var files: [String: [UInt8]] = [:]
    var unreadable: [ValidationProblem] = []
    for name in SyndicationChecks.fileNames where folder.hasEntry(name) {
      folder.withBytes(of: name) { bytes, failure in
        if let bytes {
          files[name] = Array(bytes)
        } else {
          unreadable.append(
            ValidationProblem(page: name, message: "cannot read \(name): \(failure ?? "unknown error")"))
        }
      }
    }
    return report(site: site, facts: facts, syndication: files, problems: unreadable)
  }

  /// Checks pages held in memory (the builder renders them and validates before writing anything).
  ///
  /// `pages`: site-relative path → bytes; `otherFiles`: site-relative paths of every non-page file the
  /// site will hold (images, CSS…), so links to them resolve; `syndication`: the sitemap, feed and
  /// robots.txt by name, when the site has them (see `SyndicationChecks`). The same checks as a
  /// `Stream` given every page in one batch.
  package func validate(
    pages: [String: [UInt8]], otherFiles: Set<String>, syndication: [String: [UInt8]] = [:]
  ) -> ValidationReport {
    // Pages are numbered in the dictionary's order: the report is sorted in the end, so sorting
    // 20,000 paths up front would only add to the serial part of a run.
    let entries = Array(pages)
    var stream = Stream(validator: self, pages: entries.map(\.key), otherFiles: otherFiles)
    stream.keep(stream.checker.check(entries.map { (path: $0.key, bytes: $0.value) }))
    return stream.report(syndication: syndication)
  }
  /// The same check, the other files given as spans of bytes (see `SitePathList`); the list may
  /// name the pages too.
  package func validate(
    pages: [String: [UInt8]], otherFiles: SitePathList, syndication: [String: [UInt8]] = [:]
  ) -> ValidationReport {
    let entries = Array(pages)
    let site = SiteIndex(pages: entries.map(\.key), otherFiles: otherFiles)
    var stream = Stream(validator: self, site: site)
    stream.keep(stream.checker.check(entries.map { (path: $0.key, bytes: $0.value) }))
    return stream.report(syndication: syndication)
  }

  // MARK: Passes

  /// First pass: checks each page on its own, in parallel, and returns the facts in `site.pages` order.
  private func checkPages(
    of site: SiteIndex, _ check: @Sendable (PageWorker, Int) -> PageFacts
  ) -> [PageFacts] {
    checkPages(site.pages, of: site, check)
  }

  /// First pass over `pages` (some or all of the site's; `check` is given an index into them): checks
  /// each page on its own, in parallel, and returns the facts in the order of `pages`.
  ///
  /// Workers take pages in small batches from a shared counter, so a slow page does not leave a core
  /// idle, and keep their results to themselves until the end, so they never wait on each other.
  func checkPages(
    _ pages: [String], of site: SiteIndex, _ check: @Sendable (PageWorker, Int) -> PageFacts
  ) -> [PageFacts] {
    guard !pages.isEmpty else { return [] }
    LibXML.initializeOnce()
    let batch = 16
    let workerCount = max(
      1, min(ProcessInfo.processInfo.activeProcessorCount, (pages.count + batch - 1) / batch))
    let next = Atomic<Int>(0)
    let checkContract = options.checkContract
    let results = Parallel.mapEach(count: workerCount) { _ in
      var local: [(index: Int, facts: PageFacts)] = []
      let worker = PageWorker(site: site, checkContract: checkContract)
      while true {
        let start = next.add(batch, ordering: .relaxed).oldValue
        guard start < pages.count else { break }
        for index in start..<min(start + batch, pages.count) {
          guard let worker else {
            let problem = ValidationProblem(page: pages[index], message: "libxml2 could not create a parser")
            local.append((index, PageFacts(problems: [problem])))
            continue
          }
          local.append((index, check(worker, index)))
        }
      }
      return local
    }
    var facts = [PageFacts](repeating: PageFacts(), count: pages.count)
    for result in results.joined() {
      facts[result.index] = result.facts
    }
    return facts
  }

  /// Second pass: settles the links the first pass left pending, adds the site-wide contract, and
  /// sorts everything into the report.
  func report(
    site: SiteIndex, facts: [PageFacts], syndication: [String: [UInt8]],
    problems found: [ValidationProblem] = []
  ) -> ValidationReport {
    var checker = LinkChecker(site: site, facts: facts)
    var problems = found
    for (page, pageFacts) in zip(site.pages, facts) {
      problems += pageFacts.problems
      if !pageFacts.pendingLinks.isEmpty {
        problems += checker.problems(of: pageFacts.pendingLinks, on: page)
      }
    }
    if options.checkContract && options.isWholeSite {
      problems += SiteContract.problems(site: site, facts: facts)
    }
    let movePages = options.checkContract ? options.movePagesFolder : nil
    problems += SyndicationChecks(site: site, movePagesFolder: movePages).problems(files: syndication)
    return ValidationReport(pageCount: site.pages.count, problems: problems)
  }
}
