/// What the site holds, known before any page is parsed: its pages (numbered) and its other files.
///
/// Knowing it up front lets each worker settle, while it walks a page, that a link names a file of the
/// site, so the common good link costs one lookup and is never stored; only what needs other pages'
/// ids (a fragment into another page) or a closer look (a missing file) waits for the second pass.
struct SiteIndex: Sendable {
  /// Site-relative paths of the pages; a page's number is its index here.
  let pages: [String]
  /// Site-relative paths of every file that is not a page, as given.
  private let others: Others
  /// The pages, numbered as in `pages`, then the other files (all of them in the table, or the other
  /// files as their sorted list).
  private let paths: Lookup

  private enum Lookup: Sendable {
    case table(PathTable)
    case pagesThenList(PathTable, SitePathList)

    func number(of bytes: UnsafeBufferPointer<UInt8>, pages: Int) -> Int? {
      switch self {
      case .table(let table): table.number(of: bytes)
      case .pagesThenList(let table, let list):
        table.number(of: bytes) ?? (list.contains(bytes) ? pages : nil)
      }
    }
  }

  private enum Others: Sendable {
    case set(Set<String>)
    case list(SitePathList)
  }

  init(pages: [String], otherFiles: Set<String>) {
    self.pages = pages
    others = .set(otherFiles)
    paths = .table(PathTable(pages + otherFiles.subtracting(pages)))
  }

  /// `otherFiles` may list pages too: a page keeps its page's number. A list in the order of its bytes
  /// (a site's record) is searched as it is: a table of a 200,000-file site's paths was a twentieth of
  /// a move that checks seven pages.
  init(pages: [String], otherFiles: SitePathList) {
    self.pages = pages
    others = .list(otherFiles)
    paths =
      otherFiles.isSortedByBytes
      ? .pagesThenList(PathTable(pages), otherFiles) : .table(PathTable(pages, then: otherFiles))
  }

  /// Site-relative paths of every file that is not a page (and, given as a list, maybe pages too).
  var otherFiles: [String] {
    switch others {
    case .set(let set): Array(set)
    case .list(let list): list.paths
    }
  }

  /// What a site-relative path names.
  enum Entry: Equatable {
    case page(Int)
    case file
    case nothing
  }

  /// What the path spelled by `bytes` (UTF-8) names.
  func entry(at bytes: UnsafeBufferPointer<UInt8>) -> Entry {
    entry(numbered: paths.number(of: bytes, pages: pages.count))
  }

  func entry(at path: String) -> Entry {
    var path = path
    return path.withUTF8 { entry(at: $0) }
  }

  /// The number of the page at `path`, nil when `path` is no page.
  func page(at path: String) -> Int? {
    if case .page(let number) = entry(at: path) { number } else { nil }
  }

  func contains(_ path: String) -> Bool {
    entry(at: path) != .nothing
  }

  private func entry(numbered number: Int?) -> Entry {
    guard let number else { return .nothing }
    return number < pages.count ? .page(number) : .file
  }
}
