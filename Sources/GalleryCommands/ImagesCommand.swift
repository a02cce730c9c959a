import Foundation
import GalleryCore
import GalleryImages
import GalleryModel
import GalleryScenes
import GalleryWorkers

/// `gallery images`: the derivatives (and clip posters and renditions) of one shard of a gallery's
/// photos made into the cache, and nothing else: no page, no site, no pruning. N of them, on one
/// machine or many sharing a `--cache`, split a first build's work; the `gallery build` after them
/// finds every image in the cache. docs/distributed.md has recipes for GNU parallel, Slurm and
/// Kubernetes.
package enum ImagesCommand: GalleryCommand {
  package static let spec = CommandSpec(
    name: "images", summary: "Make the images of one shard of a gallery into the cache, for a later build.",
    operands: "[GALLERY_DIR]", maxOperands: 1,
    arguments: [
      CommandArgument("GALLERY_DIR", help: "A folder holding gallery.json (default: the current folder).")
    ],
    options: OptionKeys().declarations,
    details: """
      Each local photo belongs to one shard by the digest of its file's content, so a photo keeps its
      shard when others are added, removed or moved; every shard reads every file once to know its
      digest, and decodes only its own. SVGs, http(s) images and link targets have nothing cached
      and belong to no shard. Shards may run at once, on one machine or on many that share --cache:
      each cache file is written under a temporary name and renamed into place, its entry's info
      file last, so a shard killed midway leaves nothing a later run trusts, and running it again
      makes only what is missing. The shards share the gallery's lock; a build or a move waits for
      them. Nothing is removed from the cache. Afterwards 'gallery build' with the same cache makes
      no image ("Processed 0 images") and writes the same site a single build writes.

      Prints "Shard 2/4: made 240 images and 3 clips; 12 already in the cache; 751 in other shards".

      Exit codes: 0 made, 64 bad usage (a --shard that is not I/N with 1 <= I <= N <= 10000, a bad
      --cache), 65 bad gallery data or bad images and clips (unless --skip-bad), 66 missing input,
      69 FFmpeg is not installed (for a gallery with clips), 70 internal error, 73 cannot write the
      cache, 75 the gallery stayed locked by another command.
      """)

  /// The options `gallery images` takes, each declared once with its help; `run` reads them by key.
  package struct OptionKeys: LockingOptions, CacheOptions {
    package let shard = ValueOption(
      "--shard", "I/N",
      help: "Make only shard I of N (1 <= I <= N <= 10000), e.g. 2/4. Default 1/1: every photo.")
    package let cache = ValueOption.cache
    package let skipBad = FlagOption(
      "--skip-bad",
      help: "List the files that cannot be used on stderr and go on (see 'gallery build --help').")
    package let lockTimeout = ValueOption.lockTimeout
    package let quiet = FlagOption("--quiet", help: "Print only errors (no summary, no progress line).")

    package init() {}

    package var all: [any OptionKey] { [shard, cache, skipBad, lockTimeout, quiet] }
  }

  package static func run(_ arguments: ParsedArguments<OptionKeys>, console: Console) throws(GalleryError) {
    let console = arguments[\.quiet] ? console.quieted : console
    let shard = try shard(arguments[\.shard])
    let cacheOption = try arguments.cache()
    let store = try ManifestStore(folder: arguments.operands.first ?? ".")
    // Shared: the shards run at once, while a build or a move (which take it whole) waits for them.
    let lock = try GalleryLock(
      folder: store.folder, timeout: try arguments.lockTimeout(), readOnly: true, shared: true,
      onWait: console.warn)
    defer { withExtendedLifetime(lock) {} }
    let gallery = try store.fetchGallery()
    let cache = try CacheFolder.resolved(
      option: cacheOption, workingDirectory: FileManager.default.currentDirectoryPath,
      manifest: gallery.images.cache, galleryFolder: store.folder, manifestFile: store.displayPath)
    let outcome = ImagesWorker(
      galleryFolder: store.folder, digests: FileDigests(galleryFolder: store.folder, cache: cache),
      shard: shard
    )
    .prepare(gallery, progress: console.progress, clipProgress: console.clipProgress)
    let skipped = try check(outcome, store: store, skipBad: arguments[\.skipBad], console: console)
    console.say(summary(shard, outcome, hasClips: gallery.clipCount > 0, skipped: skipped))
  }

  /// `--shard I/N`, or the whole gallery.
  static func shard(_ text: String?) throws(GalleryError) -> Shard {
    guard let text else { return .whole }
    guard let shard = Shard(text) else {
      throw .usage(
        "--shard '\(Quoted.text(text))' is not I/N in decimal with 1 <= I <= N <= "
          + "\(NumberText.grouped(Shard.mostShards)) (e.g. 2/4)")
    }
    return shard
  }

  /// Stops on what stops a build (the cache cannot be written, FFmpeg is missing), and on bad files
  /// unless `skipBad`, naming them as the build does; returns how many were skipped.
  static func check(
    _ outcome: ImagesWorker.Outcome, store: ManifestStore, skipBad: Bool, console: Console
  ) throws(GalleryError) -> Int {
    let folder = FileSystem.parentPath(of: store.displayPath)
    let prefix = folder.isEmpty ? "" : folder + "/"
    if case .missingTool(let file, let message)? = outcome.writeFailure {
      throw .missingTool(file: prefix + file, message: message)
    }
    if let writeFailure = outcome.writeFailure { throw writeFailure }
    let problems = outcome.failures.map { "\(Quoted.path(prefix + $0.path)): \($0.problem)" }
    // Said before a refusal too, as a build does: the next run finds these images in the cache.
    for line in outcome.warningLines(prefix: prefix) { console.warn(line) }
    if !problems.isEmpty && !skipBad {
      throw .badImages(problems: Array(problems.prefix(50)), total: problems.count)
    }
    for problem in problems { console.warn("skipped: \(problem)") }
    return problems.count
  }

  /// "Shard 2/4: made 240 images and 3 clips; 12 already in the cache; 751 in other shards": clips
  /// named only in a gallery that has some, other shards only when there are other shards.
  static func summary(_ shard: Shard, _ outcome: ImagesWorker.Outcome, hasClips: Bool, skipped: Int) -> String
  {
    var line = "Shard \(shard): made \(NumberText.count(outcome.made, "image", "images"))"
    if hasClips { line += " and \(NumberText.count(outcome.clipsMade, "clip", "clips"))" }
    line += "; \(NumberText.grouped(outcome.fromCache + outcome.clipsFromCache)) already in the cache"
    if shard.count > 1 { line += "; \(NumberText.grouped(outcome.otherShards)) in other shards" }
    if skipped > 0 { line += "; left out \(NumberText.count(skipped, "bad file", "bad files")) (--skip-bad)" }
    return line
  }
}
