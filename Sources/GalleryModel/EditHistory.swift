import GalleryCore

/// The last changes made to `gallery.json` by the tool (moves, texts, covers), so `gallery undo` and
/// `gallery redo` can step back and forward through them, restoring the manifest's bytes exactly.
///
/// A value: the caller loads it (`load(from:)`), asks it for the bytes to write, and saves it
/// (`save(to:)`) under the gallery's lock. It never writes `gallery.json` itself, and it never trusts
/// the manifest to be what it left: every step names the version (length and digest) it goes from and
/// to, and a manifest that is neither (a hand edit since) is refused, so a hand edit is never lost.
///
/// Bounded: the newest `maximumSteps` steps, and no more than `maximumBytes` of kept spans (the oldest
/// go first; the newest step is always kept).
package struct EditHistory: Equatable, Sendable {
  package static let maximumSteps = 100
  /// 16 MB of kept spans, so that saving the history on every edit stays cheap (a 22 MB file, unless
  /// the newest step alone is larger). A hundred text edits or neighbours moved in a 10,000-photo
  /// manifest (1.1 MB) keep well under a megabyte; a move from its last position to its first keeps
  /// 2.2 MB (the manifest between the two), so only the newest seven such moves fit.
  package static let maximumBytes = 16 << 20

  /// The steps, oldest first: `steps[..<position]` are what undo goes back through, the rest redo's.
  package private(set) var steps: [Step]
  package private(set) var position: Int
  /// The history file as messages name it.
  package let file: String

  package init(file: String = ToolFiles.editHistory) {
    self.init(steps: [], position: 0, file: file)
  }

  init(steps: [Step], position: Int, file: String) {
    self.steps = steps
    self.position = position
    self.file = file
  }

  /// Records a change the caller is about to save (the history is saved first: docs/manifest.md): redo
  /// steps are dropped, as in every editor. Bytes the history did not leave (a hand edit since the last
  /// step) start it again, since the steps before that edit could only be undone by losing it. An edit
  /// that changes no byte is not a step.
  /// `said`: the change in the site's language, kept beside `label` for the organizer.
  package mutating func record(before: [UInt8], after: [UInt8], label: String, said: String? = nil) {
    guard before != after else { return }
    var step = Step(before: before, after: after, label: Quoted.text(label, limit: Self.labelLimit))
    step.said = said.map { Quoted.text($0, limit: Self.labelLimit) }
    if let standing = standing(of: step.before) {
      steps.removeSubrange(standing...)
    } else {
      steps.removeAll()
    }
    steps.append(step)
    var kept = steps.reduce(0) { $0 + $1.size }
    while steps.count > Self.maximumSteps || (steps.count > 1 && kept > Self.maximumBytes) {
      kept -= steps.removeFirst().size
    }
    position = steps.count
  }

  /// The bytes that undo the last step, given the manifest's bytes now; the history then stands one
  /// step back. Throws `handEdited` (exit 75) when `current` is not what the history left.
  package mutating func undo(current: [UInt8], manifest: String) throws(EditHistoryError) -> Change {
    let standing = try standing(ofManifest: current, manifest: manifest, undo: true)
    guard standing > 0 else { throw .nothingToStep(undo: true) }
    let step = steps[standing - 1]
    guard let bytes = step.undone(from: current) else { throw damagedStep(standing - 1) }
    position = standing - 1
    return Change(bytes: bytes, label: step.label, said: step.said)
  }

  /// The bytes that redo the step undo last went back through; the history then stands one step on.
  package mutating func redo(current: [UInt8], manifest: String) throws(EditHistoryError) -> Change {
    let standing = try standing(ofManifest: current, manifest: manifest, undo: false)
    guard standing < steps.count else { throw .nothingToStep(undo: false) }
    let step = steps[standing]
    guard let bytes = step.redone(from: current) else { throw damagedStep(standing) }
    position = standing + 1
    return Change(bytes: bytes, label: step.label, said: step.said)
  }

  /// What undo and redo would do with the manifest as it is (for an Undo button's title): nil when
  /// there is nothing to step through, or the manifest was edited by hand since.
  package func labels(current: [UInt8]) -> Labels {
    guard let standing = standing(of: Version(of: current)) else { return Labels() }
    return labels(at: standing)
  }

  /// What undo and redo would do once the change just recorded, undone or redone is saved: the labels
  /// of the steps on either side of where the history stands (no digest to work out, as `labels` has).
  package var labelsAtPosition: Labels { labels(at: position) }

  private func labels(at standing: Int) -> Labels {
    let back = standing > 0 ? steps[standing - 1] : nil
    let on = standing < steps.count ? steps[standing] : nil
    return Labels(undo: back?.label, redo: on?.label, undoSaid: back?.said, redoSaid: on?.said)
  }

  /// What undo and redo would do (nil: nothing), in one line each, and in the site's language when the
  /// steps were made with it.
  package struct Labels: Equatable, Sendable {
    package var undo: String?
    package var redo: String?
    package var undoSaid: String?
    package var redoSaid: String?

    package init(undo: String? = nil, redo: String? = nil, undoSaid: String? = nil, redoSaid: String? = nil) {
      self.undo = undo
      self.redo = redo
      self.undoSaid = undoSaid
      self.redoSaid = redoSaid
    }
  }

  /// What to write: the manifest's bytes, and the label of the step they undo or redo (with its
  /// sentence in the site's language, when it has one).
  package struct Change: Equatable, Sendable {
    package let bytes: [UInt8]
    package let label: String
    package var said: String? = nil
  }

  /// A label holds at most this many characters (a long title is cut where messages cut it).
  static let labelLimit = 500

  /// The version of `gallery.json` after the first `index` steps (steps not empty).
  func version(at index: Int) -> Version {
    index == 0 ? steps[0].before : steps[index - 1].after
  }

  /// Where a manifest stands in the history: at `position`, or else one step either side, which is
  /// where a kill between saving the history and saving the manifest leaves it (the history is saved
  /// first: see docs/manifest.md). Nil when it is none of them.
  func standing(of current: Version) -> Int? {
    guard !steps.isEmpty else { return nil }
    for candidate in [position, position - 1, position + 1] where (0...steps.count).contains(candidate) {
      if version(at: candidate) == current { return candidate }
    }
    return nil
  }

  private func standing(
    ofManifest current: [UInt8], manifest: String, undo: Bool
  ) throws(EditHistoryError) -> Int {
    guard !steps.isEmpty else { throw .nothingToStep(undo: undo) }
    guard let standing = standing(of: Version(of: current)) else {
      throw .handEdited(manifest: manifest, undo: undo)
    }
    return standing
  }

  private func damagedStep(_ index: Int) -> EditHistoryError {
    .damaged(path: file, reason: "step \(index + 1) does not rebuild the version it recorded")
  }
}
