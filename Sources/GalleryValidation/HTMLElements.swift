/// The element names HTML5 defines, so a misspelled `<secton>` in a theme is caught at build time.
///
/// A browser renders an unknown element as an inline box without complaint, which is exactly why a
/// typo survives until a visitor sees a broken layout. The list follows the WHATWG HTML Living Standard
/// (section 4, "The elements of HTML"), without the obsolete elements (`font`, `center`, `marquee`…):
/// a generated page has no reason to use them.
enum HTMLElements {
  static let names: Set<String> = [
    "a", "abbr", "address", "area", "article", "aside", "audio",
    "b", "base", "bdi", "bdo", "blockquote", "body", "br", "button",
    "canvas", "caption", "cite", "code", "col", "colgroup",
    "data", "datalist", "dd", "del", "details", "dfn", "dialog", "div", "dl", "dt",
    "em", "embed",
    "fieldset", "figcaption", "figure", "footer", "form",
    "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html",
    "i", "iframe", "img", "input", "ins",
    "kbd",
    "label", "legend", "li", "link",
    "main", "map", "mark", "math", "menu", "meta", "meter",
    "nav", "noscript",
    "object", "ol", "optgroup", "option", "output",
    "p", "picture", "pre", "progress",
    "q",
    "rp", "rt", "ruby",
    "s", "samp", "script", "search", "section", "select", "slot", "small", "source", "span", "strong",
    "style", "sub", "summary", "sup", "svg",
    "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "time", "title", "tr", "track",
    "u", "ul",
    "var", "video",
    "wbr",
  ]

  /// Names HTML reserves although they contain a hyphen (they come from SVG and MathML), so they can
  /// never be custom elements.
  private static let reservedHyphenatedNames: Set<String> = [
    "annotation-xml", "color-profile", "font-face", "font-face-src", "font-face-uri",
    "font-face-format", "font-face-name", "missing-glyph",
  ]

  /// Whether `name` is an autonomous custom element name (`<photo-grid>`): valid HTML5 that a theme
  /// may use with its own script. It starts with a lowercase ASCII letter, holds a hyphen and no
  /// uppercase ASCII letter; a misspelled standard element almost never looks like that.
  static func isCustomElementName(_ name: String) -> Bool {
    let bytes = name.utf8
    guard let first = bytes.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else {
      return false
    }
    guard bytes.contains(UInt8(ascii: "-")) else { return false }
    if bytes.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) { return false }
    return !reservedHyphenatedNames.contains(name)
  }
}
