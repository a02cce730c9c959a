import GalleryImages

/// The facts the command line reads from a photo's file: its EXIF "date taken" and, with `facts`, its
/// titles, descriptions, alt texts and keywords (`PhotoMetadataReader`: XMP, sidecars, IPTC) in the
/// same opening of the file.
package struct PhotoFactsReader: PhotoFactsReading {
  package init() {}

  package func dateTaken(ofFileAt path: String) -> String? {
    EXIFReader.read(fileAt: path)?.dateTaken?.sortKey
  }

  package func facts(ofFileAt path: String, inside folder: String) -> PhotoFacts {
    let reading = PhotoMetadataReader.read(fileAt: path, inside: folder)
    return PhotoFacts(
      dateTaken: reading.exif?.dateTaken?.sortKey, metadata: MetadataText.merged(reading.sources))
  }
}
