import Foundation
import GalleryCore
import GalleryImages
import GalleryModel

/// Finds the image and clip files of a gallery folder, for `gallery init` and `gallery sync`.
///
/// A file is a photo only when its name says image and its first bytes agree, so a `notes.jpg` holding
/// text or an empty `.png` never becomes a photo that breaks the build; a clip likewise when its name is
/// a clip's (`VideoContainer.extensionList`) and its bytes are a clip container's (MP4/QuickTime,
/// Matroska/WebM, AVI; which one need not match the name, as phones name QuickTime files `.mp4`). A
/// file of another name is never a clip, whatever its bytes: the site publishes a clip under its name. What the tool itself keeps in the
/// folder is left out: hidden files and folders (the lock, caches, a site's staging and spare copies),
/// `gallery.json`, the top-level `Themes/`, and any folder holding a built site.
package enum ImageFolderScanner {
  /// Why a file named like an image is not taken as a photo.
  package enum Reason: Sendable, Equatable {
    case empty
    case notAnImage
    /// Named like a clip, but its bytes are no clip container's.
    case notAClip
    case unreadable
    /// A name `gallery.json` cannot hold as a path (with `?`, `#`, `\`, a leading `x:`, not UTF-8…).
    case unusableName
    /// A symbolic link to a file outside the gallery folder, which a build would refuse.
    case outsideFolder

    package var text: String {
      switch self {
      case .empty: return "empty file"
      case .notAnImage: return "its bytes are not JPEG, PNG, GIF, WebP, TIFF, HEIF or SVG"
      case .notAClip: return "its bytes are not an MP4, QuickTime, WebM, Matroska or AVI clip"
      case .unreadable: return "cannot be read"
      case .unusableName: return "a name gallery.json cannot hold; rename the file"
      case .outsideFolder: return "a symbolic link to a file outside the gallery folder"
      }
    }
  }

  /// A file named like an image that was left out, and why.
  package struct Skipped: Sendable, Equatable {
    package var path: String
    package var reason: Reason

    package init(path: String, reason: Reason) {
      self.path = path
      self.reason = reason
    }
  }

  package struct Result: Sendable, Equatable {
    /// Image and clip files, relative to the folder with `/` separators, in natural order; a clip is
    /// told by its name (`isClip`).
    package var images: [String]
    /// Files left out, `notImages` included (hidden files, the tool's own and XMP sidecars are not
    /// counted).
    package var skippedCount: Int
    /// `.xmp` files: sidecars, whose titles and captions are read with the photos beside them.
    package var sidecarCount: Int = 0
    /// Files named like images or clips that are left out, in natural order: the person probably
    /// expected them.
    package var notImages: [Skipped]
  }

  /// The folder holding a built site has this file (see `SiteRecord`).
  static let siteMarker = ToolFiles.siteRecord
  /// Top-level folders that are the gallery's own machinery, not its pictures.
  static let toolFolders: Set<String> = ["Themes"]

  /// Scans `folder` (absolute, without symlinks: `ManifestStore.folder`) and everything below it.
  package static func scan(folder: String) -> Result {
    var candidates: [String] = []
    var skipped: [Skipped] = []
    var otherCount = 0
    var sidecarCount = 0
    var pending = [""]
    while let relative = pending.popLast() {
      for entry in entries(of: relative.isEmpty ? folder : folder + "/" + relative) {
        if entry.shownName.hasPrefix(".") { continue }
        guard let name = entry.name else {
          // Not UTF-8: no manifest can name it, nor anything inside it.
          guard entry.type != .folder else { continue }
          if entry.looksLikeImage {
            skipped.append(
              Skipped(
                path: relative.isEmpty ? entry.shownName : relative + "/" + entry.shownName,
                reason: .unusableName))
          } else {
            otherCount += 1
          }
          continue
        }
        let child = relative.isEmpty ? name : relative + "/" + name
        let full = folder + "/" + child
        switch kind(of: entry, at: full, inside: folder) {
        case .folder:
          let isToolFolder = relative.isEmpty && toolFolders.contains(name)
          if !isToolFolder && !FileSystem.exists(full + "/" + siteMarker) { pending.append(child) }
        case .file:
          if relative.isEmpty && name == ManifestStore.fileName { continue }
          guard isMediaName(name) else {
            if XMPSidecar.isSidecarName(name) { sidecarCount += 1 } else { otherCount += 1 }
            continue
          }
          // A name with control characters (an ESC, a line feed), a bidi control left open, or longer
          // than a manifest path may be is refused when the manifest is read: leave it out now, with a
          // notice, not later.
          guard TextChecks.forbiddenCharacter(in: child) == nil, TextChecks.bidiProblem(in: child) == nil,
            child.utf8.count <= ManifestDecoder.Limits.reference,
            case .success(.file(child)) = GalleryReference.parse(child)
          else {
            skipped.append(Skipped(path: child, reason: .unusableName))
            continue
          }
          candidates.append(child)
        case .outside:
          if isMediaName(name) {
            skipped.append(Skipped(path: child, reason: .outsideFolder))
          } else {
            otherCount += 1
          }
        case .other:
          continue
        }
      }
    }
    let verdicts = Parallel.map(candidates) { path in sniff(folder + "/" + path, inside: folder) }
    var images: [String] = []
    for (path, problem) in zip(candidates, verdicts) {
      if let problem {
        skipped.append(Skipped(path: path, reason: problem))
      } else {
        images.append(path)
      }
    }
    return Result(
      images: images.sorted(by: NaturalOrder.areInIncreasingOrder),
      skippedCount: otherCount + skipped.count,
      sidecarCount: sidecarCount,
      notImages: skipped.sorted { NaturalOrder.areInIncreasingOrder($0.path, $1.path) })
  }

  /// The notice for files named like images that were left out, listing at most `limit`; nil when none.
  package static func notice(for skipped: [Skipped], limit: Int = 10) -> String? {
    guard !skipped.isEmpty else { return nil }
    let count = skipped.count
    let clips = skipped.filter { isClip($0.path) }.count
    let kinds = clips == 0 ? "an image" : clips == count ? "a clip" : "an image or a clip"
    var lines = [
      "note: \(count) file\(count == 1 ? "" : "s") named like \(kinds) \(count == 1 ? "was" : "were") left out:"
    ]
    lines += skipped.prefix(limit).map { "  \($0.path) (\($0.reason.text))" }
    if count > limit { lines.append("  … and \(count - limit) more") }
    return lines.joined(separator: "\n")
  }

  /// Whether a file name is a photo's or a clip's.
  package static func isMediaName(_ name: String) -> Bool {
    ImageFormat.fromExtension(name) != nil || VideoContainer.fromExtension(name) != nil
  }

  /// Whether a scanned path is a clip (its name is a clip's; the scan checked its bytes agree).
  package static func isClip(_ path: String) -> Bool {
    VideoContainer.fromExtension(path) != nil
  }

  /// Why a file is not what its name says, or nil when its first bytes show one of the supported
  /// formats of its kind.
  private static func sniff(_ path: String, inside folder: String) -> Reason? {
    guard let prefix = readPrefix(path, count: ImageFormat.sniffLength, inside: folder) else {
      return .unreadable
    }
    if prefix.isEmpty { return .empty }
    if isClip(path) { return VideoContainer.sniff(prefix) == nil ? .notAClip : nil }
    return ImageFormat.sniff(prefix) == nil ? .notAnImage : nil
  }

  /// Up to `count` leading bytes of a regular file inside `folder` (fewer when it is shorter), or nil
  /// when it cannot be read.
  private static func readPrefix(_ path: String, count: Int, inside folder: String) -> [UInt8]? {
    guard case .success(let fd) = FileSystem.openForReading(path, inside: folder) else { return nil }
    defer { FileSystem.close(fd) }
    return FileSystem.read(fd, at: 0, count: count)
  }
}

