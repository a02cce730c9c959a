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
package enum FailurePoint {
  /// The point named in the environment when the process started, if any.
  private static let chosen: String? = ProcessInfo.processInfo.environment["CLEANGALLERY_FAIL_AT"]
  /// The point where the process stops itself (SIGSTOP) instead: a test then does what a person
  /// might do at that moment (edit the manifest) and lets it go on with SIGCONT, or kills it.
  private static let pausing: String? = ProcessInfo.processInfo.environment["CLEANGALLERY_STOP_AT"]

  /// Kills the process when `name` is the chosen point; stops it when it is the pausing one.
  package static func reach(_ name: @autoclosure () -> String) {
    guard chosen != nil || pausing != nil else { return }
    let reached = name()
    if reached == pausing { kill(getpid(), SIGSTOP) }
    guard reached == chosen else { return }
    kill(getpid(), SIGKILL)
    // SIGKILL cannot be caught; should it not arrive at once, nothing more happens here.
    while true { pause() }
  }
}
