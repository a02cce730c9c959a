import GalleryCore

/// A command line read against its command's `CommandSpec`: `--name VALUE`, `--name=VALUE`, flags,
/// operands, and `--` after which everything is an operand.
///
/// Strict, because a typo in an option must stop the command with a message, never be taken as a path.
public struct ParsedArguments: Sendable {
  public private(set) var operands: [String] = []
  private var values: [String: String] = [:]
  private var flags: Set<String> = []

  public init(_ arguments: [String], spec: CommandSpec) throws(GalleryError) {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        operands += arguments[index...]
        break
      }
      guard argument.hasPrefix("-") && argument != "-" else {
        operands.append(argument)
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      guard let option = spec.option(name), name.hasPrefix("--") else {
        let hint = Suggestions.hint(for: name, in: spec.options.map(\.name))
        throw .usage("unknown option '\(Quoted.text(name))'\(hint)")
      }
      guard !flags.contains(name) && values[name] == nil else { throw .usage("\(name) is given twice") }
      guard option.valueName != nil else {
        guard parts.count == 1 else { throw .usage("\(name) takes no value") }
        flags.insert(name)
        continue
      }
      let value: String
      if parts.count == 2 {
        value = String(parts[1])
      } else {
        guard index < arguments.count, !arguments[index].hasPrefix("--") else {
          throw .usage("\(name) needs a value")
        }
        value = arguments[index]
        index += 1
      }
      guard !value.isEmpty else { throw .usage("\(name) needs a non-empty value") }
      values[name] = value
    }
    guard operands.count <= spec.maxOperands else {
      throw .usage("unexpected argument '\(Quoted.text(operands[spec.maxOperands]))'")
    }
  }

  /// Whether the person asked for help: `-h` or `--help` before any `--`.
  public static func wantsHelp(_ arguments: [String]) -> Bool {
    for argument in arguments {
      if argument == "--" { return false }
      if argument == "-h" || argument == "--help" { return true }
    }
    return false
  }

  /// The value of `--name`, if given.
  public func value(_ name: String) -> String? {
    values[name]
  }

  /// Whether the flag `--name` was given.
  public func flag(_ name: String) -> Bool {
    flags.contains(name)
  }

  /// `--lock-timeout SECONDS` (default 30).
  public func lockTimeout() throws(GalleryError) -> Double {
    guard let text = value("--lock-timeout") else { return 30 }
    guard let seconds = Double(text), seconds >= 0, seconds.isFinite else {
      throw .usage("--lock-timeout '\(Quoted.text(text))' is not a number of seconds")
    }
    return seconds
  }
}
