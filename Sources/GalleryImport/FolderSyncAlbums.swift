import Foundation
import GalleryModel

/// How `gallery sync` matches albums with folders, keeping whatever the person arranged by hand.
///
/// An album is not marked with its folder in the manifest; its photos tell: an album whose local
/// photos all live in folder F is F's album (one without photos of its own, F's when its sub-albums
/// are all albums of F's subfolders). A new image goes to the album (or the root) that already holds
/// photos from its folder when exactly one does, wherever the person moved it; else to the album F's
/// photos all live in; else to the album whose id is the one `init` gives F (made by hand for it);
/// else to a new album for F, appended to the album of F's parent folder (made the same way).
enum FolderSyncAlbums {
  /// Where new images go: the albums of the manifest as it was before the sync, indexed by folder, and
  /// the albums made for new folders.
  struct Placement {
    /// Folder → paths of the albums (and the root) holding local photos of it, in manifest order.
    private var holders: [FolderAlbums.FolderKey: [[Int]]] = [:]
    /// Folder → paths of the albums standing for it (see the type's comment).
    private var standing: [FolderAlbums.FolderKey: [[Int]]] = [:]
    /// Album path → the folder it stands for, for the albums standing for one.
    private var folderOf: [[Int]: FolderAlbums.FolderKey] = [:]
    /// Lowercased album id → its path.
    private var pathOfID: [String: [Int]] = [:]
    /// Folder → container path, for folders already placed (new albums included).
    private var placed: [FolderAlbums.FolderKey: [Int]] = [:]
    /// Every album id, lowercased: new albums' ids are unique against them, removed ones included.
    private var albumIDs: Set<String> = []
    /// The ids of the albums made, in the order they were made.
    private(set) var created: [String] = []

    init(_ root: Album) {
      _ = index(root, path: [])
    }

    /// The folder an album of the original manifest stood for (see the type's comment).
    func folder(ofAlbumAt path: [Int]) -> FolderAlbums.FolderKey? {
      folderOf[path]
    }

    /// Indexes `album` and those below it; returns the folder it stands for.
    private mutating func index(_ album: Album, path: [Int]) -> FolderAlbums.FolderKey? {
      if !path.isEmpty {
        albumIDs.insert(album.id.lowercased())
        pathOfID[album.id.lowercased()] = path
      }
      let photoFolders = album.photos.compactMap { photo -> FolderAlbums.FolderKey? in
        guard let file = photo.folderFile else { return nil }
        return Array(FolderAlbums.folder(ofImage: file).utf8)
      }
      for folder in Set(photoFolders) { holders[folder, default: []].append(path) }
      let childFolders = album.albums.enumerated().map { offset, child in
        index(child, path: path + [offset])
      }
      var folder: FolderAlbums.FolderKey?
      if !photoFolders.isEmpty {
        folder = Set(photoFolders).count == 1 ? photoFolders[0] : nil
      } else {
        let parents = Set(childFolders.compactMap { $0.map(Self.parent(of:)) })
        folder = parents.count == 1 ? parents.first : nil
      }
      guard !path.isEmpty, let folder, !folder.isEmpty else { return nil }
      standing[folder, default: []].append(path)
      folderOf[path] = folder
      return folder
    }

    /// The path of the album (or `[]`, the root) that takes new images of `folder`, made (with the
    /// albums above it) when there is none. An album would nest deeper than the manifest allows
    /// gives its place to its parent.
    mutating func container(for folder: String, in root: inout Album) -> [Int] {
      let key = Array(folder.utf8)
      if key.isEmpty { return [] }
      if let path = placed[key] { return path }
      let path = existing(for: folder) ?? make(folder, in: &root)
      placed[key] = path
      return path
    }

    /// The album (or `[]`, the root) that new images of `folder` would go to without making one; nil
    /// when there is none yet. A moved photo that sits there follows its file (see `FolderSync`).
    func home(ofFolder folder: String) -> [Int]? {
      if folder.utf8.isEmpty { return [] }
      return placed[Array(folder.utf8)] ?? existing(for: folder)
    }

