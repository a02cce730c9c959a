import Foundation

/// The numbered step lines a build prints (`[4/6] Rendered 20,834 pages (0.41 s)`), each with the time it
/// took, so a slow step is visible without a profiler.
struct BuildSteps {
  static let count = 6

  let console: GalleryBuild.Console
  private var number = 0
  private var started = Date()

  init(console: GalleryBuild.Console) {
    self.console = console
  }

  mutating func done(_ text: String) {
    number += 1
    let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
    console.info("[\(number)/\(Self.count)] \(text) (\(seconds) s)")
    started = Date()
  }
}
