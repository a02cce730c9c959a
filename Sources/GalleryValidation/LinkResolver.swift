/// Where a URL written in a page leads, worked out from the page's own folder without touching disk.
///
/// The site must work from `file://`, from any sub-path of a host and from any static host, so a local
/// link is a relative path to an explicit file inside the site folder. This type reads a URL the way a
/// browser does for those cases (surrounding whitespace and embedded tabs/newlines ignored, query
/// dropped, `%XX` decoded, `.` and `..` folded) and says whether it is external, broken by its very
/// shape, or which site file it names; whether the site holds that file is looked up in `SiteIndex`.
/// It works on the attribute's bytes, as the walk holds them, so the common link costs no String.
struct LinkResolver {
  /// A link that is wrong whatever the site holds.
  enum Fault: Equatable {
    case empty
    case javaScript
    /// `file:` names a place on the author's disk, not in the site.
    case fileScheme
    /// `/x` is resolved against the host's root: it breaks under a sub-path and from file://.
    case rootAbsolute
    /// `..` climbs past the site folder.
    case leavesSite
  }

  enum Target: Equatable {
    /// Another site (`https:`, `mailto:`, `data:`, `//host`): not checked.
    case external
    case fault(Fault)
    /// A file of the site, whose site-relative path (decoded, normalised) `resolve` wrote out;
    /// `fragment` is decoded (nil when absent or empty); `namesFolder` when the URL ends in `/`, `.`
    /// or `..`, i.e. names a folder, not a file.
    case local(fragment: String?, namesFolder: Bool)
  }

  /// Site-relative path of the page holding the links, as UTF-8; fragment-only links resolve to it.
  let pagePath: [UInt8]
  /// The page's folder, with a trailing `/` ("" for the site root): the base of relative links.
  private let folder: [UInt8]

  init(pagePath: String) {
    self.pagePath = Array(pagePath.utf8)
    if let slash = self.pagePath.lastIndex(of: UInt8(ascii: "/")) {
      folder = Array(self.pagePath[...slash])
    } else {
      folder = []
    }
  }

  /// Where the URL `raw` leads. For a `.local` target, `path` receives the site-relative path as
  /// UTF-8: a buffer the caller reuses, so the common case allocates nothing.
  func resolve(_ raw: UnsafeBufferPointer<UInt8>, path: inout [UInt8]) -> Target {
    let url = Self.trimmed(raw)
    guard !url.isEmpty else { return .fault(.empty) }
    if Self.isJavaScript(raw) {
      return .fault(.javaScript)
    }
    switch Self.scheme(of: url) {
    case .file: return .fault(.fileScheme)
    case .other: return .external
    case .none: break
    }
    let slash = UInt8(ascii: "/")
    if url[url.startIndex] == slash {
      let protocolRelative = url.count > 1 && url[url.startIndex + 1] == slash
      return protocolRelative ? .external : .fault(.rootAbsolute)
    }
    let hash = url.firstIndex(of: UInt8(ascii: "#")) ?? url.endIndex
    let pathEnd = url[..<hash].firstIndex(of: UInt8(ascii: "?")) ?? hash
    let fragment = hash + 1 < url.endIndex ? Self.decodedText(url[(hash + 1)...]) : nil
    path.removeAll(keepingCapacity: true)
    guard pathEnd > url.startIndex else {
      path.append(contentsOf: pagePath)
      return .local(fragment: fragment, namesFolder: false)
    }
    let rawPath = url[..<pathEnd]
    let namesFolder =
      rawPath.contains(UInt8(ascii: "%"))
      ? fold(Self.percentDecoded(rawPath), into: &path) : fold(rawPath, into: &path)
    guard let namesFolder else {
      return .fault(.leavesSite)
    }
    return .local(fragment: fragment, namesFolder: namesFolder)
  }

