/// Renders one page: walks the parsed nodes against a context stack into a single output buffer.
///
/// A renderer is created per `render` call and never shared, which is what makes a library safe to
/// use from many threads: the parsed templates it reads are immutable.
struct TemplateRenderer {
  private let programs: [TemplateProgram]
  private var output: TemplateOutput
  /// The context stack: the root value, then one entry per enclosing section. Entries are enum
  /// values sharing their storage with the caller's data, so pushing never copies a dictionary.
  private var contexts: [TemplateValue]
  /// Block content passed down by the parent tags being rendered, outermost caller first: the
  /// outermost definition of a block wins, so a page overrides what its layout's layout says.
  private var overrides: [[TemplateBlockOverride]] = []
  private var includeDepth = 0

  /// Deep enough for any real partial tree; shallow enough to fail cleanly before the stack does.
  static let maximumIncludeDepth = 200

  init(programs: [TemplateProgram], context: TemplateValue, capacity: Int) {
    self.programs = programs
    self.output = TemplateOutput(capacity: capacity)
    self.contexts = [context]
    self.contexts.reserveCapacity(16)
  }

  mutating func render(program index: Int) throws(TemplateError) -> String {
    try render(programs[index].nodes)
    return output.string()
  }

  private mutating func render(_ nodes: [TemplateNode]) throws(TemplateError) {
    for node in nodes {
      switch node {
      case .text(let text):
        output.append(text)
      case .variable(let path, let escaped):
        output.append(lookUp(path), escaped: escaped)
      case .section(let section):
        try render(section)
      case .partial(let include):
        try render(include, overrides: nil)
      case .parent(let include, let passed):
        try render(include, overrides: passed)
      case .block(let block):
        try render(block)
      }
    }
  }

  // MARK: - Sections

  private mutating func render(_ section: TemplateSection) throws(TemplateError) {
    if section.openIsInline { output.payIndentation() }
    let value = lookUp(section.path)
    if section.inverted {
      guard !value.isTruthy else { return }
      try renderBody(of: section)
      return
    }
    switch value {
    case .list(let items):
      for item in items {
        contexts.append(item)
        try renderBody(of: section)
        contexts.removeLast()
      }
    default:
      guard value.isTruthy else { return }
      contexts.append(value)
      try renderBody(of: section)
      contexts.removeLast()
    }
  }

  private mutating func renderBody(of section: TemplateSection) throws(TemplateError) {
    try render(section.body)
    if section.closeIsInline { output.payIndentation() }
  }

  // MARK: - Partials and inheritance

  private mutating func render(
    _ include: TemplateInclude, overrides passed: [TemplateBlockOverride]?
  ) throws(TemplateError) {
    let savedIndentation = output.indentation
    if include.isStandalone {
      // The tag's whole line was removed: the included lines take its place and its indentation.
      output.indentation.append(contentsOf: include.indentation)
      output.atLineStart = true
    } else {
      // Inline, the included text continues the current line; its own lines are not this
      // template's lines, so they get no indentation.
      output.payIndentation()
      output.indentation = []
    }
    if let target = include.target {
      guard includeDepth < Self.maximumIncludeDepth else {
        let location = include.location
        throw TemplateError(
          file: location.file, line: location.line, column: location.column,
          message: "\"\(include.name)\" is nested more than \(Self.maximumIncludeDepth) levels deep; "
            + "a partial or parent probably includes itself without end")
      }
      includeDepth += 1
      if let passed { overrides.append(passed) }
      try render(programs[target].nodes)
      if passed != nil { overrides.removeLast() }
      includeDepth -= 1
    }
    output.indentation = savedIndentation
  }

  private mutating func render(_ block: TemplateBlock) throws(TemplateError) {
    if block.openIsInline { output.payIndentation() }
    if let passed = override(for: block.block) {
      let savedIndentation = output.indentation
      if block.reindents { output.indentation.append(contentsOf: block.indentation) }
      try render(passed)
      output.indentation = savedIndentation
    } else {
      try render(block.body)
    }
    if block.closeIsInline { output.payIndentation() }
  }

  private func override(for block: Int) -> [TemplateNode]? {
    for passed in overrides {
      for candidate in passed where candidate.block == block { return candidate.body }
    }
    return nil
  }

  // MARK: - Names

  private func lookUp(_ path: TemplatePath) -> TemplateValue {
    switch path {
    case .current:
      return contexts.last ?? .null
    case .key(let key):
      return find(key) ?? .null
    case .dotted(let first, let rest):
      guard var value = find(first) else { return .null }
      for key in rest {
        guard case .object(let object) = value, let next = object[key] else { return .null }
        value = next
      }
      return value
    }
  }

  /// The first context, from the innermost out, that is an object holding `key`.
  private func find(_ key: String) -> TemplateValue? {
    var index = contexts.endIndex
    while index > contexts.startIndex {
      index -= 1
      if case .object(let object) = contexts[index], let value = object[key] { return value }
    }
    return nil
  }
}
