import GalleryCore
import GalleryImages

/// The cache of an images worker: what is published from it, and what a build keeps of it.
extension ImagesWorker {
  /// A derivative (or a poster's) to publish from the cache, which others may write: only a regular file
  /// inside the cache, an image, with the digest its sealed entry records, and without metadata unless
  /// the settings keep it.
  func cacheCopy(_ image: DerivativeCache.Image, target: String, spec: DerivativeSpec) -> PublishedFile {
    PublishedFile(
      source: image.path, target: target, inside: cache.realFolder, mustBeRasterImage: true,
      digest: image.digest,
      mustCarryNoMetadata: !spec.keepsMetadata)
  }

  /// Cache entries in use: derivatives and posters by key, tile folders by name, clips by key.
  package struct UsedEntries: Sendable {
    var keys = Set<UInt64>()
    var tiles = Set<String>()
    var clipKeys = Set<UInt64>()

    package init() {}

    /// Both sets of entries.
    package func union(_ other: UsedEntries) -> UsedEntries {
      var both = self
      both.keys.formUnion(other.keys)
      both.tiles.formUnion(other.tiles)
      both.clipKeys.formUnion(other.clipKeys)
      return both
    }
  }

  /// Removes the cache's entries that `used` does not hold (only a build's, in the gallery's own cache:
  /// see `prunes`).
  package func prune(keeping used: UsedEntries) {
    guard prunes else { return }
    cache.removeAll(except: used.keys, tileFolders: used.tiles)
    ClipCache(cache: digests.cache, trust: digests.trust).removeAll(except: used.clipKeys)
  }
}
