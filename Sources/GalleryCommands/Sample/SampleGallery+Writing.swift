import GalleryCore
import GalleryModel

/// Writing the sample gallery out, for `gallery init --sample DIR` and for building it.
extension SampleGallery {
  /// Writes every sample file under `folder`, refusing to replace any file already there.
  package static func write(to folder: String) throws(GalleryError) {
    for file in files where FileSystem.exists(folder + "/" + file.path) {
      let what = file.path == ManifestStore.fileName ? "a gallery" : "a file the sample would overwrite"
      throw .cannotWrite(
        path: folder + "/" + file.path,
        message: "\(folder) already holds \(what); choose an empty or new folder")
    }
    for file in files {
      let path = folder + "/" + file.path
      let parent = FileSystem.parentPath(of: path)
      try FileSystem.makeDirectories(parent)
      try FileSystem.writeFile(path, Array(file.contents.utf8))
    }
  }
}
