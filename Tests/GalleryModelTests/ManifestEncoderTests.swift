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
    "\u{2028}\u{2029}", "\u{E2}", "€ and \u{2027} and \u{202A}", "ends in â", "",
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
