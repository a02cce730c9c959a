import Foundation

/// `gallery list`: the photos in order, for people (aligned columns) and for scripts (`--json`).
public enum ListCommand: GalleryCommand {
  public static let spec = CommandSpec(
    name: "list", summary: "List the photos in gallery order: position, id and title, one per line.",
    options: [
      .value("--gallery", "DIR", help: "The gallery folder (default: the current folder)."),
      .flag("--json", help: "Print a JSON array of {\"position\", \"id\", \"title\"} for scripts."),
    ])

  public static func run(_ arguments: ParsedArguments, console: Console) throws(GalleryError) {
    let gallery = try ManifestStore(folder: arguments.value("--gallery") ?? ".").fetchGallery()
    let listing = arguments.flag("--json") ? json(gallery) : text(gallery)
    // Both end in a line feed (but for an empty text listing); `say` adds it back.
    if !listing.isEmpty { console.say(String(listing.dropLast())) }
  }

  /// One line per photo: titles are written with their control characters escaped (a line feed in a
  /// title would otherwise start a false row, an `ESC` drive the terminal).
  public static func text(_ gallery: Gallery) -> String {
    let width = String(gallery.photos.count).count
    let idWidth = gallery.photos.map(\.id.count).max() ?? 0
    return gallery.photos.enumerated().map { index, photo in
      let position = String(index + 1)
      let id = photo.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
      return String(repeating: " ", count: width - position.count) + position + "  " + id + "  "
        + Quoted.text(DisplayText.title(of: photo), limit: .max)
    }.joined(separator: "\n") + (gallery.photos.isEmpty ? "" : "\n")
  }

  /// `[{"position": 1, "id": "…", "title": "…"}, …]`, one photo per line; `title` is the display title.
  public static func json(_ gallery: Gallery) -> String {
    let rows = gallery.photos.enumerated().map { index, photo in
      "  {\"position\": \(index + 1), \"id\": \(ManifestEncoder.quoted(photo.id)), "
        + "\"title\": \(ManifestEncoder.quoted(DisplayText.title(of: photo)))}"
    }
    return rows.isEmpty ? "[]\n" : "[\n" + rows.joined(separator: ",\n") + "\n]\n"
  }
}
