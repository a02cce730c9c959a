import GalleryCore
import GalleryImages
import GalleryModel

extension BuildOptions {
  /// The cache a build of `gallery` uses: `--cache`, else the manifest's `"cache"`, else the gallery's
  /// own (see `CacheFolder.resolve`); a named one refused when it and the output overlap, since a
  /// build replaces its output whole. Said as bad usage (64) for `--cache`, bad data (65) for the
  /// manifest's.
  package func cacheFolder(gallery: Gallery, store: ManifestStore) throws(GalleryError) -> CacheFolder {
    let cache = try CacheFolder.resolved(
      option: cache, workingDirectory: workingDirectory, manifest: gallery.images.cache,
      galleryFolder: store.folder, manifestFile: store.displayPath)
    if let refusal = cache.checkApart(fromOutput: absoluteOutput) {
      throw cache.error(refusal, manifestFile: store.displayPath)
    }
    return cache
  }
}
