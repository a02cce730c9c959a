import GalleryTemplates
import GalleryThemes

/// Themes for tests: a minimal one built in memory, and the shipped default one.
package enum TestThemes {
  /// One line per scene, enough to see that routing and rendering happened.
  /// `catalogues`: the theme's own words by language tag, as a theme's `languages/<tag>.json` gives them.
  package static func minimal(catalogues: [String: [String: Words.Entry]] = [:]) throws -> Theme {
    let sources = [
      "collection": TemplateSource(
        text: "grid {{title}}{{#cells}} {{photoID}}{{/cells}}", file: "collection.mustache"),
      "detail": TemplateSource(text: "detail {{photoID}}", file: "detail.mustache"),
      "edit": TemplateSource(text: "edit {{photoID}}", file: "edit.mustache"),
    ]
    return Theme(
      folder: "memory", library: try TemplateLibrary(sources: sources), assets: [],
      catalogues: catalogues.mapValues { ThemeCatalogue(entries: $0) })
  }

  /// The `Themes/default` folder of this checkout.
  package static func defaultTheme() throws -> Theme {
    let folder = try ThemeLocator().locate(nil, relativeTo: ".", galleryFolder: nil)
    return try Theme.load(folder: folder)
  }
}
