extension GainMapJPEG {
  /// The most bytes read whole to look for a gain map: a photo larger than this is not listed as HDR.
  static let maximumFileBytes = 256 * 1024 * 1024

  /// Whether the file at `path` (inside `folder`, a regular file) is a gain map JPEG, for `gallery
  /// list`: its first 128 KB are read, and the whole file only when they announce a gain map (the
  /// `hdrgm` namespace or an ISO 21496-1 box), so listing SDR photos costs one short read each.
  package static func read(fileAt path: String, inside folder: String? = nil) -> Reading {
    FileSource.withFile(path, inside: folder) { file -> Reading in
      guard file.prefix.starts(with: [0xFF, 0xD8]),
        mentionsGainMap(file.prefix[...]) || file.prefix.firstRange(of: isoNamespace) != nil
      else { return .none }
      guard file.count <= maximumFileBytes, let bytes = file.bytes(at: 0, count: file.count) else {
        return .unusable("the file is larger than \(maximumFileBytes / 1024 / 1024) MB")
      }
      return read(bytes)
    } ?? .none
  }
}
