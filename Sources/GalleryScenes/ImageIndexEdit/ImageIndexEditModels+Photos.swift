import GalleryCore
import GalleryModel

/// The edit scene's use cases that change which photos the gallery holds (issue 49): photos added
/// (files dropped into the organizer, already written into the gallery folder and read as `init` and
/// `sync` read them) and photos taken out (`gallery remove`; their files stay where they are).
extension ImageIndexEdit {
  /// New photos put into one grid at a position, in one edit (one step of undo for a whole drop).
  package enum SaveNewPhotos {
    package struct Request: Equatable, Sendable {
      /// The photos, in the order they are to stand; ids no photo has, files no photo names.
      package var photos: [Photo]
      /// The grid they go to (`""`: the top level).
      package var albumID: String
      /// The 1-based position of the first; nil: after the last.
      package var toPosition: Int?

      package init(photos: [Photo], albumID: String = "", toPosition: Int? = nil) {
        self.photos = photos
        self.albumID = albumID
        self.toPosition = toPosition
      }
    }
    package enum Response: Equatable, Sendable {
      case added(photoIDs: [String], to: SaveIndex.Place)
      case failed(GalleryError)
    }
    package typealias ViewModel = EditSummary
  }

  /// Photos taken out of the gallery; their files stay in the gallery folder.
  package enum RemovePhotos {
    package struct Request: Equatable, Sendable {
      package var photoIDs: [String]

      package init(photoIDs: [String]) {
        self.photoIDs = photoIDs
      }
    }
    package enum Response: Equatable, Sendable {
      /// `files`: those that stay in the folder (remote images have none); `droppedCovers`: albums
      /// whose cover was one of them.
      case removed(photoIDs: [String], files: [String], droppedCovers: [String])
      case failed(GalleryError)
    }
    package typealias ViewModel = EditSummary
  }
}
