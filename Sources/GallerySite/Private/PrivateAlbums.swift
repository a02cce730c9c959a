import GalleryModel

/// A gallery cut in two for a build that encrypts its private albums: the public gallery (what every
/// public page, catalogue, index, feed and map is made from) and each private album apart, with the
/// way down to it. Cut once, before anything is made, so no public step can meet a private photo.
package struct PrivateAlbums: Sendable {
  /// A private album that is not below another private album: it and everything below it are
  /// encrypted under its passphrase.
  package struct Part: Sendable {
    /// The album, whole.
    package let album: Album
    /// Its parent's id (`""`: the top level), whose grid shows its locked cell.
    package let parentID: String
    /// The public albums from the top level down to its parent, without their photos or other
    /// albums: the private pages' breadcrumbs lead back up through them.
    let ancestors: [Album]

    /// The ids of the album and of every album below it: the grids whose pages are encrypted.
    package var albumIDs: Set<String> {
      var ids: Set<String> = []
      func add(_ album: Album) {
        ids.insert(album.id)
        album.albums.forEach(add)
      }
      add(album)
      return ids
    }

    /// The gallery its pages are rendered from: `full`'s settings, no photo of its own, and only the
    /// way down to this album (no search, as the search page lists public photos only).
    package func gallery(from full: Gallery) -> Gallery {
      var gallery = full
      gallery.photos = []
      gallery.search = nil
      var node = album
      for ancestor in ancestors.reversed() {
        var holder = ancestor
        holder.albums = [node]
        node = holder
      }
      gallery.albums = [node]
      return gallery
    }
  }

  /// The gallery without its private albums; a cover that was a private photo is dropped (the album
  /// then shows its first public photo).
  package let publicGallery: Gallery
  /// In the manifest's order.
  package let parts: [Part]

  package init(_ gallery: Gallery) {
    var parts: [Part] = []
    func strip(_ albums: [Album], parentID: String, ancestors: [Album]) -> [Album] {
      var kept: [Album] = []
      for album in albums {
        guard album.privacy == nil else {
          parts.append(Part(album: album, parentID: parentID, ancestors: ancestors))
          continue
        }
        var bare = album
        (bare.photos, bare.albums, bare.cover) = ([], [], nil)
        var shown = album
        shown.albums = strip(album.albums, parentID: album.id, ancestors: ancestors + [bare])
        if let cover = shown.cover, !shown.holds(photoID: cover) { shown.cover = nil }
        kept.append(shown)
      }
      return kept
    }
    var shown = gallery
    shown.albums = strip(gallery.albums, parentID: "", ancestors: [])
    publicGallery = shown
    self.parts = parts
  }
}
