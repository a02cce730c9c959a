/// A 1-based line and column (columns count characters, not bytes).
public struct SourcePosition: Equatable, Sendable, CustomStringConvertible {
  public let line: Int
  public let column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public var description: String { "\(line):\(column)" }
}
