import GalleryPaths
import GalleryTemplates
import GalleryThemes

/// The keys of the theme's optional `message` template: the page `gallery serve` answers with when a
/// request cannot be served as asked. The server decides what to say; the keys are made here, beside
/// the other pages', so every template context a theme gets comes from this target and one test
/// (`ThemeGuideTests`) can hold them all against docs/themes.md.
package enum MessagePage {
  package static let sceneName = "Message"
  package static let templateName = Theme.Template.message

  /// A link under the message (`links`, each `href` and `label`).
  package struct Link: Equatable, Sendable {
    package var href: String
    package var label: String

    package init(href: String, label: String) {
      self.href = href
      self.label = label
    }
  }

  /// The layout's keys, then `heading`, `text` and `links`. These pages exist only on the server, at
  /// whatever address was asked for, so their links start at the site root (`/assets/…`,
  /// `/index.html`) rather than being relative like the built pages'.
  package static func context(
    heading: String, text: String, links: [Link], siteTitle: String?, theme: Theme
  ) -> TemplateValue {
    var context = PageLayout.context(
      scene: sceneName, pageTitle: siteTitle.map { "\(heading) – \($0)" } ?? heading, siteTitle: siteTitle,
      theme: theme, linkToAsset: { "/" + SiteMap().asset($0) }, homeHref: "/index.html")
    context["heading"] = .string(heading)
    context["text"] = .string(text)
    context["links"] = .list(links.map { ["href": .string($0.href), "label": .string($0.label)] })
    return .object(context)
  }
}
