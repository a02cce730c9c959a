/// A 1-based line and column (columns count characters, not bytes).
package struct SourcePosition: Equatable, Sendable, CustomStringConvertible {
  package let line: Int
  package let column: Int

  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  package var description: String { "\(line):\(column)" }
}
