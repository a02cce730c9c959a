/// `gallery move`: runs the ImageIndexEdit scene's SaveIndex use case on a gallery under its lock, then
/// regenerates what changed in the site.
///
/// The theme is loaded and the manifest checked before anything is saved, so a move never leaves a
/// manifest whose site cannot be built.
public enum GalleryMove {
  public struct Options: Sendable {
    public var build: GalleryBuild.Options
    public var request: ImageIndexEdit.SaveIndex.Request
    /// `--no-build`: save the new order only.
    public var buildsSite: Bool

    public init(build: GalleryBuild.Options, request: ImageIndexEdit.SaveIndex.Request, buildsSite: Bool) {
      self.build = build
      self.request = request
      self.buildsSite = buildsSite
    }
  }

  public struct Outcome: Sendable, Equatable {
    /// "moved 'sunset' from 12 to 1; 37 of 3,012 files updated".
    public var message: String
    public var changed: Bool
    public var report: GalleryBuild.Report?
  }

  public static func run(_ options: Options, console: GalleryBuild.Console) throws(GalleryError) -> Outcome {
    let store = try ManifestStore(folder: options.build.galleryFolder ?? ".")
    let lock = try GalleryLock(folder: store.folder, timeout: options.build.lockTimeout, onWait: console.warn)
    defer { withExtendedLifetime(lock) {} }
    let worker = try PhotosWorker(store: store)
    let theme = try GalleryBuild.loadTheme(options.build, store: store, gallery: worker.gallery)
    let scene = ImageIndexEditPage(theme: theme, siteMap: SiteMap(), worker: worker)
    guard let result = scene.save(options.request) else {
      throw .badData(path: store.displayPath, message: "the move was not carried out")
    }
    if let error = result.error { throw error }
    guard result.changed, options.buildsSite, let reordered = scene.router?.dataStore?.gallery else {
      return Outcome(message: result.message, changed: result.changed, report: nil)
    }
    let report = try GalleryBuild.renderAndWrite(
      worker: PhotosWorker(gallery: reordered), theme: theme, store: store, options: options.build,
      console: .silent, step: 3)
    return Outcome(
      message: "\(result.message); \(GalleryBuild.updatedText(report.site))", changed: true, report: report)
  }
}
