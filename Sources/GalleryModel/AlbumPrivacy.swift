import GalleryCore

/// `"private"` on an album: the build encrypts the album and every album below it (pages, images,
/// clips, downloads) under a key derived from a passphrase, and the public site says nothing of them
/// but a locked cell on the parent's grid (see docs/hosting-and-security.md for the threat model).
///
/// The passphrase sits in the manifest (`passphrase`) or, better, in a file the manifest names
/// (`passphraseFile`, relative to the gallery folder): a file can be kept out of version control and
/// readable by its owner only, and a sharded build on other machines reads it like any gallery file.
/// There is no environment variable on purpose: every program the tool starts (FFmpeg, Pagefind)
/// inherits it, and it is lost between a shard's submission and its run.
package struct AlbumPrivacy: Equatable, Sendable {
  /// Where the passphrase comes from.
  package enum Source: Equatable, Sendable {
    case text(String)
    case file(String)
  }

  package var passphrase: Source
  /// The album's title on its locked cell (the owner's choice); false: the cell says only that a
  /// private album is there.
  package var showsTitle: Bool

  package init(passphrase: Source, showsTitle: Bool = false) {
    self.passphrase = passphrase
    self.showsTitle = showsTitle
  }

  /// The fields `"private"` may hold.
  package static let fields = ["passphrase", "passphraseFile", "showTitle"]
  /// The fewest characters a passphrase may have: anything shorter falls to a guess list in minutes
  /// whatever the key derivation costs.
  package static let shortestPassphrase = 8
  /// The most bytes a passphrase file's passphrase may have.
  package static let longestPassphrase = 1_024
}

extension Album {
  /// Whether this album or one above it (`inherited`) is private.
  package func isPrivate(inherited: Bool) -> Bool { inherited || privacy != nil }
}

extension Gallery {
  /// Whether some album is private.
  package var hasPrivateAlbums: Bool {
    func any(_ albums: [Album]) -> Bool { albums.contains { $0.privacy != nil || any($0.albums) } }
    return any(albums)
  }
}
