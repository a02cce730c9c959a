/// A gallery made from a folder of images (`gallery init DIR`): one photo per image, in the order the
/// photos were taken, titled from the folder and file names.
public enum FolderGallery {
  /// The gallery of `images` (relative to `folder`), in the order they were taken.
  public static func makeGallery(
    title: String, images: [String], in folder: String, dating: any PhotoDating
  ) -> Gallery {
    Gallery(
      title: title,
      photos: FolderPhotos.photos(forImages: images, in: folder, taken: [], dating: dating))
  }

  /// The folder's own name, made readable like photo titles ("Gallery" for a name with nothing to read).
  public static func defaultTitle(ofFolder folder: String) -> String {
    let title = PhotoNaming.readable(FileSystem.lastComponent(of: folder))
    return title.isEmpty || title == "/" ? "Gallery" : title
  }
}
