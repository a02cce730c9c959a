import GalleryCore
import GalleryImages

/// The facts the command line reads from a photo's file: its EXIF "date taken" and, with `facts`, its
/// titles, descriptions, alt texts and keywords (`PhotoMetadataReader`: XMP, sidecars, IPTC) in the
/// same opening of the file.
package struct PhotoFactsReader: PhotoFactsReading {
  package init() {}

  package func dateTaken(ofFileAt path: String) -> String? {
    if ImageFolderScanner.isClip(path) {
      return ClipCreationTime.read(fileAt: path, inside: FileSystem.parentPath(of: path))?.sortKey
    }
    return EXIFReader.read(fileAt: path)?.dateTaken?.sortKey
  }

  package func facts(ofFileAt path: String, inside folder: String) -> PhotoFacts {
    // A clip: its container's creation time, and the texts of an XMP sidecar beside it (a clip's own
    // metadata boxes are not read: what editors write for clips goes to sidecars).
    if ImageFolderScanner.isClip(path) {
      return PhotoFacts(
        dateTaken: ClipCreationTime.read(fileAt: path, inside: folder)?.sortKey,
        metadata: MetadataText.merged(PhotoMetadataReader.sidecar(forClip: path, inside: folder)))
    }
    let reading = PhotoMetadataReader.read(fileAt: path, inside: folder)
    return PhotoFacts(
      dateTaken: reading.exif?.dateTaken?.sortKey, metadata: MetadataText.merged(reading.sources))
  }
}
