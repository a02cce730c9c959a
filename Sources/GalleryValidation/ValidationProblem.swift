import GalleryCore

/// One thing wrong with a generated site, placed where an editor can jump to it.
///
/// Problems sort by page, line, column and message so that a report, and therefore the output of a
/// build or of `gallery validate`, is the same from run to run whatever order the pages were
/// checked in on the worker threads.
package struct ValidationProblem: Sendable, Equatable, Comparable, CustomStringConvertible {
  /// Site-relative path of the page, e.g. `photos/a.html`; empty for a problem of the whole site.
  package let page: String
  /// 1-based line; 0 when the problem is not tied to a line.
  package let line: Int
  /// 1-based column (in characters); 0 when the problem is not tied to a column. A check on an element
  /// points at its `<`; a libxml2 error keeps libxml2's column, which is where the parser noticed it
  /// (often just after the offending tag).
  package let column: Int
  package let message: String

  package init(page: String, line: Int = 0, column: Int = 0, message: String) {
    self.page = page
    self.line = line
    self.column = column
    self.message = message
  }

  /// `page:line:col: message`, the shape compilers use, so terminals and editors make it a link.
  /// One line however hostile the page's name or content (a name or a value with a line break).
  package var description: String {
    "\(Quoted.path(page)):\(line):\(column): \(Quoted.text(message, limit: 1_000))"
  }

  package static func < (lhs: ValidationProblem, rhs: ValidationProblem) -> Bool {
    if lhs.page != rhs.page { return lhs.page < rhs.page }
    if lhs.line != rhs.line { return lhs.line < rhs.line }
    if lhs.column != rhs.column { return lhs.column < rhs.column }
    return lhs.message < rhs.message
  }
}

/// What a validation run found: how many pages it read and every problem, in a stable order.
package struct ValidationReport: Sendable {
  package let pageCount: Int
  /// Sorted by page, line, column, message.
  package let problems: [ValidationProblem]

  /// Sorts `problems`, so a report built anywhere has the same deterministic order.
  package init(pageCount: Int, problems: [ValidationProblem]) {
    self.pageCount = pageCount
    self.problems = problems.sorted()
  }

  /// True when the site can replace the previous one: no problem at all.
  package var isValid: Bool { problems.isEmpty }
}
