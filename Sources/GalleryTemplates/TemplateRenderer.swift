import GalleryCore

/// Renders one page: runs a template's instructions against a context stack into one output buffer.
///
/// A renderer is created per `render` call and never shared, which is what makes a library safe to
/// use from many threads: the compiled code it reads is immutable.
struct TemplateRenderer: ~Copyable {
  private let code: TemplateCode
  private var output: TemplateOutput
  /// The context stack: the root value, then one entry per enclosing section. Entries are enum
  /// values sharing their storage with the caller's data, so pushing never copies a dictionary.
  private var contexts: [TemplateValue]
  /// Override groups (ranges of `code.overrides`) passed down by the parent tags being rendered,
  /// outermost caller first: the outermost definition of a block wins, so a page overrides what
  /// its layout's own layout says.
  private var overrideGroups: [Range<Int>] = []
  /// How many partials, parents and passed blocks are being rendered inside one another.
  private var depth = 0

  /// Partials, parents and passed blocks rendered so far for this page.
  private var expansions = 0

  /// Deep enough for any real partial tree; shallow enough to fail cleanly before the stack does.
  static let maximumDepth = 200
  /// Partials, parents and passed blocks one page may render in all. A grid page of 10,000 photos
  /// with a few partials per cell stays far below; partials that each include the next twice double
  /// the work per level, and 30 levels (a billion renders) would run for hours.
  static let maximumExpansions = 1_000_000
  /// The size one page may grow to: checked at every include and every list item, so a page
  /// stops growing within one template body of the limit.
  static let maximumPageSize = 64 << 20

  init(code: TemplateCode, context: TemplateValue, capacity: Int) {
    self.code = code
    self.output = TemplateOutput(capacity: capacity)
    self.contexts = [context]
    self.contexts.reserveCapacity(16)
  }

  mutating func render(template index: Int) throws(TemplateError) -> String {
    try run(code.entries[index])
    return output.string()
  }

  private mutating func run(_ range: Range<Int>) throws(TemplateError) {
    var index = range.lowerBound
    while index < range.upperBound {
      let instruction = code.instructions[index]
      switch instruction.operation {
      case .text:
        appendText(instruction.first..<instruction.second, endsLine: instruction.flags.contains(.endsLine))
      case .variable:
        let value = lookUp(instruction.first..<instruction.second)
        output.append(value, escaped: instruction.flags.contains(.escaped))
      case .section:
        try section(instruction, body: index + 1..<instruction.end)
      case .partial, .parent:
        try include(instruction.first)
      case .block:
        try block(instruction, body: index + 1..<instruction.end)
      }
      index = instruction.end
    }
  }

  private mutating func appendText(_ range: Range<Int>, endsLine: Bool) {
    code.text.withUnsafeBufferPointer { text in
      output.append(UnsafeBufferPointer(rebasing: text[range]), endsLine: endsLine)
    }
  }

  // MARK: - Sections

  private mutating func section(_ instruction: TemplateInstruction, body: Range<Int>) throws(TemplateError) {
    let flags = instruction.flags
    if flags.contains(.openIsInline) { output.payIndentation() }
    let value = lookUp(instruction.first..<instruction.second)
    if flags.contains(.inverted) {
      guard !value.isTruthy else { return }
      try run(body)
      if flags.contains(.closeIsInline) { output.payIndentation() }
      return
    }
    switch value {
    case .list(let items):
      for item in items {
        if output.count > Self.maximumPageSize, let site = code.sectionSites[body.lowerBound - 1] {
          throw pageTooLarge(at: site)
        }
        contexts.append(item)
        try run(body)
        contexts.removeLast()
        if flags.contains(.closeIsInline) { output.payIndentation() }
      }
    default:
      guard value.isTruthy else { return }
      contexts.append(value)
      try run(body)
      contexts.removeLast()
      if flags.contains(.closeIsInline) { output.payIndentation() }
    }
  }

  // MARK: - Partials and inheritance