    /// An album of the original manifest for `folder`, by the rules of the type's comment.
    private func existing(for folder: String) -> [Int]? {
      let key = Array(folder.utf8)
      if let holding = holders[key], holding.count == 1 { return holding[0] }
      if let albums = standing[key], albums.count == 1 { return albums[0] }
      guard let path = pathOfID[PhotoNaming.baseID(forFolder: folder).lowercased()] else { return nil }
      // Not an album that stands for another folder: `a-b`, made from `a b`, is not `a-b`'s.
      if let standsFor = folderOf[path], standsFor != key { return nil }
      return path
    }

    private mutating func make(_ folder: String, in root: inout Album) -> [Int] {
      let parent = container(for: FolderAlbums.parent(of: folder), in: &root)
      guard parent.count < ManifestDecoder.deepestAlbum else { return parent }
      let id = PhotoNaming.uniqueIDs(for: [PhotoNaming.baseID(forFolder: folder)], taken: albumIDs)[0]
      albumIDs.insert(id.lowercased())
      created.append(id)
      var offset = 0
      root.modify(at: parent[...]) { album in
        offset = album.albums.count
        album.albums.append(FolderAlbums.album(forFolder: folder, id: id))
      }
      return parent + [offset]
    }

    static func parent(of folder: FolderAlbums.FolderKey) -> FolderAlbums.FolderKey {
      guard let slash = folder.lastIndex(of: UInt8(ascii: "/")) else { return [] }
      return Array(folder[..<slash])
    }
  }

  /// Visits every photo, the root's then each album's depth first (manifest order), with the path of
  /// its album and its index there before any was taken out; `body` may change the photo, and takes
  /// it out of its album by returning false.
  static func visitPhotos(
    _ album: inout Album, at path: [Int] = [], _ body: (inout Photo, _ album: [Int], _ index: Int) -> Bool
  ) {
    var kept: [Photo] = []
    kept.reserveCapacity(album.photos.count)
    for (index, var photo) in album.photos.enumerated() where body(&photo, path, index) {
      kept.append(photo)
    }
    album.photos = kept
    for offset in album.albums.indices {
      visitPhotos(&album.albums[offset], at: path + [offset], body)
    }
  }

  /// Drops the albums the sync left empty whose folder holds no image any more. Albums that stood for no
  /// folder (made by hand) stay, empty or not: the person may mean to fill them. Paths are the
  /// original manifest's: the sync only appended albums, so the original ones kept theirs.
  static func prune(
    _ album: inout Album, at path: [Int] = [], original: Placement,
    holdingImages folders: Set<FolderAlbums.FolderKey>, removed: inout [String]
  ) {
    var kept: [Album] = []
    for (offset, var child) in album.albums.enumerated() {
      prune(&child, at: path + [offset], original: original, holdingImages: folders, removed: &removed)
      if child.photos.isEmpty && child.albums.isEmpty,
        let folder = original.folder(ofAlbumAt: path + [offset]), !folders.contains(folder)
      {
        removed.append(child.id)
      } else {
        kept.append(child)
      }
    }
    album.albums = kept
  }

  /// Clears every cover that names a photo no longer in its album (dropped by the sync): the manifest
  /// would not read back otherwise, and the album then shows its first photo.
  static func clearStaleCovers(in album: inout Album) {
    for offset in album.albums.indices { clearStaleCovers(in: &album.albums[offset]) }
    if let cover = album.cover, !album.holds(photoID: cover) { album.cover = nil }
  }
}

extension Album {
  /// Changes the album at `path` below this one (`[]`: this one; `[2, 0]`: the first sub-album of the
  /// third), in place.
  mutating func modify(at path: ArraySlice<Int>, _ body: (inout Album) -> Void) {
    guard let first = path.first else { return body(&self) }
    albums[first].modify(at: path.dropFirst(), body)
  }
}
