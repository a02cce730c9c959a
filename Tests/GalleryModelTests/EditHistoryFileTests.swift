import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryModel

/// The history file: written and read back as it was, and refused whole when it is not what the tool
/// wrote (cut short, edited, rewritten with a matching first line but inconsistent steps, a link).
@Suite struct EditHistoryFileTests {
  private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  private static func history() -> EditHistory {
    var history = EditHistory(file: "g/.gallery-history")
    history.record(before: bytes("{\"a\": 1}\n"), after: bytes("{\"a\": 2}\n"), label: "first")
    history.record(before: bytes("{\"a\": 2}\n"), after: bytes("{\"a\": 2, \"b\": 3}\n"), label: "second")
    return history
  }

  /// The file's bytes with its first line made to match `body`, as a careful hand editor would.
  private static func sealed(_ body: String) -> [UInt8] {
    let bytes = Array(body.utf8)
    return Array("cleangallery-history 1 \(EditHistory.hex(Hashing.digest(bytes))) \(bytes.count)\n".utf8)
      + bytes
  }

  private func reason(_ bytes: [UInt8]) -> String? {
    do {
      _ = try EditHistory.decode(bytes, file: "g/.gallery-history")
      return nil
    } catch {
      guard case .damaged(let path, let reason) = error, path == "g/.gallery-history" else {
        return "\(error)"
      }
      #expect(error.exitCode == 65)
      return reason
    }
  }

  @Test func theFileReadsBackAsItWasWritten() throws {
    var history = Self.history()
    _ = try history.undo(current: Self.bytes("{\"a\": 2, \"b\": 3}\n"), manifest: "m")
    let read = try EditHistory.decode(history.encoded(), file: "g/.gallery-history")
    #expect(read == history)
    #expect(read.encoded() == history.encoded(), "one history, one file")
  }

  @Test func aFileCutShortOrEditedIsRefusedWhole() {
    let file = Self.history().encoded()
    let body = file.count - file.firstIndex(of: 0x0A)! - 1
    #expect(reason(Array(file.dropLast())) == "it is cut short: \(body - 1) of \(body) bytes")
    #expect(reason(Array(file.prefix(30))) == "its first line is not the history's")
    #expect(reason([]) == "its first line is not the history's")
    var edited = file
    edited[edited.count - 5] ^= 0x01
    #expect(reason(edited) == "its checksum does not match: was it edited?")
    #expect(reason(file + [0x0A]) == "its checksum does not match: was it edited?")
    #expect(reason(Self.bytes("{\"title\": \"not a history\"}")) == "its first line is not the history's")
    let newer = Self.bytes("cleangallery-history 3 0000000000000000 0\n")
    #expect(reason(newer) == "format 3, not 1 or 2")
  }

