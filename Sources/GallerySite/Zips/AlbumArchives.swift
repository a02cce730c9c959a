import GalleryCore
import GalleryImages
import GalleryModel
import GalleryPaths
import GalleryWorkers

/// Every grid's archive (`"albumZips": true`): the top level's photos and each album's own (not its
/// sub-albums', which have theirs), in the grid's order, as one ZIP, or as parts of at most
/// `zipMaxBytes` each, every part a whole archive. A photo is its original where the site offers it
/// (`"downloads": "original"` or `copyOriginals`), as published, else its largest size; a clip its MP4.
/// Remote images are not in it.
///
/// Archives are kept in the gallery's own cache (`zips/`), named by a digest of what they hold (each
/// member's name and content): a build whose members are unchanged publishes the kept file and reads
/// no photo for it. The members' bytes are the site's own copies, read and checked as the site writer
/// reads them (`SiteWriter.read`), so an archive holds exactly what the site publishes.
enum AlbumArchives {
  struct Made {
    /// By album id (the top level is "").
    var byAlbum: [String: [AlbumArchive]] = [:]
    var files: [PublishedFile] = []
    /// The cache's archives these are (their file names in `zips/`).
    var kept = Set<String>()
  }

  /// What a member is made from: its name in the archive, the site copy it is, and its identity.
  struct Planned {
    var name: String
    var copy: PublishedFile
    var size: Int
    var identity: String
  }

  /// The archives of `gallery`'s grids, made into `cacheFolder/zips` when not kept there already.
  /// `prunes`: the archives no grid of `gallery` holds are removed from the cache; a build that makes
  /// the archives of several galleries (the public one, each private album) prunes once, with `prune`.
  static func make(
    gallery: Gallery, images: [String: PhotoImages], copies: [PublishedFile], cacheFolder: String,
    digests: FileDigests, siteMap: SiteMap, prunes: Bool = true
  ) throws(GalleryError) -> Made {
    guard gallery.albumZips == true else { return Made() }
    let folder = cacheFolder + "/zips"
    try FileSystem.makeDirectories(folder)
    var byTarget: [String: PublishedFile] = [:]
    for copy in copies { byTarget[copy.target] = copy }
    let offers = Downloads.byAlbum(gallery)
    let copiesOriginals = gallery.images.effectiveCopyOriginals
    var made = Made()
    var kept = Set<String>()
    func archive(_ id: String, _ photos: [Photo]) throws(GalleryError) {
      let originals = copiesOriginals || offers[id] == .original
      let planned = members(
        photos, images: images, byTarget: byTarget, originals: originals, digests: digests)
      guard !planned.isEmpty else { return }
      let parts = split(planned, maxBytes: gallery.effectiveZipMaxBytes)
      for (index, part) in parts.enumerated() {
        var hasher = Hashing.Combiner()
        hasher.combine("cleangallery archive 1")
        for member in part {
          hasher.combine(member.name)
          hasher.combine(member.identity)
        }
        let name = DerivativeCache.name(hasher.value) + ".zip"
        let path = folder + "/" + name
        kept.insert(name)
        let size: Int
        if let status = FileSystem.status(path, followingLinks: false), status.kind == .file {
          size = status.size
        } else {
          size = try ZipArchive().write(
            part.map { member in
              let copy = member.copy
              return ZipArchive.Member(name: member.name) { () throws(GalleryError) in
                try SiteWriter.read(copy).bytes
              }
            }, to: path)
        }
        let target = siteMap.albumArchive(album: id, part: index + 1)
        made.files.append(PublishedFile(source: path, target: target, inside: folder))
        made.byAlbum[id, default: []].append(
          AlbumArchive(
            sitePath: target, byteCount: size, memberCount: part.count, part: index + 1,
            partCount: parts.count))
      }
    }
    try archive(AlbumTree.rootID, gallery.photos)
    func walk(_ albums: [Album]) throws(GalleryError) {
      for album in albums {
        try archive(album.id, album.photos)
        try walk(album.albums)
      }
    }
    try walk(gallery.albums)
    made.kept = kept
    if prunes { prune(cacheFolder: cacheFolder, keeping: kept) }
    return made
  }

