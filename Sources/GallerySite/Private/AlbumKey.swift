import GalleryCore
import GalleryPaths

/// A private album's key, and every name the public site gives its files: each an HMAC under the key,
/// so a name says nothing of the album, its photos or their ids, and only whoever holds the key (the
/// build, a visitor who typed the passphrase) can tell which file is which.
package struct AlbumKey: Sendable {
  package let key: [UInt8]
  package let salt: [UInt8]
  package let iterations: Int

  /// 32 hex digits naming `purpose` under the key.
  private func name(_ purpose: String) -> String {
    String(SecureDigest.hex(SecureDigest.hmac(key: key, Array(purpose.utf8))).prefix(32))
  }

  /// The key's id: the cache keeps its encrypted files under it, so a new passphrase (a new key)
  /// encrypts everything again and an unchanged one reuses what it encrypted before.
  package var id: String { name("cleangallery key id") }

  /// The passphrase page: `private/<name>.html`.
  package var entryPage: String { SiteMap.privateFolder + "/" + name("cleangallery entry page") + ".html" }

  /// The encrypted index: `private/<name>.bin`.
  package var indexFile: String { SiteMap.privateFolder + "/" + name("cleangallery index") + ".bin" }

  /// Where the file the album's pages know as `logicalPath` is stored: `private/<name>.bin`.
  package func storedFile(_ logicalPath: String) -> String {
    SiteMap.privateFolder + "/" + name("cleangallery file\u{0}" + logicalPath) + ".bin"
  }

  /// The cache's name for `logicalPath` encrypted from bytes with digest `plaintextDigest`.
  func cacheName(_ logicalPath: String, plaintextDigest: [UInt8]) -> String {
    name("cleangallery cache\u{0}" + logicalPath + "\u{0}" + SecureDigest.hex(plaintextDigest))
  }
}
