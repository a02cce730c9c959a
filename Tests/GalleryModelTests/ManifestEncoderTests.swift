import Testing

@testable import GalleryModel

@Suite struct ManifestEncoderTests {
  @Test func writesKeysInTheDocumentedOrderAndLeavesOutAbsentFields() {
    let gallery = Gallery(
      title: "T", pageSize: 3, theme: "dark",
      photos: [
        Photo(id: "a", image: .file("a.jpg"), alt: "x"),
        Photo(id: "b", image: .remote("https://x.org/b.jpg")),
      ])
    #expect(
      String(decoding: ManifestEncoder.encode(gallery), as: UTF8.self) == """
        {
          "title": "T",
          "pageSize": 3,
          "theme": "dark",
          "photos": [
            {
              "id": "a",
              "image": "a.jpg",
              "alt": "x"
            },
            {
              "id": "b",
              "image": "https://x.org/b.jpg"
            }
          ]
        }

        """)
  }

  @Test(arguments: [
    "plain", "quote \" and \\ backslash", "line\nbreak\r\ttab\u{08}\u{0C}", "\u{01}\u{1F}", "’typographic’",
    "\u{2028}\u{2029}", "\u{E2}", "€ and \u{2027} and \u{202A}", "ends in â", "", "a – b\u{2028}",
    "…\u{2029}",
  ])
  func photosAreEscapedByteForByteAsEveryOtherValue(text: String) {
    // Photos are written byte by byte for speed; gallery values through `quoted`: both must agree.
    let gallery = Gallery(
      title: text, photos: [Photo(id: "a", image: .file("a.jpg"), title: text)])
    let encoded = String(decoding: ManifestEncoder.encode(gallery), as: UTF8.self)
    let quoted = ManifestEncoder.quoted(text)
    #expect(encoded.contains("  \"title\": \(quoted),\n"))
    #expect(encoded.contains("      \"title\": \(quoted)\n"))
  }

  @Test func lineAndParagraphSeparatorsAreEscapedAndOtherE2CharactersAreNot() {
    #expect(ManifestEncoder.quoted("a\u{2028}b\u{2029}") == #""a\u2028b\u2029""#)
    #expect(ManifestEncoder.quoted("’ – … ‰") == "\"’ – … ‰\"")
    let gallery = Gallery(title: "T", photos: [Photo(id: "a", image: .file("a.jpg"), title: "’–\u{2028}")])
    #expect(
      String(decoding: ManifestEncoder.encode(gallery), as: UTF8.self).contains(#""title": "’–\u2028""#))
  }

  /// The escaper works on bytes; this is what it must give, scalar by scalar.
  private func reference(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  @Test func theByteEscaperAgreesWithTheScalarOneOnEveryKindOfText() {
    var generator = SystemRandomNumberGenerator()
    let pieces: [String] =
      (0..<0x20).map { String(UnicodeScalar(UInt8($0))) } + [
        "\"", "\\", "a", "é", "’", "–", "\u{2028}", "\u{2029}", "\u{2027}", "\u{202A}", "🌅", "\u{E2}",
        "\u{80}",
      ]
    for _ in 0..<500 {
      let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      #expect(ManifestEncoder.quoted(text) == reference(text), "\(Array(text.unicodeScalars))")
    }
  }

  @Test func escapesOnlyWhatJSONNeedsAndRoundTrips() throws {
    let title = "Quote \" backslash \\ tab\t newline\n bell\u{07} – 서울 🌃 </script>"
    let gallery = Gallery(title: title)
    let text = String(decoding: ManifestEncoder.encode(gallery), as: UTF8.self)
    #expect(text.contains(#""Quote \" backslash \\ tab\t newline\n bell\u0007 – 서울 🌃 </script>""#))
    // A control character is written escaped, but no manifest may hold one (the decoder refuses it):
    // what round-trips is every other text.
    let readable = Gallery(title: title.replacingOccurrences(of: "\u{07}", with: ""))
    #expect(try ManifestDecoder.decode(ManifestEncoder.encode(readable), file: "g").gallery == readable)
  }
}
