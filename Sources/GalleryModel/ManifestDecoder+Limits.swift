/// The bounds, apart from the decoding that applies them: the rest of the tool reads them too (a
/// folder scan keeps a path within `reference`, `init` a title within `shortText`, a reference's names
/// stay within `fileName`) without needing any rule of how a manifest is read.
extension ManifestDecoder {
  /// The bounds every value is held to when it is read, so nothing later can overflow, trap or grow
  /// without end: a page's arithmetic on `pageSize`, a 5 MB title in every page, a path the file
  /// system cannot hold.
  package enum Limits {
    /// Photos per grid page.
    package static let pageSize = 1...10_000
    /// Entries of the Atom feed (a feed of thousands is one no reader fetches twice).
    package static let feedEntries = 1...1_000
    /// Seconds per photo in a slideshow: a second is the quickest a person follows, a minute the
    /// longest anyone waits.
    package static let slideshowSeconds = 1...60
    /// Pixels an image may have before it is refused (a billion pixels decode to over 3 GB).
    package static let maxPixels = 1...1_000_000_000
    /// Characters in a title or alt text.
    package static let shortText = 1_000
    /// Characters in a description.
    package static let longText = 10_000
    /// Characters in one of a photo's tags (a keyword, not a sentence), and tags a photo may have.
    package static let tag = 100
    package static let tags = 100
    /// Bytes in a path or URL (`PATH_MAX`), and in one of a path's names (`NAME_MAX`).
    package static let reference = 4_096
    package static let fileName = 255
    /// Seconds into a clip a `posterAt` may name (a day: no clip a gallery holds is longer).
    package static let posterSeconds = 86_400
    /// Long edge of a clip's rendition (`videoSize`), in pixels: 8K at most.
    package static let videoSize = 144...8_192
    /// Seconds a clip may last (`maxVideoSeconds`) and pixels a frame may have (`maxVideoPixels`).
    package static let maxVideoSeconds = 1...86_400
    package static let maxVideoPixels = 1...200_000_000
  }
}
