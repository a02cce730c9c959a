/// Where a command talks. The command line gives a terminal's (`Terminal.console` in the `gallery`
/// target); tests give one that records, or `silent`.
package struct Console: Sendable {
  /// Step lines, which `--quiet` silences.
  package var info: @Sendable (String) -> Void
  /// A command's result on stdout (the summary line, `list`'s rows). `withoutSteps` keeps it;
  /// `quieted` silences it with the steps, so `build --quiet` prints nothing on stdout (as its help
  /// says, and `ImageBuildTests` holds).
  package var say: @Sendable (String) -> Void
  /// Notices a person should see, on stderr.
  package var warn: @Sendable (String) -> Void
  /// The count of images being made (a terminal shows it as a line updated in place).
  package var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
  /// Frames done of the clip being made, on the same line (frames a second and an ETA on a long clip).
  package var clipProgress: (@Sendable (_ frame: Int, _ frames: Int) -> Void)? = nil

  package init(
    info: @escaping @Sendable (String) -> Void, say: @escaping @Sendable (String) -> Void = { _ in },
    warn: @escaping @Sendable (String) -> Void,
    progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil,
    clipProgress: (@Sendable (_ frame: Int, _ frames: Int) -> Void)? = nil
  ) {
    self.clipProgress = clipProgress
    self.info = info
    self.say = say
    self.warn = warn
    self.progress = progress
  }

  package static let silent = Console(info: { _ in }, warn: { _ in })

  /// The same console without step lines (`gallery move` shows its one result line, and the progress
  /// line while images are made).
  package var withoutSteps: Console {
    Console(info: { _ in }, say: say, warn: warn, progress: progress, clipProgress: clipProgress)
  }

  /// Warnings only: no step lines, no result, no progress line (`build --quiet`, and serve's rebuilds
  /// after the first, whose own line serve says itself). Errors are thrown, and printed by the caller.
  package var quieted: Console {
    Console(info: { _ in }, warn: warn)
  }
}
