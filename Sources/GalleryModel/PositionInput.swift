/// Which position of an edit a position error is about. The edit scene checks positions as numbers
/// and never words them: each caller does, in its own terms (the command line names its flag, `--to`;
/// the browser its form field, `position`).
package enum PositionInput: Sendable, Equatable {
  /// Where the photos or the album go.
  case to
  /// Which photo moves, by its position in the top-level grid (only the command line has it).
  case from

  /// The command line's flag for it.
  package var flag: String { self == .to ? "--to" : "--from" }
}
