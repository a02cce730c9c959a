/// What the site holds, known before any page is parsed: its pages (numbered) and its other files.
///
/// Knowing it up front lets each worker settle, while it walks a page, that a link names a file of the
/// site, so the common good link costs one lookup and is never stored; only what needs other pages'
/// ids (a fragment into another page) or a closer look (a missing file) waits for the second pass.
struct SiteIndex: Sendable {
  /// Site-relative paths of the pages, sorted; a page's number is its index here.
  let pages: [String]
  /// Site-relative paths of every file that is not a page.
  let otherFiles: Set<String>
  private let numbers: [String: Int]

  init(pages: [String], otherFiles: Set<String>) {
    self.pages = pages
    self.otherFiles = otherFiles
    var numbers: [String: Int] = [:]
    numbers.reserveCapacity(pages.count)
    for (number, page) in pages.enumerated() {
      numbers[page] = number
    }
    self.numbers = numbers
  }

  /// The number of the page at `path`, nil when `path` is no page.
  func page(at path: String) -> Int? {
    numbers[path]
  }

  func contains(_ path: String) -> Bool {
    numbers[path] != nil || otherFiles.contains(path)
  }
}
