import GalleryCore

/// An album's `"private"`: `{"passphraseFile": "…"}` or `{"passphrase": "…"}`, and `"showTitle"`.
/// Only the form is read here; the passphrase file is read by the build that encrypts (a `validate`
/// or an edit has no use for the secret).
extension ManifestDecoder {
  func privacy(_ value: JSONValue.Located, album: String) throws(GalleryError) -> AlbumPrivacy {
    let field = FieldPath(album: album, field: "private")
    guard case .object(let members) = value.value else {
      throw fieldError(
        value.position, field,
        "expected an object { \"passphraseFile\": \"…\" } or { \"passphrase\": \"…\" }, found "
          + value.value.kindName)
    }
    let prefix = album + "private."
    let fields = try checkedFields(
      members, allowed: AlbumPrivacy.fields, photo: nil, at: value.position, album: prefix)
    func path(_ name: String) -> FieldPath { FieldPath(album: prefix, field: name) }
    let showsTitle = try fields["showTitle"].map { v throws(GalleryError) in try boolean(v, path("showTitle"))
    }
    switch (fields["passphrase"], fields["passphraseFile"]) {
    case (let text?, nil):
      let passphrase = try nonEmptyString(text, path("passphrase"), limit: AlbumPrivacy.longestPassphrase)
      guard passphrase.count >= AlbumPrivacy.shortestPassphrase else {
        throw fieldError(
          text.position, path("passphrase"),
          "is shorter than \(AlbumPrivacy.shortestPassphrase) characters; a short passphrase is guessed "
            + "whatever the key derivation costs")
      }
      return AlbumPrivacy(passphrase: .text(passphrase), showsTitle: showsTitle ?? false)
    case (nil, let file?):
      let text = try nonEmptyString(file, path("passphraseFile"), limit: Limits.reference)
      switch GalleryReference.parse(text) {
      case .success(.file(let relative)):
        return AlbumPrivacy(passphrase: .file(relative), showsTitle: showsTitle ?? false)
      case .success(.remote):
        throw fieldError(
          file.position, path("passphraseFile"), "must be a file inside the gallery folder, not a URL")
      case .failure(let reason): throw fieldError(file.position, path("passphraseFile"), reason.message)
      }
    case (.some, .some):
      throw fieldError(value.position, field, "has both \"passphrase\" and \"passphraseFile\"; keep one")
    case (nil, nil):
      throw fieldError(
        value.position, field, "needs \"passphraseFile\" (a file inside the gallery folder) or \"passphrase\""
      )
    }
  }
}
