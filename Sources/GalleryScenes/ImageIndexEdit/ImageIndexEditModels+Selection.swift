import GalleryCore
import GalleryModel

extension ImageIndexEdit {
  /// Setting texts of several photos at once (issue 49: photos selected together in the browser, or
  /// `gallery set ID ID… --add-tags …`): tags added or removed, a caption (the manifest's
  /// `description`) set or appended to, alt text set. One request is one change of the manifest, so one
  /// step of undo, however many photos it names.
  package enum SaveSelectionTexts {
    /// What happens to a caption: replaced (empty: removed), or a line added after it.
    package enum CaptionChange: Equatable, Sendable {
      case set(String)
      case append(String)
    }

    package struct Request: Equatable, Sendable {
      /// The photos, from any grids; each named once.
      package var photoIDs: [String]
      /// Tags each photo gets, unless it has a twin of one already (`TagCatalog.key`: case and
      /// composition aside).
      package var addTags: [String]
      /// Tags taken off each photo, twins included.
      package var removeTags: [String]
      package var caption: CaptionChange?
      /// Alt text for each photo (empty: removed); nil leaves each photo's own.
      package var alt: String?

      package init(
        photoIDs: [String], addTags: [String] = [], removeTags: [String] = [], caption: CaptionChange? = nil,
        alt: String? = nil
      ) {
        self.photoIDs = photoIDs
        self.addTags = addTags
        self.removeTags = removeTags
        self.caption = caption
        self.alt = alt
      }

      /// Whether it asks for anything at all.
      var asksForSomething: Bool { !addTags.isEmpty || !removeTags.isEmpty || caption != nil || alt != nil }
    }

    package enum Response: Equatable, Sendable {
      /// `changed`: the photos whose texts changed, in the request's order; `count`: how many it named;
      /// `fields`: the texts changed on any of them, in the manifest's order.
      case saved(changed: [String], count: Int, fields: [TextField])
      /// Every photo named already had those texts.
      case unchanged(count: Int)
      case failed(GalleryError)
    }
    package typealias ViewModel = EditSummary
  }
}