extension ImageFolderScanner {
  /// One `readdir` entry: its name (nil when not UTF-8) and type.
  struct Entry {
    var name: String?
    var shownName: String
    var type: FileSystem.DirectoryEntry.Kind
    var looksLikeImage: Bool { ImageFolderScanner.isMediaName(shownName) }
  }

  enum Kind { case folder, file, outside, other }

  /// The entries of a folder, read with their types so a large folder costs no `stat` per file.
  static func entries(of path: String) -> [Entry] {
    (FileSystem.entries(of: path) ?? []).map { entry in
      Entry(
        name: String(validating: entry.nameBytes, as: UTF8.self),
        shownName: String(decoding: entry.nameBytes, as: UTF8.self), type: entry.kind)
    }
  }

  /// What an entry is for the scan. Symbolic links count as the file they lead to when it is inside the
  /// folder; links to folders are not followed (they would list files twice or loop).
  static func kind(of entry: Entry, at path: String, inside folder: String) -> Kind {
    switch entry.type {
    case .folder: return .folder
    case .file: return .file
    case .symbolicLink:
      guard FileSystem.isRegularFile(path) else { return .other }
      guard let real = FileSystem.realPath(path), real.hasPrefix(folder + "/") else { return .outside }
      return .file
    case .unknown:
      guard let status = FileSystem.status(path, followingLinks: false) else { return .other }
      switch status.kind {
      case .folder: return .folder
      case .file: return .file
      case .symbolicLink:
        return kind(
          of: Entry(name: entry.name, shownName: entry.shownName, type: .symbolicLink), at: path,
          inside: folder)
      case .other: return .other
      }
    case .other: return .other
    }
  }
}
