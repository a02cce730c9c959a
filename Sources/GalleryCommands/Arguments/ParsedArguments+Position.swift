import GalleryCore

extension ParsedArguments {
  /// A position option (`--to`, `--from`) read as the number the edit scene takes, refused here in
  /// the command line's words when it is none: ASCII digits only (a minus only to be told it is no
  /// position), since a number parser reads `+3`, ` 3` and `3 ` as 3, a position the person may never
  /// have typed. Whether the gallery has that position is the scene's to say.
  package func position(_ key: KeyPath<Keys, ValueOption>) throws(GalleryError) -> Int? {
    guard let text = self[key] else { return nil }
    let flag = keys[keyPath: key].name
    let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
    guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
      let value = Int(text)
    else {
      throw .usage(
        "\(flag) '\(Quoted.text(text))' is not a whole number; positions count from 1, as on the pages")
    }
    guard value >= 1 else {
      throw .usage("\(flag) \(value) is not a position; positions count from 1, as on the pages")
    }
    return value
  }
}
