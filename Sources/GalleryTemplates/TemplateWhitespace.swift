/// Applies the spec's whitespace rules to a nested token stream, before it becomes a node tree.
///
/// A tag other than an interpolation is *standalone* when it is alone on its line: the whitespace
/// before it and the line end after it are dropped, so control tags do not leave blank lines behind.
/// Inside a parent tag pair (`{{<layout}}…{{/layout}}`) only blocks count, so the side of a tag
/// that faces the parent's own content never prevents it from being standalone. That is what makes
/// `{{<layout}}{{$title}}` on one line drop its line end, and `  {{<layout}}{{/layout}}` indent
/// the whole layout.
///
/// Blocks also carry indentation: content passed into a parent is de-indented where it is written
/// and re-indented where the parent places it, so a child can write its blocks at any depth.
enum TemplateWhitespace {
  static func apply(to tokens: inout [TemplateToken]) {
    let lines = Clearances(tokens)
    markStandalone(&tokens, lines)
    recordIndentation(&tokens, lines)
    removeStandaloneWhitespace(&tokens, lines)
    dedentPassedBlocks(&tokens)
  }

  // MARK: - Standalone tags

  private static func markStandalone(_ tokens: inout [TemplateToken], _ lines: Clearances) {
    for index in tokens.indices {
      guard let kind = tokens[index].tagKind, kind.mayStandAlone else { continue }
      switch kind {
      case .parent:
        // A parent pair works like one partial tag: standalone when it starts and ends lines.
        guard let close = tokens[index].partner else { continue }
        let standalone = lines.leftIsClear[index] && lines.rightIsClear[close]
        tokens[index].isStandalone = standalone
        tokens[close].isStandalone = standalone
      case .close where lines.opener(of: index, is: .parent, in: tokens):
        continue
      case .block:
        tokens[index].isStandalone = lines.leftIsClear[index] && lines.rightIsClear[index]
        if let close = tokens[index].partner {
          tokens[index].pairIsStandalone = lines.leftIsClear[index] && lines.rightIsClear[close]
        }
      default:
        tokens[index].isStandalone = lines.leftIsClear[index] && lines.rightIsClear[index]
      }
    }
  }

  private static func recordIndentation(_ tokens: inout [TemplateToken], _ lines: Clearances) {
    for index in tokens.indices where tokens[index].tagKind != nil {
      if let blank = lines.leadingBlank(of: index, in: tokens) {
        tokens[index].leadingWhitespace = tokens[blank].text
      }
      if tokens[index].tagKind == .block && tokens[index].isStandalone {
        tokens[index].bodyIndentation = indentationOfNextLine(after: index, in: tokens)
      }
    }
  }

  /// The indentation a block's content is written at: that of the line after its standalone
  /// opening tag, even when that line is the closing tag (an empty block still has a position).
  private static func indentationOfNextLine(after index: Int, in tokens: [TemplateToken]) -> [UInt8] {
    let lineEnd = index + 1
    let next = index + 2
    guard next < tokens.count, tokens[lineEnd].kind == .text,
      tokens[lineEnd].text.last == TemplateBytes.newline,
      tokens[next].kind == .text, tokens[next].startsLine
    else { return [] }
    return Array(tokens[next].text.prefix(while: TemplateBytes.isBlank))
  }

  private static func removeStandaloneWhitespace(_ tokens: inout [TemplateToken], _ lines: Clearances) {
    for index in tokens.indices where tokens[index].isStandalone {
      if let blank = lines.leadingBlank(of: index, in: tokens) {
        tokens[blank].isRemoved = true
      }
      let next = index + 1
      if !lines.rightFacesParent(index, tokens), next < tokens.count, tokens[next].kind == .text {
        tokens[next].isRemoved = true
      }
    }
  }

  // MARK: - Block indentation

