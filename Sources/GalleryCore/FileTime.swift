#if canImport(Glibc)
  import Glibc
#endif

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

  /// Now, by the clock the kernel stamps files with (the coarse real-time clock): a file changed after
  /// this call has a change time at or after it.
  package static func now() -> FileTime {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME_COARSE, &time)
    return FileTime(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
  }

  /// This time `milliseconds` earlier.
  package func earlier(byMilliseconds milliseconds: Int) -> FileTime {
    let total = nanoseconds - milliseconds * 1_000_000
    let borrow = total < 0 ? (-total + 999_999_999) / 1_000_000_000 : 0
    return FileTime(seconds: seconds - borrow, nanoseconds: total + borrow * 1_000_000_000)
  }
}
