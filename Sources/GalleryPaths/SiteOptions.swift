import GalleryImages
import GalleryModel

/// How a site is built, as far as its pages show it: the build decides, the scenes read it through
/// the photos worker and pass it along their routes like any other data.
package struct SiteOptions: Equatable, Sendable {
  /// A site for public hosting: no move pages, no links to them, `data-edit-pages="none"` on every page.
  package var publish: Bool
  /// The gallery and output folders as the move page's command names them (`--gallery`, `--output`):
  /// the way the build was run, relative to where it ran when that is shorter. Nil leaves the option out.
  package var commandGallery: String?
  package var commandOutput: String?
  /// Pages served by `gallery serve`, where the move form saves; a static site's form cannot.
  package var served: Bool
  /// Where the site is hosted, for canonical addresses and link previews; nil: none.
  package var baseURL: BaseURL?
  /// The image the layout links as the site's icon when the theme has none (see `SiteIcon`). Made
  /// from the gallery and its images, which the build's fingerprint covers already.
  package var siteIcon: PhotoImages.Variant?

  package init(
    publish: Bool = false, commandGallery: String? = nil, commandOutput: String? = nil, served: Bool = false,
    baseURL: BaseURL? = nil
  ) {
    self.baseURL = baseURL
    self.publish = publish
    self.commandGallery = commandGallery
    self.commandOutput = commandOutput
    self.served = served
  }

  /// What the fingerprint of a build covers of these: every page that shows them changes with them.
  package var fingerprint: String {
    "publish \(publish) served \(served) gallery \(commandGallery ?? "-") output \(commandOutput ?? "-")"
      + (baseURL.map { " base \($0.text)" } ?? "")
  }
}
