import GalleryCore
import GalleryModel

/// The private albums' passphrases, read once per build, and what the build keeps of them in the
/// gallery's own cache (never a shared one): a random secret that keys everything the public site
/// could otherwise give a guesser (the build's fingerprint in the site's record), and each album's
/// random salt. Deleting the cache makes new salts: the albums are encrypted again under new keys
/// and their visitors type the passphrase once more.
package struct PrivateKeyring: Sendable {
  /// One private album's passphrase and salt.
  struct Entry: Sendable {
    let passphrase: String
    let salt: [UInt8]
  }

  /// PBKDF2-HMAC-SHA256 rounds. 1,000,000: above OWASP's 600,000 for SHA-256, and about 0.12 s in
  /// Chromium's WebCrypto on the build machine (docs/benchmarks.md, "Private albums"), so a phone
  /// several times slower still opens an album in well under the two seconds it may take.
  package static let iterations = 1_000_000

  let secret: [UInt8]
  let entries: [String: Entry]
  let folder: String

  /// Reads every private album's passphrase (a `passphraseFile` inside the gallery folder), and the
  /// secret and salts from `cacheFolder`, making those it lacks.
  package init(
    gallery: Gallery, galleryFolder: String, manifest: String, cacheFolder: String
  ) throws(GalleryError) {
    folder = cacheFolder + "/private"
    try FileSystem.makeDirectories(folder)
    secret = try Self.stored(folder + "/secret", count: 32)
    var entries: [String: Entry] = [:]
    for part in PrivateAlbums(gallery).parts {
      guard let privacy = part.album.privacy else { continue }
      let passphrase = try Self.passphrase(
        privacy.passphrase, albumID: part.album.id, galleryFolder: galleryFolder, manifest: manifest)
      let name = SecureDigest.hex(SecureDigest.sha256(Array(part.album.id.utf8)))
      let salt = try Self.stored(folder + "/salt-" + name, count: AlbumCipher.saltByteCount)
      entries[part.album.id] = Entry(passphrase: passphrase, salt: salt)
    }
    self.entries = entries
  }

  /// What the build's fingerprint takes of the passphrases: an HMAC under the cache's secret, so the
  /// fingerprint the public record keeps cannot be used to test a guess.
  package func keyed(_ inputs: UInt64) -> UInt64 {
    var message = Array(String(inputs, radix: 16).utf8)
    for id in entries.keys.sorted() {
      guard let entry = entries[id] else { continue }
      message += [0] + Array(id.utf8) + [0] + Array(entry.passphrase.utf8) + [0] + entry.salt
    }
    let mac = SecureDigest.hmac(key: secret, message)
    return mac.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
  }

  /// The album's key, derived now (a fraction of a second: run once per album and build).
  package func key(for albumID: String) throws(GalleryError) -> AlbumKey {
    guard let entry = entries[albumID],
      let key = AlbumCipher.key(passphrase: entry.passphrase, salt: entry.salt, iterations: Self.iterations)
    else { throw .internalError("no key could be derived for a private album") }
    return AlbumKey(key: key, salt: entry.salt, iterations: Self.iterations)
  }

  /// `count` random bytes kept at `path` (hex), made the first time; a damaged file is made again.
  private static func stored(_ path: String, count: Int) throws(GalleryError) -> [UInt8] {
    if let text = FileSystem.readFile(path, limit: 2 * count + 1),
      let bytes = bytes(hex: text.prefix(2 * count)),
      bytes.count == count
    {
      return bytes
    }
    guard let fresh = AlbumCipher.randomBytes(count) else {
      throw .internalError("the system gave no random bytes for a private album's key")
    }
    try FileSystem.writeByRenaming(path, Array((SecureDigest.hex(fresh) + "\n").utf8))
    return fresh
  }

  /// The bytes that lowercase hex digits spell; nil for anything else.
  private static func bytes(hex: ArraySlice<UInt8>) -> [UInt8]? {
    func nibble(_ digit: UInt8) -> UInt8? {
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): return digit - UInt8(ascii: "a") + 10
      default: return nil
      }
    }
    guard hex.count % 2 == 0 else { return nil }
    var bytes: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
      guard let high = nibble(hex[index]), let low = nibble(hex[index + 1]) else { return nil }
      bytes.append(high << 4 | low)
      index += 2
    }
    return bytes
  }

  /// The passphrase itself, or its file's one line (a trailing newline is an editor's).
  private static func passphrase(
    _ source: AlbumPrivacy.Source, albumID: String, galleryFolder: String, manifest: String
  ) throws(GalleryError) -> String {
    switch source {
    case .text(let text): return text
    case .file(let relative):
      let inside = FileSystem.realPath(galleryFolder) ?? galleryFolder
      let path = galleryFolder + "/" + relative
      let bytes: [UInt8]
      switch FileSystem.read(path, inside: inside, limit: AlbumPrivacy.longestPassphrase + 2) {
      case .success(let read): bytes = read
      case .failure(.cannotOpen):
        throw .missingInput(path: path, what: "passphrase file of private album '\(Quoted.text(albumID))'")
      case .failure(let refusal):
        throw .badData(
          path: path, message: "the passphrase file of album '\(Quoted.text(albumID))': \(refusal.message)")
      }
      var text = String(decoding: bytes, as: UTF8.self)
      while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
      guard !bytes.contains(0), String(validating: bytes, as: UTF8.self) != nil, !text.contains("\n") else {
        throw .badData(path: path, message: "a passphrase file holds one line of UTF-8 text, nothing else")
      }
      guard text.count >= AlbumPrivacy.shortestPassphrase else {
        throw .badData(
          path: path,
          message:
            "the passphrase is shorter than \(AlbumPrivacy.shortestPassphrase) characters (see \(manifest))")
      }
      return text
    }
  }
}
