import GalleryCore

/// Splits a template into text (one token per line) and tags, following set-delimiter tags.
///
/// Works on UTF-8 bytes: delimiters are arbitrary byte sequences, and every byte of text ends up
/// copied into the rendered output unchanged, so there is nothing to gain from decoding characters.
struct TemplateLexer {
  private let source: TemplateSourceText
  private var bytes: [UInt8] { source.bytes }
  private var openDelimiter = Array("{{".utf8)
  private var closeDelimiter = Array("}}".utf8)
  private var tokens: [TemplateToken] = []

  init(source: TemplateSourceText) {
    self.source = source
  }

  mutating func tokenize() throws(TemplateError) -> [TemplateToken] {
    var position = 0
    while position < bytes.count {
      guard let tagStart = find(openDelimiter, from: position) else {
        appendText(position..<bytes.count)
        break
      }
      appendText(position..<tagStart)
      position = try lexTag(at: tagStart)
    }
    return tokens
  }

  // MARK: - Text

  private mutating func appendText(_ range: Range<Int>) {
    var start = range.lowerBound
    while start < range.upperBound {
      var end = start
      while end < range.upperBound && bytes[end] != TemplateBytes.newline { end += 1 }
      if end < range.upperBound { end += 1 }
      tokens.append(.text(bytes[start..<end], offset: start, startsLine: startsLine(start)))
      start = end
    }
  }

  private func startsLine(_ offset: Int) -> Bool {
    offset == 0 || bytes[offset - 1] == TemplateBytes.newline
  }

  // MARK: - Tags

  /// Lexes the tag whose opening delimiter is at `start` and returns the offset just past it.
  private mutating func lexTag(at start: Int) throws(TemplateError) -> Int {
    let contentStart = start + openDelimiter.count
    let sigil = contentStart < bytes.count ? bytes[contentStart] : nil
    switch sigil {
    case UInt8(ascii: "{"):
      let closing = [UInt8(ascii: "}")] + closeDelimiter
      let end = try findClose(closing, from: contentStart + 1, tagStart: start, what: "triple mustache")
      let name = try tagName(contentStart + 1..<end, kind: .unescaped, tagStart: start)
      tokens.append(.tag(.unescaped, name: name, offset: start, startsLine: startsLine(start)))
      return end + closing.count
    case UInt8(ascii: "="):
      let closing = [UInt8(ascii: "=")] + closeDelimiter
      // The new delimiters may well contain the current opening one (`<%={{ }}=%>`), so only the
      // closing sequence counts here.
      guard let end = find(closing, from: contentStart + 1) else {
        throw source.error(
          at: start, "unclosed set-delimiter tag: no \(text(closing)) before the end of the file")
      }
      try setDelimiters(contentStart + 1..<end, tagStart: start)
      tokens.append(.tag(.setDelimiters, name: "", offset: start, startsLine: startsLine(start)))
      return end + closing.count
    case UInt8(ascii: "!"):
      // Comments may hold anything, even an opening delimiter or line ends, up to the closing one.
      guard let end = find(closeDelimiter, from: contentStart) else {
        throw source.error(
          at: start, "unclosed comment: no \(text(closeDelimiter)) before the end of the file")
      }
      tokens.append(.tag(.comment, name: "", offset: start, startsLine: startsLine(start)))
      return end + closeDelimiter.count
    default:
      let end = try findClose(closeDelimiter, from: contentStart, tagStart: start, what: "tag")
      let kind = Self.kind(forSigil: sigil)
      let nameStart = kind == .variable ? contentStart : contentStart + 1
      let name = try tagName(nameStart..<max(nameStart, end), kind: kind, tagStart: start)
      tokens.append(.tag(kind, name: name, offset: start, startsLine: startsLine(start)))
      return end + closeDelimiter.count
    }
  }

  private static func kind(forSigil sigil: UInt8?) -> TemplateTagKind {
    switch sigil {
    case UInt8(ascii: "#"): return .section
    case UInt8(ascii: "^"): return .inverted
    case UInt8(ascii: "/"): return .close
    case UInt8(ascii: ">"): return .partial
    case UInt8(ascii: "<"): return .parent
    case UInt8(ascii: "$"): return .block
    case UInt8(ascii: "&"): return .unescaped
    default: return .variable
    }
  }

