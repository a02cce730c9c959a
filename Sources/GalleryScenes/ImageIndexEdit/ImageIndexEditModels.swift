import GalleryCore
import GalleryImages
import GalleryModel
import GalleryPaths

/// The edit scene's use cases: the positions a photo can move to, and saving a new one.
package enum ImageIndexEdit {
  /// Above this many photos the page offers a number field instead of a list: a list of n options on
  /// each of n pages grows as n² (about 3 GB of HTML at 10,000 photos).
  package static let selectLimit = 200
  /// With albums each grid's photos list their own positions, n² options a grid: lists are used while
  /// the whole gallery's lists stay within what one flat gallery of `selectLimit` photos lists.
  package static let listedPositionsLimit = selectLimit * selectLimit

  package enum Indices {
    package struct Request: Equatable, Sendable {
      package init() {}
    }
    package struct Response: Equatable, Sendable {
      package var galleryTitle: String
      package var photo: PositionedPhoto
      package var totalCount: Int
      /// How the site is built: the folders the command names, and whether the form can save here.
      package var options = SiteOptions()
      /// The grids the photo can move to, the root first (only its own past `albumSelectLimit`); nil in
      /// a gallery without albums.
      package var albums: [AlbumChoice]? = nil
      /// How many grids the gallery has, the root included.
      package var albumCount = 1
      /// The options every photo's list would hold together (the sum of each grid's count squared);
      /// nil: `totalCount` squared, a gallery without albums.
      package var listedPositions: Int? = nil
      /// The photo's images, and the photos before and after it in its grid, for the preview.
      package var images: PhotoImages? = nil
      package var previous: Neighbour? = nil
      package var next: Neighbour? = nil
      /// How many photos each of the grid's pages shows (the grid page holding a position).
      package var pageSize = 1
    }
    /// A grid the photo can be moved into.
    package struct AlbumChoice: Equatable, Sendable {
      package var id: String
      /// From the root down to it.
      package var steps: [Breadcrumb.Step]
      package var isCurrent: Bool
    }
    package struct ViewModel: Equatable, Sendable {
      package struct Option: Equatable, Sendable {
        package var value: String
        package var label: String
        package var isSelected: Bool
      }
      /// How the new position is picked: a list of every position, or a number field for large galleries.
      package enum Control: Equatable, Sendable {
        case select([Option])
        case number(min: Int, max: Int, value: Int)
      }
      package var photoID: String
      package var pageTitle: String
      package var galleryTitle: String
      package var heading: String
      package var currentText: String
      package var positionLabel: String
      package var control: Control
      package var saveLabel: String
      package var cancelLabel: String
      package var commandIntro: String
      /// The command that does the same without a server, with `commandPlaceholder` where the new
      /// position goes: "gallery move sunset --to POSITION --gallery trip --output site". A theme's
      /// script puts the chosen position in its place.
      package var command: String
      package var commandPlaceholder: String
      /// Whether Save works where the page is shown (under `gallery serve`), and what to say about it.
      package var canSave: Bool
      package var saveNote: String
      /// How another album is picked: a list of every album, or a field for an album id when there are
      /// too many to list on every photo's page.
      package struct AlbumControl: Equatable, Sendable {
        package enum Control: Equatable, Sendable {
          case select([Option])
          case text(value: String)
        }
        package var label: String
        package var control: Control
        /// "Moving to another album puts the photo at its end."
        package var hint: String
      }
      /// The album choice, in a gallery with albums.
      package var album: AlbumControl? = nil
      /// The photo between its neighbours at its current position.
      package var preview: Preview? = nil
    }
  }

  /// Saving a new position: what `gallery move` and the move form do.
  package enum SaveIndex {
    /// Typed, whoever asks: a command line reads its `--to` as a number and the browser its form's
    /// `position` before asking, each refusing text that is no number in its own words; the
    /// Interactor holds the numbers to the gallery, and a position error names which position it is
    /// about (`PositionInput`), never how the caller spells it.
    package struct Request: Equatable, Sendable {
      /// Which photo moves.
      package enum Photo: Equatable, Sendable {
        case id(String)
        /// By its 1-based position in the top-level grid (`gallery move --from`).
        case position(Int)
      }
      package var photo: Photo
      /// Its new 1-based position in the grid it ends in; nil: the end of another album's grid (a
      /// move inside its own grid needs one).
      package var toPosition: Int?
      /// The album to move the photo into (`""`: the top level; nil: it stays in its own).
      package var albumID: String?

      package init(photo: Photo, toPosition: Int? = nil, albumID: String? = nil) {
        self.photo = photo
        self.toPosition = toPosition
        self.albumID = albumID
      }

      package init(photoID: String, toPosition: Int? = nil, albumID: String? = nil) {
        self.init(photo: .id(photoID), toPosition: toPosition, albumID: albumID)
      }

      package init(fromPosition: Int, toPosition: Int? = nil, albumID: String? = nil) {
        self.init(photo: .position(fromPosition), toPosition: toPosition, albumID: albumID)
      }
    }
    /// A position in a grid, named for messages.
    package struct Place: Equatable, Sendable {
      package var id: String
      package var title: String
      package var position: Int
    }
    package enum Response: Equatable, Sendable {
      case moved(photoID: String, from: Int, to: Int, count: Int)
      /// Into another album; `droppedCovers`: albums whose `cover` left with it.
      case movedToAlbum(photoID: String, from: Place, to: Place, droppedCovers: [String])
      case unchanged(photoID: String, position: Int)
      case failed(GalleryError)
    }
    package typealias ViewModel = EditSummary
  }

  /// What any save of the scene says, a move's or a text's: every use case's ViewModel.
  package struct EditSummary: Equatable, Sendable {
    /// "moved 'sunset' from 12 to 1", "set the title of 'sunset'", or why nothing changed.
    package var message: String
    /// Whether the gallery changed (and so the site needs rebuilding and the manifest saving).
    package var changed: Bool
    package var error: GalleryError?
    /// The album whose page shows the edit's outcome when the page that asked may be gone or is not
    /// where it shows (a new album, an album's new id, the parent of an album deleted: `""` the top
    /// level); nil: the page that asked.
    package var albumID: String? = nil
    /// The summary in the site's language, for the organizer (`ImageIndexEditPresenter+Shown`); nil
    /// for a refusal. `message` stays English: the command line prints it and the history keeps it.
    package var shown: String? = nil

    /// This summary with `shown` set.
    package func showing(_ text: String?) -> Self {
      var summary = self
      summary.shown = text
      return summary
    }
  }

  /// Above this many albums the edit page asks for an album id instead of listing them all.
  package static let albumSelectLimit = 50

  /// Moving an album (with everything below it) among its siblings or into another parent.
  package enum SaveAlbumIndex {
    package struct Request: Equatable, Sendable {
      package var albumID: String
      /// The new parent (`""`: the top level; nil: it stays where it is).
      package var parentID: String?
      /// Its 1-based position among its (new) siblings; nil: the end, when it changes parent.
      package var toPosition: Int?

      package init(albumID: String, parentID: String? = nil, toPosition: Int? = nil) {
        self.albumID = albumID
        self.parentID = parentID
        self.toPosition = toPosition
      }
    }
    package enum Response: Equatable, Sendable {
      case moved(albumID: String, from: SaveIndex.Place, to: SaveIndex.Place, droppedCovers: [String])
      case unchanged(albumID: String, position: Int)
      case failed(GalleryError)
    }
    package typealias ViewModel = EditSummary
  }
}
