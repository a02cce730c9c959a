/// The sample gallery compiled into the tool, so a first build needs no files.
///
/// `gallery build` with no argument builds it; `gallery init --sample DIR` writes it out as a starting point.
/// Its content lives in `SampleManifest.swift` (the `gallery.json` text) and `SamplePictures.swift` (the SVGs).
package enum SampleGallery {
  /// One file of the sample: a path relative to the gallery folder and its bytes' text (UTF-8).
  package struct File: Sendable {
    /// The path relative to the gallery folder, with `/` separators, e.g. `images/arkit.svg`.
    package let path: String
    /// The file's text; its UTF-8 encoding is the file's bytes.
    package let contents: String
  }

  /// `gallery.json` first, then one SVG per photo at `images/<id>.svg`, in manifest order.
  package static let files: [File] =
    [File(path: "gallery.json", contents: manifest)]
    + pictures.map { File(path: "images/\($0.id).svg", contents: $0.svg) }
}
