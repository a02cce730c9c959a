import GalleryImages

/// Dates photos by their EXIF "date taken", the dating the command line uses; with `facts`, it also
/// reads their titles, descriptions, alt texts and keywords (`PhotoMetadataReader`) in the same opening
/// of the file.
public struct EXIFPhotoDating: PhotoDating {
  public init() {}

  public func dateTaken(ofFileAt path: String) -> String? {
    EXIFReader.read(fileAt: path)?.dateTaken?.sortKey
  }

  public func facts(ofFileAt path: String, inside folder: String) -> PhotoFacts {
    let reading = PhotoMetadataReader.read(fileAt: path, inside: folder)
    return PhotoFacts(
      dateTaken: reading.exif?.dateTaken?.sortKey, metadata: MetadataText.merged(reading.sources))
  }
}
