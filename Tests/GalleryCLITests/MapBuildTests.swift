import Foundation
import GalleryTestSupport
import Testing

/// `"map": true` through the built binary: Leaflet copied from Debian's packages into the site, the
/// places rounded into `map/places.js` and the photo's page, nothing of them without a map; without
/// Leaflet the build stops naming what to install and leaves the previous site as it was.
@Suite struct MapBuildTests {
  private func workspace(map: Bool) throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    try workspace.write("g/photo.jpg", bytes: try PlacedJPEG.bytes())
    try workspace.write(
      "g/gallery.json",
      #"{ "title": "T"\#(map ? #", "map": true"# : ""), "photos": [{ "id": "p", "image": "photo.jpg", "title": "Lake" }] }"#
    )
    return workspace
  }

  static var hasLeaflet: Bool {
    FileManager.default.fileExists(atPath: "/usr/share/javascript/leaflet/leaflet.markercluster.min.js")
  }

  @Test(.enabled(if: hasLeaflet, "needs libjs-leaflet and libjs-leaflet.markercluster"))
  func withAMapTheSiteHasLeafletThePlacesAndTheMapPage() throws {
    let workspace = try workspace(map: true)
    let outcome = try workspace.gallery(["build", "g", "--output", "site"], timeout: 60)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let files = Set(workspace.files("site"))
    for file in [
      "map.html", "map/places.js", "map/leaflet/leaflet.js", "map/leaflet/leaflet.css",
      "map/leaflet/leaflet.markercluster.js", "map/leaflet/images/marker-icon.png",
    ] {
      #expect(files.contains(file), "\(file)")
    }
    #expect(
      workspace.read("site/map/places.js")?.contains(#"[47.37,-8.54,"photos/p.html","Lake"]"#) == true)
    let page = workspace.read("site/photos/p.html") ?? ""
    #expect(page.contains(#"data-lat="47.37" data-lon="-8.54""#))
    #expect(!page.contains("47.3669"), "never the place as recorded")
    #expect(workspace.read("site/index.html")?.contains(#"href="map.html""#) == true)
    #expect(outcome.stdout.contains("1 grid page, 1 tag, date, search or map page)"), "\(outcome.stdout)")
  }

  @Test func withoutAMapNoPlaceAndNoLeafletReachTheSite() throws {
    let workspace = try workspace(map: false)
    let outcome = try workspace.gallery(["build", "g", "--output", "site"], timeout: 60)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let files = workspace.files("site")
    #expect(!files.contains { $0.hasPrefix("map") }, "\(files)")
    for file in files where file.hasSuffix(".html") || file.hasSuffix(".js") || file.hasSuffix(".xml") {
      #expect(workspace.read("site/" + file)?.contains("47.37") == false, "\(file)")
    }
  }

  @Test func withoutLeafletTheBuildSaysWhatToInstallAndLeavesTheSite() throws {
    let workspace = try workspace(map: false)
    let first = try workspace.gallery(["build", "g", "--output", "site"], timeout: 60)
    #expect(first.status == 0, "\(first.stderr)")
    let before = workspace.snapshot("site")
    try workspace.write(
      "g/gallery.json",
      #"{ "title": "T", "map": true, "photos": [{ "id": "p", "image": "photo.jpg", "title": "Lake" }] }"#)
    let outcome = try workspace.gallery(
      ["build", "g", "--output", "site"], timeout: 60, environment: ["CLEANGALLERY_LEAFLET": "/nonexistent"])
    #expect(outcome.status == 69, "\(outcome.stderr)")
    #expect(
      outcome.stderr.hasPrefix("error: g/gallery.json: \"map\": true needs Leaflet"), "\(outcome.stderr)")
    #expect(outcome.stderr.contains("apt-get install libjs-leaflet libjs-leaflet.markercluster"))
    #expect(workspace.snapshot("site") == before)
  }

  /// Regression: the fingerprint knew only the gallery's own files, so a build after Leaflet changed
  /// (a Debian upgrade) found the site up to date and kept the old copy.
  @Test(.enabled(if: hasLeaflet, "needs libjs-leaflet and libjs-leaflet.markercluster"))
  func aChangedLeafletReachesTheSiteOnTheNextBuild() throws {
    let workspace = try workspace(map: true)
    let leaflet = workspace.path + "/leaflet"
    try FileManager.default.createDirectory(atPath: leaflet + "/images", withIntermediateDirectories: true)
    for file in [
      "leaflet.min.js", "leaflet.css", "leaflet.markercluster.min.js", "MarkerCluster.css",
      "MarkerCluster.Default.css", "images/layers.png", "images/layers-2x.png", "images/marker-icon.png",
      "images/marker-icon-2x.png", "images/marker-shadow.png",
    ] {
      try FileManager.default.copyItem(
        atPath: "/usr/share/javascript/leaflet/" + file, toPath: leaflet + "/" + file)
    }
    let environment = ["CLEANGALLERY_LEAFLET": leaflet]
    let first = try workspace.gallery(
      ["build", "g", "--output", "site"], timeout: 60, environment: environment)
    #expect(first.status == 0, "\(first.stderr)")
    try workspace.write("leaflet/leaflet.min.js", "/* Leaflet, upgraded */\n")
    let second = try workspace.gallery(
      ["build", "g", "--output", "site"], timeout: 60, environment: environment)
    #expect(second.status == 0, "\(second.stderr)")
    #expect(workspace.read("site/map/leaflet/leaflet.js") == "/* Leaflet, upgraded */\n")
  }
}
