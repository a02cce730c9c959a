import Foundation

/// `gallery build` as a short list of named steps: read the gallery, load the theme, render every page,
/// write the site. Nothing in the destination changes before the last step, so any failure on the way
/// leaves the previous site exactly as it was.
public enum GalleryBuild {
  public struct Options: Sendable {
    /// The gallery folder; nil builds the sample gallery compiled into the tool.
    public var galleryFolder: String?
    public var output: String
    /// `--theme NAME|PATH`; overrides the manifest's `theme`.
    public var theme: String?
    public var workingDirectory: String

    public init(galleryFolder: String?, output: String, theme: String?, workingDirectory: String) {
      self.galleryFolder = galleryFolder
      self.output = output
      self.theme = theme
      self.workingDirectory = workingDirectory
    }
  }

  public struct Report: Sendable, Equatable {
    public var photoCount: Int
    public var gridPageCount: Int
    public var pageCount: Int
    public var filesCopied: Int
    public var filesKept: Int
  }

  static let stepCount = 4

  public static func run(_ options: Options, log: (String) -> Void) throws(GalleryError) -> Report {
    guard let galleryFolder = options.galleryFolder else {
      return try buildSample(options, log: log)
    }
    func step(_ number: Int, _ text: String) { log("[\(number)/\(stepCount)] \(text)") }

    let store = try ManifestStore(folder: galleryFolder)
    let worker = try PhotosWorker(store: store)
    let gallery = worker.fetchGallery()
    step(1, "Read \(store.displayPath): \(DisplayText.count(gallery.photos.count, "photo", "photos"))")

    let output = absolute(options.output, in: options.workingDirectory)
    try checkOutputIsSafe(output, galleryFolder: store.folder)

    let locator = ThemeLocator()
    let themeFolder =
      if let requested = options.theme {
        try locator.locate(requested, relativeTo: options.workingDirectory, galleryFolder: store.folder)
      } else {
        try locator.locate(gallery.theme, relativeTo: store.folder, galleryFolder: store.folder)
      }
    let theme = try Theme.load(folder: themeFolder)
    step(2, "Loaded theme \(themeFolder)")

    let siteMap = SiteMap()
    let pages = try SiteBuilder(worker: worker, theme: theme, siteMap: siteMap).renderPages()
    step(3, "Rendered \(DisplayText.count(pages.count, "page", "pages"))")

    var copies = ManifestStore.localFiles(of: gallery).map {
      SiteWriter.Copy(source: store.folder + "/" + $0, target: siteMap.mediaFile($0))
    }
    copies += theme.assets.map {
      SiteWriter.Copy(source: theme.folder + "/assets/" + $0, target: siteMap.asset($0))
    }
    let summary = try SiteWriter(destination: output).write(pages: pages, copies: copies)
    step(4, "Wrote \(options.output)")
    return Report(
      photoCount: gallery.photos.count, gridPageCount: gallery.gridPageCount, pageCount: pages.count,
      filesCopied: summary.filesCopied, filesKept: summary.filesKept)
  }

  /// Builds the sample gallery by writing it to a temporary folder first, so it goes through exactly the
  /// same checks and steps as a person's gallery.
  static func buildSample(_ options: Options, log: (String) -> Void) throws(GalleryError) -> Report {
    let temporary = FileManager.default.temporaryDirectory.path + "/cleangallery-sample-\(getpid())"
    try FileSystem.removeTree(temporary)
    defer { try? FileSystem.removeTree(temporary) }
    try SampleGallery.write(to: temporary)
    log("Building the sample gallery (no GALLERY_DIR given; `gallery init --sample DIR` writes it out)")
    var sampleOptions = options
    sampleOptions.galleryFolder = temporary
    return try run(sampleOptions, log: log)
  }

  static func absolute(_ path: String, in workingDirectory: String) -> String {
    let joined = path.hasPrefix("/") ? path : workingDirectory + "/" + path
    return FileSystem.normalize(joined)
  }

  /// Refuses destinations whose replacement would destroy the gallery itself.
  static func checkOutputIsSafe(_ output: String, galleryFolder: String) throws(GalleryError) {
    let resolved = FileSystem.realPath(output) ?? output
    if resolved == "/" || galleryFolder == resolved || galleryFolder.hasPrefix(resolved + "/") {
      throw .cannotWrite(
        path: output,
        message:
          "the output folder would replace the gallery folder \(galleryFolder); choose another --output")
    }
  }
}
