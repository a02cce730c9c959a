/// The gallery's grids, found by album id: the root (id `""`) and every album, each with what its pages
/// need (its photos indexed by id, its sub-albums, the way up to the root).
///
/// Built once per gallery value (a build renders tens of thousands of pages, each asking which album
/// holds its photo); a flat gallery is one grid, the root, with the gallery's photos.
package struct AlbumTree: Sendable {
  /// The root's id: the root is the grid at `index.html`, an album of its own for the pages.
  package static let rootID = ""

  /// Where a photo is: its grid (by index in `nodes`) and its 0-based index there.
  struct Location: Sendable {
    let node: Int32
    let index: Int32
  }

  /// The one photo index of a gallery with albums, shared by its nodes (a build makes several trees of
  /// 50,000 photos: one dictionary each, not one per album plus one for the tree).
  final class Locations: Sendable {
    let table: [String: Location]
    init(_ table: [String: Location]) { self.table = table }
  }

  /// How a node finds its photos by id.
  enum Lookup: Sendable {
    /// A gallery without albums: the gallery's own index of its photos.
    case gallery(Gallery)
    /// The tree's shared index, and this node's place in `nodes`.
    case shared(Locations, node: Int32)
  }

  /// One grid: the root or an album.
  package struct Node: Sendable {
    package let id: String
    package let title: String
    package let description: String?
    /// Its own photos, in order (not its sub-albums').
    package let photos: [Photo]
    /// Its sub-albums' ids, in order.
    package let albumIDs: [String]
    /// Its parent's id; nil for the root.
    package let parentID: String?
    /// The photo that stands for it in its parent's grid (see `Album.coverPhotoID`).
    package let coverPhotoID: String?
    /// Its photos and its sub-albums'.
    package let photoCount: Int
    /// Of `photoCount`, the clips: a grid cell counts them apart ("8 photos · 1 video").
    package let clipCount: Int
    /// Of its own `photos`, the clips: its grid's heading counts them apart. Counted once with the
    /// tree: each grid page counted them again, every photo of the album for each page (at 100,000
    /// photos in one grid, 2,000 pages: 14% of a full build).
    package let ownClipCount: Int
    package let pageSize: Int
    /// Whether the album itself says `"private"` (the organizer and `gallery serve` mark it).
    package var isPrivate = false
    let lookup: Lookup

    package var isRoot: Bool { parentID == nil }

    /// Number of grid pages: a grid without photos still has one (for its sub-albums, or to say so).
    package var gridPageCount: Int { GridPages.count(photos.count, pageSize: pageSize) }

    /// The 0-based index of one of its photos, or nil.
    package func index(ofPhoto id: String) -> Int? {
      switch lookup {
      case .gallery(let gallery): return gallery.index(ofPhoto: id)
      case .shared(let locations, let node):
        guard let location = locations.table[id], location.node == node else { return nil }
        return Int(location.index)
      }
    }

    /// The 1-based grid page that shows the photo at a 0-based index.
    package func gridPage(forPhotoAt index: Int) -> Int { index / pageSize + 1 }

    /// The 0-based indices of the photos on a 1-based grid page.
    package func photoIndices(onGridPage page: Int) -> Range<Int> {
      GridPages.indices(onPage: page, of: photos.count, pageSize: pageSize)
    }
  }

  /// Every grid, the root first, then the albums depth first (the manifest's order).
  package let nodes: [Node]
  /// Album id → index in `nodes`.
  private let nodeIndex: [String: Int]
  /// Photo id → where it is; nil for a gallery without albums (the root's lookup is the gallery's).
  private let locations: Locations?
  /// For each node (by index), the indices of the nodes from the root down to it: every photo and
  /// edit page asks for its album's trail, so it is worked out once.
  private let trails: [[Int]]

  package init(_ gallery: Gallery) {
    let pageSize = gallery.effectivePageSize
    guard !gallery.albums.isEmpty else {
      let clips = gallery.clipCount
      nodes = [
        Node(
          id: Self.rootID, title: gallery.title, description: gallery.description, photos: gallery.photos,
          albumIDs: [], parentID: nil, coverPhotoID: gallery.photos.first?.id,
          photoCount: gallery.photos.count, clipCount: clips, ownClipCount: clips,
          pageSize: pageSize, lookup: .gallery(gallery))
      ]
      (nodeIndex, locations, trails) = ([Self.rootID: 0], nil, [[0]])
      listed = gallery.photos.count * gallery.photos.count
      return
    }
    // First the places (the shared index needs every photo), then the nodes that read it.
    var table: [String: Location] = [:]
    table.reserveCapacity(gallery.photoCount)
    // Each album's count and cover are summed up from its sub-albums' on the way back up, so the walk
    // visits every album once (asking each album for them would walk its subtree again at every level).
    var places:
      [(
        album: Album?, parent: String?, trail: [Int], photoCount: Int, clipCount: Int, ownClipCount: Int,
        cover: String?
      )] = [(nil, nil, [0], 0, 0, 0, nil)]
    // Through the buffer: iterating `photos` copies every Photo (a retain and release per string). The
    // first place of an id is kept through the table's slot, one hash a photo, not a lookup and a store.
    func keepFirst(_ slot: inout Location?, _ location: Location) {
      if slot == nil { slot = location }
    }
    /// Notes the photos' places, and counts their clips.
    func note(_ photos: [Photo], node: Int) -> Int {
      photos.withUnsafeBufferPointer { buffer in
        var clips = 0
        for index in buffer.indices {
          keepFirst(&table[buffer[index].id], Location(node: Int32(node), index: Int32(index)))
          if buffer[index].video != nil { clips += 1 }
        }
        return clips
      }
    }
    func add(
      _ album: Album, parent: String, trail: [Int]
    ) -> (photoCount: Int, clipCount: Int, cover: String?) {
      let index = places.count
      places.append((album, parent, trail + [index], 0, 0, 0, nil))
      var clipCount = note(album.photos, node: index)
      places[index].ownClipCount = clipCount
      var photoCount = album.photos.count
      var cover = album.cover ?? album.photos.first?.id
      for child in album.albums {
        let below = add(child, parent: album.id, trail: trail + [index])
        photoCount += below.photoCount
        clipCount += below.clipCount
        if cover == nil { cover = below.cover }
      }
      places[index].photoCount = photoCount
      places[index].clipCount = clipCount
      places[index].cover = cover
      return (photoCount, clipCount, cover)
    }
    var clipCount = note(gallery.photos, node: 0)
    places[0].ownClipCount = clipCount
    var photoCount = gallery.photos.count
    var cover = gallery.photos.first?.id
    for album in gallery.albums {
      let below = add(album, parent: Self.rootID, trail: [0])
      photoCount += below.photoCount
      clipCount += below.clipCount
      if cover == nil { cover = below.cover }
    }
    places[0].photoCount = photoCount
    places[0].clipCount = clipCount
    places[0].cover = cover
    let locations = Locations(table)
    var nodes: [Node] = []
    nodes.reserveCapacity(places.count)
    for (index, place) in places.enumerated() {
      let lookup = Lookup.shared(locations, node: Int32(index))
      if let album = place.album {
        nodes.append(
          Node(
            id: album.id, title: album.title, description: album.description, photos: album.photos,
            albumIDs: album.albums.map(\.id), parentID: place.parent, coverPhotoID: place.cover,
            photoCount: place.photoCount, clipCount: place.clipCount, ownClipCount: place.ownClipCount,
            pageSize: pageSize, lookup: lookup))
        nodes[nodes.count - 1].isPrivate = album.privacy != nil
      } else {
        nodes.append(
          Node(
            id: Self.rootID, title: gallery.title, description: gallery.description, photos: gallery.photos,
            albumIDs: gallery.albums.map(\.id), parentID: nil, coverPhotoID: place.cover,
            photoCount: place.photoCount, clipCount: place.clipCount, ownClipCount: place.ownClipCount,
            pageSize: pageSize, lookup: lookup))
      }
    }
    self.nodes = nodes
    self.nodeIndex = Dictionary(
      nodes.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    self.locations = locations
    self.trails = places.map(\.trail)
    self.listed = nodes.reduce(0) { $0 + $1.photos.count * $1.photos.count }
  }

  /// The sum over the grids of their photo count squared: how many options position lists on every
  /// photo's move page would hold together (see `ImageIndexEdit.listedPositionsLimit`).
  package var listedPositions: Int { listed }
  private let listed: Int

  /// Whether the gallery has albums (else its one grid is the root, and pages carry no album marks).
  package var hasAlbums: Bool { nodes.count > 1 }

  package var root: Node { nodes[0] }

  /// The grid with this id (`""`: the root), or nil.
  package func node(_ id: String) -> Node? {
    nodeIndex[id].map { nodes[$0] }
  }

  /// The grid that holds the photo, or nil when no grid does.
  package func node(holdingPhoto id: String) -> Node? {
    guard let locations else { return root.index(ofPhoto: id) == nil ? nil : root }
    return locations.table[id].map { nodes[Int($0.node)] }
  }

  /// Any photo of the gallery by id.
  package func photo(_ id: String) -> Photo? {
    guard let locations else { return root.index(ofPhoto: id).map { root.photos[$0] } }
    return locations.table[id].map { nodes[Int($0.node)].photos[Int($0.index)] }
  }

  /// The grids from the root down to `id`, both included; empty for an unknown id.
  package func trail(to id: String) -> [Node] {
    guard let index = nodeIndex[id] else { return [] }
    return trails[index].map { nodes[$0] }
  }

  /// How deep the grid is: 0 for the root, 1 for a top-level album.
  package func depth(of id: String) -> Int { max(0, trail(to: id).count - 1) }
}
