/// Dates photos by their EXIF "date taken", the dating the command line uses.
public struct EXIFPhotoDating: PhotoDating {
  public init() {}

  public func dateTaken(ofFileAt path: String) -> String? {
    EXIFReader.read(fileAt: path)?.dateTaken?.sortKey
  }
}
