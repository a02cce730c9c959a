import GalleryModel
import GalleryTemplates
import GalleryThemes

/// The trail from the gallery down to the page shown (`Gallery › 2019 › Kyoto`), on album grids and
/// photo pages of a gallery with albums. Presenters make it; each page's Router turns album ids into
/// links, so every crumb but the current one is a link.
package struct Breadcrumb: Equatable, Sendable {
  package struct Crumb: Equatable, Sendable {
    package var label: String
    /// The album (`""`: the root grid) the crumb links to; nil for the current page, which is not a link.
    package var albumID: String?
  }

  /// The `<nav>`'s accessible name.
  package var label: String
  package var crumbs: [Crumb]

  /// A step of the way down, as the Interactor hands it over: an album's id and title, root first.
  package struct Step: Equatable, Sendable {
    package var albumID: String
    package var title: String

    package init(albumID: String, title: String) {
      self.albumID = albumID
      self.title = title
    }
  }

  /// The crumbs for `steps` (root first), each a link, then `current` (not a link) when given; with no
  /// `current`, the last step is the current page.
  static func make(_ steps: [Step], current: String? = nil, words: Words) -> Breadcrumb {
    var trail = leading(to: steps, words: words)
    if let current {
      trail.crumbs.append(Crumb(label: current, albumID: nil))
    } else if !trail.crumbs.isEmpty {
      trail.crumbs[trail.crumbs.count - 1].albumID = nil
    }
    return trail
  }

  /// The crumbs for `steps` (root first), every one a link: the way up from a page below the last
  /// step (a photo's page, whose title is its heading, so the trail ends at its album).
  static func leading(to steps: [Step], words: Words) -> Breadcrumb {
    Breadcrumb(
      label: words.text(.navBreadcrumb), crumbs: steps.map { Crumb(label: $0.title, albumID: $0.albumID) })
  }

  /// The template keys: `label`, and `crumbs` as `{ label, href, current }` (`href` null on the current).
  func templateValue(link: (String) -> String) -> TemplateValue {
    [
      "label": .string(label),
      "crumbs": .list(
        crumbs.map { crumb in
          [
            "label": .string(crumb.label),
            "href": crumb.albumID.map { .string(link($0)) } ?? .null,
            "current": .bool(crumb.albumID == nil),
          ]
        }),
    ]
  }
}

extension AlbumTree {
  /// The way from the root down to the grid `id`, as breadcrumb steps.
  func steps(to id: String) -> [Breadcrumb.Step] {
    trail(to: id).map { Breadcrumb.Step(albumID: $0.id, title: $0.title) }
  }
}
