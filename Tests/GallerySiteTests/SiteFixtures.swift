import GalleryTestSupport

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryPaths
@testable import GalleryScenes
@testable import GalleryWorkers

extension Fixtures {
  /// A worker over `gallery`; a hosted one (with a `baseURL`) gets the options and a made size for every
  /// photo, so its pages carry link previews with images.
  static func worker(_ gallery: Gallery) -> PhotosWorker {
    guard gallery.baseURL != nil else { return PhotosWorker(gallery: gallery) }
    let images = Dictionary(
      uniqueKeysWithValues: gallery.allPhotos.map { photo in
        (
          photo.id,
          PhotoImages(variants: [.init(sitePath: "images/\(photo.id)-1200.jpg", width: 1200, height: 800)])
        )
      })
    return PhotosWorker(gallery: gallery, images: images, options: SiteOptions(baseURL: gallery.baseURL))
  }
}
