import Foundation
import GalleryCore
import Synchronization

/// The gallery's secret for its caches: 32 random bytes in `.cleangallery-key` beside `gallery.json`
/// (mode 0600), made by the first command that writes a cache entry. Every entry the tool writes into a
/// cache, and the digests index, ends with a seal: HMAC-SHA256 under this key of what the entry says
/// (its kind, its name, each file's size and SHA-256). A build believes an entry only when its seal and
/// every file's digest hold, so whoever can write a shared cache but cannot read the gallery folder can
/// make a build remake an entry, never publish a file of their own (docs/hosting-and-security.md).
///
/// The key lives with the gallery, not the cache: the shards of `gallery images` read the gallery on
/// every machine anyway, so they seal with the same key without anyone handing it round, and deleting a
/// cache (always safe) keeps it. Two galleries have two keys; each believes only its own seals.
/// A gallery folder that cannot be written keeps its key in the user's cache folder instead, as its
/// cache (`GalleryCache`).
package final class CacheKey: Sendable {
  package static let fileName = ".cleangallery-key"
  static let magic = "cleangallery-cache-key 1 "

  let path: String
  private let secret: Mutex<[UInt8]?>

  /// The key of the gallery at `galleryFolder`, read when first needed.
  package init(galleryFolder: String) {
    let writable =
      FileSystem.isWritable(galleryFolder) || FileSystem.exists(galleryFolder + "/" + Self.fileName)
    if writable {
      path = galleryFolder + "/" + Self.fileName
    } else {
      path =
        GalleryCache.folder(
          in: galleryFolder, writable: false, environment: ProcessInfo.processInfo.environment)
        + ".key"
    }
    secret = Mutex(nil)
  }

  /// A key held in memory only (tests).
  init(secret: [UInt8]) {
    path = ""
    self.secret = Mutex(secret)
  }

  /// The seal of `text` for an entry of `kind` (`derivatives`, `clip`, `digests`), as hex; nil when
  /// no key could be read or made (then nothing is sealed, and nothing believed).
  package func seal(_ kind: String, _ text: [UInt8]) -> String? {
    guard let secret = existingOrNew() else { return nil }
    return SecureDigest.hex(SecureDigest.hmac(key: secret, Array("\(kind)\n".utf8) + text))
  }

  /// A name for the key, 16 hex digits of its HMAC of a fixed text (not the key itself): what the
  /// digests index of this gallery is called in a shared cache. Nil without a key (and `create` false).
  package func id(create: Bool) -> String? {
    guard let secret = create ? existingOrNew() : existing() else { return nil }
    return String(SecureDigest.hex(SecureDigest.hmac(key: secret, Array("cache key id".utf8))).prefix(16))
  }

  /// Whether a key could be read or made: without one every entry is made again at every build.
  package var isUsable: Bool { existingOrNew() != nil }

  /// Where the key is kept, for messages.
  package var location: String { path }

  /// Whether `seal` (hex) is this key's seal of `text` for `kind`; false without a key file: a cache
  /// entry made under a key that is gone is a miss.
  package func holds(_ seal: Substring, _ kind: String, _ text: [UInt8]) -> Bool {
    guard let secret = existing(), let given = SecureDigest.bytes(hex: seal) else { return false }
    return SecureDigest.areEqual(given, SecureDigest.hmac(key: secret, Array("\(kind)\n".utf8) + text))
  }

  /// The key as read (nil when there is no key file, or it is not one the tool wrote).
  private func existing() -> [UInt8]? {
    secret.withLock { known in
      if known == nil { known = Self.read(path) }
      return known
    }
  }

  /// The key, made when there is none yet: written under a name of its own, then linked to the key's
  /// name, which fails when another process linked its key first; that one's key is then read, so
  /// shards started together on one gallery all seal with one key.
  private func existingOrNew() -> [UInt8]? {
    secret.withLock { known in
      if known == nil { known = Self.read(path) }
      if known == nil, !path.isEmpty {
        var generator = SystemRandomNumberGenerator()
        let made = (0..<SecureDigest.byteCount).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let temporary =
          path + ".new-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))"
        do throws(GalleryError) {
          try FileSystem.makeDirectories(FileSystem.parentPath(of: path))
          try FileSystem.writeFile(
            temporary, Array((Self.magic + SecureDigest.hex(made) + "\n").utf8), mode: 0o600)
          // A file system without hard links (exFAT) takes a rename, which a race could let a second
          // key win: the first one's entries are then misses, made again, never wrongly believed.
          if !FileSystem.hardLink(temporary, as: path) && !FileSystem.exists(path) {
            FileSystem.rename(temporary, to: path)
          }
        } catch {}
        FileSystem.removeFile(temporary)
        known = Self.read(path)
      }
      return known
    }
  }

  /// A key file's secret: one line, the magic and 64 hex digits, in a regular file that is really in
  /// its folder (checked on the opened file: a link to a file elsewhere is no key).
  static func read(_ path: String) -> [UInt8]? {
    let parent = FileSystem.parentPath(of: path)
    guard !path.isEmpty, FileSystem.exists(path),
      case .success(let bytes) = FileSystem.read(
        path, inside: FileSystem.realPath(parent) ?? parent, limit: 4096)
    else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.hasPrefix(Self.magic), text.hasSuffix("\n") else { return nil }
    let digits = text.dropFirst(Self.magic.count).dropLast()
    guard let secret = SecureDigest.bytes(hex: digits), secret.count == SecureDigest.byteCount else {
      return nil
    }
    return secret
  }
}

