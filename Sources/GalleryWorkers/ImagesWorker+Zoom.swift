import GalleryCore
import GalleryImages
import GalleryPaths

extension ImagesWorker {
  /// The zoom source of a cache entry, its files added to `copies`: the zoom file, or every tile (each
  /// checked by the writer against its sealed digest, and without metadata whatever the settings: a
  /// tile is a piece of the picture, not a photo to keep).
  func zoomSource(
    _ entry: DerivativeCache.Entry, photoID: String, key: String, spec: DerivativeSpec,
    copies: inout [PublishedFile]
  ) -> PhotoImages.Zoom? {
    if let zoom = entry.zoom {
      let target = siteMap.zoomFile(photoID: photoID, key: key, fileExtension: zoom.fileExtension)
      copies.append(cacheCopy(zoom, target: target, spec: spec))
      return .file(
        PhotoImages.Variant(
          sitePath: target, width: zoom.width, height: zoom.height, byteCount: zoom.byteCount))
    }
    guard let tiles = entry.tiles else { return nil }
    let folder = siteMap.zoomTiles(photoID: photoID, key: key)
    for tile in tiles.tiles {
      copies.append(
        PublishedFile(
          source: tiles.path(tile), target: folder + "/" + tiles.relativePath(tile), inside: cache.realFolder,
          mustBeRasterImage: true, digest: tile.digest, mustCarryNoMetadata: true))
    }
    return .tiles(
      PhotoImages.TileSource(
        sitePath: folder, width: tiles.width, height: tiles.height, tileSize: DerivativeSpec.tileSize,
        topLevel: tiles.topLevel, firstLevel: tiles.firstLevel, fileExtension: tiles.fileExtension))
  }
}