  /// Finds the end of a tag, reporting a missing one at the tag's start.
  ///
  /// A tag that meets another opening delimiter first is reported as unclosed too: otherwise
  /// `{{name` followed later by `{{other}}` would be blamed for a strange name instead.
  private func findClose(
    _ closing: [UInt8], from position: Int, tagStart: Int, what: String
  ) throws(TemplateError) -> Int {
    let end = find(closing, from: position)
    let nextOpen = find(openDelimiter, from: position)
    if let end, nextOpen.map({ $0 >= end }) ?? true { return end }
    let place = end == nil ? "before the end of the file" : "before the next \(text(openDelimiter))"
    throw source.error(
      at: tagStart, "unclosed \(what) \"\(excerpt(from: tagStart))\": no \(text(closing)) \(place)")
  }

  /// The start of an unclosed tag as the author typed it: up to the line end or the next tag,
  /// shortened when long, so the message shows which tag is meant.
  private func excerpt(from tagStart: Int) -> String {
    var end = tagStart + openDelimiter.count
    let nextOpen = find(openDelimiter, from: end) ?? bytes.count
    while end < min(nextOpen, bytes.count) && bytes[end] != TemplateBytes.newline
      && bytes[end] != TemplateBytes.carriageReturn
    {
      end += 1
    }
    let typed = text(bytes[tagStart..<end])
    return typed.count > 30 ? typed.prefix(30) + "…" : typed
  }

  private func tagName(
    _ range: Range<Int>, kind: TemplateTagKind, tagStart: Int
  ) throws(TemplateError) -> String {
    let trimmed = trim(range)
    guard !trimmed.isEmpty else {
      throw source.error(at: tagStart, "empty tag: \(kind.spelled("")) needs a name")
    }
    if bytes[trimmed].contains(where: TemplateBytes.isPadding) {
      let name = text(bytes[trimmed])
      throw source.error(
        at: tagStart, "bad tag name \"\(Quoted.text(name, limit: 100))\": names cannot contain whitespace")
    }
    return text(bytes[trimmed])
  }

  /// Applies `{{=open close=}}`: exactly two delimiters separated by whitespace, neither of which
  /// may contain whitespace or `=` (they would be impossible to tell apart from tag content).
  private mutating func setDelimiters(_ range: Range<Int>, tagStart: Int) throws(TemplateError) {
    let content = bytes[trim(range)]
    let parts = content.split(whereSeparator: TemplateBytes.isPadding)
    let usage = "expected two delimiters separated by a space, like {{=<% %>=}}"
    guard parts.count == 2, let first = parts.first, let last = parts.last else {
      throw source.error(
        at: tagStart, "bad set-delimiter tag \"\(Quoted.text(text(content), limit: 100))\": \(usage)")
    }
    if first.contains(UInt8(ascii: "=")) || last.contains(UInt8(ascii: "=")) {
      throw source.error(
        at: tagStart,
        "bad set-delimiter tag \"\(Quoted.text(text(content), limit: 100))\": delimiters cannot contain \"=\""
      )
    }
    openDelimiter = Array(first)
    closeDelimiter = Array(last)
  }

  // MARK: - Bytes

  private func trim(_ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper && TemplateBytes.isPadding(bytes[lower]) { lower += 1 }
    while upper > lower && TemplateBytes.isPadding(bytes[upper - 1]) { upper -= 1 }
    return lower..<upper
  }

  private func find(_ needle: [UInt8], from position: Int) -> Int? {
    guard let first = needle.first, position + needle.count <= bytes.count else { return nil }
    var index = position
    let last = bytes.count - needle.count
    while index <= last {
      if bytes[index] == first {
        var matched = 1
        while matched < needle.count && bytes[index + matched] == needle[matched] { matched += 1 }
        if matched == needle.count { return index }
      }
      index += 1
    }
    return nil
  }

  private func text<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
    String(decoding: Array(bytes), as: UTF8.self)
  }
}
