import Testing

@testable import GalleryThemes

/// A person's text where it meets the page's words: isolated (FSI…PDI) wherever it could reorder them.
@Suite struct IsolationTests {
  @Test func onALeftToRightPageOnlyTextThatCouldReorderIsIsolated() {
    let english = Words(language: "en", entries: [:])
    #expect(english.isolated("Dune") == "Dune")
    #expect(english.isolated("שלום 2024") == "\u{2068}שלום 2024\u{2069}")
    #expect(english.isolated("\u{2067}x\u{2069}") == "\u{2068}\u{2067}x\u{2069}\u{2069}")
  }

  @Test func onARightToLeftPageEveryTextIsIsolated() {
    let arabic = Words(language: "ar", entries: [:])
    #expect(arabic.isRightToLeft)
    #expect(arabic.isolated("Dune 2") == "\u{2068}Dune 2\u{2069}")
    #expect(arabic.isolated("بيت") == "\u{2068}بيت\u{2069}")
  }

  @Test func theDetailPagesTitleIsolatesBothTexts() {
    let words = Words(language: "en", entries: ["detail.pageTitle": .text("{title} – {gallery}")])
    let title = words.text(
      .detailPageTitle, ["title": words.isolated("בית"), "gallery": words.isolated("Trips")])
    #expect(title == "\u{2068}בית\u{2069} – Trips")
  }
}
