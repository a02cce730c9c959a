import Synchronization

/// What this process last wrote or read of a history file, so that `gallery serve`, which saves the
/// history on every edit, neither decodes again the file it wrote itself nor encodes again the steps it
/// already wrote (or read by hand: `readBody`, so a command-line edit writes its history's old steps
/// as it read them). At 10,000 photos, a few bulk edits make a history of several megabytes; decoding and
/// encoding it whole was 14% of the organizer's bulk tag of 500 photos (issue 49).
///
/// Nothing is believed that the file does not hold: a file is taken for the one remembered only when
/// its checksum line and its body's length and digest (checked on every read, `decode`) are those of
/// the bytes written from the remembered steps; anything else is decoded and checked in full. A step's
/// JSON is reused only for a step equal to the one it was written from. By file (as messages name it):
/// a process that edits several galleries keeps one for each of the last few.
extension EditHistory {
  struct Memo: Sendable {
    /// The last body written or read, and the history it holds.
    var body: (count: Int, digest: UInt64, steps: [Step], position: Int)?
    /// The JSON of each step of that body, with the step it was written from (or read as, by hand).
    var stepJSON: [(step: Step, json: ArraySlice<UInt8>)] = []
  }

  static let memo = Mutex([String: Memo]())
  /// The files remembered at most; past that, all are forgotten.
  static let filesRemembered = 4

  /// The history a body of `count` bytes with `digest` of `file` holds, when it is the one remembered.
  static func remembered(_ file: String, count: Int, digest: UInt64) -> (steps: [Step], position: Int)? {
    memo.withLock { memo in
      guard let body = memo[file]?.body, body.count == count, body.digest == digest else { return nil }
      return (body.steps, body.position)
    }
  }

  /// Remembers a body of `file` read or written, and (when written, or read by hand) its steps' JSON.
  static func remember(
    _ file: String, count: Int, digest: UInt64, steps: [Step], position: Int,
    stepJSON: [(step: Step, json: ArraySlice<UInt8>)]?
  ) {
    memo.withLock { memo in
      if memo[file] == nil && memo.count >= filesRemembered { memo.removeAll() }
      memo[file, default: Memo()].body = (count, digest, steps, position)
      if let stepJSON { memo[file]?.stepJSON = stepJSON }
    }
  }

  /// The JSON last written to (or read from) `file` for a step equal to each of `steps`, if any.
  static func writtenJSON(_ file: String, of steps: [Step]) -> [ArraySlice<UInt8>?] {
    memo.withLock { memo in
      let known = memo[file]?.stepJSON ?? []
      return steps.map { step in
        // Equal arrays of one buffer compare without reading their bytes: a step kept since it was
        // written costs a few comparisons.
        known.first { $0.step.after == step.after && $0.step == step }?.json
      }
    }
  }
}
