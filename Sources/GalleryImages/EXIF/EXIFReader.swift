import GalleryModel

/// Reads the EXIF a gallery uses from JPEG, PNG, WebP and TIFF files, in pure Swift.
///
/// Photos come from anywhere, so the reader is defensive rather than strict: it never crashes or loops on
/// damaged or hostile bytes, and returns whatever part of the metadata could be read.
package enum EXIFReader {
  /// EXIF of an image file's bytes: JPEG (APP1 "Exif\0\0"), PNG (eXIf chunk), WebP (RIFF "EXIF" chunk),
  /// TIFF (the file itself). nil when there is none or it is unreadable.
  package static func read(_ bytes: [UInt8]) -> PhotoEXIF? {
    read(MemorySource(storage: bytes), prefix: Array(bytes.prefix(ImageFormat.sniffLength)))
  }

  /// Same for a file. Only the parts the container's lengths lead to are read: for a JPEG the first
  /// 128 KB (more only when a segment says so), not the whole photo.
  /// `inside`: the folder the file must be in (see `FileSystem.openForReading`).
  package static func read(fileAt path: String, inside folder: String? = nil) -> PhotoEXIF? {
    FileSource.withFile(path, inside: folder) { file in
      read(file, prefix: Array(file.prefix.prefix(ImageFormat.sniffLength)))
    }
  }

  /// Same for a file already open (the metadata reader reads EXIF and XMP in one opening).
  static func read(_ file: FileSource) -> PhotoEXIF? {
    read(file, prefix: Array(file.prefix.prefix(ImageFormat.sniffLength)))
  }

  private static func read(_ source: any ByteSource, prefix: [UInt8]) -> PhotoEXIF? {
    guard let format = ImageFormat.sniff(prefix),
      let block = EXIFContainer.block(in: source, format: format),
      let structure = TIFFStructure(block)
    else { return nil }
    let exif = EXIFFields.read(structure)
    return exif == PhotoEXIF() ? nil : exif
  }
}
