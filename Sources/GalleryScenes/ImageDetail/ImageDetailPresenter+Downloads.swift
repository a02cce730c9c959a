import GalleryImages
import GalleryModel
import GalleryThemes

extension ImageDetailPresenter {
  /// The files the photo's page offers to save: each published size with its pixel size and bytes,
  /// smallest first, then the original when the album offers it and the site has it; nil when the
  /// album offers nothing or no size is known (a remote image).
  func downloadList(_ response: ImageDetail.Image.Response) -> ImageDetail.Image.DownloadList? {
    guard response.downloads != .none, let images = response.images else { return nil }
    var items: [ImageDetail.Image.DownloadList.Item] = images.variants.compactMap { variant in
      guard let width = variant.width, let height = variant.height, let bytes = variant.byteCount else {
        return nil
      }
      return .init(
        source: .site(variant.sitePath),
        label: words.text(
          .detailDownloadSize,
          [
            "width": words.number(width), "height": words.number(height),
            "size": ByteSizeText.of(bytes, words: words),
          ]),
        isOriginal: false)
    }
    if response.downloads == .original, let original = images.original, let width = images.originalWidth,
      let height = images.originalHeight, let bytes = images.originalByteCount
    {
      items.append(
        .init(
          source: .site(original),
          label: words.text(
            .detailDownloadOriginalSize,
            [
              "width": words.number(width), "height": words.number(height),
              "size": ByteSizeText.of(bytes, words: words),
            ]),
          isOriginal: true))
    }
    guard !items.isEmpty else { return nil }
    return .init(
      heading: words.text(.detailDownload), items: items,
      note: words.text(response.keepsMetadata ? .detailDownloadsKept : .detailDownloadsStripped))
  }
}
