/// A set of named templates parsed once, rendered many times (tens of thousands of pages).
///
/// Immutable after init, so it is `Sendable` and any number of threads may render from one library
/// at once; each `render` call has its own output buffer and context stack.
package struct TemplateLibrary: Sendable {
  /// What a partial `{{>x}}` or parent `{{<x}}` naming an absent template does.
  package enum MissingPartial: Sendable {
    /// Render it as the empty string, as the Mustache spec requires.
    case renderEmpty
    /// Reject the library at init, located at the tag: a theme's typo should not ship a blank page.
    case fail
  }

  private let code: TemplateCode
  private let indices: [String: Int]
  /// Expected page size per template, so one allocation usually holds the whole page.
  private let capacities: [Int]

  /// Parses every source up front. With `.fail` (what themes use), a partial `{{>x}}` or parent `{{<x}}`
  /// naming a template not in `sources` is a TemplateError at init, located at the tag.
  /// With `.renderEmpty` (what the spec requires) it renders as the empty string.
  ///
  /// Templates are parsed in name order, so when several are broken the same one is reported first
  /// on every run.
  package init(
    sources: [String: TemplateSource], missingPartial: MissingPartial = .fail
  ) throws(TemplateError) {
    let ordered = sources.sorted { $0.key < $1.key }
    var indices: [String: Int] = [:]
    for (index, entry) in ordered.enumerated() { indices[entry.key] = index }
    var blockNames: [String: Int] = [:]
    var programs: [TemplateProgram] = []
    programs.reserveCapacity(ordered.count)
    for entry in ordered {
      var parser = TemplateParser(source: entry.value, templates: indices, missingPartial: missingPartial)
      programs.append(try parser.parse(blockNames: &blockNames))
    }
    var code = TemplateCode()
    for program in programs { code.append(program) }
    self.code = code
    self.indices = indices
    self.capacities = programs.indices.map { Self.capacity(of: $0, in: programs) }
  }

  /// Renders template `name` with `context` as the root of the context stack.
  package func render(_ name: String, _ context: TemplateValue) throws(TemplateError) -> String {
    guard let index = indices[name] else {
      throw TemplateError(
        file: name, line: 0, column: 0, message: "no template named \"\(name)\" in this library")
    }
    var renderer = TemplateRenderer(code: code, context: context, capacity: capacities[index])
    return try renderer.render(template: index)
  }

  package func contains(_ name: String) -> Bool {
    indices[name] != nil
  }

  /// The literal text of a template and everything it includes, plus room for the data.
  private static func capacity(of index: Int, in programs: [TemplateProgram]) -> Int {
    var seen: Set<Int> = [index]
    var pending = [index]
    var size = 0
    while let next = pending.popLast() {
      size += programs[next].textSize
      for target in includes(in: programs[next].nodes) where seen.insert(target).inserted {
        pending.append(target)
      }
    }
    return size + size / 2 + 256
  }

  private static func includes(in nodes: [TemplateNode]) -> [Int] {
    var targets: [Int] = []
    for node in nodes {
      switch node {
      case .text, .variable: break
      case .section(let section): targets += includes(in: section.body)
      case .block(let block): targets += includes(in: block.body)
      case .partial(let include):
        if let target = include.target { targets.append(target) }
      case .parent(let include, let overrides):
        if let target = include.target { targets.append(target) }
        for override in overrides { targets += includes(in: override.body) }
      }
    }
    return targets
  }
}
