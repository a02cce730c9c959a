import Foundation
import GalleryCore
import GalleryScenes
import GalleryThemes

/// A shipped theme's files copied into a new folder, to start a custom theme from
/// (`gallery theme copy NAME DIR`): the whole theme (a theme that extends another is copied with its
/// parent's files, so the copy stands alone), or with `--child` only a `theme.json` that extends it,
/// to which a person adds just the files they change.
///
/// Nothing is ever overwritten: the destination must not exist or be an empty folder, and the copy is
/// made in a hidden folder beside it and renamed into place, so a failure halfway leaves no half theme.
/// The destination must not lead through a symbolic link (a copy must land where the path says), nor
/// lie inside the theme copied. Only regular files are copied, each read as a file inside the theme:
/// a link in a theme folder is skipped and named, never followed.
package enum ThemeCopy {
  package struct Outcome: Equatable, Sendable {
    /// The shipped theme's folder.
    package var source: String
    /// The files copied, relative to the theme folder, sorted.
    package var files: [String]
    /// What was left out: symbolic links, and anything that is neither a file nor a folder.
    package var skipped: [String]
  }

  /// Copies the shipped theme `name` (as `locator` finds it) into `destination`; `child`: writes only
  /// the `theme.json` of a theme that extends it.
  package static func copy(
    _ name: String, to destination: String, child: Bool = false, locator: ThemeLocator = ThemeLocator()
  ) throws(GalleryError) -> Outcome {
    guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
      throw .usage("'\(Quoted.text(name))' is not a theme's name: NAME is one of 'gallery theme list'")
    }
    let shipped = locator.shippedThemes()
    guard let theme = shipped.first(where: { $0.name == name }) else {
      let names = shipped.map(\.name)
      let listed = names.isEmpty ? "none were found" : "shipped: \(names.joined(separator: ", "))"
      let hint = Suggestions.hint(for: name, in: names).trimmingPrefix(" (").dropLast()
      throw .missingInput(
        path: name,
        what: "shipped theme '\(Quoted.text(name, limit: 100))' (\(listed)\(hint.isEmpty ? "" : "; " + hint))"
      )
    }
    let source = FileSystem.realPath(theme.folder) ?? theme.folder
    let lineage = try ThemeFile.lineage(of: source, locator: locator, galleryFolder: nil)
    for member in lineage { try checkDestination(destination, source: FileSystem.realPath(member) ?? member) }
    // Each file from the youngest theme that has it; a child's theme.json is not copied (the copy
    // stands alone). With `child`, only a theme.json naming the theme.
    var holders: [String: String] = [:]
    var skipped: [String] = []
    if !child {
      for member in lineage.reversed() {
        let listing = FileSystem.listing(in: member, includeHidden: false, limit: Theme.maximumFiles + 1)
        guard listing.files.count <= Theme.maximumFiles else {
          throw .theme(
            path: member, message: "holds more than \(NumberText.grouped(Theme.maximumFiles)) files")
        }
        for file in listing.files where file != ThemeFile.fileName {
          if FileSystem.isPlainFile(member + "/" + file) {
            holders[file] = member
          } else {
            skipped.append(file)
          }
        }
        skipped += listing.others
      }
    }
    let files = child ? [ThemeFile.fileName] : holders.keys.sorted()
    skipped = Array(Set(skipped).subtracting(files)).sorted()
    let parent = FileSystem.parentPath(of: FileSystem.normalize(destination))
    try FileSystem.makeDirectories(parent.isEmpty ? "." : parent)
    let staging =
      (parent.isEmpty ? "" : (parent == "/" ? "/" : parent + "/"))
      + FileSystem.sideName(
        of: FileSystem.lastComponent(of: destination),
        suffix: ".theme-copy-\(ProcessInfo.processInfo.processIdentifier)")
    // Made here or not at all (mkdir, not mkdir -p): a folder of that name already there, a person's
    // or a killed copy's, is neither written into nor removed.
    guard mkdir(staging, 0o755) == 0 else {
      throw .cannotWrite(
        path: staging,
        message: "cannot make the folder the copy is put together in: \(FileSystem.lastError())")
    }
    do throws(GalleryError) {
      for file in files {
        let bytes: [UInt8]
        if child {
          bytes = Array(ThemeFile.text(extending: name).utf8)
        } else {
          let holder = holders[file] ?? source
          switch FileSystem.read(holder + "/" + file, inside: holder, limit: Theme.maximumFileBytes) {
          case .success(let read): bytes = read
          case .failure(let refusal): throw .theme(path: holder + "/" + file, message: refusal.message)
          }
        }
        let folder = FileSystem.parentPath(of: file)
        if !folder.isEmpty { try FileSystem.makeRealDirectories(folder, under: staging) }
        try FileSystem.writeFile(staging + "/" + file, bytes)
      }
      // rename(2) puts a folder in place of a missing or empty one, and refuses one that has gained a
      // file since it was checked.
      guard FileSystem.rename(staging, to: destination) else {
        throw .cannotWrite(path: destination, message: FileSystem.lastError())
      }
    } catch {
      try? FileSystem.removeTree(staging)
      throw error
    }
    return Outcome(source: source, files: files, skipped: skipped)
  }

  /// Refuses a destination that exists and is not an empty folder, that leads through a symbolic link
  /// (any part of the path as given), or that is the theme or inside it.
  static func checkDestination(_ destination: String, source: String) throws(GalleryError) {
    guard !destination.isEmpty else { throw .usage("DIR must not be empty") }
    if let problem = TextChecks.problem(in: destination, limit: 4_096) {
      throw .usage("DIR '\(Quoted.text(destination))' \(problem)")
    }
    let normalized = FileSystem.normalize(destination)
    var path = normalized.hasPrefix("/") ? "/" : ""
    for part in normalized.split(separator: "/") {
      path += (path.isEmpty || path == "/" ? "" : "/") + part
      guard FileSystem.isSymbolicLink(path) else { continue }
      throw .cannotWrite(
        path: destination,
        message:
          "\(Quoted.path(path)) is a symbolic link; give the folder it leads to, so the copy lands where you say"
      )
    }
    let canonical = FileSystem.canonicalPath(normalized)
    guard canonical != source && !canonical.hasPrefix(source + "/") else {
      throw .cannotWrite(path: destination, message: "it is inside the theme being copied")
    }
    guard FileSystem.exists(normalized) else { return }
    guard FileSystem.isRealDirectory(normalized) else {
      throw .cannotWrite(path: destination, message: "it exists and is not a folder; nothing was copied")
    }
    guard (FileSystem.names(in: normalized) ?? ["?"]).isEmpty else {
      throw .cannotWrite(
        path: destination,
        message: "the folder is not empty; nothing was copied (give a new folder, or empty this one)")
    }
  }
}
