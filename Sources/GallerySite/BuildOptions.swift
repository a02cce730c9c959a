import Foundation
import GalleryCore
import GalleryModel
import GalleryScenes

/// How a site is to be built: what `gallery build` and `gallery move` take from their command lines.
public struct BuildOptions: Sendable {
  /// The gallery folder; nil builds the sample gallery compiled into the tool.
  public var galleryFolder: String?
  public var output: String
  /// `--theme NAME|PATH`; overrides the manifest's `theme`.
  public var theme: String?
  public var workingDirectory: String
  /// Seconds to wait for another command on the same gallery.
  public var lockTimeout: Double
  /// `--skip-bad`: build without the photos whose files cannot be used, instead of stopping.
  public var skipBadImages: Bool
  /// `--publish`: a site for public hosting, without move pages (as the manifest's `publish`).
  public var publish: Bool
  /// Building the sample gallery from its temporary folder.
  package var isSample = false

  public init(
    galleryFolder: String?, output: String, theme: String?, workingDirectory: String,
    lockTimeout: Double = 30, skipBadImages: Bool = false, publish: Bool = false
  ) {
    self.publish = publish
    self.galleryFolder = galleryFolder
    self.output = output
    self.theme = theme
    self.workingDirectory = workingDirectory
    self.lockTimeout = lockTimeout
    self.skipBadImages = skipBadImages
  }

  /// The output folder, absolute and canonical (see `OutputFolder.absolute`).
  package var absoluteOutput: String { OutputFolder.absolute(output, in: workingDirectory) }

  /// How the pages show the build: published or not, and the folders the move page's command names,
  /// as the person typed them or relative to where they ran the build, whichever is shorter (the
  /// sample gallery, built from a temporary folder, has no folder to name).
  package func siteOptions(gallery: Gallery, galleryFolder: String) -> SiteOptions {
    let galleryName = self.galleryFolder.map { _ in
      OutputFolder.shortestPath(to: galleryFolder, from: workingDirectory)
    }
    return SiteOptions(
      publish: publish || gallery.publish == true,
      commandGallery: isSample ? nil : galleryName,
      commandOutput: OutputFolder.shortestPath(to: absoluteOutput, from: workingDirectory),
      baseURL: gallery.baseURL)
  }
}

/// What a build made, for its summary line.
public struct BuildReport: Sendable, Equatable {
  public var photoCount: Int
  public var gridPageCount: Int
  public var pageCount: Int
  public var site: SiteWriter.Summary

  /// "Built 29 pages (12 photos, 1 grid page) into site in 0.41 s; 3 of 41 files updated".
  public func summary(output: String, seconds: Double) -> String {
    let time = String(format: "%.2f", seconds)
    let grids = "\(gridPageCount) grid page\(gridPageCount == 1 ? "" : "s")"
    return "Built \(pageCount) pages (\(photoCount) photos, \(grids)) into \(output) in \(time) s; "
      + site.updatedText
  }
}

extension SiteWriter.Summary {
  /// "37 of 3,012 files updated" (removed stale files count as updates).
  public var updatedText: String {
    "\(NumberText.grouped(written + removed)) of \(NumberText.count(files, "file", "files")) updated"
  }
}
