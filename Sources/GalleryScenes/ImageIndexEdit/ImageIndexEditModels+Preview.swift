import GalleryImages
import GalleryModel
import GalleryThemes

extension ImageIndexEdit.Indices {
  /// A photo of the grid next to the moved one, with its images for a thumbnail.
  package struct Neighbour: Equatable, Sendable {
    package var photo: PositionedPhoto
    /// Nil for a remote image (the thumbnail is then the reference as it is).
    package var images: PhotoImages?

    package init(photo: PositionedPhoto, images: PhotoImages? = nil) {
      self.photo = photo
      self.images = images
    }
  }
}

extension ImageIndexEdit.Indices.ViewModel {
  /// Where the photo stands: its thumbnail between those of the photos it would come after and
  /// before ("After “Aqua”, before “Dune”."). The page shows its current place; a theme's script shows
  /// another position's from the grid page holding it, with `words` (so the sentences are the
  /// Presenter's, not the script's) and the grid's page size and links.
  package struct Preview: Equatable, Sendable {
    /// One thumbnail of the preview: the photo itself, or the one before or after it.
    package struct Slot: Equatable, Sendable {
      /// "After", "Before", "This photo"; "First" or "Last" where there is no photo on that side.
      package var label: String
      /// Nil at an end of the grid.
      package var title: String?
      /// The grid cell's image (nil at an end).
      package var thumb: ImageDisplay?
    }
    /// The sentences and labels a script needs for another position, with `{after}`, `{before}`,
    /// `{title}`, `{position}` and `{album}` where their values go.
    package struct Words: Equatable, Sendable {
      /// The preview's name for assistive technology.
      package var `where`: String
      package var after: String
      package var before: String
      package var first: String
      package var last: String
      package var between: String
      package var atStart: String
      package var atEnd: String
      package var alone: String
      package var quoted: String
      /// A neighbour the script could not read (the site opened from files): by its position.
      package var unknown: String
      package var otherAlbum: String
      /// The middle slot's label ("This photo").
      package var thisPhoto: String
    }
    package var previous: Slot
    package var photo: Slot
    package var next: Slot
    /// The sentence that says it all (the thumbnails are decoration).
    package var summary: String
    package var words: Words
    /// The photo's current position and its grid's count and page size.
    package var position: Int
    package var count: Int
    package var pageSize: Int
  }
}
