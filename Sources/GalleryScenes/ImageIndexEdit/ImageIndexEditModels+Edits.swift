import GalleryCore
import GalleryModel

/// The edit scene's use cases past one move: several photos moved at once, a photo's texts, an album's
/// cover and texts (`Gallery+Edits` in the model). Apart from `ImageIndexEditModels.swift` because they
/// came together (issue 24) and share one shape: a typed Request (positions as numbers, ids, texts),
/// whoever asks (a command line or a form), a Response saying what was done, and the scene's
/// `EditSummary` as ViewModel (the one-line summary, whether anything changed, the error).
extension ImageIndexEdit {
  /// Moving several photos at once (`gallery move ID [ID…] --to N`, or photos picked together in the
  /// browser): they end at positions N, N+1, … of one grid, in the order given.
  package enum SaveIndices {
    package struct Request: Equatable, Sendable {
      /// The photos, in the order they are to stand; from any grids.
      package var photoIDs: [String]
      /// The 1-based position of the first, counted in the grid as it is without them; nil: the end of
      /// the grid (given when every photo is already in it).
      package var toPosition: Int?
      /// The grid they go to (`""`: the top level); nil: the first photo's.
      package var albumID: String?

      package init(photoIDs: [String], toPosition: Int? = nil, albumID: String? = nil) {
        self.photoIDs = photoIDs
        self.toPosition = toPosition
        self.albumID = albumID
      }
    }
    package enum Response: Equatable, Sendable {
      /// `to`: the grid and the first photo's position there; `droppedCovers`: albums whose `cover`
      /// left with them.
      case moved(photoIDs: [String], to: SaveIndex.Place, droppedCovers: [String])
      /// They already stand there, in that order.
      case unchanged(photoIDs: [String], at: SaveIndex.Place)
      case failed(GalleryError)
    }
    package typealias ViewModel = EditSummary
  }

  /// A text of a photo or an album, by the manifest's name of its field.
  package enum TextField: String, Equatable, Sendable {
    case title, description, alt, tags

    /// How a summary names it: "the title and alt text of 'sunset'".
    var words: String { self == .alt ? "alt text" : rawValue }
  }

  /// Setting a photo's texts (`gallery set ID --title T …`, the photo page's form under `gallery serve`).
  package enum SavePhotoTexts {
    /// For each field: nil leaves it, empty removes it, anything else replaces it.
    package struct Request: Equatable, Sendable {
      package var photoID: String
      package var title: String?
      package var description: String?
      package var alt: String?
      package var tags: [String]?

      package init(
        photoID: String, title: String? = nil, description: String? = nil, alt: String? = nil,
        tags: [String]? = nil
      ) {
        self.photoID = photoID
        self.title = title
        self.description = description
        self.alt = alt
        self.tags = tags
      }
    }
    package enum Response: Equatable, Sendable {
      /// The fields given a new value and the fields removed, in the manifest's order.
      case saved(photoID: String, set: [TextField], removed: [TextField])
      /// Every field given already had that value.
      case unchanged(photoID: String)
      case failed(GalleryError)
    }
    package typealias ViewModel = EditSummary
  }

  /// Setting or removing an album's cover (`gallery cover ALBUM_ID PHOTO_ID`, `--clear`).
  package enum SaveCover {
    package struct Request: Equatable, Sendable {
      package var albumID: String
      /// A photo of the album or of its sub-albums; nil removes the cover.
      package var photoID: String?

      package init(albumID: String, photoID: String?) {
        self.albumID = albumID
        self.photoID = photoID
      }
    }
    package enum Response: Equatable, Sendable {
      case set(albumID: String, photoID: String)
      /// The album shows its first photo again.
      case cleared(albumID: String)
      /// The cover already was `photoID` (nil: there was none to remove).
      case unchanged(albumID: String, photoID: String?)
      case failed(GalleryError)
    }
    package typealias ViewModel = EditSummary
  }

  /// Setting an album's title, description and id (`gallery set-album ALBUM_ID --title T …`).
  package enum SaveAlbumTexts {
    /// nil leaves a field; an empty description removes it; a title is required.
    package struct Request: Equatable, Sendable {
      package var albumID: String
      package var title: String?
      package var description: String?
      /// The album's new id (its pages move to `albums/NEW_ID/`); nil or its own id: kept.
      package var newID: String?

      package init(albumID: String, title: String? = nil, description: String? = nil, newID: String? = nil) {
        self.albumID = albumID
        self.title = title
        self.description = description
        self.newID = newID
      }
    }
    package enum Response: Equatable, Sendable {
      /// `albumID`: its id after the edit; `formerID`: the one it had, when the edit changed it.
      case saved(albumID: String, set: [TextField], removed: [TextField], formerID: String? = nil)
      case unchanged(albumID: String)
      case failed(GalleryError)
    }
    package typealias ViewModel = EditSummary
  }
}