  /// Strips a passed block's own indentation from each of its lines, outer blocks first so nested
  /// blocks measure their indentation after their enclosing block has moved them.
  private static func dedentPassedBlocks(_ tokens: inout [TemplateToken]) {
    for index in tokens.indices {
      let token = tokens[index]
      guard token.tagKind == .block, token.isStandalone, !token.bodyIndentation.isEmpty,
        let container = token.container, tokens[container].tagKind == .parent,
        let close = token.partner
      else { continue }
      let indentation = token.bodyIndentation
      for inner in index + 1..<close {
        if tokens[inner].kind == .text {
          if tokens[inner].startsLine { stripPrefix(indentation, from: &tokens[inner].text) }
        } else {
          stripPrefix(indentation, from: &tokens[inner].leadingWhitespace)
          stripPrefix(indentation, from: &tokens[inner].bodyIndentation)
        }
      }
    }
  }

  /// Removes as much of `prefix` as `bytes` starts with: a line indented less than its block loses
  /// what it has rather than being left alone.
  private static func stripPrefix(_ prefix: [UInt8], from bytes: inout [UInt8]) {
    var count = 0
    while count < prefix.count && count < bytes.count && bytes[count] == prefix[count] { count += 1 }
    if count > 0 { bytes.removeFirst(count) }
  }
}

/// Whether each tag's line is clear (only blanks) to its left and to its right.
private struct Clearances {
  var leftIsClear: [Bool]
  var rightIsClear: [Bool]

  init(_ tokens: [TemplateToken]) {
    leftIsClear = Array(repeating: false, count: tokens.count)
    rightIsClear = Array(repeating: false, count: tokens.count)
    for index in tokens.indices where tokens[index].tagKind != nil {
      leftIsClear[index] = leftFacesParent(index, tokens) || Self.clearBefore(index, tokens)
      rightIsClear[index] = rightFacesParent(index, tokens) || Self.clearAfter(index, tokens)
    }
  }

  func opener(of index: Int, is kind: TemplateTagKind, in tokens: [TemplateToken]) -> Bool {
    guard tokens[index].tagKind == .close, let opener = tokens[index].partner else { return false }
    return tokens[opener].tagKind == kind
  }

  /// The content just before the tag is a parent's own content (ignored, so it cannot block).
  func leftFacesParent(_ index: Int, _ tokens: [TemplateToken]) -> Bool {
    if tokens[index].tagKind == .close { return opener(of: index, is: .parent, in: tokens) }
    return isParent(tokens[index].container, tokens)
  }

  /// The content just after the tag is a parent's own content.
  func rightFacesParent(_ index: Int, _ tokens: [TemplateToken]) -> Bool {
    if let kind = tokens[index].tagKind, kind.opensScope { return kind == .parent }
    return isParent(tokens[index].container, tokens)
  }

  /// The blank text token starting the tag's line, when nothing else precedes the tag on it.
  func leadingBlank(of index: Int, in tokens: [TemplateToken]) -> Int? {
    let previous = index - 1
    guard !leftFacesParent(index, tokens), previous >= 0 else { return nil }
    let token = tokens[previous]
    guard token.kind == .text, token.startsLine, token.text.last != TemplateBytes.newline,
      token.text.allSatisfy(TemplateBytes.isBlank)
    else { return nil }
    return previous
  }

  private func isParent(_ index: Int?, _ tokens: [TemplateToken]) -> Bool {
    guard let index else { return false }
    return tokens[index].tagKind == .parent
  }

  private static func clearBefore(_ index: Int, _ tokens: [TemplateToken]) -> Bool {
    let previous = index - 1
    guard previous >= 0 else { return true }
    let token = tokens[previous]
    guard token.kind == .text else { return false }
    if token.text.last == TemplateBytes.newline { return true }
    return token.startsLine && token.text.allSatisfy(TemplateBytes.isBlank)
  }

  private static func clearAfter(_ index: Int, _ tokens: [TemplateToken]) -> Bool {
    let next = index + 1
    guard next < tokens.count else { return true }
    let token = tokens[next]
    guard token.kind == .text else { return false }
    var line = token.text[...]
    if line.last == TemplateBytes.newline {
      line = line.dropLast()
      if line.last == TemplateBytes.carriageReturn { line = line.dropLast() }
      return line.allSatisfy(TemplateBytes.isBlank)
    }
    return next + 1 == tokens.count && line.allSatisfy(TemplateBytes.isBlank)
  }
}
