import GalleryCore

/// A gallery as the decoder last read it from a manifest's exact bytes, kept in a compact binary form
/// in the gallery's cache (`manifest.snapshot`): a command that finds the manifest unchanged reads its
/// photos from the snapshot instead of parsing and checking 20 MB of JSON again (at 100,000 photos the
/// decode was more than half of a build with nothing to do, and of a move).
///
/// The snapshot holds the decoder's *output*, so it is only used for exactly the bytes it was made
/// from (their length and 64-bit digest), by exactly this tool (its version and the running binary's
/// size and time: a rebuilt tool may decode differently), and only when the snapshot's own body digest
/// still matches (a damaged file reads as no snapshot). The settings are kept as the manifest JSON the
/// encoder writes for them, and decoded — and so checked — on every use; only the photos and albums,
/// the part that grows, are binary. It is kept in the gallery's own cache, never in a `--cache` folder
/// shared with other machines: only whoever can write the gallery can write it.
package enum ManifestSnapshot {
  package static let fileName = "manifest.snapshot"
  /// The largest snapshot read (a 1,000,000-photo manifest's is about 100 MB).
  static let maximumBytes = 512 << 20
  static let magic = Array("cleangallery manifest snapshot 4\n".utf8)

  /// The keys a snapshot is made for: the manifest's bytes and the tool reading them, one for bytes
  /// the encoder wrote for the gallery (`canonical`, which an edit may splice: see
  /// `ManifestEncoder.encode(_:from:source:)`) and one for any other. Which one is part of the key, not
  /// a flag beside it, so no damaged byte makes a person's formatting pass for the encoder's.
  static func keys(of manifest: [UInt8]) -> (plain: UInt64, canonical: UInt64) {
    var hasher = Hashing.Combiner()
    hasher.combine("\(GalleryVersion.current) \(GalleryVersion.executableStamp)")
    hasher.combine(String(manifest.count))
    hasher.combine(String(Hashing.rememberedDigest(manifest), radix: 16))
    var canonical = hasher
    canonical.combine("canonical")
    return (hasher.value, canonical.value)
  }

  static func key(of manifest: [UInt8], canonical: Bool) -> UInt64 {
    let keys = keys(of: manifest)
    return canonical ? keys.canonical : keys.plain
  }

  /// The snapshot's bytes for `gallery`, decoded from (or encoded as) `manifest`.
  package static func bytes(of gallery: Gallery, manifest: [UInt8], canonical: Bool = false) -> [UInt8] {
    bytes(body: body(of: gallery), manifest: manifest, canonical: canonical)
  }

  /// The part of the snapshot that depends on the gallery alone: an edit makes it while it encodes
  /// the manifest, on the other core.
  package static func body(of gallery: Gallery) -> [UInt8] {
    var settings = gallery
    settings.photos = []
    settings.albums = []
    var body = SnapshotWriter()
    body.bytes(ManifestEncoder.encode(settings))
    body.photos(gallery.photos)
    body.albums(gallery.albums)
    return body.output
  }

  /// The snapshot of the gallery whose `body` this is, for `manifest`.
  package static func bytes(body: [UInt8], manifest: [UInt8], canonical: Bool) -> [UInt8] {
    var out = magic
    SnapshotWriter.append(key(of: manifest, canonical: canonical), to: &out)
    SnapshotWriter.append(Hashing.digest(body), to: &out)
    out += body
    return out
  }

  /// The gallery a snapshot holds for `manifest`, or nil when it is not this manifest's (or is
  /// damaged, or not a snapshot at all).
  package static func gallery(from snapshot: [UInt8], manifest: [UInt8], file: String) -> Gallery? {
    guard let (key, gallery) = keyAndGallery(from: snapshot, file: file),
      isCanonical(key: key, manifest: manifest) != nil
    else { return nil }
    return gallery
  }

  /// Whether a snapshot made for `key` holds `manifest` as the encoder wrote it (true) or as decoded
  /// from other bytes (false); nil when it is not this manifest's snapshot.
  package static func isCanonical(key: UInt64, manifest: [UInt8]) -> Bool? {
    let keys = keys(of: manifest)
    return key == keys.canonical ? true : key == keys.plain ? false : nil
  }

  /// The key a snapshot was made for and the gallery it holds (whatever the manifest is now), or nil
  /// when it is damaged or no snapshot.
  static func keyAndGallery(from snapshot: [UInt8], file: String) -> (UInt64, Gallery)? {
    let header = magic.count + 16
    guard snapshot.count > header, snapshot.starts(with: magic) else { return nil }
    var reader = SnapshotReader(snapshot[magic.count..<header])
    guard let key = reader.word(), let digest = reader.word() else { return nil }
    // Read in place: a copy of the body was 10 MB more to write at 100,000 photos.
    let body = snapshot[header...]
    guard body.withUnsafeBytes({ Hashing.digest($0) }) == digest else { return nil }
    var read = SnapshotReader(body)
    guard let settingsJSON = read.chunk(),
      var gallery = try? ManifestDecoder.decode(Array(settingsJSON), file: file).gallery,
      let photos = read.photos(), let albums = read.albums(depth: 0), read.isAtEnd
    else { return nil }
    gallery.photos = photos
    gallery.albums = albums
    return (key, gallery)
  }

  /// The snapshot in `folder`, with the key it was made for, when there is one: read while the
  /// manifest is (on another core), and compared with it after.
  package static func read(in folder: String, file: String) -> (key: UInt64, gallery: Gallery)? {
    guard let bytes = FileSystem.readFile(folder + "/" + fileName, limit: maximumBytes) else { return nil }
    return keyAndGallery(from: bytes, file: file)
  }

  /// Keeps the snapshot of `gallery` for `manifest` in `folder` (a new file renamed into place). Best
  /// effort: a snapshot not written only costs the next command a decode.
  /// `canonical`: `manifest` is what `ManifestEncoder.encode(gallery)` gives.
  package static func write(_ gallery: Gallery, manifest: [UInt8], canonical: Bool = false, in folder: String)
  {
    write(body: body(of: gallery), manifest: manifest, canonical: canonical, in: folder)
  }

  /// Keeps a snapshot whose body was made already (see `body(of:)`).
  package static func write(body: [UInt8], manifest: [UInt8], canonical: Bool, in folder: String) {
    guard (try? FileSystem.makeDirectories(folder)) != nil else { return }
    try? FileSystem.writeByRenaming(
      folder + "/" + fileName, bytes(body: body, manifest: manifest, canonical: canonical))
  }

}
