import Foundation
import GalleryCore
import GalleryModel
import GalleryPaths
import GalleryScenes

/// How a site is to be built: what `gallery build` and `gallery move` take from their command lines.
package struct BuildOptions: Sendable {
  /// The gallery folder; nil builds the sample gallery compiled into the tool.
  package var galleryFolder: String?
  package var output: String
  /// `--theme NAME|PATH`; overrides the manifest's `theme`.
  package var theme: String?
  package var workingDirectory: String
  /// Seconds to wait for another command on the same gallery.
  package var lockTimeout: Double
  /// `--skip-bad`: build without the photos whose files cannot be used, instead of stopping.
  package var skipBadImages: Bool
  /// `--publish`: a site for public hosting, without move pages (as the manifest's `publish`).
  package var publish: Bool
  /// Building the sample gallery from its temporary folder.
  package var isSample = false
  /// `--verify`: prove the previous site intact by every file, not by its seal (see `SiteSeal`).
  package var verify = false
  /// `--cache DIR`, as typed (see `cacheFolder(gallery:store:)`); nil: the manifest's, else the default.
  package var cache: String?
  /// Pages rendered, checked and staged at a time (see `SiteBuild.validateWhileStaging`): what a build
  /// holds of its pages; the site does not depend on it.
  package var pagesPerBatch = SiteBuild.pagesPerBatch
  /// Private albums are encrypted (`gallery build`, `gallery serve --publish`); false: shown as they
  /// are, marked private (the owner's own view under `gallery serve`, on 127.0.0.1 only).
  package var sealsPrivateAlbums = true

  package init(
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
package struct BuildReport: Sendable, Equatable {
  package var photoCount: Int
  package var gridPageCount: Int
  package var pageCount: Int
  package var site: SiteWriter.Summary
  /// Of `photoCount`, the clips.
  package var clipCount = 0
  /// Of `pageCount`, the pages that are neither a photo's nor an album's grid: tag pages and their
  /// index, the timeline and its year and month pages, the search and map pages. Zero when unknown (a
  /// site found up to date renders nothing to count).
  package var otherPageCount = 0

  /// "Built 29 pages (12 photos, 1 grid page) into site in 0.41 s; 3 of 41 files updated", with
  /// "(9 photos and 3 clips, …)" when there are clips and ", 8 tag, date, search and map pages" when
  /// the site has such pages.
  package func summary(output: String, seconds: Double) -> String {
    let time = String(format: "%.2f", seconds)
    let grids = "\(gridPageCount) grid page\(gridPageCount == 1 ? "" : "s")"
    let items = Gallery.itemsText(photoCount, clips: clipCount)
    let others =
      otherPageCount > 0
      ? ", "
        + NumberText.count(otherPageCount, "tag, date, search or map page", "tag, date, search and map pages")
      : ""
    return "Built \(pageCount) pages (\(items), \(grids)\(others)) into \(output) in \(time) s; "
      + site.updatedText
  }
}

extension SiteWriter.Summary {
  /// "37 of 3,012 files updated", and ", 22 removed" when files of the previous site went: a removed
  /// file is none of the site's, so it is counted apart (else "21 of 8 files updated").
  package var updatedText: String {
    "\(NumberText.grouped(written)) of \(NumberText.count(files, "file", "files")) updated"
      + (removed == 0 ? "" : ", \(NumberText.grouped(removed)) removed")
  }
}
