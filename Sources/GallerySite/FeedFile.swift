import Foundation
import GalleryCore
import GalleryImages
import GalleryModel
import GalleryPaths
import GalleryScenes
import GalleryTemplates
import GalleryThemes
import GalleryWorkers

/// `feed.xml`, an Atom feed (RFC 4287) of the gallery's newest photos, on a site with a `baseURL`.
///
/// "Newest" is by date taken (the camera's, from EXIF), latest first; photos taken at the same time, and
/// then photos without a date, follow in manifest order. At most `Gallery.effectiveFeedEntries` (50 by
/// default, `feedEntries` in the manifest). Each entry's id is its page's permalink: stable while the
/// photo keeps its id and the site its address, which is what readers key entries by.
///
/// The entry's HTML (`<content type="html">`) is the theme's: its optional `feed-entry` template gets
/// the entry's `title`, `description`, `url` and `image` (`url`, `width`, `height`, `alt`), escaped as
/// on any page; the rendered fragment is escaped once more into the XML, as Atom's `html` type asks.
/// Without the template an entry has a plain-text `summary` only. Made from the gallery on every
/// build, so a move writes it whole and the same gallery gives the same bytes. A clip is an entry like a
/// photo: its poster is the image, and its MP4 a second `enclosure`.
package enum FeedFile {
  static let path = "feed.xml"
  /// The optional theme template for an entry's HTML.
  static let entryTemplate = "feed-entry"

  /// The feed; none without a base URL.
  static func file(
    worker: PhotosWorker, theme: Theme, siteMap: SiteMap
  ) throws(GalleryError) -> [RenderedPage] {
    guard let base = worker.options.baseURL else { return [] }
    let gallery = worker.gallery
    let entries = newest(gallery.allPhotos, images: worker.images, count: gallery.effectiveFeedEntries)
    let dates = entries.map { updated(of: $0, images: worker.images[$0.id]) }
    // The feed's own date: its newest entry's; a feed of undated remote photos says 1970 rather than
    // the build's time, which would change the file on every build.
    let feedUpdated = dates.compactMap { $0 }.max { $0.sortable < $1.sortable }?.text ?? Timestamps.rfc3339(0)
    var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\">\n"
    // Titles meet a reader's own words in its lists: isolated where they could reorder them.
    let words = worker.words
    xml += "<title>\(escaped(words.isolated(gallery.title)))</title>\n"
    if let description = DisplayText.nonBlank(gallery.description) {
      xml += "<subtitle>\(escaped(description))</subtitle>\n"
    }
    xml += link("alternate", "text/html", base.absolute(siteMap.gridPage(1)))
    xml += link("self", "application/atom+xml", base.absolute(path))
    xml += "<id>\(escaped(base.text))</id>\n<updated>\(feedUpdated)</updated>\n"
    xml += "<author><name>\(escaped(gallery.title))</name></author>\n"
    for (photo, date) in zip(entries, dates) {
      let page = base.absolute(siteMap.detailPage(photoID: photo.id))
      let title = DisplayText.title(of: photo)
      let description = DisplayText.nonBlank(photo.description)
      let (context, imageURL) = entry(
        photo, page: page, images: worker.images[photo.id], base: base, siteMap: siteMap)
      xml += "<entry>\n<title>\(escaped(words.isolated(title)))</title>\n"
      xml += link("alternate", "text/html", page)
      if let imageURL { xml += link("enclosure", ImageFormat.mediaType(ofFile: imageURL), imageURL) }
      // A clip's MP4 too, the rendition every player plays: a podcast-style reader can offer it.
      if let clip = worker.images[photo.id]?.clip, photo.video != nil,
        let mp4 = clip.sources.first(where: { $0.format == .mp4 })
      {
        xml += link("enclosure", VideoFormat.mp4.mediaType, base.absolute(mp4.sitePath))
      }
      xml += "<id>\(escaped(page))</id>\n<updated>\(date?.text ?? feedUpdated)</updated>\n"
      if let description { xml += "<summary>\(escaped(description))</summary>\n" }
      if theme.hasTemplate(entryTemplate) {
        let html = try theme.render(entryTemplate, context, page: path).trimmingCharacters(
          in: .whitespacesAndNewlines)
        xml += "<content type=\"html\">\(escaped(html))</content>\n"
      }
      xml += "</entry>\n"
    }
    xml += "</feed>\n"
    return [RenderedPage(path: path, bytes: Array(xml.utf8))]
  }

  /// An entry's `feed-entry` keys (a link preview's: `url`, the photo's page, `title`, `description`,
  /// `type`, `card` and `image`, every URL absolute), and its image's URL for the enclosure; the keys
  /// docs/themes.md lists for the template, which `ThemeGuideTests` compares.
  static func entry(
    _ photo: Photo, page: String, images: PhotoImages?, base: BaseURL, siteMap: SiteMap
  ) -> (context: TemplateValue, imageURL: String?) {
    let preview = SharePreview.of(
      photo, images: images, title: DisplayText.title(of: photo),
      description: DisplayText.nonBlank(photo.description), type: "article", alt: DisplayText.alt(of: photo))
    let imageURL = preview.image.flatMap { $0.absoluteURL(base: base, siteMap: siteMap) }
    return (preview.templateValue(url: page) { _ in imageURL }, imageURL)
  }

  /// The `count` newest photos: dated ones latest first, then undated ones, each in manifest order.
  static func newest(_ photos: [Photo], images: [String: PhotoImages], count: Int) -> [Photo] {
    let keyed = photos.enumerated().map {
      (index: $0.offset, photo: $0.element, taken: images[$0.element.id]?.exif?.dateTaken)
    }
    let sorted = keyed.sorted { a, b in
      switch (a.taken, b.taken) {
      case (let x?, let y?) where x != y: return x > y
      case (.some, nil): return true
      case (nil, .some): return false
      default: return a.index < b.index
      }
    }
    return sorted.prefix(count).map(\.photo)
  }

  /// An entry's date: when it was taken (with the offset the camera recorded, else read as UTC, as EXIF
  /// has no zone), else when its file last changed; nil for a remote photo without either.
  static func updated(of photo: Photo, images: PhotoImages?) -> (text: String, sortable: String)? {
    if let taken = images?.exif?.dateTaken {
      let offset = images?.exif?.offsetTaken ?? "Z"
      return (taken.sortKey + offset, taken.sortKey)
    }
    guard let modified = images?.modified else { return nil }
    let text = Timestamps.rfc3339(modified)
    return (text, String(text.dropLast()))
  }

  private static func link(_ relation: String, _ type: String, _ url: String) -> String {
    "<link rel=\"\(relation)\" type=\"\(type)\" href=\"\(escaped(url))\"/>\n"
  }

  private static func escaped(_ text: String) -> String { HTMLEscaping.escape(text) }
}
