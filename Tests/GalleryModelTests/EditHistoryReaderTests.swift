import Foundation
import Testing

@testable import GalleryCore
@testable import GalleryModel

/// The history's body read by hand (`EditHistory.readBody`): what it takes, `JSONDecoder` reads to the
/// same steps; every other shape it leaves to `JSONDecoder`; and the steps' JSON it keeps is what a
/// fresh write gives, so a file read and written again is the same bytes.
@Suite struct EditHistoryReaderTests {
  private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// The writer's sample history, its second step's label and sentence needing escapes the tool
  /// writes (a line separator, a control character as it quotes it): steps with and without `said`, a
  /// quote and a backslash, non-Latin text, a two-span step, an undone step; with the manifest where it
  /// stands.
  private static func history(file: String) throws -> (history: EditHistory, current: [UInt8]) {
    try EditHistoryWriterTests.sample(file: file, label: "말 바꿈\u{2028}", said: "«말» — 바꿈 “here”\u{1B}")
  }

  /// The body of a file, without its first line.
  private static func body(_ file: [UInt8]) -> ArraySlice<UInt8> {
    file.drop { $0 != 0x0A }.dropFirst()
  }

  private static func steps(_ body: EditHistory.FileBody) -> [EditHistory.Step?] {
    body.steps.map { $0.step() }
  }

  @Test func theToolsOwnBodyIsReadByHandToWhatJSONDecoderReads() throws {
    let history = try Self.history(file: "reader-same").history
    #expect(history.steps.contains { $0.shared > 0 } && history.steps.contains { $0.said == nil })
    let body = Self.body(history.encoded())
    let read = try #require(EditHistory.readBody(body))
    let judged = try JSONDecoder().decode(EditHistory.FileBody.self, from: Data(body))
    #expect(read.body.position == judged.position && read.body.position == history.position)
    #expect(Self.steps(read.body) == Self.steps(judged))
    #expect(Self.steps(read.body) == history.steps.map { $0 })
    // Each step's JSON is its own: the body is these, joined as the writer joins them.
    let joined = read.stepJSON.map { Array($0) }.joined(separator: [UInt8(ascii: ",")])
    #expect(
      Array(body) == Self.bytes("{\"position\":\(history.position),\"steps\":[") + joined + Self.bytes("]}"))
  }

  @Test func aFileReadAndWrittenAgainIsTheSameBytesAndAStepAddedIsAFreshWrite() throws {
    let file = "reader-again"
    var (history, current) = try Self.history(file: file)
    let written = history.encoded()
    EditHistory.memo.withLock { $0[file] = nil }
    var read = try EditHistory.decode(written, file: file)
    #expect(EditHistory.writtenJSON(file, of: read.steps).allSatisfy { $0 != nil }, "kept from the read")
    #expect(read.encoded() == written)
    read.record(before: current, after: current + [0x0A], label: "newline")
    history.record(before: current, after: current + [0x0A], label: "newline")
    let fresh = history.writtenBody()
    EditHistory.memo.withLock { $0[file] = nil }
    #expect(Array(Self.body(read.encoded())) == fresh)
  }

  /// Shapes the tool never writes but `JSONDecoder` reads: left to it, and read to the same steps.
  @Test func everyOtherShapeIsLeftToJSONDecoder() throws {
    let history = try Self.history(file: "reader-other").history
    let text = String(decoding: Self.body(history.encoded()), as: UTF8.self)
    // The first step (which has no `said`) with a key more.
    let firstStep = text.range(of: #"{"afterCount""#)!
    let variants = [
      text.replacingOccurrences(of: #","steps":"#, with: #", "steps" : "#),
      text.replacingCharacters(in: firstStep, with: #"{"extra":1,"afterCount""#),
      text.replacingCharacters(in: firstStep, with: #"{"said":null,"afterCount""#),
      text.replacingOccurrences(of: #"{"position":"#, with: "\n{\"position\":"),
      text + " ",
    ]
    for variant in variants {
      let body = Self.bytes(variant)[...]
      #expect(EditHistory.readBody(body) == nil, "\(variant.prefix(80))")
      let sealed =
        Self.bytes("cleangallery-history 2 \(EditHistory.hex(Hashing.digest(Array(body)))) \(body.count)\n")
        + body
      EditHistory.memo.withLock { $0["reader-other"] = nil }
      let read = try EditHistory.decode(sealed, file: "reader-other")
      #expect(read.steps == history.steps && read.position == history.position, "\(variant.prefix(80))")
    }
  }

  /// Numbers, spans and strings the tool never writes (a leading zero, a fraction, a span that is not
  /// base64, a raw control character, a body cut short) are not taken.
  @Test func numbersSpansAndStringsTheToolNeverWritesAreNotTaken() throws {
    let history = try Self.history(file: "reader-bad").history
    let text = String(decoding: Self.body(history.encoded()), as: UTF8.self)
    let variants = [
      text.replacingOccurrences(of: #"{"position":3"#, with: #"{"position":03"#),
      text.replacingOccurrences(of: #"{"position":3"#, with: #"{"position":3.0"#),
      text.replacingOccurrences(of: #""inserted":""#, with: #""inserted":"%"#),
      text.replacingOccurrences(of: #""label":"all""#, with: "\"label\":\"a\u{1}ll\""),
      String(text.dropLast()),
    ]
    for variant in variants {
      #expect(EditHistory.readBody(Self.bytes(variant)[...]) == nil, "\(variant.prefix(80))")
    }
  }
}
