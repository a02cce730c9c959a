/// `"downloads"` (the gallery's, and an album's for itself and the albums below it): what a photo's page
/// offers to save. Plain links (`<a download>`), so saving needs no script.
///
/// Off unless asked for, as the originals are: a photographer chooses what leaves the site whole.
package enum Downloads: String, Equatable, Sendable, CaseIterable {
  /// Nothing to download.
  case none
  /// Every size the site publishes, with its pixel size and bytes.
  case sizes
  /// The sizes and the original, published with its metadata removed unless `keepMetadata`.
  case original

  /// What a gallery offers where neither it nor an album says: the original when the gallery copies
  /// originals (what such a site offered before this setting), else nothing.
  package static func galleryDefault(_ gallery: Gallery) -> Downloads {
    gallery.downloads ?? (gallery.images.effectiveCopyOriginals ? .original : .none)
  }

  /// What each grid offers, by album id (the top level is ""): the gallery's for the top level and as
  /// every album's default, an album's own for it and the albums below it.
  package static func byAlbum(_ gallery: Gallery) -> [String: Downloads] {
    var result = ["": galleryDefault(gallery)]
    func walk(_ albums: [Album], inherited: Downloads) {
      for album in albums {
        let own = album.downloads ?? inherited
        result[album.id] = own
        walk(album.albums, inherited: own)
      }
    }
    walk(gallery.albums, inherited: result[""] ?? .none)
    return result
  }

  /// What each photo's page offers, by photo id, for the photos that offer something (none: absent).
  /// Empty at once for a gallery where nothing is offered, as most are.
  package static func byPhoto(_ gallery: Gallery) -> [String: Downloads] {
    let albums = byAlbum(gallery)
    guard albums.values.contains(where: { $0 != .none }) else { return [:] }
    var result: [String: Downloads] = [:]
    func add(_ photos: [Photo], _ downloads: Downloads?) {
      guard let downloads, downloads != .none else { return }
      for photo in photos { result[photo.id] = downloads }
    }
    func walk(_ list: [Album]) {
      for album in list {
        add(album.photos, albums[album.id])
        walk(album.albums)
      }
    }
    add(gallery.photos, albums[""])
    walk(gallery.albums)
    return result
  }

  /// The manifest's words for the values, for an error message: `"none", "sizes" or "original"`.
  static var choices: String {
    let quoted = allCases.map { "\"\($0.rawValue)\"" }
    return quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
  }
}
