import GalleryCore

/// Turns one template's source into its node tree: lex, match sections, apply the whitespace rules,
/// then build nodes with every name that can be resolved at init resolved.
struct TemplateParser {
  private let source: TemplateSourceText
  private let templates: [String: Int]
  private let missingPartial: TemplateLibrary.MissingPartial
  private var tokens: [TemplateToken] = []
  private var textSize = 0

  /// - Parameters:
  ///   - templates: every template name in the library, with its index, to resolve partials.
  init(source: TemplateSource, templates: [String: Int], missingPartial: TemplateLibrary.MissingPartial) {
    self.source = TemplateSourceText(source)
    self.templates = templates
    self.missingPartial = missingPartial
  }

  /// - Parameter blockNames: the library-wide numbering of block names, extended as new ones appear.
  mutating func parse(blockNames: inout [String: Int]) throws(TemplateError) -> TemplateProgram {
    var lexer = TemplateLexer(source: source)
    tokens = try lexer.tokenize()
    try TemplateNesting.resolve(&tokens, in: source)
    TemplateWhitespace.apply(to: &tokens)
    let nodes = try build(tokens.startIndex..<tokens.endIndex, blockNames: &blockNames)
    return TemplateProgram(nodes: nodes, textSize: textSize)
  }

  private mutating func build(
    _ range: Range<Int>, blockNames: inout [String: Int]
  ) throws(TemplateError) -> [TemplateNode] {
    var nodes: [TemplateNode] = []
    var text: [UInt8] = []
    var index = range.lowerBound
    while index < range.upperBound {
      let token = tokens[index]
      index += 1
      if token.isRemoved { continue }
      guard let kind = token.tagKind else {
        text.append(contentsOf: token.text)
        continue
      }
      // Tags that produce nothing leave the text around them as one piece.
      if kind == .comment || kind == .setDelimiters || kind == .close { continue }
      flush(&text, into: &nodes)
      switch kind {
      case .variable, .unescaped:
        nodes.append(.variable(try path(of: token), escaped: kind == .variable))
      case .section, .inverted:
        guard let close = token.partner else { continue }
        let body = try build(index..<close, blockNames: &blockNames)
        let section = TemplateSection(
          path: try path(of: token), inverted: kind == .inverted, body: body, location: location(of: token),
          openIsInline: !token.isStandalone, closeIsInline: !tokens[close].isStandalone)
        nodes.append(.section(section))
        index = close + 1
      case .partial:
        nodes.append(.partial(try include(token)))
      case .parent:
        guard let close = token.partner else { continue }
        let overrides = try blockOverrides(inParentAt: index - 1, through: close, blockNames: &blockNames)
        nodes.append(.parent(try include(token), overrides: overrides))
        index = close + 1
      case .block:
        guard let close = token.partner else { continue }
        let body = try build(index..<close, blockNames: &blockNames)
        nodes.append(.block(block(token, closing: tokens[close], body: body, blockNames: &blockNames)))
        index = close + 1
      case .comment, .setDelimiters, .close:
        break
      }
    }
    flush(&text, into: &nodes)
    return nodes
  }

  private mutating func flush(_ text: inout [UInt8], into nodes: inout [TemplateNode]) {
    guard !text.isEmpty else { return }
    textSize += text.count
    nodes.append(.text(text))
    text = []
  }

  // MARK: - Inheritance

  /// Only blocks directly inside a parent pair mean anything; other content there is ignored.
  private mutating func blockOverrides(
    inParentAt parent: Int, through close: Int, blockNames: inout [String: Int]
  ) throws(TemplateError) -> [TemplateBlockOverride] {
    var overrides: [TemplateBlockOverride] = []
    var index = parent + 1
    while index < close {
      let token = tokens[index]
      guard token.tagKind == .block, token.container == parent, let end = token.partner else {
        index += 1
        continue
      }
      let body = try build(index + 1..<end, blockNames: &blockNames)
      let override = TemplateBlockOverride(block: blockNumber(token.name, &blockNames), body: body)
      // A later definition of the same block replaces an earlier one, as a later assignment would.
      overrides.removeAll { $0.block == override.block }
      overrides.append(override)
      index = end + 1
    }
    return overrides
  }

  private func block(
    _ token: TemplateToken, closing: TemplateToken, body: [TemplateNode], blockNames: inout [String: Int]
  ) -> TemplateBlock {
    let reindents = token.isStandalone || token.pairIsStandalone
    return TemplateBlock(
      block: blockNumber(token.name, &blockNames), name: token.name, location: location(of: token),
      body: body,
      openIsInline: !token.isStandalone, closeIsInline: !closing.isStandalone,
      reindents: reindents,
      indentation: token.isStandalone ? token.bodyIndentation : token.leadingWhitespace)
  }

  private func blockNumber(_ name: String, _ blockNames: inout [String: Int]) -> Int {
    if let number = blockNames[name] { return number }
    let number = blockNames.count
    blockNames[name] = number
    return number
  }

  // MARK: - Names

  private func include(_ token: TemplateToken) throws(TemplateError) -> TemplateInclude {
    let target = templates[token.name]
    if target == nil && missingPartial == .fail {
      let what = token.tagKind == .parent ? "parent" : "partial"
      throw source.error(
        at: token.offset,
        "unknown \(what) \"\(Quoted.text(token.name, limit: 100))\": no template with that name in this library"
      )
    }
    return TemplateInclude(
      target: target, name: token.name, isStandalone: token.isStandalone,
      indentation: token.leadingWhitespace, location: location(of: token))
  }

  private func location(of token: TemplateToken) -> TemplateLocation {
    TemplateLocation(source: source, offset: token.offset)
  }

  private func path(of token: TemplateToken) throws(TemplateError) -> TemplatePath {
    let name = token.name
    if name == "." { return .current }
    let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard let first = parts.first, parts.count > 1 else { return .key(name) }
    if parts.contains(where: \.isEmpty) {
      throw source.error(
        at: token.offset,
        "bad name \"\(Quoted.text(name, limit: 100))\": dotted names need a key between every pair of dots")
    }
    return .dotted(first, Array(parts.dropFirst()))
  }
}
