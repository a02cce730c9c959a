/// A template problem, located so a theme author can fix it: description is "file:line:column: message".
///
/// Lines and columns are 1-based and columns count characters (not bytes), so they match what an
/// editor shows. A problem with no position in any file (asking for a template the library does not
/// hold) has line and column 0 and prints as "file: message".
package struct TemplateError: Error, CustomStringConvertible, Equatable, Sendable {
  package let file: String
  package let line: Int
  package let column: Int
  package let message: String

  package init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  package var description: String {
    guard line > 0 else { return "\(file): \(message)" }
    return "\(file):\(line):\(column): \(message)"
  }
}
