/// One option of a command, as a key its `run` reads it by (`arguments[\.output]`): the declaration
/// the help and usage are laid out from, and, in its type, what reading it gives.
package protocol OptionKey: Sendable {
  var declaration: CommandOption { get }
}

extension OptionKey {
  /// `--output`, for messages about the option.
  package var name: String { declaration.name }
}

/// An option that takes a value (`--output DIR`): reading it gives the value, or nil when not given.
package struct ValueOption: OptionKey {
  package let declaration: CommandOption

  package init(
    _ name: String, _ valueName: String, help: String, inUsage: Bool = true, isRequired: Bool = false,
    acceptsEmpty: Bool = false
  ) {
    declaration = .value(
      name, valueName, help: help, inUsage: inUsage, isRequired: isRequired, acceptsEmpty: acceptsEmpty)
  }

  /// `--lock-timeout S`, which every command that takes the gallery's lock shares.
  package static let lockTimeout = ValueOption(
    "--lock-timeout", "S",
    help: "Seconds to wait while another gallery command works on the same gallery (default 30).")

  /// `--cache DIR`, which `images`, `build` and `serve` share.
  package static let cache = ValueOption(
    "--cache", "DIR",
    help: "Where the derivatives are kept, instead of GALLERY_DIR/.cleangallery-cache (or the manifest's "
      + "\"cache\"): a folder several shards, galleries or machines may share. Only the default cache "
      + "is pruned.")
}

/// A flag (`--quiet`): reading it gives whether it was given, so it cannot be read as a value.
package struct FlagOption: OptionKey {
  package let declaration: CommandOption

  package init(_ name: String, help: String) {
    declaration = .flag(name, help: help)
  }
}
