import Synchronization
import Testing

@testable import GalleryCore

/// What each of a console's narrowed forms keeps, as its doc comments say: `--quiet` keeps warnings
/// only (no result line either), `gallery move`'s form drops the step lines only.
@Suite struct ConsoleTests {
  /// Every line a console was given, by channel (`progress` as `done/total`).
  final class Recorder: Sendable {
    let lines = Mutex<[String]>([])

    var console: Console {
      Console(
        info: { line in self.lines.withLock { $0.append("info: " + line) } },
        say: { line in self.lines.withLock { $0.append("say: " + line) } },
        warn: { line in self.lines.withLock { $0.append("warn: " + line) } },
        progress: { done, total in self.lines.withLock { $0.append("progress: \(done)/\(total)") } })
    }
  }

  private func talk(to console: Console) {
    console.info("step")
    console.say("result")
    console.warn("notice")
    console.progress?(1, 2)
  }

  @Test func theWholeConsoleGetsEveryChannel() {
    let recorder = Recorder()
    talk(to: recorder.console)
    #expect(recorder.lines.withLock { $0 } == ["info: step", "say: result", "warn: notice", "progress: 1/2"])
  }

  @Test func quietedKeepsOnlyWarnings() {
    let recorder = Recorder()
    talk(to: recorder.console.quieted)
    #expect(recorder.lines.withLock { $0 } == ["warn: notice"])
  }

  @Test func withoutStepsDropsOnlyTheStepLines() {
    let recorder = Recorder()
    talk(to: recorder.console.withoutSteps)
    #expect(recorder.lines.withLock { $0 } == ["say: result", "warn: notice", "progress: 1/2"])
  }
}
