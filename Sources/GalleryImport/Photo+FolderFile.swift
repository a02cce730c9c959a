import GalleryModel

/// Sync follows an item's one file of the folder (`Photo.folderFile`) when it is renamed or moved.
extension Photo {
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
