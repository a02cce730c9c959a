import GalleryTemplates
import GalleryThemes

/// The part of every page's template context that the shared layout uses.
///
/// Kept in one place so every theme can rely on the same keys in `layout`: `lang` and `dir` (the
/// language the words are in, from `words`: `gallery serve`'s message page speaks English), `skipLabel`
/// ("Skip to content"), `scene`,
/// `pageTitle`, `siteTitle`, `homeHref`, `stylesheets` and `scripts` (lists of `{ href }`; a photo's page
/// loads the site's viewer words before the theme's scripts), `icon`
/// (`href`, `type`: the theme's `favicon.svg`, `.png` or `.ico`, else the gallery's cover, else absent;
/// see `SiteIcon`) and `noEditPages`
/// (true on a site built with `--publish`: the body then carries `data-edit-pages="none"`) and
/// `albumMark` (`{ id }` on grid pages of a gallery with albums: the body carries `data-album-id`) and
/// `share` (the canonical address and link preview on sites with a `baseURL`, see `SharePreview`).
package enum PageLayout {
  package static func context(
    scene: String, pageTitle: String, siteTitle: String? = nil, theme: Theme,
    linkToAsset: (String) -> String, homeHref: String, publishing: Bool = false, albumID: String? = nil,
    share: TemplateValue = .null, siteIcon: (href: String, type: String)? = nil, words: Words = .english,
    scriptsBefore: [String] = []
  ) -> TemplateObject {
    let icon = theme.icon.map { (href: linkToAsset($0.path), type: $0.type) } ?? siteIcon
    // What a page's scripts read loads first (`defer` runs them in order); without a script, nothing.
    let scripts = theme.scripts.isEmpty ? [] : scriptsBefore + theme.scripts.map(linkToAsset)
    return
      [
        "lang": .string(words.language),
        "dir": .string(words.isRightToLeft ? "rtl" : "ltr"),
        "skipLabel": .string(words.text(.layoutSkipToContent)),
        "scene": .string(scene),
        "pageTitle": .string(pageTitle),
        "siteTitle": siteTitle.map(TemplateValue.string) ?? .null,
        "homeHref": .string(homeHref),
        "stylesheets": .list(theme.stylesheets.map { ["href": .string(linkToAsset($0))] }),
        "scripts": .list(scripts.map { ["href": .string($0)] }),
        "icon": icon.map { ["href": .string($0.href), "type": .string($0.type)] } ?? .null,
        "noEditPages": .bool(publishing),
        "albumMark": albumID.map { ["id": .string($0)] } ?? .null,
        "share": share,
      ]
  }
}
