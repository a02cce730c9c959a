import Foundation
import GalleryCommands
import GalleryCore
import GalleryScenes
import GalleryWorkers
import Synchronization

/// `images 120/2,000 (6%)  ETA 0:41`, rewritten in place on a terminal while images are made; with
/// `clip 412/1,500 frames, 87 fps, ETA 0:12` after it while a long clip is transcoded (ffmpeg's own
/// count of frames, so the estimate holds for a clip that takes minutes on its own).
///
/// Only a terminal gets it: in a log or a pipe a line per image would be noise, so there the build's
/// summary lines say it all. Updates are throttled to ten a second; the last one ends the line.
final class ProgressLine: Sendable {
  /// When the first image started (the first report, of 0 done), for the estimate, and when the line
  /// was last drawn.
  private struct State {
    var started: Date?
    var lastDraw = Date.distantPast
    var done = 0
    var total = 0
    /// The clip being made: when its first frame report came, and the last one.
    var clipStarted: Date?
    var clipFrame = 0
    var clipFrames = 0
  }

  /// Clips shorter than this many frames (12 s at 25 fps) pass too fast for a rate to mean anything.
  static let longClipFrames = 300
  private let state = Mutex(State())

  /// A progress reporter, or nil where a progress line does not belong (`--quiet` drops it too).
  static func reporter() -> ImagesWorker.Progress? {
    guard isatty(STDOUT_FILENO) == 1 else { return nil }
    let line = shared
    return { done, total in line.update(done: done, total: total) }
  }

  /// A clip progress reporter beside `reporter`'s line, or nil where that is nil.
  static func clipReporter() -> (@Sendable (_ frame: Int, _ frames: Int) -> Void)? {
    guard isatty(STDOUT_FILENO) == 1 else { return nil }
    return { frame, frames in shared.updateClip(frame: frame, frames: frames) }
  }

  /// One line per process: the clip reports join the image count on it.
  static let shared = ProgressLine()

  func updateClip(frame: Int, frames: Int) {
    state.withLock { state in
      let now = Date()
      if state.clipStarted == nil || frame < state.clipFrame || frames != state.clipFrames {
        state.clipStarted = now
      }
      state.clipFrame = frame
      state.clipFrames = frames
      guard now.timeIntervalSince(state.lastDraw) >= 0.1, state.total > 0 else { return }
      state.lastDraw = now
      FileHandle.standardOutput.write(Data(Self.text(state, now: now).utf8))
    }
  }

  /// The line as it stands.
  private static func text(_ state: State, now: Date) -> String {
    let done = state.done
    let total = state.total
    var text =
      "\r\u{1B}[Kimages \(NumberText.grouped(done))/\(NumberText.grouped(total)) (\(done * 100 / max(1, total))%)"
    if done > 0 && done < total, let started = state.started {
      let remaining = now.timeIntervalSince(started) / Double(done) * Double(total - done)
      text += "  ETA \(Self.clock(remaining))"
    }
    if done < total, state.clipFrames >= longClipFrames, let started = state.clipStarted,
      state.clipFrame > 0, state.clipFrame < state.clipFrames
    {
      let seconds = max(0.001, now.timeIntervalSince(started))
      let rate = Double(state.clipFrame) / seconds
      let remaining = Double(state.clipFrames - state.clipFrame) / max(rate, 0.001)
      text +=
        "  clip \(NumberText.grouped(state.clipFrame))/\(NumberText.grouped(state.clipFrames)) frames, "
        + "\(Int(rate.rounded())) fps, ETA \(Self.clock(remaining))"
    }
    return text
  }

  func update(done: Int, total: Int) {
    state.withLock { state in
      let now = Date()
      let started = state.started ?? now
      state.started = started
      state.done = done
      state.total = total
      guard done == total || now.timeIntervalSince(state.lastDraw) >= 0.1 else { return }
      state.lastDraw = now
      var text = Self.text(state, now: now)
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