  private mutating func include(_ index: Int) throws(TemplateError) {
    let savedIndentation = output.indentation
    if code.includes[index].isStandalone {
      // The tag's whole line was removed: the included lines take its place and its indentation.
      let indentation = code.includes[index].indentation
      if !indentation.isEmpty { output.indentation += code.text[indentation] }
      output.atLineStart = true
    } else {
      // Inline, the included text continues the current line; its own lines are not this
      // template's lines, so they get no indentation.
      output.payIndentation()
      output.indentation = []
    }
    if let target = code.includes[index].target {
      let include = code.includes[index]
      guard depth < Self.maximumDepth else {
        throw runawayRecursion(of: include.name, at: include.location)
      }
      try countExpansion(of: include.name, at: include.location)
      let passed = code.includes[index].overrides
      depth += 1
      if !passed.isEmpty { overrideGroups.append(passed) }
      try run(code.entries[target])
      if !passed.isEmpty { overrideGroups.removeLast() }
      depth -= 1
    }
    output.indentation = savedIndentation
  }

  /// A template that (directly or not) includes itself unconditionally, or a block whose passed
  /// content contains the same block, would otherwise recurse until the stack overflows.
  private func runawayRecursion(of name: String, at location: TemplateLocation) -> TemplateError {
    TemplateError(
      file: location.file, line: location.line, column: location.column,
      message: "\"\(Quoted.text(name, limit: 100))\" is nested more than \(Self.maximumDepth) levels deep; "
        + "a partial, parent or block probably includes itself without end")
  }

  /// Counts one more partial, parent or passed block for this page, and checks the page's size.
  private mutating func countExpansion(of name: String, at location: TemplateLocation) throws(TemplateError) {
    expansions += 1
    guard expansions <= Self.maximumExpansions else {
      throw TemplateError(
        file: location.file, line: location.line, column: location.column,
        message:
          "\"\(Quoted.text(name, limit: 100))\" makes the page render more than \(Self.maximumExpansions) partials and blocks; "
          + "partials that include others more than once grow exponentially")
    }
    if output.count > Self.maximumPageSize { throw pageTooLarge(at: location) }
  }

  private func pageTooLarge(at location: TemplateLocation) -> TemplateError {
    TemplateError(
      file: location.file, line: location.line, column: location.column,
      message: "the page grew past \(Self.maximumPageSize >> 20) MB here; no page may be larger")
  }

  private mutating func block(_ instruction: TemplateInstruction, body: Range<Int>) throws(TemplateError) {
    let info = code.blocks[instruction.first]
    if instruction.flags.contains(.openIsInline) { output.payIndentation() }
    if let passed = override(for: info.block) {
      let site = code.blockSites[instruction.first]
      guard depth < Self.maximumDepth else {
        throw runawayRecursion(of: site.name, at: site.location)
      }
      try countExpansion(of: site.name, at: site.location)
      depth += 1
      defer { depth -= 1 }
      let savedIndentation = output.indentation
      if info.reindents && !info.indentation.isEmpty { output.indentation += code.text[info.indentation] }
      try run(passed)
      output.indentation = savedIndentation
    } else {
      try run(body)
    }
    if instruction.flags.contains(.closeIsInline) { output.payIndentation() }
  }

  private func override(for block: Int) -> Range<Int>? {
    for group in overrideGroups {
      for index in group where code.overrides[index].block == block { return code.overrides[index].body }
    }
    return nil
  }

  // MARK: - Names

  /// The value named by `keys[names]`: the first key through the context stack, the others only
  /// inside what the previous one found. An empty range is `.`, the top of the stack.
  private func lookUp(_ names: Range<Int>) -> TemplateValue {
    guard let first = names.first else { return contexts.last ?? .null }
    guard var value = find(code.keys[first], hash: code.keyHashes[first]) else { return .null }
    var index = first + 1
    while index < names.upperBound {
      guard case .object(let object) = value,
        let next = object.value(forKey: code.keys[index], hash: code.keyHashes[index])
      else { return .null }
      value = next
      index += 1
    }
    return value
  }

  /// The first context, from the innermost out, that is an object holding `key`.
  private func find(_ key: String, hash: UInt64) -> TemplateValue? {
    var index = contexts.endIndex
    while index > contexts.startIndex {
      index -= 1
      if case .object(let object) = contexts[index], let value = object.value(forKey: key, hash: hash) {
        return value
      }
    }
    return nil
  }
}
