import GalleryCore

/// The typed readers every field goes through: an object's names (none unknown, none twice), strings
/// within a limit and free of forbidden characters, whole numbers in a range, flags. Apart because they
/// know no field: the same rule, and the same message, for every level of the manifest.
extension ManifestDecoder {
  /// The object's members by name, after refusing unknown and repeated names.
  func checkedFields(
    _ members: [JSONValue.Member], allowed: [String], photo: Int?, at position: SourcePosition,
    album: String = ""
  ) throws(GalleryError) -> [String: JSONValue.Located] {
    var fields: [String: JSONValue.Located] = [:]
    for member in members {
      let name = FieldPath(album: album, photo: photo, field: member.key)
      guard allowed.contains(member.key) else {
        let known = allowed.map { "'\($0)'" }.joined(separator: ", ")
        throw fieldError(
          member.keyPosition, name,
          "unknown field\(Suggestions.hint(for: member.key, in: allowed)); known fields: \(known)")
      }
      guard fields[member.key] == nil else {
        throw fieldError(member.keyPosition, name, "appears twice; keep one")
      }
      fields[member.key] = member.value
    }
    return fields
  }

  /// A string `rule` takes (see `TextRule.problem`): the one check of a person's text, which the edits
  /// of photos and albums apply too.
  func text(
    _ value: JSONValue.Located, _ field: FieldPath, _ rule: TextRule
  ) throws(GalleryError) -> String {
    guard case .string(let text) = value.value else {
      throw fieldError(value.position, field, "expected a string, found \(value.value.kindName)")
    }
    if let problem = rule.problem(in: text) {
      throw fieldError(value.position, field, problem)
    }
    return text
  }

  /// A string of at most `limit` characters (bytes for paths, see `reference`) holding no character a
  /// page or a terminal must not receive (see `TextChecks.forbiddenCharacter`).
  func string(
    _ value: JSONValue.Located, _ field: FieldPath, limit: Int
  ) throws(GalleryError) -> String {
    try text(value, field, TextRule(limit: limit, blank: .taken))
  }

  func nonEmptyString(
    _ value: JSONValue.Located, _ field: FieldPath, limit: Int
  ) throws(GalleryError) -> String {
    try text(value, field, TextRule(limit: limit, blank: .refused))
  }

  /// A whole number in `range`. Any JSON number is accepted by the parser, so its literal is checked
  /// here: a fraction or exponent is not a whole number, and a number of any size outside the range is
  /// refused before it can overflow the arithmetic of a page.
  func integer(
    _ value: JSONValue.Located, _ field: FieldPath, in range: ClosedRange<Int>, unit: String
  ) throws(GalleryError) -> Int {
    guard case .number(let literal) = value.value else {
      throw fieldError(value.position, field, "expected a whole number, found \(value.value.kindName)")
    }
    let digits = literal.hasPrefix("-") ? literal.dropFirst() : Substring(literal)
    guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else {
      throw fieldError(
        value.position, field, "expected a whole number, found \(Quoted.text(literal, limit: 40))")
    }
    guard let number = Int(literal), range.contains(number) else {
      throw fieldError(
        value.position, field,
        "must be from \(NumberText.grouped(range.lowerBound)) to \(NumberText.grouped(range.upperBound))"
          + "\(unit), found \(Quoted.text(literal, limit: 40))")
    }
    return number
  }

  /// `"none"`, `"sizes"` or `"original"` (see `Downloads`).
  func downloads(_ value: JSONValue.Located, _ field: FieldPath) throws(GalleryError) -> Downloads {
    let text = try string(value, field, limit: 20)
    guard let downloads = Downloads(rawValue: text) else {
      throw fieldError(value.position, field, "must be \(Downloads.choices), found \"\(Quoted.text(text))\"")
    }
    return downloads
  }

  func boolean(_ value: JSONValue.Located, _ field: FieldPath) throws(GalleryError) -> Bool {
    guard case .bool(let flag) = value.value else {
      throw fieldError(value.position, field, "expected true or false, found \(value.value.kindName)")
    }
    return flag
  }
}
