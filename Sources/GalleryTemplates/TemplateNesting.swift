/// Pairs every scope-opening tag with its `{{/name}}` and records which scope each token sits in.
///
/// Runs before the whitespace rules because those depend on nesting: inside a parent tag
/// (`{{<layout}}…{{/layout}}`) only blocks matter, so the text around them cannot stop a tag from
/// being standalone. Also the one place that reports mismatched, unopened and unclosed sections.
enum TemplateNesting {
  /// Sections, inverted sections, parents and blocks open inside one another in one template. Parsing
  /// and rendering descend once per level, so a theme nesting 10,000 sections would overflow the stack;
  /// no real layout comes near this.
  static let maximumNesting = 100

  static func resolve(_ tokens: inout [TemplateToken], in source: TemplateSourceText) throws(TemplateError) {
    var open: [Int] = []
    for index in tokens.indices {
      guard let kind = tokens[index].tagKind else {
        tokens[index].container = open.last
        continue
      }
      if kind == .close {
        let name = tokens[index].name
        guard let opener = open.popLast() else {
          throw source.error(
            at: tokens[index].offset, "closing tag \(kind.spelled(name)) has no matching opening tag")
        }
        let openerToken = tokens[opener]
        guard openerToken.name == name else {
          let (line, column) = source.position(of: openerToken.offset)
          let expected = TemplateTagKind.close.spelled(openerToken.name)
          let opened = (openerToken.tagKind ?? .section).spelled(openerToken.name)
          throw source.error(
            at: tokens[index].offset,
            "closing tag \(kind.spelled(name)) does not match \(opened) opened at \(line):\(column); "
              + "expected \(expected)")
        }
        tokens[index].partner = opener
        tokens[opener].partner = index
        tokens[index].container = open.last
      } else {
        tokens[index].container = open.last
        if kind.opensScope {
          guard open.count < maximumNesting else {
            throw source.error(
              at: tokens[index].offset,
              "\(kind.spelled(tokens[index].name)) is nested more than \(maximumNesting) levels deep "
                + "in sections, parents and blocks; flatten the template")
          }
          open.append(index)
        }
      }
    }
    if let unclosed = open.last {
      let token = tokens[unclosed]
      let kind = token.tagKind ?? .section
      throw source.error(
        at: token.offset,
        "unclosed \(describe(kind)) \(kind.spelled(token.name)): "
          + "no \(TemplateTagKind.close.spelled(token.name)) before the end of the file")
    }
  }

  private static func describe(_ kind: TemplateTagKind) -> String {
    switch kind {
    case .inverted: return "inverted section"
    case .parent: return "parent"
    case .block: return "block"
    default: return "section"
    }
  }
}
