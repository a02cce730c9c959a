import GalleryTemplates
import GalleryThemes

/// The photo bar's and the viewer script's words: the tools' names and hints, the "About this photo"
/// link, and what the script announces to a screen reader ("Zoom 200%", "Slideshow on"). The templates
/// put the announcements in `data-word-*` attributes, so the script says them in the page's language
/// without a word of its own.
package struct ImageDetailViewerWords: Equatable, Sendable {
  package let bar, zoom, zoomTitle, fullscreen, fullscreenTitle, slideshow, slideshowTitle: String
  package let about, aboutThis: String
  /// "Zoom {percent}%": the script fills `{percent}`.
  package let zoomLevel, zoomOff, slideshowOn, slideshowOff, endOfAlbum: String
  /// The template's `viewer` object, made with the words (with `of`, once for all pages).
  package let templateValue: TemplateValue

  /// The words for an item called `kind`, made once per `Words` and kind (every photo page of a
  /// build has the same), not once a page.
  package static func of(_ words: Words, kind: String) -> ImageDetailViewerWords {
    words.memo.value("ImageDetailViewerWords\u{0}" + kind) {
      ImageDetailViewerWords(words: words, kind: kind)
    }
  }

  /// The words for an item called `kind` ("photo", "video").
  package init(words: Words, kind: String) {
    bar = words.text(.viewerBar)
    zoom = words.text(.viewerZoom)
    zoomTitle = words.text(.viewerZoomTitle)
    fullscreen = words.text(.viewerFullscreen)
    fullscreenTitle = words.text(.viewerFullscreenTitle)
    slideshow = words.text(.viewerSlideshow)
    slideshowTitle = words.text(.viewerSlideshowTitle)
    about = words.text(.viewerAbout)
    aboutThis = words.text(.viewerAboutThis, ["kind": kind])
    // The placeholder stays for the script: filled with the zoom it reaches.
    zoomLevel = words.text(.viewerZoomLevel, ["percent": "{percent}"])
    zoomOff = words.text(.viewerZoomOff)
    slideshowOn = words.text(.viewerSlideshowOn)
    slideshowOff = words.text(.viewerSlideshowOff)
    endOfAlbum = words.text(.viewerEndOfAlbum)
    templateValue = [
      "bar": .string(bar), "zoom": .string(zoom), "zoomTitle": .string(zoomTitle),
      "fullscreen": .string(fullscreen), "fullscreenTitle": .string(fullscreenTitle),
      "slideshow": .string(slideshow), "slideshowTitle": .string(slideshowTitle), "about": .string(about),
      "aboutThis": .string(aboutThis), "zoomLevel": .string(zoomLevel), "zoomOff": .string(zoomOff),
      "slideshowOn": .string(slideshowOn), "slideshowOff": .string(slideshowOff),
      "endOfAlbum": .string(endOfAlbum),
    ]
  }
}
