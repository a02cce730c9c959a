import GalleryScenes
import GalleryThemes

/// The page `gallery serve` answers with when a request cannot be served as asked (a page that does
/// not exist, a move that cannot be made): the theme's `message` template in the theme's layout, so the
/// problem shows in the site's look. A theme without that template gets plain text.
///
/// Its keys are `MessagePage`'s (GalleryScenes), beside every other page's.
struct ServerMessagePage {
  typealias Link = MessagePage.Link

  var status: Int
  var title: String
  var text: String
  var links: [Link]

  func response(theme: Theme?, siteTitle: String?) -> HTTPResponse {
    var response = HTTPResponse.text(status, "\(title)\n\n\(text)")
    guard let theme, theme.hasTemplate(MessagePage.templateName) else { return response }
    let context = MessagePage.context(
      heading: title, text: text, links: links, siteTitle: siteTitle, theme: theme)
    guard let page = try? theme.render(MessagePage.templateName, context, page: "(\(status) page)") else {
      return response
    }
    response.headers = [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")]
    response.body = .bytes(LiveReload.decorate(Array(page.utf8)))
    return response
  }
}
