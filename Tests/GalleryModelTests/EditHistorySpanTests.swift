import Foundation
import Testing

@testable import GalleryCore
@testable import GalleryModel

/// A step's span read from the history file (`EditHistory.Span`): its count from base64's length and
/// padding when read, its bytes decoded only when asked for; a text that is not base64 is refused when
/// read (a length or padding base64 never has) or makes its step damaged when it is undone.
@Suite struct EditHistorySpanTests {
  private static func span(_ text: String) -> EditHistory.Span? {
    EditHistory.Span(base64: Array(text.utf8)[...])
  }

  @Test(arguments: [("", ""), ("YQ==", "a"), ("YWI=", "ab"), ("YWJj", "abc"), ("eC95eiDDvw==", "x/yz ÿ")])
  func aSpanCountsAndDecodesAsBase64(text: String, bytes: String) throws {
    let span = try #require(Self.span(text))
    #expect(span.count == bytes.utf8.count)
    #expect(span.bytes == Array(bytes.utf8))
    #expect(span == EditHistory.Span(Array(bytes.utf8)))
    #expect(span.base64 == Array(text.utf8)[...])
  }

  @Test(arguments: ["Y", "YQ=", "YQ===", "Y=Q=", "=YWJ", "YQ==YQ=="])
  func aLengthOrPaddingBase64NeverHasIsRefusedWhenRead(text: String) {
    #expect(Self.span(text) == nil)
  }

  @Test func anotherCharacterIsFoundWhenDecoded() throws {
    let span = try #require(Self.span("%WJj"))
    #expect(span.count == 3)
    #expect(span.bytes == nil)
    #expect(span != EditHistory.Span(Array("abc".utf8)))
  }

  @Test func spansOfTheSameBytesAreEqualWhateverTheirKind() throws {
    let read = try #require(Self.span("YWJj"))
    #expect(read == read && read == Self.span("YWJj"))
    #expect(read == EditHistory.Span(Array("abc".utf8)))
    #expect(read != EditHistory.Span(Array("abd".utf8)) && read != Self.span("YWJk"))
  }

  /// A history whose span holds a character that is not base64 (the file's checksum line made to
  /// match): read, its new step recorded and saved as it was, and its undo refused as damaged, naming
  /// the step; the manifest's bytes are never rebuilt from it.
  @Test func aStepWhoseSpanIsNotBase64IsDamagedWhenUndone() throws {
    let file = "span-damaged"
    let one = Array("{\"title\": \"One\"}\n".utf8)
    let two = Array("{\"title\": \"Two words\"}\n".utf8)
    var history = EditHistory(file: file)
    history.record(before: one, after: two, label: "titled")
    let body = String(decoding: history.writtenBody(), as: UTF8.self)
    let spoilt = try #require(body.range(of: #""removed":""#)).upperBound
    var text = body
    text.replaceSubrange(spoilt..<text.index(after: spoilt), with: "%")
    let bytes = Array(text.utf8)
    let sealed =
      Array("cleangallery-history 1 \(EditHistory.hex(Hashing.digest(bytes))) \(bytes.count)\n".utf8) + bytes
    EditHistory.memo.withLock { $0[file] = nil }

    var read = try EditHistory.decode(sealed, file: file)

    #expect(read.steps.count == 1 && read.steps[0].removed.count == history.steps[0].removed.count)
    #expect(read.steps[0].removed.bytes == nil)
    #expect(
      throws: EditHistoryError.damaged(path: file, reason: "step 1 does not rebuild the version it recorded")
    ) {
      _ = try read.undo(current: two, manifest: "gallery.json")
    }
    #expect(read.position == 1)
    // Written again as it was read: the damage is kept for undo to find, not hidden by a new encoding.
    #expect(read.encoded() == sealed)
  }
}
