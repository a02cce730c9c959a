/// What a command accepts, declared once: the scanner's known options, the usage line, `--help` and the
/// synopsis in docs/commands.md are all produced from it, so they cannot drift apart.
package struct CommandSpec: Sendable {
  /// `build` in `gallery build`.
  package var name: String
  /// The first line of `--help`, and the command's line in `gallery --help`.
  package var summary: String
  /// What stands after the command name in the usage line, before the options: `[GALLERY_DIR]`.
  package var operands: String
  /// The most operands the command takes.
  package var maxOperands: Int
  /// The operands explained under "Arguments:".
  package var arguments: [CommandArgument]
  package var options: [CommandOption]
  /// Further usage lines, written out (`gallery init --sample DIR`).
  package var otherForms: [String]
  /// The text after the options: what the command does in detail, its exit codes.
  package var details: String

  package init(
    name: String, summary: String, operands: String = "", maxOperands: Int = 0,
    arguments: [CommandArgument] = [], options: [CommandOption], otherForms: [String] = [],
    details: String = ""
  ) {
    self.name = name
    self.summary = summary
    self.operands = operands
    self.maxOperands = maxOperands
    self.arguments = arguments
    self.options = options
    self.otherForms = otherForms
    self.details = details
  }

  /// `gallery build [GALLERY_DIR] [--output DIR] … [--quiet]`.
  package var usage: String {
    var parts = ["gallery", name]
    if !operands.isEmpty { parts.append(operands) }
    parts += options.filter(\.inUsage).map(\.synopsis)
    return parts.joined(separator: " ")
  }

  /// Every usage line, the main one first.
  package var usageLines: [String] { [usage] + otherForms }

  /// The option named `name` (`--output`), if the command has it.
  package func option(_ name: String) -> CommandOption? {
    options.first { $0.name == name }
  }
}

/// An operand, for the help's "Arguments:" section.
package struct CommandArgument: Sendable {
  package var name: String
  package var help: String

  package init(_ name: String, help: String) {
    self.name = name
    self.help = help
  }
}

/// One `--option` as help and usage show it: a flag, or an option taking a value. Commands declare
/// theirs as typed keys (`ValueOption`, `FlagOption`), which hold one of these.
package struct CommandOption: Sendable {
  package var name: String
  /// `DIR` for `--output DIR`; nil for a flag.
  package var valueName: String?
  package var help: String
  /// Whether the usage line lists it (`--from`, part of `move`'s operands, is not listed again).
  package var inUsage: Bool
  /// Shown without brackets in the usage line (`--to POSITION`).
  package var isRequired: Bool
  /// Takes an empty value (`gallery set --title ""` removes the title); every other option refuses
  /// one, so an empty path or number never slips through as a default.
  package var acceptsEmpty = false

  package static func value(
    _ name: String, _ valueName: String, help: String, inUsage: Bool = true, isRequired: Bool = false,
    acceptsEmpty: Bool = false
  ) -> CommandOption {
    CommandOption(
      name: name, valueName: valueName, help: help, inUsage: inUsage, isRequired: isRequired,
      acceptsEmpty: acceptsEmpty)
  }

  package static func flag(_ name: String, help: String) -> CommandOption {
    CommandOption(name: name, valueName: nil, help: help, inUsage: true, isRequired: false)
  }

  /// `--output DIR` or `--quiet`.
  package var label: String { valueName.map { "\(name) \($0)" } ?? name }

  /// `[--output DIR]`, or `--to POSITION` when required.
  var synopsis: String { isRequired ? label : "[\(label)]" }
}
