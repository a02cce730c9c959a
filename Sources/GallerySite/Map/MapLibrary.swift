import Foundation
import GalleryCore
import GalleryPaths

/// Leaflet (the map) and Leaflet.markercluster (its clusters), from Debian's `libjs-leaflet` and
/// `libjs-leaflet.markercluster` (or a folder holding the same files named by `CLEANGALLERY_LEAFLET`),
/// copied into the site under `map/leaflet/`: a published site loads nothing from elsewhere but the
/// tiles, and only after the visitor asks.
///
/// Why Leaflet: the well-kept library for tiled maps, with keyboard use and screen-reader labels on its
/// markers; its cluster plugin keeps 10,000 markers smooth (it draws a cluster, not each marker). A
/// gallery without a map never looks for them.
enum MapLibrary {
  /// Debian's folder.
  static let debianFolder = "/usr/share/javascript/leaflet"

  /// Each file the site gets: its name in the folder, its name in the site (`SiteMap.MapLibrary`).
  static let files: [(source: String, target: String)] =
    [
      ("leaflet.min.js", SiteMap.MapLibrary.script),
      ("leaflet.css", SiteMap.MapLibrary.style),
      ("leaflet.markercluster.min.js", SiteMap.MapLibrary.clusterScript),
      ("MarkerCluster.css", SiteMap.MapLibrary.clusterStyle),
      ("MarkerCluster.Default.css", SiteMap.MapLibrary.clusterTheme),
    ]
    + ["layers.png", "layers-2x.png", "marker-icon.png", "marker-icon-2x.png", "marker-shadow.png"].map {
      ("images/" + $0, "images/" + $0)
    }

  /// Their licences (both BSD-2-Clause, which asks that copies carry the notice), from Debian's
  /// documentation when it is there.
  static let licences: [(source: String, target: String)] = [
    ("/usr/share/doc/libjs-leaflet/copyright", "LICENSE-leaflet.txt"),
    ("/usr/share/doc/libjs-leaflet.markercluster/copyright", "LICENSE-markercluster.txt"),
  ]

  /// The line a build without Leaflet stops with.
  static let missingMessage =
    "\"map\": true needs Leaflet and Leaflet.markercluster, which are not installed (apt-get install "
    + "libjs-leaflet libjs-leaflet.markercluster, or name a folder holding leaflet.min.js, leaflet.css, "
    + "images/, leaflet.markercluster.min.js and MarkerCluster*.css in CLEANGALLERY_LEAFLET)"

  /// The folder `CLEANGALLERY_LEAFLET` names instead of Debian's; nil when it names none.
  static func namedFolder(environment: [String: String]) -> String? {
    environment["CLEANGALLERY_LEAFLET"].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// What the build fingerprint knows of the files: the folder's real path and each file's size,
  /// modification time and inode (a stat each, no read), or "missing"; a changed file changes it.
  static func stamp(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    let named = namedFolder(environment: environment) ?? debianFolder
    let real = FileSystem.realPath(named) ?? named
    var parts = ["leaflet " + real]
    for file in files.map({ real + "/" + $0.source }) + licences.map(\.source) {
      guard let status = FileSystem.status(file, followingLinks: true) else {
        parts.append(file + " missing")
        continue
      }
      parts.append("\(file) \(status.size) \(status.modified) \(status.inode)")
    }
    return parts.joined(separator: "\n")
  }

  /// The copies into the site; none for a gallery without a map.
  static func copies(
    mapIsOn: Bool, siteMap: SiteMap, manifest: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(GalleryError) -> [PublishedFile] {
    guard mapIsOn else { return [] }
    let named = namedFolder(environment: environment)
    // The files are read from inside the folder's real path: a symlink inside cannot lead out.
    guard let folder = FileSystem.realPath(named ?? debianFolder),
      FileSystem.isRealDirectory(folder),
      files.allSatisfy({ FileSystem.isRegularFile(folder + "/" + $0.source) })
    else { throw .missingTool(file: manifest, message: missingMessage) }
    var copies = files.map {
      PublishedFile(source: folder + "/" + $0.source, target: siteMap.mapLibrary($0.target), inside: folder)
    }
    if named == nil {
      for licence in licences where FileSystem.isRegularFile(licence.source) {
        copies.append(
          PublishedFile(
            source: licence.source, target: siteMap.mapLibrary(licence.target),
            inside: FileSystem.parentPath(of: licence.source)))
      }
    }
    return copies
  }
}
