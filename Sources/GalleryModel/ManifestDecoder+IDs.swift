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

  /// Ids become file names and URL fragments, so they are limited to characters that are safe in both.
  private func checkID(_ id: String, at position: SourcePosition, path: FieldPath) throws(GalleryError) {
    let scalars = id.unicodeScalars
    let valid =
      scalars.count <= 100
      && scalars.allSatisfy { $0.isASCII && (isAlphanumeric($0) || "-_.".unicodeScalars.contains($0)) }
      && scalars.first.map(isAlphanumeric) == true
    guard valid else {
      throw fieldError(
        position, path,
        "'\(Quoted.text(id))' is not a valid id: use letters a–z, A–Z, digits, '-', '_' and '.', starting with a letter or digit (at most 100)"
      )
    }
  }

  private func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
  }
}
