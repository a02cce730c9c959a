import Foundation
import Testing

/// No Swift file under Sources/ is over 400 lines unless it says why at its top: a comment in its
/// first 5 lines holding `long:` and the reason (`// long: one grammar, which reads best whole.`).
/// A file that grows past the limit fails here, so it is split by job, or its reason is written down
/// where the next reader sees it first.
@Suite struct FileLengthTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources").path

  /// Lines a file may have without a reason.
  static let limit = 400
  /// How many of a file's first lines are searched for the reason.
  static let headerLines = 5

  /// Lines as `wc -l` counts them, plus an unterminated last line.
  static func lineCount(_ text: String) -> Int {
    let newlines = text.utf8.count(where: { $0 == UInt8(ascii: "\n") })
    return newlines + (text.isEmpty || text.hasSuffix("\n") ? 0 : 1)
  }

  /// The reason in a comment among the first `headerLines` lines: the text after `long:` (any case),
  /// nil when there is none or nothing follows it.
  static func reason(in text: String) -> String? {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(headerLines) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") || trimmed.hasPrefix("*"),
        let marker = trimmed.range(of: "long:", options: .caseInsensitive)
      else { continue }
      let reason = trimmed[marker.upperBound...].trimmingCharacters(in: .whitespaces)
      if !reason.isEmpty { return reason }
    }
    return nil
  }

  @Test func noSourceFileIsOverTheLimitWithoutAReason() throws {
    let enumerator = try #require(FileManager.default.enumerator(atPath: Self.sources))
    var checked = 0
    while let item = enumerator.nextObject() as? String {
      guard item.hasSuffix(".swift") else { continue }
      let text = try String(contentsOfFile: Self.sources + "/" + item, encoding: .utf8)
      checked += 1
      let lines = Self.lineCount(text)
      if lines > Self.limit && Self.reason(in: text) == nil {
        let advice = "split it by job, or say why in its first \(Self.headerLines) lines (`// long: …`)"
        Issue.record("Sources/\(item) has \(lines) lines, over \(Self.limit): \(advice)")
      }
    }
    // A wrong path would find nothing and pass.
    #expect(checked > 100, "only \(checked) Swift files found under \(Self.sources)")
  }

  @Test func theRuleItselfCountsAndReads() {
    #expect(Self.lineCount("") == 0)
    #expect(Self.lineCount("a\nb\n") == 2)
    #expect(Self.lineCount("a\nb") == 2)
    #expect(Self.reason(in: "import X\n// Long: one grammar, read whole.\n") == "one grammar, read whole.")
    #expect(Self.reason(in: "// long:\nstruct A {}\n") == nil, "a marker without a reason")
    #expect(Self.reason(in: "let long: Int = 1\n") == nil, "code, not a comment")
    #expect(Self.reason(in: "// Longer than the usual 250 lines: data\n") == nil, "not the marker")
    #expect(Self.reason(in: "1\n2\n3\n4\n5\n// long: too late\n") == nil, "after the first 5 lines")
  }
}
