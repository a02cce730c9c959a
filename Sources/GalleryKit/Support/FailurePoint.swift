import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Named moments inside a write where a test can make the process die at once, as `kill -9` would
/// there: `CLEANGALLERY_FAIL_AT=patch:marked gallery move …` ends the move by SIGKILL right after it
/// marks the site's record. No cleanup runs (no `defer`, no rollback, no lock release but the
/// kernel's), so a test can stop a write at every step and judge what the next command makes of it,
/// without timing a kill.
///
/// Only tests set the variable; unset (always, for a person), every point is one comparison.
enum FailurePoint {
  /// The point named in the environment when the process started, if any.
  private static let chosen: String? = ProcessInfo.processInfo.environment["CLEANGALLERY_FAIL_AT"]

  /// Kills the process when `name` is the chosen point.
  static func reach(_ name: @autoclosure () -> String) {
    guard let chosen, chosen == name() else { return }
    kill(getpid(), SIGKILL)
    // SIGKILL cannot be caught; should it not arrive at once, nothing more happens here.
    while true { pause() }
  }
}
