import Foundation
import GalleryCore
import GalleryModel

/// What a dropped file is, by its first bytes, never its name (issue 49): a photo of a format the
/// gallery makes images from, or a clip. SVG is not taken: a drawing can carry script, and the folder's
/// own SVGs are the owner's to add.
enum UploadKind: Equatable {
  case image(ImageFormat)
  case clip(VideoContainer)

  /// The kind the leading bytes show, or nil: not a photo or clip this gallery takes.
  static func of(prefix: [UInt8]) -> UploadKind? {
    if let format = ImageFormat.sniff(prefix), format != .svg { return .image(format) }
    if let container = VideoContainer.sniff(prefix) { return .clip(container) }
    return nil
  }

  /// Whether a name's extension already says this kind (`.JPEG` for a JPEG).
  func matches(_ name: String) -> Bool {
    switch self {
    case .image(let format): ImageFormat.fromExtension(name) == format
    case .clip(let container): VideoContainer.fromExtension(name) == container
    }
  }

  /// The extension a file of this kind is given when its name says another (or none).
  var canonicalExtension: String {
    switch self {
    case .image(.jpeg): "jpg"
    case .image(.tiff): "tif"
    case .image(.heif): "heic"
    case .image(let format): format.rawValue
    case .clip(.isoMedia): "mp4"
    case .clip(.matroska): "mkv"
    case .clip(.avi): "avi"
    }
  }
}

/// A dropped file's name, made one the gallery folder can hold: a single name (no folder, no `..`),
/// no NUL or control character, no bidirectional override, at most 255 bytes of UTF-8 (in NFC, as
/// macOS and a browser may send either form), not hidden (leading dots dropped), its extension the
/// one its bytes say. Anything else is refused with why, for the organizer to show.
enum UploadName {
  static let maximumBytes = 255

  static func safe(_ raw: String, kind: UploadKind) -> Result<String, UploadRefusal> {
    let name = raw.precomposedStringWithCanonicalMapping
    guard !name.isEmpty else { return .failure(.name("the file has no name")) }
    if name.contains("/") || name.contains("\\") || name == ".." {
      return .failure(.name("a file name may not hold '/', '\\' or be '..'"))
    }
    if name.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
      return .failure(.name("a file name may not hold NUL or a control character"))
    }
    if let problem = TextChecks.problem(in: name, limit: maximumBytes) {
      return .failure(.name("the file name \(problem)"))
    }
    var kept = Substring(name)
    while kept.first == "." || kept.first == " " { kept = kept.dropFirst() }
    var safe = String(kept).trimmingCharacters(in: .whitespaces)
    if safe.isEmpty || safe.hasPrefix(".") { safe = "photo" }
    if !kind.matches(safe) {
      let stem = safe.lastIndex(of: ".").map { String(safe[..<$0]) } ?? safe
      safe = (stem.isEmpty ? "photo" : stem) + "." + kind.canonicalExtension
    }
    guard safe.utf8.count <= maximumBytes else {
      return .failure(.name("the file name is longer than \(maximumBytes) bytes"))
    }
    return .success(safe)
  }

  /// `name` with `-2`, `-3`… before its extension until no entry of `taken` (lower-cased) has it,
  /// ignoring case: a twin never replaces a file, on this disk or on one that ignores case.
  static func free(_ name: String, taken: Set<String>) -> String? {
    guard taken.contains(name.lowercased()) else { return name }
    let dot = name.lastIndex(of: ".") ?? name.endIndex
    let (stem, suffix) = (String(name[..<dot]), String(name[dot...]))
    for number in 2...10_000 {
      let candidate = "\(stem)-\(number)\(suffix)"
      if candidate.utf8.count > maximumBytes { return nil }
      if !taken.contains(candidate.lowercased()) { return candidate }
    }
    return nil
  }
}

/// Why an upload was refused: its name, its kind, or the gallery folder.
enum UploadRefusal: Error, Equatable {
  case name(String)
  case kind(String)
  case folder(String)

  var message: String {
    switch self {
    case .name(let text), .kind(let text), .folder(let text): text
    }
  }
}
