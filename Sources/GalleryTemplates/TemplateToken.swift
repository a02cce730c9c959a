import GalleryCore

/// What a tag asks for, decided by its sigil.
enum TemplateTagKind: Equatable {
  /// `{{name}}`
  case variable
  /// `{{{name}}}` and `{{&name}}`
  case unescaped
  /// `{{#name}}`
  case section
  /// `{{^name}}`
  case inverted
  /// `{{/name}}`
  case close
  /// `{{>name}}`
  case partial
  /// `{{<name}}`
  case parent
  /// `{{$name}}`
  case block
  /// `{{! text }}`
  case comment
  /// `{{=open close=}}`
  case setDelimiters

  /// Tags that must be matched by a `{{/name}}`.
  var opensScope: Bool {
    switch self {
    case .section, .inverted, .parent, .block: return true
    default: return false
    }
  }

  /// Interpolations always keep their line; every other tag vanishes with its line when alone on it.
  var mayStandAlone: Bool {
    switch self {
    case .variable, .unescaped: return false
    default: return true
    }
  }

  /// How the tag reads in messages, with the default delimiters (what authors recognise).
  /// The tag as written, its name quoted short (see `Quoted`) for messages.
  func spelled(_ fullName: String) -> String {
    let name = Quoted.text(fullName, limit: 100)
    switch self {
    case .variable: return "{{\(name)}}"
    case .unescaped: return "{{{\(name)}}}"
    case .section: return "{{#\(name)}}"
    case .inverted: return "{{^\(name)}}"
    case .close: return "{{/\(name)}}"
    case .partial: return "{{>\(name)}}"
    case .parent: return "{{<\(name)}}"
    case .block: return "{{$\(name)}}"
    case .comment: return "{{!…}}"
    case .setDelimiters: return "{{=…=}}"
    }
  }
}

/// One piece of a lexed template, annotated by the later passes before it becomes a node.
///
/// Text is split at line ends (a text token never spans two lines) because every whitespace rule in
/// the spec is about lines: standalone tags remove their whole line, partials indent each line, and
/// inheritance blocks re-indent their lines. Keeping lines apart makes those passes simple lookups.
struct TemplateToken {
  enum Kind: Equatable {
    case text
    case tag(TemplateTagKind)
  }

  var kind: Kind
  /// The bytes of a text token, at most one line, ending with its line end if it has one.
  var text: [UInt8] = []
  /// The trimmed name of a tag.
  var name: String = ""
  /// Where the token starts in the source (the opening delimiter for a tag), for error messages.
  var offset: Int
  /// Whether the token is the first thing on its source line.
  var startsLine: Bool

  /// For a tag that opens a scope, its `{{/name}}`; for a closing tag, its opener.
  var partner: Int?
  /// The scope-opening tag this token sits directly inside, if any.
  var container: Int?

  /// Dropped from the output because it is whitespace belonging to a standalone tag's line.
  var isRemoved = false
  /// The tag is alone on its line (so its line's whitespace and line end are dropped).
  var isStandalone = false
  /// For blocks: the opening tag starts its line and the closing tag ends its line, so the block
  /// occupies whole lines and its replacement content is re-indented to fit.
  var pairIsStandalone = false
  /// Whitespace before the tag at the start of its line: a standalone partial's or parent's
  /// indentation, or a block's position when only the pair is standalone.
  var leadingWhitespace: [UInt8] = []
  /// For a block whose opening tag is standalone: the indentation of the line after it, which is
  /// the indentation its content is written at.
  var bodyIndentation: [UInt8] = []

  static func text(_ bytes: ArraySlice<UInt8>, offset: Int, startsLine: Bool) -> TemplateToken {
    TemplateToken(kind: .text, text: Array(bytes), offset: offset, startsLine: startsLine)
  }

  static func tag(_ kind: TemplateTagKind, name: String, offset: Int, startsLine: Bool) -> TemplateToken {
    TemplateToken(kind: .tag(kind), name: name, offset: offset, startsLine: startsLine)
  }

  var tagKind: TemplateTagKind? {
    if case .tag(let kind) = kind { return kind }
    return nil
  }
}

/// Byte classes shared by the passes that reason about whitespace.
enum TemplateBytes {
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")

  /// Indentation whitespace: what may precede or follow a standalone tag on its line.
  static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

  /// Whitespace allowed as padding inside a tag (`{{ name }}`).
  static func isPadding(_ byte: UInt8) -> Bool {
    byte == space || byte == tab || byte == newline || byte == carriageReturn
  }
}