  /// Removes the archives of `cacheFolder/zips` that `kept` does not name (only the tool's own names,
  /// only there).
  static func prune(cacheFolder: String, keeping kept: Set<String>) {
    let nameLength = DerivativeCache.name(0).utf8.count + 4
    FileSystem.removeFiles(in: cacheFolder + "/zips") { name in
      name.hasSuffix(".zip") && name.utf8.count == nameLength && !kept.contains(name)
    }
  }

  /// Each photo's member, in order: "001 Dusk.jpg" (its position, then the original's name, or its
  /// id and the size's extension).
  static func members(
    _ photos: [Photo], images: [String: PhotoImages], byTarget: [String: PublishedFile], originals: Bool,
    digests: FileDigests
  ) -> [Planned] {
    let width = String(photos.count).count
    var planned: [Planned] = []
    for (index, photo) in photos.enumerated() {
      guard let made = images[photo.id] else { continue }
      let number = String(repeating: "0", count: max(0, width - String(index + 1).count)) + String(index + 1)
      let target: String
      let fileName: String
      var identity: String
      if let clip = made.clip, let mp4 = clip.sources.first {
        target = mp4.sitePath
        fileName = photo.id + ".mp4"
        identity = mp4.sitePath
      } else if originals, let original = made.original, case .file(let path) = photo.image {
        target = original
        fileName = String(path.split(separator: "/").last ?? Substring(photo.id))
        identity = original + " " + (digests.digest(of: path).map { String($0, radix: 16) } ?? "unread")
      } else {
        target = made.large.sitePath
        fileName = photo.id + "." + (target.split(separator: ".").last.map(String.init) ?? "jpg")
        identity = target
      }
      guard let copy = byTarget[target] else { continue }
      identity += copy.source?.digest.map { " " + SecureDigest.hex($0) } ?? ""
      // The same original is other bytes stripped or kept whole (`keepMetadata`).
      if copy.source?.stripsMetadata == true { identity += " stripped" }
      // The size as published: an original's counted when it was stripped, a size's from its entry,
      // a clip's from its file.
      let known =
        made.clip != nil
        ? nil : target == made.original ? made.originalByteCount : made.variants.last?.byteCount
      planned.append(
        Planned(
          name: number + " " + memberName(fileName), copy: copy,
          size: known ?? FileSystem.status(copy.source?.path ?? "", followingLinks: true)?.size ?? 0,
          identity: identity))
    }
    return planned
  }

  /// A file's name as an archive member: no folder, and none of the characters Windows reads as one or
  /// refuses (`\ / : * ? " < > |`) or a control character, each made `_`, so no extractor can be led
  /// out of its folder (`..\..\x.jpg` becomes the one name `.._.._x.jpg`, after its number).
  static func memberName(_ name: String) -> String {
    String(name.map { "\\/:*?\"<>|".contains($0) || $0.isASCII && ($0.asciiValue ?? 0) < 0x20 ? "_" : $0 })
  }

  /// The members in parts of at most `maxBytes` each, in order; a member larger than that alone is a
  /// part of its own. Each member is counted at the most its records can take (both headers, its name
  /// twice, ZIP64's fields), the end records once, so a part never passes the limit.
  static func split(_ members: [Planned], maxBytes: Int) -> [[Planned]] {
    let ends = 56 + 20 + 22
    var parts: [[Planned]] = []
    var current: [Planned] = []
    var bytes = ends
    for member in members {
      let cost = 30 + 20 + 46 + 28 + 2 * member.name.utf8.count + member.size
      if !current.isEmpty, bytes + cost > maxBytes {
        parts.append(current)
        (current, bytes) = ([], ends)
      }
      current.append(member)
      bytes += cost
    }
    if !current.isEmpty { parts.append(current) }
    return parts
  }
}
