/// A parsed template: its node tree, built once at library init and then compiled to `TemplateCode`.
struct TemplateProgram: Sendable {
  let nodes: [TemplateNode]
  /// Bytes of literal text reachable from this template, to size the output buffer up front.
  var textSize: Int
}

/// One element of a parsed template.
///
/// Everything that can be decided at init is: names are split into parts, partials and parents
/// point at their template by index, block names are small integers, and whitespace decisions
/// are flags, so rendering does no string parsing and no name lookups but data keys.
enum TemplateNode: Sendable {
  /// Literal text, with the whitespace of standalone lines already removed.
  case text([UInt8])
  case variable(TemplatePath, escaped: Bool)
  case section(TemplateSection)
  case partial(TemplateInclude)
  case parent(TemplateInclude, overrides: [TemplateBlockOverride])
  case block(TemplateBlock)
}

/// A data key as written in a tag, split once at parse time.
enum TemplatePath: Sendable {
  /// `.`: the value on top of the context stack.
  case current
  /// `name`: looked up through the whole context stack.
  case key(String)
  /// `first.rest…`: `first` is looked up through the stack, the rest only inside what it found.
  case dotted(String, [String])
}

/// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
struct TemplateSection: Sendable {
  let path: TemplatePath
  let inverted: Bool
  let body: [TemplateNode]
  /// The opening tag shares its line with other content, so a pending indentation is written at it.
  let openIsInline: Bool
  /// The same for the closing tag, which is reached once per iteration.
  let closeIsInline: Bool
}

/// Where a tag is in its file, kept for errors only raised while rendering (runaway recursion).
/// Stored apart from the instructions and their tables, which hold no strings.
struct TemplateLocation: Sendable {
  let file: String
  let line: Int
  let column: Int
}

/// A partial `{{>name}}` or the target of a parent `{{<name}}`.
struct TemplateInclude: Sendable {
  /// Index of the template in the library, or nil when it is missing and renders as nothing.
  let target: Int?
  let name: String
  /// Alone on its line: each line of the included template gets `indentation` in front.
  let isStandalone: Bool
  let indentation: [UInt8]
  let location: TemplateLocation
}

/// Content a parent tag passes for one of its target's blocks.
struct TemplateBlockOverride: Sendable {
  let block: Int
  let body: [TemplateNode]
}

/// A block `{{$name}}default{{/name}}`: the place a parent's caller may fill.
struct TemplateBlock: Sendable {
  /// The block name, interned library-wide.
  let block: Int
  let name: String
  let location: TemplateLocation
  let body: [TemplateNode]
  let openIsInline: Bool
  let closeIsInline: Bool
  /// Whether content passed in from a caller is re-indented to this block's position.
  let reindents: Bool
  /// That position: where the block's own content is written when its opening tag is standalone,
  /// otherwise the whitespace before the tag when the pair takes whole lines.
  let indentation: [UInt8]
}
