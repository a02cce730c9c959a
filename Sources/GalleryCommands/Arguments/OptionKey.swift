/// One option of a command, as a key its `run` reads it by (`arguments[\.output]`): the declaration
/// the help and usage are laid out from, and, in its type, what reading it gives.
public protocol OptionKey: Sendable {
  var declaration: CommandOption { get }
}

extension OptionKey {
  /// `--output`, for messages about the option.
  public var name: String { declaration.name }
}

/// An option that takes a value (`--output DIR`): reading it gives the value, or nil when not given.
public struct ValueOption: OptionKey {
  public let declaration: CommandOption

  public init(
    _ name: String, _ valueName: String, help: String, inUsage: Bool = true, isRequired: Bool = false
  ) {
    declaration = .value(name, valueName, help: help, inUsage: inUsage, isRequired: isRequired)
  }

  /// `--lock-timeout S`, which every command that takes the gallery's lock shares.
  public static let lockTimeout = ValueOption(
    "--lock-timeout", "S",
    help: "Seconds to wait while another gallery command works on the same gallery (default 30).")
}

/// A flag (`--quiet`): reading it gives whether it was given, so it cannot be read as a value.
public struct FlagOption: OptionKey {
  public let declaration: CommandOption

  public init(_ name: String, help: String) {
    declaration = .flag(name, help: help)
  }
}
