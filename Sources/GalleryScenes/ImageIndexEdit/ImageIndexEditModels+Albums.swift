import GalleryCore
import GalleryModel

/// The edit scene's use cases on the album tree itself (issue 49): an album made, empty or from photos
/// (`gallery add-album`, "New album…" in the browser), and an empty album deleted (`gallery
/// remove-album`). An album's new id is `SaveAlbumTexts`' (`gallery set-album --id`). The same shape
/// as the other edits: a typed Request, a Response saying what was done, `EditSummary` as ViewModel.
extension ImageIndexEdit {
  /// Making an album among the sub-albums of a grid, with the photos given (none: an empty album).
  package enum SaveNewAlbum {
    package struct Request: Equatable, Sendable {
      package var title: String
      /// Its id; nil or empty: made from the title (`GalleryID.slug`, numbered when taken).
      package var albumID: String?
      package var description: String?
      /// The grid it is made in (`""`: the top level).
      package var parentID: String
      /// Its 1-based position among the parent's sub-albums; nil: after the last.
      package var toPosition: Int?
      /// Photos moved into it, from any grids, in this order.
      package var photoIDs: [String]

      package init(
        title: String, albumID: String? = nil, description: String? = nil, parentID: String = "",
        toPosition: Int? = nil, photoIDs: [String] = []
      ) {
        self.title = title
        self.albumID = albumID
        self.description = description
        self.parentID = parentID
        self.toPosition = toPosition
        self.photoIDs = photoIDs
      }
    }
    package enum Response: Equatable, Sendable {
      /// `at`: the parent and the album's position among its sub-albums; `droppedCovers`: albums whose
      /// `cover` left with the photos.
      case made(albumID: String, title: String, at: SaveIndex.Place, photoCount: Int, droppedCovers: [String])
      case failed(GalleryError)
    }
    package typealias ViewModel = EditSummary
  }

  /// Deleting an album that holds no photo and no sub-album (its pages leave the site).
  package enum RemoveAlbum {
    package struct Request: Equatable, Sendable {
      package var albumID: String

      package init(albumID: String) {
        self.albumID = albumID
      }
    }
    package enum Response: Equatable, Sendable {
      /// `parentID`: the grid it was in (`""`: the top level), the page to show after it.
      case removed(albumID: String, title: String, parentID: String)
      case failed(GalleryError)
    }
    package typealias ViewModel = EditSummary
  }
}
