import GalleryCore

/// Photo and album ids: present, safe as file names and URL fragments, unique in the whole gallery
/// ignoring case. Apart because photos and albums share the rule and it is the one place an id's
/// characters are decided.
extension ManifestDecoder {
  /// A photo's or an album's `id`: present, valid, and not yet met among `ids` (ignoring case), where
  /// it is then recorded as standing at `place`. Photos and albums are two namespaces, one rule.
  mutating func uniqueID(
    _ fields: [String: JSONValue.Located], at position: SourcePosition, path: FieldPath, kind: String,
    place: String, among ids: WritableKeyPath<ManifestDecoder, [String: String]>
  ) throws(GalleryError) -> String {
    guard let idValue = fields["id"] else {
      throw fieldError(position, path, "missing; every \(kind) needs an id")
    }
    let id = try nonEmptyString(idValue, path, limit: Limits.shortText)
    try checkID(id, at: idValue.position, path: path)
    if let first = self[keyPath: ids][id.lowercased()] {
      throw fieldError(
        idValue.position, path,
        "duplicate \(kind == "photo" ? "" : kind + " ")id '\(Quoted.text(id))' (\(first) has it already; "
          + "\(kind) ids must be unique in the whole gallery, ignoring case)")
    }
    self[keyPath: ids][id.lowercased()] = place
    return id
  }

  /// Ids become file names and URL fragments, so they are limited to characters that are safe in both
  /// (`GalleryID.problem`).
  private func checkID(_ id: String, at position: SourcePosition, path: FieldPath) throws(GalleryError) {
    if let problem = GalleryID.problem(id) { throw fieldError(position, path, problem) }
  }
}
