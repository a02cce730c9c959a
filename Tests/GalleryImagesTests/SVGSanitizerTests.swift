import Testing

@testable import GalleryImages

/// What survives sanitising: the drawing, never a script, an event handler or a reference outside.
@Suite struct SVGSanitizerTests {
  private func sanitized(_ body: String, attributes: String = "") -> String? {
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \(attributes)>\(body)</svg>
      """
    return SVGSanitizer.sanitize(Array(svg.utf8)).map { String(decoding: $0.bytes, as: UTF8.self) }
  }

  @Test func drawingIsKeptAsItIs() {
    let body =
      ##"<title>T</title><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="5" height="5" fill="url(#g)"/><text x="1">Hi &amp; bye</text>"##
    let result = sanitized(body, attributes: ##"viewBox="0 0 10 10""##)
    #expect(result?.contains(body) == true, "\(result ?? "nil")")
  }

  @Test func scriptsHandlersAndForeignContentGo() {
    let result =
      sanitized(
        ##"<script>a()</script><g onclick="a()" ONMOUSEOVER="b()"><foreignObject><p>x</p></foreignObject></g><set attributeName="href" to="javascript:a()"/><animate attributeName="x"/>"##,
        attributes: ##"onload="a()""##) ?? ""
    #expect(result.contains("<g/>"), "\(result)")
    for gone in ["script", "onclick", "ONMOUSEOVER", "onload", "foreignObject", "<set", "<animate"] {
      #expect(!result.contains(gone), "\(gone) in \(result)")
    }
  }

  @Test func referencesOutsideTheFileGo() {
    let result =
      sanitized(
        ##"<image href="https://x.example/a.png"/><image xlink:href="data:image/png;base64,AAAA"/><image href="data:image/svg+xml,&lt;svg/&gt;"/><use href="other.svg#a"/><use xlink:href="#a"/><rect fill="url(https://x.example/#p)" stroke="url( '#q')"/><a href="https://x.example/"><circle r="1"/></a><style>@import "x.css";</style><style>rect { fill: url(#g) }</style><path style="fill:url(http://x.example/a)"/><path d="M0 0" filter="url(#f)"/>"##
      ) ?? ""
    #expect(!result.contains("x.example"), "\(result)")
    #expect(!result.contains("svg+xml") && !result.contains("other.svg") && !result.contains("@import"))
    #expect(result.contains(##"<image xlink:href="data:image/png;base64,AAAA"/>"##))
    #expect(result.contains(##"<use xlink:href="#a"/>"##))
    #expect(result.contains(##"<rect stroke="url( '#q')"/>"##), "\(result)")
    #expect(result.contains("<g><circle r=\"1\"/></g>"), "the link's drawing stays: \(result)")
    #expect(result.contains("rect { fill: url(#g) }"))
    #expect(result.contains(##"<path d="M0 0" filter="url(#f)"/>"##))
    #expect(result.contains("<path/>"))
  }

  @Test func javascriptURLsHoweverSpelledGo() {
    let result = sanitized(##"<rect fill="java&#9;script:a()" mask="JaVaScRiPt:b()"/>"##) ?? ""
    #expect(result.contains("<rect/>"), "\(result)")
  }

  @Test func doctypeEntitiesAndProcessingInstructionsGo() {
    let svg = """
      <?xml version="1.0"?>
      <?xml-stylesheet href="https://x.example/s.css"?>
      <!DOCTYPE svg [<!ENTITY e "entity text">]>
      <!-- a comment -->
      <svg xmlns="http://www.w3.org/2000/svg"><text>&e;</text><?pi x?></svg>
      """
    let result =
      SVGSanitizer.sanitize(Array(svg.utf8)).map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
    #expect(
      result
        == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><text/></svg>\n"
    )
  }

  @Test func notAnSVGIsRefused() {
    #expect(SVGSanitizer.sanitize(Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect>".utf8)) == nil)
    #expect(SVGSanitizer.sanitize(Array("<html xmlns=\"http://www.w3.org/1999/xhtml\"/>".utf8)) == nil)
    #expect(SVGSanitizer.sanitize(Array("<svg/>".utf8)) == nil, "no SVG namespace")
    #expect(SVGSanitizer.sanitize([]) == nil)
  }

  /// A referenced entity once pointed into the DOCTYPE after it was freed (a crash with a large one).
  @Test func entityReferencesInAttributesGoBeforeTheirDOCTYPE() {
    let entity = String(repeating: "A", count: 400_000)
    let rects = (0..<5).map { "<rect fill=\"&e;\" id=\"r\($0)\"/>" }.joined()
    let svg =
      "<!DOCTYPE svg [<!ENTITY e \"\(entity)\">]><svg xmlns=\"http://www.w3.org/2000/svg\">\(rects)</svg>"
    let result = SVGSanitizer.sanitize(Array(svg.utf8)).map { String(decoding: $0.bytes, as: UTF8.self) }
    #expect(result?.contains("<rect id=\"r4\"/>") == true, "\(result?.prefix(300) ?? "nil")")
    #expect(result?.contains("&e;") == false)
  }

  @Test func tooManyAttributesOnOneElementAreRefusedBeforeParsing() {
    let attributes = (0..<1_001).map { "a\($0)=\"1\"" }.joined(separator: " ")
    let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect \(attributes)/></svg>"
    #expect(SVGSanitizer.sanitize(Array(svg.utf8)) == nil)
  }

  @Test func theSizeComesFromTheRootElement() {
    func size(_ attributes: String) -> String {
      let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)/>"
      guard let result = SVGSanitizer.sanitize(Array(svg.utf8)) else { return "refused" }
      return "\(result.width.map(String.init) ?? "-")x\(result.height.map(String.init) ?? "-")"
    }
    #expect(size("width=\"800\" height=\"600\"") == "800x600")
    #expect(size("width=\"10in\" height=\"72pt\"") == "960x96")
    #expect(size("viewBox=\"0 0 400 300\"") == "400x300")
    #expect(size("width=\"200\" viewBox=\"0,0,400,300\"") == "200x150")
    #expect(size("width=\"100%\" height=\"100%\"") == "-x-")
    #expect(size("width=\"2147483648\" height=\"1\"") == "-x-")
  }
}
