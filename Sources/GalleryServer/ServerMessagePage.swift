import GalleryScenes

/// The page `gallery serve` answers with when a request cannot be served as asked (a page that does
/// not exist, a move that cannot be made): the theme's `message` template in the theme's layout, so the
/// problem shows in the site's look. A theme without that template gets plain text.
///
/// These pages exist only on the server, at whatever address was asked for, so their links start at
/// the site root (`/assets/…`, `/index.html`) instead of being relative like the built pages'.
struct ServerMessagePage {
  struct Link: Equatable {
    var href: String
    var label: String
  }

  var status: Int
  var title: String
  var text: String
  var links: [Link]

  func response(theme: Theme?, siteTitle: String?) -> HTTPResponse {
    var response = HTTPResponse.text(status, "\(title)\n\n\(text)")
    guard let theme, theme.hasTemplate(Self.templateName) else { return response }
    var context = PageLayout.context(
      scene: "Message", pageTitle: siteTitle.map { "\(title) – \($0)" } ?? title, siteTitle: siteTitle,
      theme: theme, linkToAsset: { "/" + SiteMap().asset($0) }, homeHref: "/index.html")
    context["heading"] = .string(title)
    context["text"] = .string(text)
    context["links"] = .list(links.map { ["href": .string($0.href), "label": .string($0.label)] })
    guard let page = try? theme.render(Self.templateName, .object(context), page: "(\(status) page)") else {
      return response
    }
    response.headers = [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")]
    response.body = .bytes(LiveReload.decorate(Array(page.utf8)))
    return response
  }

  static let templateName = "message"
}
