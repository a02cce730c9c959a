import GalleryCore

/// One subcommand: what it accepts (its `CommandSpec`, from which its usage and help are made), and
/// what it does with a command line read against it.
public protocol GalleryCommand: SendableMetatype {
  static var spec: CommandSpec { get }
  static func run(_ arguments: ParsedArguments, console: Console) throws(GalleryError)
}
