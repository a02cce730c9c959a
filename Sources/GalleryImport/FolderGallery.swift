import GalleryCore
import GalleryModel

/// A gallery made from a folder of images (`gallery init DIR`): one photo per image, in the order the
/// photos were taken, titled from the folder and file names; images directly in the folder are the
/// gallery's own photos, each subfolder holding images becomes an album (see `FolderAlbums`).
package enum FolderGallery {
  /// The gallery of `images` (relative to `folder`): each folder's photos in the order they were taken,
  /// sub-albums in natural folder-name order. Photo ids are unique in the whole gallery, album ids
  /// among albums, both handed out in natural path order so the same folder always gives the same ids.
  package static func makeGallery(
    title: String, images: [String], in folder: String, dating: any PhotoFactsReading
  ) -> Gallery {
    let photos = FolderPhotos.photos(forImages: images, in: folder, taken: [], dating: dating)
    // The photos are in date order across folders; each folder's share keeps that order, which is the
    // order `FolderPhotos.ordered` gives the folder's images alone.
    var photosOf: [FolderAlbums.FolderKey: [Photo]] = [:]
    for photo in photos {
      photosOf[Array(FolderAlbums.folder(ofImage: photo.folderFile ?? "").utf8), default: []].append(photo)
    }
    let folders = FolderAlbums.foldersHolding(images: images).map { String(decoding: $0, as: UTF8.self) }
      .sorted(by: NaturalOrder.areInIncreasingOrder)
    let ids = PhotoNaming.uniqueIDs(for: folders.map(PhotoNaming.baseID(forFolder:)), taken: [])
    // Natural order keeps each folder's sub-folders in name order, so appending builds sorted albums.
    var childrenOf: [FolderAlbums.FolderKey: [(folder: String, id: String)]] = [:]
    for (child, id) in zip(folders, ids) {
      childrenOf[Array(FolderAlbums.parent(of: child).utf8), default: []].append((child, id))
    }
    func albums(in parent: String) -> [Album] {
      (childrenOf[Array(parent.utf8)] ?? []).map { child in
        var album = FolderAlbums.album(forFolder: child.folder, id: child.id)
        album.photos = photosOf[Array(child.folder.utf8)] ?? []
        album.albums = albums(in: child.folder)
        return album
      }
    }
    return Gallery(title: title, photos: photosOf[[]] ?? [], albums: albums(in: ""))
  }

  /// The folder's own name, made readable like photo titles and without control characters
  /// (`MetadataText.nameTitle`); "Gallery" for a name with nothing to read.
  package static func defaultTitle(ofFolder folder: String) -> String {
    let title = MetadataText.nameTitle(PhotoNaming.readable(FileSystem.lastComponent(of: folder)))
    guard let title, title != "/" else { return "Gallery" }
    return title
  }
}
