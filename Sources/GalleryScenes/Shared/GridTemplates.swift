import GalleryTemplates

// The template keys of a grid's cells and pagination, shared by every grid scene (an album's, a tag's)
// so a theme's `collection` template renders each the same way.

/// The links a grid's cells make: every grid scene's Router has them.
package protocol GridCellLinks: AnyObject {
  func linkToImageDetail(photoID: String) -> String
  /// The id of a photo's cell (its anchor on the page).
  func cellAnchor(photoID: String) -> String
  func linkToImage(_ source: ImageDisplay.Source) -> String
}

extension [ImageCollection.PhotoCollection.ViewModel.Cell] {
  /// A grid page's `cells`, `hasPhotos` and `cellCount`.
  func gridKeys(links: GridCellLinks) -> TemplateObject {
    let cells = map {
      $0.templateValue(
        anchor: links.cellAnchor(photoID: $0.photoID),
        detailHref: links.linkToImageDetail(photoID: $0.photoID),
        link: links.linkToImage)
    }
    return ["cells": .list(cells), "hasPhotos": .bool(!cells.isEmpty), "cellCount": .int(cells.count)]
  }
}

extension ImageCollection.PhotoCollection.ViewModel.Cell {
  /// `photoID`, `anchor`, `title`, `alt`, `positionText`, `image`, `detailHref`, `clip`, `columnStarts`.
  func templateValue(
    anchor: String, detailHref: String, link: (ImageDisplay.Source) -> String
  ) -> TemplateValue {
    [
      "photoID": .string(photoID),
      "anchor": .string(anchor),
      "title": .string(title),
      "alt": .string(alt),
      "positionText": .string(positionText),
      "image": image.templateValue(link: link),
      "detailHref": .string(detailHref),
      "clip": clip.map { $0.templateValue(link: link) } ?? .null,
      "columnStarts": .list(columnStarts.map { ["columns": .int($0)] }),
    ]
  }
}

extension ImageCollection.Pagination.ViewModel {
  /// `label`, `statusText`, `previous`/`next` (`href`, `label`) and `items` (`label`, `href`, `current`,
  /// `gap`); null when there is one page only (no navigation is shown).
  func templateValue(link: (Int) -> String) -> TemplateValue {
    guard let label else { return .null }
    let items: [TemplateValue] = items.map { item in
      [
        "label": .string(item.label),
        "href": item.page.map { .string(link($0)) } ?? .null,
        "current": .bool(item.isCurrent),
        "gap": .bool(item.page == nil),
      ]
    }
    return [
      "label": .string(label),
      "statusText": .string(statusText),
      "previous": previousPage.map { ["href": .string(link($0)), "label": .string(previousLabel)] } ?? .null,
      "next": nextPage.map { ["href": .string(link($0)), "label": .string(nextLabel)] } ?? .null,
      "items": .list(items),
    ]
  }
}
