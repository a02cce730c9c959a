import GalleryImages
import GalleryModel
import GalleryTemplates
import GalleryThemes

/// A clip as its pages show it: the renditions a `<video>` offers, in `<source>` order, the size it
/// plays at, its poster, its duration as text, and the words around it. Made by the Presenters from
/// `ClipMedia` (the images step's), so the Pages only map it to keys and the templates stay logic-less.
package struct ClipDisplay: Equatable, Sendable {
  package struct Source: Equatable, Sendable {
    package var source: ImageDisplay.Source
    /// "video/mp4": the browser skips a source it cannot play without fetching it.
    package var type: String
  }

  /// Never empty: the MP4 every browser plays is among them.
  package var sources: [Source]
  /// The size it plays at (rotation applied), which the `<video>` reserves before it loads.
  package var width: Int
  package var height: Int
  /// The `poster`: the poster's smallest size that still fills the clip's own size, so a phone is not
  /// sent a poster far larger than the video it stands for (a `poster` has no `srcset`).
  package var poster: ImageDisplay.Source?
  /// "0:42", and "PT42S" for `<time datetime>`.
  package var durationText: String
  package var duration: String
  /// "video": what a screen reader hears after the title ("Waves, video, 0:42").
  package var kindLabel: String
  /// Inside `<video>`, for a browser that plays none of the sources.
  package var fallbackText: String
  /// The MP4, offered for download where it cannot play (and under the page's facts).
  package var download: ImageDisplay.Source?
  package var downloadLabel: String

  /// Nil for a photo, or a clip whose renditions are not known (no `ClipMedia`: nothing to play).
  static func of(_ photo: Photo, images: PhotoImages?, words: Words) -> ClipDisplay? {
    guard photo.video != nil, let images, let clip = images.clip, !clip.sources.isEmpty else { return nil }
    let longEdge = max(clip.width, clip.height)
    let poster =
      images.variants.first { max($0.width ?? 0, $0.height ?? 0) >= longEdge } ?? images.variants.last
    return ClipDisplay(
      sources: clip.sources.map { Source(source: .site($0.sitePath), type: $0.format.mediaType) },
      width: clip.width, height: clip.height, poster: poster.map { .site($0.sitePath) },
      durationText: ClipText.duration(milliseconds: clip.durationMilliseconds),
      duration: ClipText.machineDuration(milliseconds: clip.durationMilliseconds),
      kindLabel: words.text(.detailKindVideo), fallbackText: words.text(.clipFallback),
      download: clip.sources.first { $0.format == .mp4 }.map { .site($0.sitePath) },
      downloadLabel: words.text(.clipDownload))
  }

  /// Width over height as it plays: what the viewer lays the clip out by.
  var aspectRatio: String { DisplayText.ratio(width, height) }
}

extension ClipDisplay {
  /// The template keys: `sources` (`src`, `type`), `width`, `height`, `ratio`, `poster`, `duration`
  /// (`text`, `datetime`), `kindLabel`, `fallbackText`, `download` (`href`, `label`) or null.
  func templateValue(link: (ImageDisplay.Source) -> String) -> TemplateValue {
    [
      "sources": .list(sources.map { ["src": .string(link($0.source)), "type": .string($0.type)] }),
      "width": .string(String(width)),
      "height": .string(String(height)),
      "ratio": .string(aspectRatio),
      "poster": poster.map { .string(link($0)) } ?? .null,
      "duration": ["text": .string(durationText), "datetime": .string(duration)],
      "kindLabel": .string(kindLabel),
      "fallbackText": .string(fallbackText),
      "download": download.map { ["href": .string(link($0)), "label": .string(downloadLabel)] } ?? .null,
    ]
  }
}
