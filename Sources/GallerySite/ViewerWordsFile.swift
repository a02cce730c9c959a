import GalleryModel
import GalleryPaths
import GalleryScenes
import GalleryWorkers

/// `viewer-words.js`: what the photo viewer's script says and names (its tools' names and hints, what it
/// announces), and the move page's sentences for a position chosen there (with the placeholders its
/// links and command hold), in the site's language, once a site. They were attributes of every photo
/// page (about 900 bytes of 4,100 with the tools' buttons, which the script now makes from them) and of
/// every move page (about 600 bytes); the pages load this file before the theme's scripts
/// (`PageLayout`'s `scripts`), and a browser keeps it after the first. A theme whose pages still carry
/// `data-word-*` attributes and the buttons keeps them: the script reads the page first. Made from the
/// gallery on every build (a theme's words may change it), as the feed.
enum ViewerWordsFile {
  /// The names the script reads (`word(name)`), each with its words.
  static func entries(
    _ words: ImageDetailViewerWords, preview: ImageIndexEdit.Indices.ViewModel.Preview.Words
  ) -> [(String, String)] {
    [
      ("zoom", words.zoom), ("zoom-title", words.zoomTitle), ("fullscreen", words.fullscreen),
      ("fullscreen-title", words.fullscreenTitle), ("slideshow", words.slideshow),
      ("slideshow-title", words.slideshowTitle), ("zoom-level", words.zoomLevel), ("zoom-off", words.zoomOff),
      ("slideshow-on", words.slideshowOn), ("slideshow-off", words.slideshowOff),
      ("end-of-album", words.endOfAlbum),
      ("preview-after", preview.after), ("preview-before", preview.before), ("preview-first", preview.first),
      ("preview-last", preview.last), ("preview-between", preview.between),
      ("preview-at-start", preview.atStart), ("preview-at-end", preview.atEnd),
      ("preview-alone", preview.alone), ("preview-quoted", preview.quoted),
      ("preview-unknown", preview.unknown), ("preview-other-album", preview.otherAlbum),
      ("preview-this", preview.thisPhoto),
      // Not words: where the move page's script puts a number, in a grid page's link and in the
      // command (the preview's and the command's data-placeholder, where a theme writes them).
      ("grid-page-placeholder", SiteMap.pageNumberPlaceholder),
      ("command-placeholder", ImageIndexEditPresenter.placeholder),
    ]
  }

  static func file(worker: PhotosWorker) -> RenderedPage {
    let words = ImageDetailViewerWords.of(worker.words, kind: "photo")
    // JSON strings (`ManifestEncoder.quoted`: quotes, backslashes, controls and U+2028/9 escaped) are
    // JavaScript strings: a catalogue's text cannot end the object or the statement.
    let preview = ImageIndexEditPresenter.previewWords(worker.words)
    let members = entries(words, preview: preview).map {
      "  \(ManifestEncoder.quoted($0)): \(ManifestEncoder.quoted($1))"
    }
    let text =
      "/* The photo viewer's words in this site's language, written by gallery build. */\n"
      + "window.galleryViewerWords = {\n" + members.joined(separator: ",\n") + "\n};\n"
    return RenderedPage(path: SiteMap.viewerWords, bytes: Array(text.utf8))
  }
}
