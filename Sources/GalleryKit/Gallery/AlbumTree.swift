/// The gallery's grids, found by album id: the root (id `""`) and every album, each with what its pages
/// need (its photos indexed by id, its sub-albums, the way up to the root).
///
/// Built once per gallery value (a build renders tens of thousands of pages, each asking which album
/// holds its photo); a flat gallery is one grid, the root, with the gallery's photos.
public struct AlbumTree: Sendable {
  /// The root's id: the root is the grid at `index.html`, an album of its own for the pages.
  public static let rootID = ""

  /// One grid: the root or an album.
  public struct Node: Sendable, Equatable {
    public let id: String
    public let title: String
    public let description: String?
    /// Its own photos, in order (not its sub-albums').
    public let photos: [Photo]
    /// Its sub-albums' ids, in order.
    public let albumIDs: [String]
    /// Its parent's id; nil for the root.
    public let parentID: String?
    /// The photo that stands for it in its parent's grid (see `Album.coverPhotoID`).
    public let coverPhotoID: String?
    /// Its photos and its sub-albums'.
    public let photoCount: Int
    public let pageSize: Int
    /// Photo id → index in `photos`.
    private let positions: [String: Int]

    init(
      id: String, title: String, description: String?, photos: [Photo], albumIDs: [String],
      parentID: String?, coverPhotoID: String?, photoCount: Int, pageSize: Int
    ) {
      self.id = id
      self.title = title
      self.description = description
      self.photos = photos
      self.albumIDs = albumIDs
      self.parentID = parentID
      self.coverPhotoID = coverPhotoID
      self.photoCount = photoCount
      self.pageSize = pageSize
      var positions: [String: Int] = [:]
      positions.reserveCapacity(photos.count)
      for (index, photo) in photos.enumerated() where positions[photo.id] == nil {
        positions[photo.id] = index
      }
      self.positions = positions
    }

    public var isRoot: Bool { parentID == nil }

    /// Number of grid pages: a grid without photos still has one (for its sub-albums, or to say so).
    public var gridPageCount: Int { max(1, (photos.count + pageSize - 1) / pageSize) }

    /// The 0-based index of one of its photos, or nil.
    public func index(ofPhoto id: String) -> Int? { positions[id] }

    /// The 1-based grid page that shows the photo at a 0-based index.
    public func gridPage(forPhotoAt index: Int) -> Int { index / pageSize + 1 }

    /// The 0-based indices of the photos on a 1-based grid page.
    public func photoIndices(onGridPage page: Int) -> Range<Int> {
      let start = min(photos.count, (page - 1) * pageSize)
      return start..<min(photos.count, start + pageSize)
    }
  }

  /// Every grid, the root first, then the albums depth first (the manifest's order).
  public let nodes: [Node]
  /// Album id → index in `nodes`.
  private let nodeIndex: [String: Int]
  /// Photo id → the id of the grid that holds it.
  private let albumOfPhoto: [String: String]
  /// Photo id → the photo, wherever it is.
  private let photoByID: [String: Photo]

  public init(_ gallery: Gallery) {
    var nodes: [Node] = []
    var albumOfPhoto: [String: String] = [:]
    var photoByID: [String: Photo] = [:]
    let pageSize = gallery.effectivePageSize
    func note(_ photos: [Photo], in id: String) {
      guard !gallery.albums.isEmpty else { return }
      for photo in photos where albumOfPhoto[photo.id] == nil {
        albumOfPhoto[photo.id] = id
        photoByID[photo.id] = photo
      }
    }
    nodes.append(
      Node(
        id: Self.rootID, title: gallery.title, description: gallery.description, photos: gallery.photos,
        albumIDs: gallery.albums.map(\.id), parentID: nil,
        coverPhotoID: gallery.photos.first?.id ?? gallery.albums.lazy.compactMap(\.coverPhotoID).first,
        photoCount: gallery.photoCount, pageSize: pageSize))
    note(gallery.photos, in: Self.rootID)
    func add(_ album: Album, parent: String) {
      nodes.append(
        Node(
          id: album.id, title: album.title, description: album.description, photos: album.photos,
          albumIDs: album.albums.map(\.id), parentID: parent, coverPhotoID: album.coverPhotoID,
          photoCount: album.photoCount, pageSize: pageSize))
      note(album.photos, in: album.id)
      for child in album.albums { add(child, parent: album.id) }
    }
    for album in gallery.albums { add(album, parent: Self.rootID) }
    self.nodes = nodes
    self.nodeIndex = Dictionary(
      nodes.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    self.albumOfPhoto = albumOfPhoto
    self.photoByID = photoByID
  }

  /// Whether the gallery has albums (else its one grid is the root, and pages carry no album marks).
  public var hasAlbums: Bool { nodes.count > 1 }

  public var root: Node { nodes[0] }

  /// The grid with this id (`""`: the root), or nil.
  public func node(_ id: String) -> Node? {
    nodeIndex[id].map { nodes[$0] }
  }

  /// The grid that holds the photo, or nil when no grid does.
  public func node(holdingPhoto id: String) -> Node? {
    guard hasAlbums else { return root.index(ofPhoto: id) == nil ? nil : root }
    return albumOfPhoto[id].flatMap { node($0) }
  }

  /// Any photo of the gallery by id.
  public func photo(_ id: String) -> Photo? {
    guard hasAlbums else { return root.index(ofPhoto: id).map { root.photos[$0] } }
    return photoByID[id]
  }

  /// The grids from the root down to `id`, both included; empty for an unknown id.
  public func trail(to id: String) -> [Node] {
    var trail: [Node] = []
    var current = node(id)
    while let node = current {
      trail.append(node)
      current = node.parentID.flatMap { self.node($0) }
    }
    return trail.reversed()
  }

  /// How deep the grid is: 0 for the root, 1 for a top-level album.
  public func depth(of id: String) -> Int { max(0, trail(to: id).count - 1) }
}
