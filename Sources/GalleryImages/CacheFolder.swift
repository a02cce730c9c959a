import GalleryCore
import GalleryModel

/// Where a gallery's cache is (`derivatives/`, `clips/`, `digests`, the same layout wherever it is), and
/// who named it: `--cache DIR`, else the manifest's `"cache"`, else the gallery's own default
/// (`GalleryCache.folder(in:)`, with its fallback for a read-only gallery).
///
/// A named cache may be shared: by N shards of `gallery images`, by several galleries, by machines
/// that mount it. So only the default cache is ever pruned (`isPrunable`): a build of one gallery
/// cannot know which entries another gallery, or a shard still running, needs. A named cache grows
/// until someone deletes it (it is safe to delete: the next build remakes it).
package struct CacheFolder: Equatable, Sendable {
  /// Who chose the folder.
  package enum Source: Equatable, Sendable {
    case option
    case manifest
    case standard
  }

  /// Absolute; for a named cache, with no symbolic link in it (resolved once, here).
  package let path: String
  package let source: Source
  /// The path as the person wrote it, for messages; empty for the default.
  package var typed = ""

  /// The gallery's own cache, as builds always had it.
  package static func standard(for galleryFolder: String) -> CacheFolder {
    CacheFolder(path: GalleryCache.folder(in: galleryFolder), source: .standard)
  }

  /// `resolve`, its refusal as the command's error (see `error(_:manifestFile:)`).
  package static func resolved(
    option: String?, workingDirectory: String, manifest: String?, galleryFolder: String, manifestFile: String
  ) throws(GalleryError) -> CacheFolder {
    switch resolve(
      option: option, workingDirectory: workingDirectory, manifest: manifest, galleryFolder: galleryFolder)
    {
    case .success(let cache): return cache
    case .failure(let refusal):
      let source: Source = option == nil ? .manifest : .option
      throw CacheFolder(path: "", source: source, typed: option ?? manifest ?? "")
        .error(refusal, manifestFile: manifestFile)
    }
  }

  /// A refusal as one line: bad usage (exit 64) for `--cache`, bad gallery data (65) for the manifest's
  /// `"cache"`, each naming the value as written.
  package func error(_ refusal: Refusal, manifestFile: String) -> GalleryError {
    let value = "'\(Quoted.text(typed))' \(refusal.message)"
    switch source {
    case .option: return .usage("--cache " + value)
    case .manifest, .standard:
      return .manifestField(file: manifestFile, position: nil, field: "cache", message: value)
    }
  }

  /// Only the gallery's own default cache is pruned by a build (see the type's comment).
  package var isPrunable: Bool { source == .standard }

  /// Why a named cache path cannot be used, said of the value as given.
  package struct Refusal: Error, Equatable, Sendable {
    package let message: String
  }

  /// The cache the build or shard uses: `option` (relative to `workingDirectory`), else `manifest`
  /// (relative to the gallery folder), else the default. A named folder is refused when it is a
  /// symbolic link itself (a link out: name the folder it leads to instead), when something not a
  /// folder is there, or when it lies inside the gallery folder under a name that is not hidden
  /// (`gallery init` and `sync` would take its images for photos, `serve` would rebuild on every
  /// write). Folders above it may be links: the path is resolved once, and the real path used.
  package static func resolve(
    option: String?, workingDirectory: String, manifest: String?, galleryFolder: String
  ) -> Result<CacheFolder, Refusal> {
    let named: (text: String, base: String, source: Source)
    if let option {
      named = (option, workingDirectory, .option)
    } else if let manifest {
      named = (manifest, galleryFolder, .manifest)
    } else {
      return .success(standard(for: galleryFolder))
    }
    if let problem = ImageSettings.cachePathProblem(named.text) { return .failure(Refusal(message: problem)) }
    let typed = FileSystem.normalize(named.text.hasPrefix("/") ? named.text : named.base + "/" + named.text)
    if FileSystem.isSymbolicLink(typed) {
      return .failure(
        Refusal(
          message: "is a symbolic link; name the folder it leads to (a cache is never reached through one)"))
    }
    if FileSystem.exists(typed) && !FileSystem.isRealDirectory(typed) {
      return .failure(Refusal(message: "is not a folder"))
    }
    let real = FileSystem.canonicalPath(typed)
    let gallery = FileSystem.canonicalPath(galleryFolder)
    if real == gallery || real.hasPrefix(gallery == "/" ? "/" : gallery + "/") {
      let inside = real.dropFirst(gallery.count).split(separator: "/").first.map(String.init) ?? ""
      if !inside.hasPrefix(".") {
        return .failure(
          Refusal(
            message: "is inside the gallery folder under a name that is not hidden; start it with a dot "
              + "(.cache) or put it outside"))
      }
    }
    return .success(CacheFolder(path: real, source: named.source, typed: named.text))
  }

  /// Refuses a named cache inside the output folder (a build replaces that folder whole) or an
  /// output inside the cache (the pruning and the site would fight over it); both are canonical.
  /// The default cache is checked by the build's own output rules.
  package func checkApart(fromOutput output: String) -> Refusal? {
    guard source != .standard else { return nil }
    func isWithin(_ path: String, _ folder: String) -> Bool {
      path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }
    if isWithin(path, output) {
      return Refusal(message: "is inside the output folder \(output), which a build replaces")
    }
    if isWithin(output, path) {
      return Refusal(message: "holds the output folder \(output); keep the site and the cache apart")
    }
    return nil
  }
}
