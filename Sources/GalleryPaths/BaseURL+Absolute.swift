import GalleryModel

/// Absolute URLs need the site's paths, so they are made here, beside `SiteMap`, not in the manifest's
/// model of a base URL.
extension BaseURL {
  /// The absolute URL of a site-relative path (`photos/x.html`), percent-encoded like the site's links.
  package func absolute(_ path: String) -> String {
    text + SiteMap().href(from: "index.html", to: path)
  }
}
