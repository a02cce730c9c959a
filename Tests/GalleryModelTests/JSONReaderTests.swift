import Testing

@testable import GalleryCore
@testable import GalleryModel

@Suite struct JSONReaderTests {
  private func parse(_ text: String) throws -> JSONValue {
    try JSONReader.parse(Array(text.utf8)).value
  }

  private func syntaxError(_ text: String) -> JSONReader.SyntaxError? {
    do {
      _ = try JSONReader.parse(Array(text.utf8))
      return nil
    } catch {
      return error
    }
  }

  @Test func parsesEveryKindOfValueKeepingMemberOrder() throws {
    let value = try parse(#"{"b": [1, -2.5e3, true, false, null], "a": "x\u00e9\n\ud83d\ude00"}"#)
    guard case .object(let members) = value else {
      Issue.record("expected an object")
      return
    }
    #expect(members.map(\.key) == ["b", "a"])
    #expect(
      members[0].value.value
        == .array(
          [.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null].enumerated().map {
            JSONValue.Located(
              value: $0.element, position: SourcePosition(line: 1, column: [8, 11, 19, 25, 32][$0.offset]))
          }))
    #expect(members[1].value.value == .string("xé\n😀"))
  }

  @Test func remembersWhereEachValueStands() throws {
    let value = try parse("{\n  \"title\": \"Ünïcode\",\n  \"n\": 3\n}")
    guard case .object(let members) = value else {
      Issue.record("expected an object")
      return
    }
    #expect(members[0].keyPosition == SourcePosition(line: 2, column: 3))
    #expect(members[1].value.position == SourcePosition(line: 3, column: 8))
  }

  @Test(arguments: [
    ("{\n  \"a\": 1,\n}", 3, 1, "trailing comma before '}'"),
    ("{\"a\" 1}", 1, 6, "expected ':' after key \"a\""),
    ("[1, 2,, 3]", 1, 7, "expected a value"),
    ("{\"a\": tru}", 1, 7, "expected a value"),
    ("{\"a\": \"x\ny\"}", 1, 9, "unterminated string"),
    ("{\"a\": 01}", 1, 8, "leading zero"),
    ("{} {}", 1, 4, "after the end of the JSON value"),
    ("", 1, 1, "unexpected end of file"),
    ("{\"é\": \"\\q\"}", 1, 8, "invalid escape '\\q'"),
  ])
  func reportsLineAndColumnOfSyntaxErrors(text: String, line: Int, column: Int, message: String) {
    let error = syntaxError(text)
    #expect(error?.position == SourcePosition(line: line, column: column))
    #expect(error?.message.contains(message) == true, "\(String(describing: error?.message))")
  }
}