/// How a build trusts one cache: the gallery's key, which seals what it writes there and checks what it
/// finds, and what it found and refused, said once when the images step ends.
package struct CacheTrust: Sendable {
  package let key: CacheKey
  package let refusals: CacheRefusals

  package init(key: CacheKey) {
    self.key = key
    refusals = CacheRefusals()
  }

  package init(galleryFolder: String) {
    self.init(key: CacheKey(galleryFolder: galleryFolder))
  }

  /// The lines of the info file at `info` before its seal, when the seal is this gallery's over them and
  /// the entry's name `entry`; nil when there is no such file, and a refusal noted when there is one but
  /// its seal does not hold. The derivatives' and the clips' entries are opened alike.
  /// `limit`: the most an info file of this kind can hold (larger is no entry of the tool's).
  func sealedLines(ofInfo info: String, entry: String, kind: String, limit: Int = 4096) -> [UInt8]? {
    guard let bytes = FileSystem.readFile(info, limit: limit) else { return nil }
    guard let sealAt = DerivativeCache.sealLine(in: bytes) else {
      refusals.note(info, "it has no seal (made by an older version of the tool, or by hand)")
      return nil
    }
    let text = Array(bytes[..<sealAt.start])
    guard key.holds(sealAt.seal, kind, Array(entry.utf8) + [0x0A] + text) else {
      refusals.note(info, "its seal is not this gallery's")
      return nil
    }
    return text
  }
}

/// Cache entries that were there and were not believed (a seal or a digest that does not hold), each
/// with why; collected from every thread of the images step.
package final class CacheRefusals: Sendable {
  private let found = Mutex<[String: String]>([:])

  package init() {}

  /// Notes the file (or entry) at `path` and why it was not believed; a path noted twice counts once.
  func note(_ path: String, _ reason: String) {
    found.withLock { found in
      if found[path] == nil { found[path] = reason }
    }
  }

  /// Every refusal, as `path: reason`, in path order.
  package var lines: [String] {
    found.withLock { found in found.sorted { $0.key < $1.key }.map { "\(Quoted.path($0.key)): \($0.value)" } }
  }

  /// One line for the whole build: "2 cache entries failed their check and were made again: A (why),
  /// B (why)"; nil when none did.
  package var summary: String? {
    let lines = self.lines
    guard let first = lines.first else { return nil }
    let shown = lines.prefix(3).joined(separator: "; ")
    let more = lines.count > 3 ? "; and \(NumberText.grouped(lines.count - 3)) more" : ""
    return "\(NumberText.count(lines.count, "cache entry", "cache entries")) "
      + (lines.count == 1 ? "failed its check and was" : "failed their check and were")
      + " made again: " + (lines.count == 1 ? first : shown + more)
  }
}
