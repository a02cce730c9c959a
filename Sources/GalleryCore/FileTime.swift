/// A file modification time with nanoseconds, as `stat` gives it.
package struct FileTime: Comparable, Sendable, CustomStringConvertible {
  package var seconds: Int
  package var nanoseconds: Int

  package init(seconds: Int, nanoseconds: Int) {
    self.seconds = seconds
    self.nanoseconds = nanoseconds
  }

  package static func < (lhs: FileTime, rhs: FileTime) -> Bool {
    (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
  }

  package var description: String { "\(seconds).\(nanoseconds)" }
}
