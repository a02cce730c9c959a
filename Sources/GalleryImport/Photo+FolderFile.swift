import GalleryModel

/// The one file of the folder an item stands for, as `init` and `sync` see it: a photo's image, a
/// clip's video (its `poster`, if the manifest names one, is an extra the person chose, not the item's
/// file). Sync follows this file when it is renamed or moved.
extension Photo {
  /// The item's file inside the gallery; nil for a photo with a remote image.
  package var folderFile: String? {
    if let video { return video.path }
    if case .file(let path) = image { return path }
    return nil
  }

  /// Points the item at its file's new path: a clip's video (and its poster when that is the clip
  /// itself), else the image.
  package mutating func moveFolderFile(to path: String) {
    if var clip = video {
      if !hasOwnPoster { image = .file(path) }
      clip.path = path
      video = clip
    } else {
      image = .file(path)
    }
  }
}
