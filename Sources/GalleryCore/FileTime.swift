/// A file modification time with nanoseconds, as `stat` gives it.
public struct FileTime: Comparable, Sendable, CustomStringConvertible {
  public var seconds: Int
  public var nanoseconds: Int

  public init(seconds: Int, nanoseconds: Int) {
    self.seconds = seconds
    self.nanoseconds = nanoseconds
  }

  public static func < (lhs: FileTime, rhs: FileTime) -> Bool {
    (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
  }

  public var description: String { "\(seconds).\(nanoseconds)" }
}
