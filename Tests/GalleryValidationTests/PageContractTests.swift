import Testing

@testable import GalleryValidation

/// The page contract (see `PageContract`), one violation per test, checked page by page.
@Suite struct PageContractTests {
  typealias Fixtures = ValidationFixtures
  let line = ValidationFixtures.bodyLine
  let bodyLine = ValidationFixtures.bodyLine - 1

  func contractProblems(_ page: String, at path: String = "index.html") -> [ValidationProblem] {
    Fixtures.problems(of: page, at: path, checkContract: true)
  }

  func problem(_ message: String, line: Int, column: Int, page: String = "index.html") -> ValidationProblem {
    ValidationProblem(page: page, line: line, column: column, message: message)
  }

  let scenes =
    "expected one of ImageCollection, ImageDetail, ImageIndexEdit, TagCollection, TagIndex, DateCollection, Timeline, Search, PlaceMap, AlbumUnlock"

  @Test func bodyWithoutScene() {
    #expect(
      contractProblems(Fixtures.page(body: "", scene: nil)) == [
        problem("<body> has no data-scene; \(scenes)", line: bodyLine, column: 1)
      ])
  }

  @Test func bodyWithUnknownScene() {
    #expect(
      contractProblems(Fixtures.page(body: "", scene: "ImageGrid")) == [
        problem("<body data-scene=\"ImageGrid\"> names no scene; \(scenes)", line: bodyLine, column: 1)
      ])
  }

  @Test func collectionPageWithUniquePhotosPasses() {
    let page = Fixtures.page(
      body: "<ul><li data-photo-id=\"a\">A</li><li data-photo-id=\"b\">B</li></ul>", scene: "ImageCollection")
    #expect(contractProblems(page) == [])
  }

  @Test func collectionPageWithARepeatedOrEmptyPhoto() {
    let page = Fixtures.page(
      body:
        "<ul><li data-photo-id=\"a\">A</li>\n"
        + "<li data-photo-id=\"a\">A</li><li data-photo-id=\"\">?</li></ul>",
      scene: "ImageCollection")
    #expect(
      contractProblems(page) == [
        problem(
          "data-photo-id 'a' appears twice on a grid page (first on line \(line))",
          line: line + 1, column: 1),
        problem("data-photo-id is empty; it must name a photo", line: line + 1, column: 29),
      ])
  }

  @Test func detailPageNamesItsPhotoOnMain() {
    let page = Fixtures.page(
      body: "<main data-photo-id=\"a\"><img src=\"a.jpg\" alt=\"A\"/></main>", scene: "ImageDetail")
    #expect(Fixtures.problems(of: page, otherFiles: ["a.jpg"], checkContract: true) == [])
  }

  @Test func detailPageWithoutMain() {
    #expect(
      contractProblems(Fixtures.page(body: "<div data-photo-id=\"a\"></div>", scene: "ImageDetail")) == [
        problem(
          "ImageDetail page has no <main data-photo-id=\"…\"> naming its photo", line: bodyLine, column: 1)
      ])
  }

  @Test func detailPageWithMainMissingOrEmptyPhoto() {
    #expect(
      contractProblems(Fixtures.page(body: "<main>x</main>", scene: "ImageDetail")) == [
        problem("<main> of an ImageDetail page has no data-photo-id naming its photo", line: line, column: 1)
      ])
    #expect(
      contractProblems(Fixtures.page(body: "<main data-photo-id=\"\">x</main>", scene: "ImageDetail")) == [
        problem("data-photo-id is empty; it must name a photo", line: line, column: 1)
      ])
  }

  @Test func detailPageAboutTwoPhotos() {
    let page = Fixtures.page(
      body: "<main data-photo-id=\"a\"><p data-photo-id=\"b\">next</p></main>", scene: "ImageDetail")
    #expect(
      contractProblems(page) == [
        problem(
          "data-photo-id 'b' differs from the page's photo 'a'; the page is about one photo", line: line,
          column: 25)
      ])
  }

  @Test func editPageWithSelectOrNumberInputPasses() {
    let select = Fixtures.page(
      body: """
        <form data-photo-id="a" action="move">
        <select name="position"><option value="1">1</option></select></form>
        """, scene: "ImageIndexEdit")
    let input = Fixtures.page(
      body: """
        <form data-photo-id="a" action="move">
        <input name="position" type="number" min="1" max="9" value="1"/></form>
        """, scene: "ImageIndexEdit")
    #expect(contractProblems(select) == [])
    #expect(contractProblems(input) == [])
  }

  @Test func editPageWithoutPhotoForm() {
    let page = Fixtures.page(
      body: "<form action=\"move\"><select name=\"position\"></select></form>", scene: "ImageIndexEdit")
    #expect(
      contractProblems(page) == [
        problem(
          "ImageIndexEdit page has no <form data-photo-id=\"…\"> naming the photo it moves", line: bodyLine,
          column: 1)
      ])
  }

  @Test func editPageWithoutPositionControl() {
    let page = Fixtures.page(
      body: "<form data-photo-id=\"a\" action=\"move\"><select name=\"pos\"></select></form>",
      scene: "ImageIndexEdit")
    #expect(
      contractProblems(page) == [
        problem(
          "the <form> carrying data-photo-id must hold exactly one control named 'position' "
            + "(a <select> or an <input type=\"number\">), found 0", line: line, column: 1)
      ])
  }

  @Test func editPageWithTwoPositionControls() {
    let page = Fixtures.page(
      body: """
        <form data-photo-id="a" action="move"><select name="position"></select>
        <input name="position" type="number"/></form>
        """, scene: "ImageIndexEdit")
    #expect(
      contractProblems(page).map(\.message) == [
        "the <form> carrying data-photo-id must hold exactly one control named 'position' "
          + "(a <select> or an <input type=\"number\">), found 2"
      ])
  }

  @Test func editPageWithTextPositionInput() {
    let page = Fixtures.page(
      body: "<form data-photo-id=\"a\" action=\"move\">\n<input name=\"position\" value=\"2\"/></form>",
      scene: "ImageIndexEdit")
    #expect(
      contractProblems(page) == [
        problem(
          "<input name=\"position\"> must have type=\"number\", found no type", line: line + 1, column: 1)
      ])
  }

  @Test func editPageWithPositionOutsideTheForm() {
    let page = Fixtures.page(
      body:
        "<form data-photo-id=\"a\" action=\"move\"><select name=\"position\"></select></form>\n"
        + "<select name=\"position\"></select>",
      scene: "ImageIndexEdit")
    #expect(
      contractProblems(page) == [
        problem(
          "control named 'position' stands outside the <form> carrying data-photo-id", line: line + 1,
          column: 1)
      ])
  }

  @Test func contractIsNotCheckedWhenOff() {
    #expect(Fixtures.problems(of: Fixtures.page(body: "", scene: nil), checkContract: false) == [])
  }
}
