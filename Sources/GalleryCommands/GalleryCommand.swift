import GalleryCore

/// One subcommand: what it accepts (its `CommandSpec`, from which its usage and help are made, with the
/// options its `OptionKeys` declare), and what it does with a command line read against it.
package protocol GalleryCommand: SendableMetatype {
  /// The options `run` reads, each declared once with its help (see `CommandOptions`).
  associatedtype OptionKeys: CommandOptions
  static var spec: CommandSpec { get }
  static func run(_ arguments: ParsedArguments<OptionKeys>, console: Console) throws(GalleryError)
}
