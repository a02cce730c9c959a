import GalleryCore
import GalleryModel

/// The edit scene's use cases: the positions a photo can move to, and saving a new one.
public enum ImageIndexEdit {
  /// Above this many photos the page offers a number field instead of a list: a list of n options on
  /// each of n pages grows as n² (about 3 GB of HTML at 10,000 photos).
  public static let selectLimit = 200
  /// With albums each grid's photos list their own positions, n² options a grid: lists are used while
  /// the whole gallery's lists stay within what one flat gallery of `selectLimit` photos lists.
  public static let listedPositionsLimit = selectLimit * selectLimit

  public enum Indices {
    public struct Request: Equatable, Sendable {
      public init() {}
    }
    public struct Response: Equatable, Sendable {
      public var galleryTitle: String
      public var photo: PositionedPhoto
      public var totalCount: Int
      /// How the site is built: the folders the command names, and whether the form can save here.
      public var options = SiteOptions()
      /// The grids the photo can move to, the root first (only its own past `albumSelectLimit`); nil in
      /// a gallery without albums.
      public var albums: [AlbumChoice]? = nil
      /// How many grids the gallery has, the root included.
      public var albumCount = 1
      /// The options every photo's list would hold together (the sum of each grid's count squared);
      /// nil: `totalCount` squared, a gallery without albums.
      public var listedPositions: Int? = nil
    }
    /// A grid the photo can be moved into.
    public struct AlbumChoice: Equatable, Sendable {
      public var id: String
      /// From the root down to it.
      public var steps: [Breadcrumb.Step]
      public var isCurrent: Bool
    }
    public struct ViewModel: Equatable, Sendable {
      public struct Option: Equatable, Sendable {
        public var value: String
        public var label: String
        public var isSelected: Bool
      }
      /// How the new position is picked: a list of every position, or a number field for large galleries.
      public enum Control: Equatable, Sendable {
        case select([Option])
        case number(min: Int, max: Int, value: Int)
      }
      public var photoID: String
      public var pageTitle: String
      public var galleryTitle: String
      public var heading: String
      public var currentText: String
      public var positionLabel: String
      public var control: Control
      public var saveLabel: String
      public var cancelLabel: String
      public var commandIntro: String
      /// The command that does the same without a server, with `commandPlaceholder` where the new
      /// position goes: "gallery move sunset --to POSITION --gallery trip --output site". A theme's
      /// script puts the chosen position in its place.
      public var command: String
      public var commandPlaceholder: String
      /// Whether Save works where the page is shown (under `gallery serve`), and what to say about it.
      public var canSave: Bool
      public var saveNote: String
      /// How another album is picked: a list of every album, or a field for an album id when there are
      /// too many to list on every photo's page.
      public struct AlbumControl: Equatable, Sendable {
        public enum Control: Equatable, Sendable {
          case select([Option])
          case text(value: String)
        }
        public var label: String
        public var control: Control
        /// "Moving to another album puts the photo at its end."
        public var hint: String
      }
      /// The album choice, in a gallery with albums.
      public var album: AlbumControl? = nil
    }
  }

  /// Saving a new position: what `gallery move` and the move form do.
  public enum SaveIndex {
    /// The command line's words as typed, so the Interactor can say exactly which one is wrong.
    public struct Request: Equatable, Sendable {
      public var photoID: String?
      public var fromPosition: String?
      public var toPosition: String?
      /// `--album`: the album to move the photo into (nil: it stays in its own).
      public var albumID: String?

      public init(
        photoID: String? = nil, fromPosition: String? = nil, toPosition: String? = nil, albumID: String? = nil
      ) {
        self.photoID = photoID
        self.fromPosition = fromPosition
        self.toPosition = toPosition
        self.albumID = albumID
      }
    }
    /// A position in a grid, named for messages.
    public struct Place: Equatable, Sendable {
      public var id: String
      public var title: String
      public var position: Int
    }
    public enum Response: Equatable, Sendable {
      case moved(photoID: String, from: Int, to: Int, count: Int)
      /// Into another album; `droppedCovers`: albums whose `cover` left with it.
      case movedToAlbum(photoID: String, from: Place, to: Place, droppedCovers: [String])
      case unchanged(photoID: String, position: Int)
      case failed(GalleryError)
    }
    public struct ViewModel: Equatable, Sendable {
      /// "moved 'sunset' from 12 to 1", or why nothing moved.
      public var message: String
      /// Whether the gallery's order changed (and so the site needs rebuilding).
      public var changed: Bool
      public var error: GalleryError?
    }
  }

  /// Above this many albums the edit page asks for an album id instead of listing them all.
  public static let albumSelectLimit = 50

  /// Moving an album (with everything below it) among its siblings or into another parent.
  public enum SaveAlbumIndex {
    public struct Request: Equatable, Sendable {
      public var albumID: String
      /// `--into`: the new parent (`""`: the top level; nil: it stays where it is).
      public var parentID: String?
      public var toPosition: String?

      public init(albumID: String, parentID: String? = nil, toPosition: String? = nil) {
        self.albumID = albumID
        self.parentID = parentID
        self.toPosition = toPosition
      }
    }
    public enum Response: Equatable, Sendable {
      case moved(albumID: String, from: SaveIndex.Place, to: SaveIndex.Place, droppedCovers: [String])
      case unchanged(albumID: String, position: Int)
      case failed(GalleryError)
    }
    public typealias ViewModel = SaveIndex.ViewModel
  }
}
