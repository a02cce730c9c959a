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

  /// What a site-relative path names.
  enum Entry: Equatable {
    case page(Int)
    case file
    case nothing
  }

  /// What `path` names. The common case, a link that is fine, costs one lookup: `.html` paths are
  /// looked up among the pages first, others among the other files first.
  func entry(at path: String) -> Entry {
    if Self.namesPage(path) {
      if let number = numbers[path] { return .page(number) }
      return otherFiles.contains(path) ? .file : .nothing
    }
    if otherFiles.contains(path) { return .file }
    return numbers[path].map(Entry.page) ?? .nothing
  }

  /// Whether `path` ends in `.html`, compared as bytes: a String suffix test would compare characters.
  private static func namesPage(_ path: String) -> Bool {
    let suffix = htmlSuffix
    let utf8 = path.utf8
    guard utf8.count > suffix.count else { return false }
    var index = utf8.index(utf8.endIndex, offsetBy: -suffix.count)
    for byte in suffix {
      guard utf8[index] == byte else { return false }
      index = utf8.index(after: index)
    }
    return true
  }

  private static let htmlSuffix = Array(".html".utf8)

  /// The number of the page at `path`, nil when `path` is no page.
  func page(at path: String) -> Int? {
    numbers[path]
  }

  func contains(_ path: String) -> Bool {
    entry(at: path) != .nothing
  }
}
