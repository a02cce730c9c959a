import Testing

@testable import GalleryModel

/// The history and the manifest are two files, saved one after the other: the history first. Each
/// test leaves the state a kill between the two saves leaves (the history's new file renamed into
/// place, the manifest's not), reads the history back from its bytes as the next command would, and
/// checks that nothing is lost and that undo never writes bytes the manifest did not have.
@Suite struct EditHistoryOrderTests {
  private static let states = ["{\"v\": 0}\n", "{\"v\": 1}\n", "{\"v\": 2}\n", "{\"v\": 3}\n"].map {
    Array($0.utf8)
  }

  /// states[0] → states[1] ("first") → states[2] ("second"), standing at the end.
  private static func twoSteps() -> EditHistory {
    var history = EditHistory()
    history.record(before: states[0], after: states[1], label: "first")
    history.record(before: states[1], after: states[2], label: "second")
    return history
  }

  /// What the next command reads: the history file as saved.
  private func reread(_ history: EditHistory) throws -> EditHistory {
    try EditHistory.decode(history.encoded(), file: "h")
  }

  @Test func aKillAfterRecordingLeavesTheChangeToRedoAndUndoBeforeIt() throws {
    var history = EditHistory()
    history.record(before: Self.states[0], after: Self.states[1], label: "first")
    // The second change: its step saved, the kill before gallery.json was (it still holds states[1]).
    history.record(before: Self.states[1], after: Self.states[2], label: "second")
    var next = try reread(history)
    #expect(next.labels(current: Self.states[1]) == .init(undo: "first", redo: "second"))
    #expect(try next.undo(current: Self.states[1], manifest: "m").bytes == Self.states[0])
    // Or, instead, the change is made again: the step that never landed is replaced, not stacked.
    next = try reread(history)
    next.record(before: Self.states[1], after: Self.states[3], label: "third")
    #expect(next.steps.map(\.label) == ["first", "third"])
    #expect(try next.undo(current: Self.states[3], manifest: "m").bytes == Self.states[1])
  }

  @Test func aKillAfterRecordingTheFirstChangeLeavesNothingToUndo() throws {
    var history = EditHistory()
    history.record(before: Self.states[0], after: Self.states[1], label: "first")
    var next = try reread(history)
    #expect(throws: EditHistoryError.nothingToStep(undo: true)) {
      try next.undo(current: Self.states[0], manifest: "m")
    }
  }

  @Test func aKillDuringUndoLeavesTheUndoToDoAgain() throws {
    var history = Self.twoSteps()
    let bytes = try history.undo(current: Self.states[2], manifest: "m").bytes
    #expect(bytes == Self.states[1])
    // The history says one step back; gallery.json still holds states[2].
    var next = try reread(history)
    #expect(try next.undo(current: Self.states[2], manifest: "m").bytes == Self.states[1])
    #expect(try next.undo(current: Self.states[1], manifest: "m").bytes == Self.states[0])
  }

  @Test func aKillDuringRedoLeavesTheRedoToDoAgain() throws {
    var history = Self.twoSteps()
    _ = try history.undo(current: Self.states[2], manifest: "m")
    _ = try history.undo(current: Self.states[1], manifest: "m")
    _ = try history.redo(current: Self.states[0], manifest: "m")
    // The history says one step on; gallery.json still holds states[0].
    var next = try reread(history)
    #expect(try next.redo(current: Self.states[0], manifest: "m").bytes == Self.states[1])
    #expect(try next.redo(current: Self.states[1], manifest: "m").bytes == Self.states[2])
  }

  /// The order not taken: gallery.json saved first, the kill before the history was. The change is
  /// kept but undo cannot tell it from a hand edit and refuses: the history first loses less.
  @Test func theManifestFirstWouldLeaveAChangeUndoRefuses() throws {
    var history = EditHistory()
    history.record(before: Self.states[0], after: Self.states[1], label: "first")
    var next = try reread(history)
    #expect(throws: EditHistoryError.handEdited(manifest: "m", undo: true)) {
      try next.undo(current: Self.states[2], manifest: "m")
    }
  }

  /// One step either side is as far as a kill can leave the manifest: two steps off is a hand edit
  /// (the manifest put back by hand), refused rather than guessed at.
  @Test func twoStepsFromThePositionIsAHandEdit() throws {
    var history = Self.twoSteps()
    history.record(before: Self.states[2], after: Self.states[3], label: "third")
    #expect(throws: EditHistoryError.handEdited(manifest: "m", undo: true)) {
      try history.undo(current: Self.states[1], manifest: "m")
    }
  }
}
