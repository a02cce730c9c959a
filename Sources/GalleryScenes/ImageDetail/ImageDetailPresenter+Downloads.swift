import GalleryImages
import GalleryModel
import GalleryThemes

extension ImageDetailPresenter {
  /// The files the photo's page offers to save: each published size with its pixel size and bytes,
  /// smallest first, then the original when the album offers it and the site has it; nil when the
  /// album offers nothing or no size is known (a remote image).
  func downloadList(_ response: ImageDetail.Image.Response) -> ImageDetail.Image.DownloadList? {
    guard response.downloads != .none, let images = response.images else { return nil }
    /// One file, worded with its pixel size and bytes; nil when either is unknown.
    func item(
      _ sitePath: String, _ width: Int?, _ height: Int?, _ bytes: Int?, original: Bool
    ) -> ImageDetail.Image.DownloadList.Item? {
      guard let width, let height, let bytes else { return nil }
      let values = [
        "width": words.number(width), "height": words.number(height),
        "size": ByteSizeText.of(bytes, words: words),
      ]
      return .init(
        source: .site(sitePath),
        label: words.text(original ? .detailDownloadOriginalSize : .detailDownloadSize, values),
        isOriginal: original)
    }
    var items = images.variants.compactMap {
      item($0.sitePath, $0.width, $0.height, $0.byteCount, original: false)
    }
    if response.downloads == .original, let original = images.original,
      let file = item(
        original, images.originalWidth, images.originalHeight, images.originalByteCount, original: true)
    {
      items.append(file)
    }
    guard !items.isEmpty else { return nil }
    return .init(
      heading: words.text(.detailDownload), items: items,
      note: words.text(response.keepsMetadata ? .detailDownloadsKept : .detailDownloadsStripped))
  }
}
