import GalleryCore

extension ManifestEncoder {
  /// The one album whose photos differ between `before` and `after` (its depth, 0 at the top level,
  /// its id, and its photos before and after), when every other field and album is the same; nil when
  /// none or more than one differ, or an album's own fields or its sub-albums' order changed.
  static func changedAlbum(
    _ before: [Album], _ after: [Album], depth: Int
  ) -> ChangedAlbum? {
    guard before.count == after.count else { return nil }
    var found: ChangedAlbum?
    for (old, new) in zip(before, after) where old != new {
      guard found == nil, old.id == new.id, old.title == new.title, old.description == new.description,
        old.cover == new.cover, old.map == new.map, old.downloads == new.downloads,
        old.privacy == new.privacy
      else { return nil }
      if old.albums == new.albums {
        let fieldLines =
          (old.description == nil ? 0 : 1) + (old.cover == nil ? 0 : 1) + (old.map == nil ? 0 : 1)
          + (old.downloads == nil ? 0 : 1) + (old.privacy == nil ? 0 : 1)
        found = ChangedAlbum(
          depth: depth, id: old.id, fieldLines: fieldLines, old: old.photos, new: new.photos)
      } else {
        guard old.photos == new.photos, let below = changedAlbum(old.albums, new.albums, depth: depth + 1)
        else { return nil }
        found = below
      }
    }
    return found
  }

  /// An album whose photos changed: its depth (0 at the top level), id, how many one-line fields it
  /// has between its title and its photos (description, cover, map, downloads, private), and its photos before
  /// and after.
  struct ChangedAlbum {
    var depth: Int
    var id: String
    var fieldLines: Int
    var old: [Photo]
    var new: [Photo]
  }

  /// Where the first photo block of `album` starts in the encoder's bytes: after its `"photos": [`
  /// line. Found by the album's first lines, `{` and its id at its depth's indent, then its title: no
  /// string holds a newline, so only the album itself spells them (ids are unique among albums, and a
  /// photo's id is followed by its image, not a title). Nil when it is not there, its fields are not
  /// the lines they should be, or it has no photos.
  static func albumPhotos(_ album: ChangedAlbum, in source: [UInt8]) -> Int? {
    let (id, indent) = (album.id, 4 + 4 * album.depth)
    func spaces(_ count: Int) -> [UInt8] { [UInt8](repeating: UInt8(ascii: " "), count: count) }
    var opening: [UInt8] = [0x0A] + spaces(indent) + Array("{\n".utf8) + spaces(indent + 2)
    opening += Array("\"id\": ".utf8)
    appendQuoted(id, to: &opening)
    opening += Array(",\n".utf8) + spaces(indent + 2) + Array("\"title\": ".utf8)
    let photosKey = [0x0A] + spaces(indent + 2) + Array("\"photos\": [\n".utf8)
    guard let start = source.firstOffset(of: opening),
      let photos = source.firstOffset(of: photosKey, from: start + opening.count)
    else { return nil }
    // Between them only the album's title and its other one-line fields: an album whose photos are
    // `[]` would have the search run on into another album's.
    guard source[(start + opening.count)..<photos].count(where: { $0 == 0x0A }) == album.fieldLines
    else { return nil }
    return photos + photosKey.count
  }
}