  @Test func aSealedFileWithInconsistentStepsIsRefused() throws {
    func body(_ steps: [String], position: Int) -> String {
      #"{"position":\#(position),"steps":[\#(steps.joined(separator: ","))]}"#
    }
    func make(before: String, after: String, label: String = "l", afterCount: Int = 3) -> String {
      let digests = (
        EditHistory.hex(Hashing.digest(Self.bytes(before))),
        EditHistory.hex(Hashing.digest(Self.bytes(after)))
      )
      return
        #"{"afterCount":\#(afterCount),"afterDigest":"\#(digests.1)","beforeCount":2,"beforeDigest":"\#(digests.0)","#
        + #""inserted":"Yg==","label":"\#(label)","prefix":1,"removed":"","suffix":1}"#
    }
    let good = make(before: "ac", after: "abc")
    #expect(reason(Self.sealed(body([good], position: 1))) == nil)
    #expect(reason(Self.sealed(body([good], position: 2))) == "its position is out of range")
    #expect(reason(Self.sealed(body([good], position: -1))) == "its position is out of range")
    #expect(
      reason(Self.sealed(body([make(before: "ac", after: "abc", afterCount: 4)], position: 1)))
        == "step 1 is not a consistent change")
    #expect(
      reason(Self.sealed(body([make(before: "ac", after: "abc", label: "")], position: 1)))
        == "step 1 is not a consistent change")
    #expect(
      reason(Self.sealed(body([make(before: "ac", after: "abc", label: "\\u001B]0;x")], position: 1)))
        == "step 1 is not a consistent change")
    #expect(
      reason(Self.sealed(body([make(before: "ac", after: "abc", label: "two\\nlines")], position: 1)))
        == "step 1 is not a consistent change")
    #expect(
      reason(Self.sealed(body([good, good], position: 2))) == "step 2 does not start where step 1 ends")
    #expect(
      reason(Self.sealed(body(Array(repeating: good, count: 101), position: 0))) == "more than 100 steps")
    #expect(reason(Self.sealed(#"{"position":0,"steps":"#)) == "its steps are not readable")
    #expect(reason(Self.sealed(#"{"position":0,"steps":[{"label":"l"}]}"#)) == "its steps are not readable")
    let unknownDigest = good.replacingOccurrences(
      of: EditHistory.hex(Hashing.digest(Self.bytes("abc"))), with: "ABCDEF0123456789")
    #expect(reason(Self.sealed(body([unknownDigest], position: 1))) == "step 1 is not a consistent change")
  }

  @Test func aSealedStepWhoseBytesAreNotItsVersionNeverReachesTheManifest() throws {
    // Counts and the chain hold, but the span rebuilds "axc", not the "abc" the digest names.
    let body =
      #"{"position":1,"steps":[{"afterCount":3,"afterDigest":"\#(EditHistory.hex(Hashing.digest(Self.bytes("abc"))))","#
      + #""beforeCount":2,"beforeDigest":"\#(EditHistory.hex(Hashing.digest(Self.bytes("ac"))))","inserted":"eA==","#
      + #""label":"l","prefix":1,"removed":"","suffix":1}]}"#
    var history = try EditHistory.decode(Self.sealed(body), file: "h")
    _ = try history.undo(current: Self.bytes("abc"), manifest: "m")
    #expect(
      throws: EditHistoryError.damaged(path: "h", reason: "step 1 does not rebuild the version it recorded")
    ) {
      try history.redo(current: Self.bytes("ac"), manifest: "m")
    }
  }

  @Test func theStoreWritesBesideTheManifestAndReadsBack() throws {
    let folder = try TemporaryFolder()
    try folder.write("g/gallery.json", #"{"title": "T"}"#)
    let store = try ManifestStore(folder: folder.path + "/g")
    #expect(try EditHistory.load(from: store) == EditHistory(file: "\(folder.path)/g/.gallery-history"))
    var history = try EditHistory.load(from: store)
    history.record(before: Self.bytes("a"), after: Self.bytes("b"), label: "x")
    try history.save(to: store)
    #expect(try EditHistory.load(from: store) == history)
    #expect(folder.files("g") == [".gallery-history", "gallery.json"], "no temporary file is left")
  }

  @Test func aLinkOrAFifoUnderTheHistorysNameIsRefused() throws {
    let folder = try TemporaryFolder()
    try folder.write("g/gallery.json", #"{"title": "T"}"#)
    try folder.write("victim.txt", "precious")
    let store = try ManifestStore(folder: folder.path + "/g")
    let path = folder.path + "/g/.gallery-history"
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: folder.path + "/victim.txt")
    let shown = folder.path + "/g/.gallery-history"
    #expect(throws: EditHistoryError.damaged(path: shown, reason: "it is a symbolic link")) {
      try EditHistory.load(from: store)
    }
    #expect(throws: EditHistoryError.damaged(path: shown, reason: "it is a symbolic link")) {
      try EditHistory(file: shown).save(to: store)
    }
    #expect(folder.read("victim.txt") == "precious")
    unlink(path)
    mkfifo(path, 0o644)
    #expect(
      throws: EditHistoryError.damaged(path: shown, reason: "it is a FIFO (named pipe), not a regular file")
    ) {
      try EditHistory.load(from: store)
    }
  }
}
