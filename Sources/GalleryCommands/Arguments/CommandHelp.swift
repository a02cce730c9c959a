/// `gallery <command> --help`, laid out from the command's `CommandSpec`.
package enum CommandHelp {
  /// Lines are wrapped to this many columns, as the hand-written help was.
  static let width = 100
  /// Where the explanations start, after `  --lock-timeout S  `.
  static let column = 22

  package static func text(for spec: CommandSpec) -> String {
    var lines = [spec.summary, ""]
    lines.append("Usage: " + spec.usage)
    lines += spec.otherForms.map { "       " + $0 }
    if !spec.arguments.isEmpty {
      lines += ["", "Arguments:"]
      for argument in spec.arguments { lines += entry(argument.name, argument.help) }
    }
    lines += ["", "Options:"]
    for option in spec.options { lines += entry(option.label, option.help) }
    lines += entry("-h, --help", "Show this help.")
    if !spec.details.isEmpty { lines += ["", spec.details] }
    return lines.joined(separator: "\n")
  }

  /// Whether the person asked for help: `-h` or `--help` before any `--`.
  package static func isRequested(in arguments: [String]) -> Bool {
    for argument in arguments {
      if argument == "--" { return false }
      if argument == "-h" || argument == "--help" { return true }
    }
    return false
  }

  /// `  --output DIR        Where the site goes…`, the explanation wrapped under itself. A label too
  /// long for its column gets a line of its own.
  static func entry(_ label: String, _ help: String) -> [String] {
    let indent = String(repeating: " ", count: column)
    let wrapped = wrap(help, width: width - column)
    var lines: [String] = []
    let head = "  " + label
    if head.count + 2 > column {
      lines.append(head)
      lines += wrapped.map { indent + $0 }
    } else {
      let first = head + String(repeating: " ", count: column - head.count) + (wrapped.first ?? "")
      lines.append(first)
      lines += wrapped.dropFirst().map { indent + $0 }
    }
    return lines
  }

  /// Words filled into lines of at most `width` columns; a newline in the text starts a new line.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        if !line.isEmpty && line.count + 1 + word.count > width {
          lines.append(line)
          line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
      }
      lines.append(line)
    }
    return lines
  }
}
