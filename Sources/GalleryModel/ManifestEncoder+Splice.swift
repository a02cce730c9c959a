extension ManifestEncoder {
  /// `encode(after)`, made from `source`, the bytes `encode(before)` gives, by encoding again only the
  /// photos from the first to the last that differ, of the top level or of one album, and copying the
  /// rest.
  ///
  /// Why: an edit of a 100,000-photo gallery changes a few photos, and encoding all of them again was
  /// an eighth of a neighbour move. The format makes the copy safe: each photo is one block, its `{`
  /// and `}` on lines of their own at the array's indent, every line inside it deeper, and no raw
  /// newline in any string (`quoted` escapes them); so the block ends are found by their lines, and the
  /// blocks of photos that did not change are the bytes encoding them would give.
  ///
  /// Photos changed in several places (a move between albums, or between the top level and an album)
  /// are spliced one array at a time, in the manifest's order, each from the bytes the one before gave.
  ///
  /// Falls back to `encode(after)` whenever the change is not of that kind (a setting or an album's
  /// own fields changed, an array with no photos before or after) or the bytes are not as the
  /// format says: the header (or the album's opening lines), the blocks' lines up to the cut, and the
  /// blocks cut out (which must be the old photos' encoding) are checked. The blocks kept are not:
  /// that `source` is the encoder's own output for `before` rests on the snapshot's canonical key
  /// (`StoredGallery.isCanonical`).
  package static func encode(_ after: Gallery, from before: Gallery, source: [UInt8]) -> [UInt8] {
    splice(after, from: before, source: source) ?? encode(after)
  }

  /// The spliced bytes, or nil when the change or the bytes are not what a splice is for.
  static func splice(_ after: Gallery, from before: Gallery, source: [UInt8]) -> [UInt8]? {
    guard Self.settings(of: before) == Self.settings(of: after) else { return nil }
    var (current, bytes) = (before, source)
    // A move touches two arrays, a selection's texts (issue 49) one for each grid it spans: each splice
    // costs a copy of the manifest and the changed photos encoded twice, so past sixteen a full encode
    // serves as well.
    for _ in 0..<16 {
      var next = current
      if current.photos != after.photos && current.albums != after.albums {
        next.photos = after.photos
      } else if current.albums != after.albums {
        guard let albums = oneAlbumCloser(current.albums, after.albums) else { return nil }
        next.albums = albums
      } else {
        next = after
      }
      guard let spliced = spliceOneArray(next, from: current, source: bytes) else { return nil }
      if next == after { return spliced }
      (current, bytes) = (next, spliced)
    }
    return nil
  }

  /// `before`'s albums with the photos of the first album (in the manifest's order) whose photos
  /// differ from those in `after` taken from `after`; nil when none does, or when albums differ in
  /// anything but their photos (their number, ids, titles, other fields).
  static func oneAlbumCloser(_ before: [Album], _ after: [Album]) -> [Album]? {
    guard before.count == after.count else { return nil }
    for index in before.indices where before[index] != after[index] {
      var album = before[index]
      var probe = album
      (probe.photos, probe.albums) = (after[index].photos, after[index].albums)
      guard probe == after[index] else { return nil }
      if album.photos != after[index].photos {
        album.photos = after[index].photos
      } else {
        guard let below = oneAlbumCloser(album.albums, after[index].albums) else { return nil }
        album.albums = below
      }
      var result = before
      result[index] = album
      return result
    }
    return nil
  }

  /// The spliced bytes when the photos of one array changed (the top level's, or one album's), or nil.
  private static func spliceOneArray(_ after: Gallery, from before: Gallery, source: [UInt8]) -> [UInt8]? {
    if before.albums == after.albums {
      let header = Self.header(of: after) + Array(#"  "photos": ["#.utf8) + [0x0A]
      guard source.count > header.count, source.starts(with: header) else { return nil }
      return splice(before.photos, into: after.photos, at: header.count, indent: 4, of: source)
    }
    // One album's photos changed, and nothing else: its array is found by the album's own lines.
    guard before.photos == after.photos, let album = changedAlbum(before.albums, after.albums, depth: 0),
      let arrayStart = albumPhotos(album, in: source)
    else { return nil }
    return splice(album.old, into: album.new, at: arrayStart, indent: 8 + 4 * album.depth, of: source)
  }

  /// `source` with the blocks of the photos that differ between `old` and `new`, one array whose first
  /// block starts at `arrayStart` with its `{` at `indent` spaces, encoded anew.
  private static func splice(
    _ old: [Photo], into new: [Photo], at arrayStart: Int, indent: Int, of source: [UInt8]
  ) -> [UInt8]? {
    guard !old.isEmpty, !new.isEmpty else { return nil }
    var first = 0
    let shorter = min(old.count, new.count)
    while first < shorter, old[first] == new[first] { first += 1 }
    if first == old.count, first == new.count { return source }
    var same = 0
    while same < shorter - first, old[old.count - 1 - same] == new[new.count - 1 - same] { same += 1 }
    // A photo only added or only removed: the cut takes a neighbour with it, so that there is a block
    // on each side to cut at.
    if first == old.count - same || first == new.count - same {
      if first > 0 { first -= 1 } else { same -= 1 }
    }
    let (oldChanged, newChanged) = (first..<(old.count - same), first..<(new.count - same))
    guard let (start, end) = blockBytes(source, from: arrayStart, indent: indent, blocks: oldChanged)
    else { return nil }
    // The old blocks cut out must be the old photos' own, or the bytes are not the encoder's.
    var cut: [UInt8] = []
    appendBlocks(old[oldChanged], indent: indent, to: &cut)
    guard source[start..<end].elementsEqual(cut) else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(max(source.count, source.count + (newChanged.count - oldChanged.count) * 200))
    out += source[..<start]
    appendBlocks(new[newChanged], indent: indent, to: &out)
    out += source[end...]
    return out
  }

  /// The photo blocks of `photos` at `indent`, separated as an array separates them.
  private static func appendBlocks(_ photos: ArraySlice<Photo>, indent: Int, to out: inout [UInt8]) {
    for index in photos.indices {
      if index > photos.startIndex { out += ",\n".utf8 }
      append(photos[index], indent: indent, to: &out)
    }
  }

  /// The gallery without its photos and albums: what `header(of:)` writes.
  private static func settings(of gallery: Gallery) -> Gallery {
    var settings = gallery
    settings.photos = []
    settings.albums = []
    return settings
  }

  /// Where the photo blocks `blocks` of one array of an encoded manifest start and end, found from
  /// `offset`, the first block's start: each block starts with `indent` spaces and `{` on its own line
  /// and ends at the next line that is `indent` spaces and `}` (every line inside is deeper), followed
  /// by `,` and a newline when another block follows. Nil when the bytes are not so.
  private static func blockBytes(
    _ bytes: [UInt8], from offset: Int, indent: Int, blocks: Range<Int>
  ) -> (Int, Int)? {
    bytes.withUnsafeBufferPointer { bytes -> (Int, Int)? in
      let spaces = [UInt8](repeating: UInt8(ascii: " "), count: indent)
      let open = spaces + Array("{\n".utf8)
      let close = [0x0A] + spaces + [UInt8(ascii: "}")]
      var position = offset
      var start = offset
      for index in 0..<blocks.upperBound {
        if index > 0 {
          guard bytes.count - position >= 2, bytes[position] == UInt8(ascii: ","), bytes[position + 1] == 0x0A
          else { return nil }
          position += 2
        }
        guard bytes.count - position >= open.count,
          bytes[position..<(position + open.count)].elementsEqual(open)
        else { return nil }
        if index == blocks.lowerBound { start = position }
        // The block's lines, one newline to the next, until the closing one.
        var line = position + open.count - 1
        while true {
          guard let next = bytes[(line + 1)...].firstIndex(of: 0x0A) else { return nil }
          line = next
          if bytes.count - line >= close.count, bytes[line..<(line + close.count)].elementsEqual(close) {
            break
          }
        }
        position = line + close.count
      }
      return (start, position)
    }
  }
}
