import Foundation
import GalleryCommands
import GalleryCore
import GalleryScenes
import Synchronization

/// `images 120/2,000 (6%)  ETA 0:41`, rewritten in place on a terminal while images are made.
///
/// Only a terminal gets it: in a log or a pipe a line per image would be noise, so there the build's
/// summary lines say it all. Updates are throttled to ten a second; the last one ends the line.
final class ProgressLine: Sendable {
  /// When the first image started (the first report, of 0 done), for the estimate, and when the line
  /// was last drawn.
  private struct State {
    var started: Date?
    var lastDraw = Date.distantPast
  }
  private let state = Mutex(State())

  /// A progress reporter, or nil where a progress line does not belong (`--quiet` drops it too).
  static func reporter() -> ImagesWorker.Progress? {
    guard isatty(STDOUT_FILENO) == 1 else { return nil }
    let line = ProgressLine()
    return { done, total in line.update(done: done, total: total) }
  }

  func update(done: Int, total: Int) {
    state.withLock { state in
      let now = Date()
      let started = state.started ?? now
      state.started = started
      guard done == total || now.timeIntervalSince(state.lastDraw) >= 0.1 else { return }
      state.lastDraw = now
      var text =
        "\r\u{1B}[Kimages \(NumberText.grouped(done))/\(NumberText.grouped(total)) (\(done * 100 / max(1, total))%)"
      if done > 0 && done < total {
        let remaining = now.timeIntervalSince(started) / Double(done) * Double(total - done)
        text += "  ETA \(Self.clock(remaining))"
      }
      if done == total { text += "\r\u{1B}[K" }
      FileHandle.standardOutput.write(Data(text.utf8))
    }
  }

  static func clock(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded())
    let minutes = whole / 60
    let rest = whole % 60
    return minutes >= 60
      ? "\(minutes / 60):\(pad(minutes % 60)):\(pad(rest))" : "\(minutes):\(pad(rest))"
  }

  private static func pad(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }
}