  /// Whether the URL runs script when followed: wrong in any attribute that holds a URL.
  ///
  /// Any ASCII whitespace inside the scheme is skipped, not only the tabs and newlines browsers
  /// skip: the XML parser turns a tab or newline in an attribute into a space, while a browser reading
  /// the same page as HTML keeps it, and runs `java<tab>script:`.
  static func isJavaScript(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
    let javaScript = javaScriptScheme
    var matched = 0
    for byte in raw {
      if byte <= 0x20 {
        continue
      }
      if matched == javaScript.count {
        return byte == UInt8(ascii: ":")
      }
      guard byte | 0x20 == javaScript[matched] else { return false }
      matched += 1
    }
    return false
  }

  /// Folds `path` onto the page's folder, into `output`, and says whether it names a folder; nil
  /// when `..` climbs out of the site.
  private func fold<Path: RandomAccessCollection<UInt8>>(
    _ path: Path, into output: inout [UInt8]
  ) -> Bool? where Path.Index == Int {
    let slash = UInt8(ascii: "/")
    let dot = UInt8(ascii: ".")
    output.append(contentsOf: folder)
    var namesFolder = path.last == slash
    var start = path.startIndex
    while start < path.endIndex {
      let end = path[start...].firstIndex(of: slash) ?? path.endIndex
      let length = end - start
      let isLast = end == path.endIndex
      if length == 0 {
        // "a//b" reads as "a/b".
      } else if length == 1 && path[start] == dot {
        namesFolder = namesFolder || isLast
      } else if length == 2 && path[start] == dot && path[start + 1] == dot {
        guard !output.isEmpty else { return nil }
        output.removeLast()  // the trailing "/"
        if let parent = output.lastIndex(of: slash) {
          output.removeSubrange((parent + 1)...)
        } else {
          output.removeAll(keepingCapacity: true)
        }
        namesFolder = namesFolder || isLast
      } else {
        output.append(contentsOf: path[start..<end])
        output.append(slash)
      }
      start = end + 1
    }
    if output.last == slash {
      output.removeLast()
    }
    return namesFolder
  }

  private static let javaScriptScheme = Array("javascript".utf8)
  private static let fileScheme = Array("file".utf8)

  private enum Scheme: Equatable {
    case file, other
  }

  /// The URL's scheme, as browsers see it (letters, digits, `+-.` before a `:`, tabs and newlines
  /// skipped), or nil for a relative URL. (`javascript:` is caught before, by `isJavaScript`.)
  private static func scheme(of url: Slice<UnsafeBufferPointer<UInt8>>) -> Scheme? {
    let file = fileScheme
    var length = 0
    var maybeFile = true
    for byte in url {
      switch byte {
      case 0x09, 0x0A, 0x0D:
        continue
      case UInt8(ascii: ":"):
        guard length > 0 else { return nil }
        return maybeFile && length == file.count ? .file : .other
      default:
        let lower = byte | 0x20
        let isLetter = lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
        let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        let isMark = byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        guard isLetter || (length > 0 && (isDigit || isMark)) else { return nil }
        maybeFile = maybeFile && length < file.count && file[length] == lower
        length += 1
      }
    }
    return nil
  }

  /// The URL without the spaces and control characters browsers strip from both ends.
  private static func trimmed(_ raw: UnsafeBufferPointer<UInt8>) -> Slice<UnsafeBufferPointer<UInt8>> {
    var start = raw.startIndex
    var end = raw.endIndex
    while start < end && raw[start] <= 0x20 { start += 1 }
    while end > start && raw[end - 1] <= 0x20 { end -= 1 }
    return raw[start..<end]
  }

  /// `%XX` decoded, as text.
  private static func decodedText(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> String {
    guard text.contains(UInt8(ascii: "%")) else { return String(decoding: text, as: UTF8.self) }
    return String(decoding: percentDecoded(text), as: UTF8.self)
  }

  /// `%XX` decoded to bytes; a `%` not followed by two hex digits stays as written, as browsers do.
  private static func percentDecoded(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(text.count)
    var index = text.startIndex
    while index < text.endIndex {
      let byte = text[index]
      if byte == UInt8(ascii: "%"), index + 2 < text.endIndex,
        let high = hexValue(text[index + 1]), let low = hexValue(text[index + 2])
      {
        output.append(high << 4 | low)
        index += 3
      } else {
        output.append(byte)
        index += 1
      }
    }
    return output
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
