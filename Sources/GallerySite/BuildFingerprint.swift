import GalleryCore
import GalleryImages
import GalleryModel
import GalleryPaths
import GalleryScenes
import GalleryThemes
import GalleryWorkers

/// One hash of everything a site is built from: the tool itself, the manifest's bytes (image settings
/// included), the theme, the content of every local file the gallery names (by digest, so an
/// unchanged 5 MB photo is statted, not read), and, for a gallery with a map, the Leaflet files the
/// site copies (by their stamps: an upgraded Debian package reaches the site on the next build).
///
/// The record keeps the fingerprint of the last build. When it matches and the site's files are still as
/// written, a build has nothing to do; `gallery move` uses the fingerprint of the gallery *before* the
/// move to know that the site on disk is exactly the previous order's, so only the pages the move touches
/// need rendering.
package enum BuildFingerprint {
  /// `manifest`: the bytes the gallery was read from, or (for a gallery about to be saved) the bytes it
  /// will be saved as.
  /// `skipBadImages`: a site built without its bad images is not the site a plain build must give.
  package static func of(
    gallery: Gallery, manifest: [UInt8], theme: Theme, digests: FileDigests, skipBadImages: Bool = false,
    site: SiteOptions = SiteOptions(), words: Words? = nil
  ) -> UInt64 {
    var hasher = Hashing.Combiner()
    hasher.combine("cleangallery \(GalleryVersion.current)")
    hasher.combine(site.fingerprint)
    hasher.combine(String(GalleryVersion.executableStamp, radix: 16))
    // The manifest's digest, not its bytes one by one: 20 MB at 100,000 photos.
    hasher.combine(String(manifest.count))
    hasher.combine(String(Hashing.rememberedDigest(manifest), radix: 16))
    hasher.combine(String(theme.fingerprint, radix: 16))
    hasher.combine(String((words ?? Words.shipped(for: gallery.language)).fingerprint, radix: 16))
    hasher.combine(skipBadImages ? "skip bad images" : "all images")
    if !PlaceCatalog.mappedAlbums(gallery).isEmpty { hasher.combine(MapLibrary.stamp()) }
    // New and changed files are read to be digested, on every core (a first build reads every photo).
    let paths = ManifestStore.localFiles(of: gallery)
    let fileDigests = Parallel.map(paths) { digests.digest(of: $0) }
    for (path, digest) in zip(paths, fileDigests) {
      hasher.combine(path)
      hasher.combine(digest.map { String($0, radix: 16) } ?? "unreadable")
    }
    return hasher.value
  }
}
