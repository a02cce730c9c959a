import Foundation
import GalleryCore

/// Runs a command's named steps in order and prints `[i/n] what the step did (seconds)` after each, so a
/// slow step is visible without a profiler. A step returns its value and the line that says what it did.
struct StepRunner {
  let console: Console
  /// How many steps the command has; every path through it runs all of them.
  let count: Int
  private var number = 0

  init(console: Console, count: Int) {
    self.console = console
    self.count = count
  }

  mutating func run<Value>(
    _ step: () throws(GalleryError) -> (value: Value, line: String)
  ) throws(GalleryError) -> Value {
    let started = Date()
    let (value, line) = try step()
    number += 1
    let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
    console.info("[\(number)/\(count)] \(line) (\(seconds) s)")
    return value
  }
}
