import GalleryCore

/// The manifest's `language` held to the catalogues that ship: the decoder checks the tag's form (it
/// reads no files), the store whether the tool can write pages in it, so a build fails at the tag's
/// line and column before any output is touched, as it does for a missing photo.
extension ManifestStore {
  /// Refuses a `language` no shipped catalogue is for, naming the ones that are. Nothing to check when
  /// the caller gave no `languages` (the commands that write no page).
  func checkLanguage(_ gallery: Gallery, manifest bytes: [UInt8]) throws(GalleryError) {
    guard let languages, let tag = gallery.language, !languages.contains(tag.text) else { return }
    throw .manifestField(
      file: displayPath, position: ManifestDecoder.position(ofTopLevelField: "language", in: bytes),
      field: "language",
      message: "no catalogue ships for '\(Quoted.text(tag.text))'; languages shipped: "
        + languages.sorted().joined(separator: ", "))
  }
}

extension ManifestDecoder {
  /// Where the value of the top-level field `name` stands in `bytes`; nil when it is not there. Read
  /// again only for a message, so a manifest read from its snapshot gets the position too.
  package static func position(ofTopLevelField name: String, in bytes: [UInt8]) -> SourcePosition? {
    guard let root = try? JSONReader.parse(bytes), case .object(let members) = root.value else { return nil }
    return members.first { $0.key == name }?.value.position
  }
}
