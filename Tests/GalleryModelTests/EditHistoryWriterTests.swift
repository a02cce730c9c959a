import Foundation
import Testing

@testable import GalleryCore
@testable import GalleryModel

/// The history's hand-written JSON (`writtenBody`) is the JSON `JSONEncoder` gives for the file's
/// schema (sorted keys, slashes unescaped), so any JSON reader reads it as before, an older tool's
/// included; `decode` reads it back to the same steps; and what the process remembers of the file it
/// wrote (`EditHistory.Memo`) gives the same bytes and steps, never those of a file changed since.
@Suite struct EditHistoryWriterTests {
  /// The file's schema as `JSONEncoder` wrote it before the writer: the judge, kept here on purpose.
  private struct FileBody: Encodable {
    let position: Int
    let steps: [StepBody]
  }

  private struct StepBody: Encodable {
    let label: String
    let said: String?
    let prefix: Int
    let suffix: Int
    let removed: Data
    let inserted: Data
    let shared: Int?
    let secondRemoved: Data?
    let secondInserted: Data?
    let beforeCount: Int
    let beforeDigest: String
    let afterCount: Int
    let afterDigest: String
  }

  private static func foundation(_ history: EditHistory) throws -> [UInt8] {
    let body = FileBody(
      position: history.position,
      steps: history.steps.map {
        StepBody(
          label: $0.label, said: $0.said, prefix: $0.prefix, suffix: $0.suffix,
          removed: Data($0.removed.bytes ?? []),
          inserted: Data($0.inserted.bytes ?? []), shared: $0.shared == 0 ? nil : $0.shared,
          secondRemoved: $0.shared == 0 ? nil : Data($0.secondRemoved.bytes ?? []),
          secondInserted: $0.shared == 0 ? nil : Data($0.secondInserted.bytes ?? []),
          beforeCount: $0.before.count, beforeDigest: EditHistory.hex($0.before.digest),
          afterCount: $0.after.count, afterDigest: EditHistory.hex($0.after.digest))
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(body))
  }

  /// One-span steps with and without `said`, a label with a quote, a backslash and non-Latin text, a
  /// two-span step (a photo moved from first to last of 200), and an undone step (position < count).
  private static func history(file: String = "h") throws -> EditHistory {
    try sample(file: file, label: "말 바꿈", said: "«말» — 바꿈 “here”").history
  }

  /// That history with the second step's `label` and `said` given, and the manifest where it stands
  /// (`EditHistoryReaderTests` reads it too).
  static func sample(
    file: String, label: String, said: String
  ) throws -> (history: EditHistory, current: [UInt8]) {
    var history = EditHistory(file: file)
    let one = Array("{\"a\": \"x/y\"}\n".utf8)
    let two = Array("{\"a\": \"x/yz ÿ\"}\n".utf8)
    history.record(before: one, after: two, label: #"set "a" to x\y"#)
    history.record(before: two, after: one, label: label, said: said)
    let photos = (1...200).map {
      Photo(id: "p\($0)", image: .file("images/p\($0).jpg"), title: "Photo \($0)")
    }
    var gallery = Gallery(title: "Far", photos: photos)
    let before = ManifestEncoder.encode(gallery)
    try gallery.movePhoto(at: 0, ofAlbum: "", to: 199, inAlbum: "")
    let far = ManifestEncoder.encode(gallery)
    history.record(before: one, after: before, label: "all")
    history.record(before: before, after: far, label: "far", said: "Moved")
    _ = try history.undo(current: far, manifest: "gallery.json")
    return (history, before)
  }

  @Test func theBodyIsFoundationsJSONByteForByte() throws {
    let history = try Self.history()
    #expect(history.steps.contains { $0.shared > 0 } && history.steps.contains { $0.said == nil })
    #expect(history.position == history.steps.count - 1)
    #expect(history.writtenBody() == (try Self.foundation(history)))
  }

  @Test func anEmptyHistoryIsFoundationsToo() throws {
    let history = EditHistory(file: "h")
    #expect(String(decoding: history.writtenBody(), as: UTF8.self) == #"{"position":0,"steps":[]}"#)
    #expect(history.writtenBody() == (try Self.foundation(history)))
  }

  /// Decoded from its JSON (the memo forgotten first: each test names its own file).
  @Test func theFileReadsBackToTheSameSteps() throws {
    let file = "writer-read-back"
    let history = try Self.history(file: file)
    let bytes = history.encoded()
    EditHistory.memo.withLock { $0[file] = nil }
    let read = try EditHistory.decode(bytes, file: file)
    #expect(read.steps == history.steps && read.position == history.position)
  }

  /// The file just written is taken from the memo, and the steps kept are not written again: a step
  /// added gives the bytes a fresh write gives.
  @Test func theMemoGivesWhatAFreshWriteAndReadGive() throws {
    let file = "writer-memo"
    let versions = (1...4).map { Array("{\"a\": \($0)}\n".utf8) }
    var history = EditHistory(file: file)
    history.record(before: versions[0], after: versions[1], label: "one")
    history.record(before: versions[1], after: versions[2], label: "two", said: "Two.")
    let bytes = history.encoded()
    #expect(EditHistory.writtenJSON(file, of: history.steps).allSatisfy { $0 != nil })
    let read = try EditHistory.decode(bytes, file: file)
    #expect(read.steps == history.steps && read.position == history.position)
    history.record(before: versions[2], after: versions[3], label: "three")
    let known = EditHistory.writtenJSON(file, of: history.steps)
    #expect(known.count == 3 && known.dropLast().allSatisfy { $0 != nil } && known.last! == nil)
    let again = history.encoded()
    #expect(Array(again.drop { $0 != 0x0A }.dropFirst()) == history.writtenBody())
  }

  /// What `save` writes (the file in pieces, never joined) is the file's bytes: read back, the same
  /// history; and the pieces after the first line are the body.
  @Test func thePiecesSavedAreTheFile() throws {
    let file = "writer-pieces"
    let history = try Self.history(file: file)
    let pieces = history.encodedPieces()
    let bytes = Array(pieces.joined())
    #expect(bytes == history.encoded())
    #expect(Array(pieces.dropFirst().joined()) == history.writtenBody())
    EditHistory.memo.withLock { $0[file] = nil }
    let read = try EditHistory.decode(bytes, file: file)
    #expect(read.steps == history.steps && read.position == history.position)
  }

  /// A file changed since it was written, its first line made to match, is read as it now is.
  @Test func aFileChangedSinceItWasWrittenIsReadAsItIs() throws {
    let file = "writer-changed"
    let history = try Self.history(file: file)
    _ = history.encoded()
    let body = String(decoding: history.writtenBody(), as: UTF8.self)
      .replacingOccurrences(of: "\"label\":\"all\"", with: "\"label\":\"ALL\"")
    let bytes = Array(body.utf8)
    let sealed =
      Array("cleangallery-history 2 \(EditHistory.hex(Hashing.digest(bytes))) \(bytes.count)\n".utf8) + bytes
    let read = try EditHistory.decode(sealed, file: file)
    #expect(read.steps.map(\.label) == history.steps.map { $0.label == "all" ? "ALL" : $0.label })
  }
}
