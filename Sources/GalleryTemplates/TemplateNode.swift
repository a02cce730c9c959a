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
  /// The opening tag, for errors raised while the section renders (a page grown too large).
  let location: TemplateLocation
  /// The opening tag shares its line with other content, so a pending indentation is written at it.
  let openIsInline: Bool
  /// The same for the closing tag, which is reached once per iteration.
  let closeIsInline: Bool
}

/// Where a tag is in its file, kept for errors only raised while rendering (runaway recursion, a page
/// too large). Stored apart from the instructions and their tables, which hold no strings.
///
/// Only the byte offset is kept: the line and column are worked out when an error asks for them, so
/// loading a theme costs the same for 40,000 tags on one line as for 40 (computing every tag's column
/// up front made loading quadratic).
struct TemplateLocation: Sendable {
  let source: TemplateSourceText
  let offset: Int

  var file: String { source.file }
  var line: Int { source.position(of: offset).line }
  var column: Int { source.position(of: offset).column }
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
