/// A command's options, each declared once as a stored key (`let output = ValueOption(…)`), so that its
/// `run` reads them by key path (`arguments[\.output]`): a misspelt option, or one the command does not
/// take, is a compile error rather than a nil at run time.
///
/// `all` lists the keys in the order `--help` shows them; the command's `CommandSpec` takes its
/// options from it, and a test checks that `all` holds every stored key (groups included) once.
package protocol CommandOptions: Sendable {
  init()
  var all: [any OptionKey] { get }
}

extension CommandOptions {
  /// What the spec lists: the declarations of `all`, in its order.
  package var declarations: [CommandOption] { all.map(\.declaration) }
}

/// The options of a command that takes the gallery's lock, so the timeout is read one way everywhere.
package protocol LockingOptions: CommandOptions {
  var lockTimeout: ValueOption { get }
}

/// The options of a command that builds the site (`build`, `serve`, the moves): what `BuildOptions`
/// reads. Each command declares them with its own help.
package protocol SiteBuildingOptions: LockingOptions {
  var output: ValueOption { get }
  var theme: ValueOption { get }
  var publish: FlagOption { get }
  var skipBad: FlagOption { get }
}

/// The options of a command that reads or writes the derivative cache (`images`, `build`, `serve`):
/// `--cache DIR`.
package protocol CacheOptions: CommandOptions {
  var cache: ValueOption { get }
}
