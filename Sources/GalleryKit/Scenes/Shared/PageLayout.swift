/// The part of every page's template context that the shared layout uses.
///
/// Kept in one place so every theme can rely on the same keys in `layout`: `lang`, `scene`,
/// `pageTitle`, `siteTitle`, `homeHref` and `stylesheets` (a list of `{ href }`).
enum PageLayout {
  static func context(
    scene: String, pageTitle: String, siteTitle: String? = nil, theme: Theme,
    linkToAsset: (String) -> String, homeHref: String
  ) -> [String: TemplateValue] {
    [
      "lang": "en",
      "scene": .string(scene),
      "pageTitle": .string(pageTitle),
      "siteTitle": siteTitle.map(TemplateValue.string) ?? .null,
      "homeHref": .string(homeHref),
      "stylesheets": .list(theme.stylesheets.map { ["href": .string(linkToAsset($0))] }),
    ]
  }
}
