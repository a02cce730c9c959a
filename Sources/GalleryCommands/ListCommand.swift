import Foundation
import GalleryCore
import GalleryImages
import GalleryModel
import GalleryScenes

/// `gallery list`: the photos in order, for people (aligned columns) and for scripts (`--json`); in a
/// gallery with albums, the tree: each album under its parent, its photos under it.
package enum ListCommand: GalleryCommand {
  package static let spec = CommandSpec(
    name: "list", summary: "List the photos in gallery order: position, id and title, one per line.",
    options: OptionKeys().declarations,
    details: """
      In a gallery with albums each album is listed as [ALBUM_ID] Title, indented under its parent,
      with its own photos under it; positions count inside each album, as 'gallery move' takes them.

      HDR photos (JPEGs that carry a gain map: Ultra HDR, Adobe's, ISO 21496-1) end their line with
      [HDR] and are counted on a last line; with --json they have "hdr": true. A gain map that is
      announced but cannot be used is not counted ('gallery build' warns about it).
      """)

  /// The options `gallery list` takes, each declared once with its help; `run` reads them by key.
  package struct OptionKeys: CommandOptions {
    package let gallery = ValueOption(
      "--gallery", "DIR", help: "The gallery folder (default: the current folder).")
    package let json = FlagOption(
      "--json",
      help: "Print JSON for scripts: an array of {\"position\", \"id\", \"title\"} (and \"hdr\": true for an "
        + "HDR photo); with albums an object "
        + "{\"photos\": [...], \"albums\": [{\"id\", \"title\", \"photos\", \"albums\"}, ...]}.")

    package init() {}

    package var all: [any OptionKey] { [gallery, json] }
  }

  package static func run(_ arguments: ParsedArguments<OptionKeys>, console: Console) throws(GalleryError) {
    let folder = arguments[\.gallery] ?? "."
    let gallery = try ManifestStore(folder: folder).fetchGallery()
    let hdr = hdrPhotos(gallery, folder: folder)
    let listing =
      gallery.albums.isEmpty
      ? (arguments[\.json] ? json(gallery, hdr: hdr) : text(gallery, hdr: hdr))
      : (arguments[\.json] ? jsonTree(gallery, hdr: hdr) : textTree(gallery, hdr: hdr))
    // Both end in a line feed (but for an empty text listing); `say` adds it back.
    if !listing.isEmpty { console.say(String(listing.dropLast())) }
    if !arguments[\.json] && !hdr.isEmpty {
      console.say(
        "\(NumberText.grouped(hdr.count)) of \(NumberText.count(gallery.photoCount, "photo", "photos")) "
          + (hdr.count == 1 ? "is" : "are") + " HDR (a gain map JPEG)")
    }
  }

  /// The ids of the photos whose own file carries a usable gain map (`GainMapJPEG.read(fileAt:)`).
  static func hdrPhotos(_ gallery: Gallery, folder: String) -> Set<String> {
    // Files are opened only inside the gallery as the kernel resolves it (no link leads out).
    guard let folder = FileSystem.realPath(folder) else { return [] }
    var ids = Set<String>()
    gallery.forEachPhoto { photo in
      if photo.video == nil, case .file(let path) = photo.image,
        case .found = GainMapJPEG.read(fileAt: folder + "/" + path, inside: folder)
      {
        ids.insert(photo.id)
      }
    }
    return ids
  }

  /// " [HDR]" after an HDR photo's title.
  static func mark(_ photo: Photo, _ hdr: Set<String>) -> String { hdr.contains(photo.id) ? "  [HDR]" : "" }

  /// `, "hdr": true` in an HDR photo's JSON row.
  static func jsonMark(_ photo: Photo, _ hdr: Set<String>) -> String {
    hdr.contains(photo.id) ? ", \"hdr\": true" : ""
  }

  /// One line per photo: titles are written with their control characters escaped (a line feed in a
  /// title would otherwise start a false row, an `ESC` drive the terminal).
  package static func text(_ gallery: Gallery, hdr: Set<String> = []) -> String {
    let width = String(gallery.photos.count).count
    let idWidth = gallery.photos.map(\.id.count).max() ?? 0
    return gallery.photos.enumerated().map { index, photo in
      let position = String(index + 1)
      let id = photo.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
      return String(repeating: " ", count: width - position.count) + position + "  " + id + "  "
        + Quoted.text(DisplayText.title(of: photo), limit: .max) + mark(photo, hdr)
    }.joined(separator: "\n") + (gallery.photos.isEmpty ? "" : "\n")
  }

  /// `[{"position": 1, "id": "…", "title": "…"}, …]`, one photo per line; `title` is the display title.
  package static func json(_ gallery: Gallery, hdr: Set<String> = []) -> String {
    let rows = gallery.photos.enumerated().map { index, photo in
      "  {\"position\": \(index + 1), \"id\": \(ManifestEncoder.quoted(photo.id)), "
        + "\"title\": \(ManifestEncoder.quoted(DisplayText.title(of: photo)))\(jsonMark(photo, hdr))}"
    }
    return rows.isEmpty ? "[]\n" : "[\n" + rows.joined(separator: ",\n") + "\n]\n"
  }

  /// The album tree: `[id] Title` for each album, indented two spaces a level, its photos under it.
  package static func textTree(_ gallery: Gallery, hdr: Set<String> = []) -> String {
    let tree = AlbumTree(gallery)
    var lines: [String] = []
    for node in tree.nodes {
      let depth = tree.depth(of: node.id)
      if !node.isRoot {
        let indent = String(repeating: "  ", count: depth - 1)
        lines.append(indent + "[\(node.id)] " + Quoted.text(node.title, limit: .max))
      }
      let indent = String(repeating: "  ", count: depth)
      let width = String(node.photos.count).count
      let idWidth = node.photos.map(\.id.count).max() ?? 0
      for (index, photo) in node.photos.enumerated() {
        let position = String(index + 1)
        lines.append(
          indent + String(repeating: " ", count: width - position.count) + position + "  "
            + photo.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
            + Quoted.text(DisplayText.title(of: photo), limit: .max) + mark(photo, hdr))
      }
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }

  /// `{"photos": [...], "albums": [{"id", "title", "photos": [...], "albums": [...]}]}`, nested.
  package static func jsonTree(_ gallery: Gallery, hdr: Set<String> = []) -> String {
    func photos(_ photos: [Photo], indent: String) -> String {
      let rows = photos.enumerated().map { index, photo in
        indent + "  {\"position\": \(index + 1), \"id\": \(ManifestEncoder.quoted(photo.id)), "
          + "\"title\": \(ManifestEncoder.quoted(DisplayText.title(of: photo)))\(jsonMark(photo, hdr))}"
      }
      return rows.isEmpty ? "[]" : "[\n" + rows.joined(separator: ",\n") + "\n" + indent + "]"
    }
    func albumList(_ albums: [Album], indent: String) -> String {
      guard !albums.isEmpty else { return "[]" }
      let inner = indent + "  "
      let rows = albums.map { album in
        inner
          + "{\"id\": \(ManifestEncoder.quoted(album.id)), \"title\": \(ManifestEncoder.quoted(album.title)),\n"
          + inner + " \"photos\": " + photos(album.photos, indent: inner + " ") + ",\n"
          + inner + " \"albums\": " + albumList(album.albums, indent: inner + " ") + "}"
      }
      return "[\n" + rows.joined(separator: ",\n") + "\n" + indent + "]"
    }
    return "{\"photos\": " + photos(gallery.photos, indent: "") + ",\n \"albums\": "
      + albumList(gallery.albums, indent: "") + "}\n"
  }
}
