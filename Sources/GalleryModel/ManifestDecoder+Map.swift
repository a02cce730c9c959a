import GalleryCore

/// The gallery's map fields (see `MapSettings`).
extension ManifestDecoder {
  func mapSettings(_ fields: [String: JSONValue.Located]) throws(GalleryError) -> MapSettings {
    var map = MapSettings()
    map.enabled = try fields["map"].map { v throws(GalleryError) in try boolean(v, FieldPath(field: "map")) }
    if let value = fields["mapPrecision"] {
      let field = FieldPath(field: "mapPrecision")
      switch value.value {
      case .string("exact"): map.precision = .exact
      case .number(let literal):
        guard let precision = MapPrecision(step: literal) else {
          throw fieldError(
            value.position, field,
            "must be 1, 0.1, 0.01, 0.001 or 0.0001 (degrees) or \"exact\", found \(Quoted.text(literal, limit: 40))"
          )
        }
        map.precision = precision
      default:
        throw fieldError(
          value.position, field,
          "expected a number of degrees such as 0.01 or \"exact\", found \(value.value.kindName)")
      }
    }
    if let value = fields["mapTiles"] {
      let text = try nonEmptyString(value, FieldPath(field: "mapTiles"), limit: Limits.reference)
      do throws(MapTiles.Problem) {
        map.tiles = try MapTiles(text)
      } catch {
        throw fieldError(
          value.position, FieldPath(field: "mapTiles"), "'\(Quoted.text(text))' \(error.description)")
      }
    }
    map.attribution = try fields["mapAttribution"].map { v throws(GalleryError) in
      try nonEmptyString(v, FieldPath(field: "mapAttribution"), limit: Limits.shortText)
    }
    return map
  }
}
