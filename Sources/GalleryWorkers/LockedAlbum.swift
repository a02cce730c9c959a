/// A private album as the public site shows it: a locked cell on its parent's grid leading to the page
/// that asks for the passphrase. It holds no id, no count and no cover of the album: only what the
/// owner chose to show (`title`, with `"showTitle"`) and what a browser needs to derive the key and
/// open the album's encrypted index (all of it public by design: see docs/hosting-and-security.md).
package struct LockedAlbum: Equatable, Sendable {
  /// The album's title when its owner marks it public; nil: the cell says only "Private album".
  package var title: String?
  /// The passphrase page, a path in the site (`private/<name>.html`).
  package var entryPage: String
  /// The album's encrypted index (`private/<name>.bin`): every file's logical path and stored name.
  package var indexFile: String
  /// The key derivation's salt, in hex, and its iteration count (PBKDF2-HMAC-SHA256).
  package var salt: String
  package var iterations: Int

  package init(title: String?, entryPage: String, indexFile: String, salt: String, iterations: Int) {
    self.title = title
    self.entryPage = entryPage
    self.indexFile = indexFile
    self.salt = salt
    self.iterations = iterations
  }
}
