/// Compiles parsed node trees into `TemplateCode`: bodies become runs of instructions, text is
/// split into lines, and names and indentation move into the shared tables.
extension TemplateCode {
  /// Appends one parsed template and records where it starts.
  mutating func append(_ program: TemplateProgram) {
    let start = instructions.count
    emit(program.nodes)
    entries.append(start..<instructions.count)
  }

  private mutating func emit(_ nodes: [TemplateNode]) {
    for node in nodes {
      switch node {
      case .text(let bytes):
        emitLines(of: bytes)
      case .variable(let path, let escaped):
        let names = addKeys(path)
        emit(.variable, escaped ? .escaped : [], names.lowerBound, names.upperBound)
      case .section(let section):
        var flags: TemplateInstruction.Flags = []
        if section.inverted { flags.insert(.inverted) }
        if section.openIsInline { flags.insert(.openIsInline) }
        if section.closeIsInline { flags.insert(.closeIsInline) }
        let names = addKeys(section.path)
        sectionSites[instructions.count] = section.location
        emitScope(.section, flags, names.lowerBound, names.upperBound) { $0.emit(section.body) }
      case .partial(let include):
        let index = addInclude(include, overrides: overrides.endIndex..<overrides.endIndex)
        emit(.partial, [], index, 0)
      case .parent(let include, let passed):
        emitParent(include, passed)
      case .block(let block):
        var flags: TemplateInstruction.Flags = []
        if block.openIsInline { flags.insert(.openIsInline) }
        if block.closeIsInline { flags.insert(.closeIsInline) }
        let indentation = addText(block.indentation)
        blocks.append(
          TemplateBlockInfo(block: block.block, reindents: block.reindents, indentation: indentation))
        blockSites.append((block.name, block.location))
        emitScope(.block, flags, blocks.count - 1, 0) { $0.emit(block.body) }
      }
    }
  }

  /// One text instruction per line, so indentation owed at a line start is always paid before a
  /// whole instruction and never has to be spliced into the middle of one.
  private mutating func emitLines(of bytes: [UInt8]) {
    var lineStart = 0
    while lineStart < bytes.count {
      let lineEnd = (bytes[lineStart...].firstIndex(of: TemplateBytes.newline) ?? bytes.count - 1) + 1
      let range = addText(Array(bytes[lineStart..<lineEnd]))
      let endsLine = bytes[lineEnd - 1] == TemplateBytes.newline
      emit(.text, endsLine ? .endsLine : [], range.lowerBound, range.upperBound)
      lineStart = lineEnd
    }
  }

  private mutating func emitParent(_ include: TemplateInclude, _ passed: [TemplateBlockOverride]) {
    let index = instructions.count
    emit(.parent, [], 0, 0)
    var bodies: [TemplateOverrideInfo] = []
    for override in passed {
      let start = instructions.count
      emit(override.body)
      bodies.append(TemplateOverrideInfo(block: override.block, body: start..<instructions.count))
    }
    let group = overrides.count..<overrides.count + bodies.count
    overrides += bodies
    let target = addInclude(include, overrides: group)
    instructions[index] = TemplateInstruction(
      operation: .parent, flags: [], first: target, second: 0, end: instructions.count)
  }

  private mutating func emit(
    _ operation: TemplateInstruction.Operation, _ flags: TemplateInstruction.Flags, _ first: Int,
    _ second: Int
  ) {
    instructions.append(
      TemplateInstruction(
        operation: operation, flags: flags, first: first, second: second, end: instructions.count + 1))
  }

  private mutating func emitScope(
    _ operation: TemplateInstruction.Operation, _ flags: TemplateInstruction.Flags, _ first: Int,
    _ second: Int, body: (inout TemplateCode) -> Void
  ) {
    let index = instructions.count
    emit(operation, flags, first, second)
    body(&self)
    instructions[index] = TemplateInstruction(
      operation: operation, flags: flags, first: first, second: second, end: instructions.count)
  }

  private mutating func addInclude(_ include: TemplateInclude, overrides group: Range<Int>) -> Int {
    let indentation = addText(include.indentation)
    includes.append(
      TemplateIncludeInfo(
        target: include.target, isStandalone: include.isStandalone, indentation: indentation,
        overrides: group, name: include.name, location: include.location))
    return includes.count - 1
  }

  private mutating func addText(_ bytes: [UInt8]) -> Range<Int> {
    let start = text.count
    text += bytes
    return start..<text.count
  }

  private mutating func addKeys(_ path: TemplatePath) -> Range<Int> {
    let start = keys.count
    switch path {
    case .current: break
    case .key(let key): keys.append(key)
    case .dotted(let first, let rest): keys += [first] + rest
    }
    keyHashes += keys[start...].map(TemplateObject.hash)
    return start..<keys.count
  }
}
