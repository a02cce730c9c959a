import GalleryScenes
import GalleryTemplates

/// Themes for tests: a minimal one built in memory, and the shipped default one.
package enum TestThemes {
  /// One line per scene, enough to see that routing and rendering happened.
  package static func minimal() throws -> Theme {
    let sources = [
      "collection": TemplateSource(
        text: "grid {{title}}{{#cells}} {{photoID}}{{/cells}}", file: "collection.mustache"),
      "detail": TemplateSource(text: "detail {{photoID}}", file: "detail.mustache"),
      "edit": TemplateSource(text: "edit {{photoID}}", file: "edit.mustache"),
    ]
    return Theme(folder: "memory", library: try TemplateLibrary(sources: sources), assets: [])
  }

  /// The `Themes/default` folder of this checkout.
  package static func defaultTheme() throws -> Theme {
    let folder = try ThemeLocator().locate(nil, relativeTo: ".", galleryFolder: nil)
    return try Theme.load(folder: folder)
  }
}
