/// Every template of a library compiled into flat tables, the form pages are rendered from.
///
/// The parser's node tree is convenient to build but costly to walk from several threads: every
/// node visited copies references (child arrays, text buffers) and the atomic reference counting
/// on those shared objects makes threads contend. Here an instruction is a few integers pointing
/// into shared tables, so walking the templates touches no reference counts (only the page's
/// data does), and a nested body is just the run of instructions up to `end`.
struct TemplateCode: Sendable {
  /// All templates' instructions; each template is a contiguous run listed in `entries`.
  var instructions: [TemplateInstruction] = []
  /// All literal text and indentation, referenced by byte ranges.
  var text: [UInt8] = []
  /// The parts of every name, referenced by ranges (an empty range is `.`).
  var keys: [String] = []
  /// `TemplateObject.hash` of each of `keys`, by the same index: worked out once, not at every lookup.
  var keyHashes: [UInt64] = []
  var includes: [TemplateIncludeInfo] = []
  var blocks: [TemplateBlockInfo] = []
  /// The name and place of each of `blocks`, by the same index, for errors.
  var blockSites: [(name: String, location: TemplateLocation)] = []
  /// The opening tag of each section, by the index of its instruction, for errors.
  var sectionSites: [Int: TemplateLocation] = [:]
  /// Content parent tags pass to blocks, grouped per parent tag.
  var overrides: [TemplateOverrideInfo] = []
  /// The instruction range of each template, by template index.
  var entries: [Range<Int>] = []
}

struct TemplateInstruction: Sendable {
  enum Operation: UInt8, Sendable {
    /// Writes `text[first..<second]`, at most one line.
    case text
    /// Writes the value named by `keys[first..<second]`.
    case variable
    /// Renders the body (up to `end`) per the value named by `keys[first..<second]`.
    case section
    /// Renders `includes[first]`.
    case partial
    /// Renders `includes[first]` with its overrides; the override bodies follow, up to `end`.
    case parent
    /// Renders the block `blocks[first]`: a passed override, or its own body up to `end`.
    case block
  }

  struct Flags: OptionSet, Sendable {
    let rawValue: UInt8
    static let endsLine = Flags(rawValue: 1 << 0)
    static let escaped = Flags(rawValue: 1 << 1)
    static let inverted = Flags(rawValue: 1 << 2)
    static let openIsInline = Flags(rawValue: 1 << 3)
    static let closeIsInline = Flags(rawValue: 1 << 4)
  }

  let operation: Operation
  let flags: Flags
  let first: Int
  let second: Int
  /// The index after this instruction and everything nested in it.
  let end: Int
}

struct TemplateIncludeInfo: Sendable {
  let target: Int?
  let isStandalone: Bool
  /// Into `TemplateCode.text`.
  let indentation: Range<Int>
  /// Into `TemplateCode.overrides`; empty for partials.
  let overrides: Range<Int>
  let name: String
  let location: TemplateLocation
}

struct TemplateBlockInfo: Sendable {
  let block: Int
  let reindents: Bool
  /// Into `TemplateCode.text`.
  let indentation: Range<Int>
}

struct TemplateOverrideInfo: Sendable {
  let block: Int
  /// Into `TemplateCode.instructions`.
  let body: Range<Int>
}
