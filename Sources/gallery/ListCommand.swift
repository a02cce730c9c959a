import GalleryKit

/// `gallery list [--gallery DIR] [--json]`
enum ListCommand: Command {
  static let usage = "gallery list [--gallery DIR] [--json]"

  static let help = """
    List the photos in gallery order: position, id and title, one per line.

    Usage: \(usage)

    Options:
      --gallery DIR       The gallery folder (default: the current folder).
      --json              Print a JSON array of {"position", "id", "title"} for scripts.
      -h, --help          Show this help.
    """

  static func run(_ arguments: inout ArgumentScanner) throws(GalleryError) {
    let folder = try arguments.option("--gallery") ?? "."
    let json = arguments.flag("--json")
    _ = try arguments.positionals(max: 0)
    let gallery = try ManifestStore(folder: folder).fetchGallery()
    print(json ? GalleryList.json(gallery) : GalleryList.text(gallery), terminator: "")
  }
}
