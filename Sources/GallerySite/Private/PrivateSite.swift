import Foundation
import GalleryCore
import GalleryModel
import GalleryPaths
import GalleryThemes
import GalleryWorkers

/// One private album made into the files the public site holds for it: its pages rendered like any
/// album's (at the paths its links use), checked, then every page, image, clip and archive padded and
/// encrypted (`AlbumCipher`) under the album's key and stored under a keyed name (`AlbumKey`), with an
/// encrypted index from each logical path to its stored file. The service worker reads the index and
/// answers the logical paths once a visitor has the key.
///
/// Determinism: each encrypted file is kept in the gallery's cache under the key's id, named by its
/// logical path and its plaintext's digest; a build whose plaintext is unchanged publishes the same
/// encrypted bytes again (after checking they still open under the key), so an unchanged album writes
/// nothing, and only a new passphrase or a changed file is encrypted anew, with a fresh nonce.
struct PrivateSite {
  /// A private album's part, key, worker (over `PrivateAlbums.Part.gallery`) and copies (its images,
  /// clips and archives), from the images step.
  struct Sealed: Sendable {
    let part: PrivateAlbums.Part
    let key: AlbumKey
    let worker: PhotosWorker
    let copies: [PublishedFile]
    let lock: LockedAlbum
    /// Its photos left out with `--skip-bad`.
    let skipped: Int
  }

  let sealed: Sealed
  let theme: Theme
  /// The keyring's folder in the gallery's cache; the encrypted files are kept under `<key id>/`.
  let cacheFolder: String

  /// The encrypted files and the index, published from the cache. `publicPaths`: every path of the
  /// public site, which the private pages may link to (breadcrumbs, assets, the viewer's words).
  func files(publicPaths: Set<String>) throws(GalleryError) -> [PublishedFile] {
    let ids = sealed.part.albumIDs
    let renderer = PageRenderer(worker: sealed.worker, theme: theme, siteMap: SiteMap())
    let walks = renderer.walks().filter { $0.kind == .album && ids.contains($0.album) }
    let pages = try renderer.render(walks[...])
    let copies = SiteWriter.copiesToPublish(sealed.copies, besides: pages.map(\.path))
    var known = publicPaths
    known.formUnion(pages.map(\.path))
    known.formUnion(copies.map(\.target))
    try SiteBuild.validate(pages, siteFiles: known, isWholeSite: false)

    let folder = cacheFolder + "/" + sealed.key.id
    try FileSystem.makeDirectories(folder)
    let inside = FileSystem.realPath(folder) ?? folder
    let key = sealed.key
    let fromPages = Parallel.mapEach(count: pages.count) { index in
      Result { () throws(GalleryError) in
        try Self.encrypted(pages[index].bytes, logicalPath: pages[index].path, key: key, folder: folder)
      }
    }
    let fromCopies = Parallel.mapEach(count: copies.count) { index in
      Result { () throws(GalleryError) in
        let read = try SiteWriter.read(copies[index])
        return try Self.encrypted(read.bytes, logicalPath: read.path, key: key, folder: folder)
      }
    }
    var files: [PublishedFile] = []
    var index: [String: String] = [:]
    var used: Set<String> = []
    for result in fromPages + fromCopies {
      let file: Encrypted
      switch result {
      case .success(let made): file = made
      case .failure(let error): throw error
      }
      index[file.logicalPath] = key.storedFile(file.logicalPath)
      used.insert(file.cacheName)
      files.append(
        PublishedFile(
          source: folder + "/" + file.cacheName, target: key.storedFile(file.logicalPath), inside: inside,
          digest: file.digest))
    }
    let start = SiteMap().gridPage(1, album: sealed.part.album.id)
    let indexFile = try Self.encrypted(
      try Self.indexBytes(start: start, files: index), logicalPath: "\u{0}index", key: key, folder: folder)
    used.insert(indexFile.cacheName)
    files.append(
      PublishedFile(
        source: folder + "/" + indexFile.cacheName, target: key.indexFile, inside: inside,
        digest: indexFile.digest))
    // What this build did not use of this key's files is an older version of a file: gone.
    FileSystem.removeFiles(in: folder) { name in !used.contains(name) && Self.isCacheName(name) }
    return files
  }

  /// An encrypted file in the cache.
  struct Encrypted: Sendable {
    let logicalPath: String
    let cacheName: String
    /// The SHA-256 of the encrypted bytes, which the writer checks again when it publishes them.
    let digest: [UInt8]
  }

  /// `bytes` padded and encrypted under `key` into the cache, or found there from an earlier build
  /// (and checked to open under the key to these bytes' padded form).
  static func encrypted(
    _ bytes: [UInt8], logicalPath: String, key: AlbumKey, folder: String
  ) throws(GalleryError) -> Encrypted {
    let name = key.cacheName(logicalPath, plaintextDigest: SecureDigest.sha256(bytes))
    let path = folder + "/" + name
    if let kept = FileSystem.readFile(path, limit: AlbumCipher.bucket(bytes.count) + 64),
      let opened = AlbumCipher.open(kept, key: key.key), AlbumCipher.unpadded(opened) == bytes
    {
      return Encrypted(logicalPath: logicalPath, cacheName: name, digest: SecureDigest.sha256(kept))
    }
    guard let sealed = AlbumCipher.seal(AlbumCipher.padded(bytes), key: key.key) else {
      throw .internalError("libcrypto could not encrypt a private album's file")
    }
    try FileSystem.writeByRenaming(path, sealed)
    return Encrypted(logicalPath: logicalPath, cacheName: name, digest: SecureDigest.sha256(sealed))
  }

  /// The cache's names: 32 lowercase hex digits (anything else in the folder is someone else's).
  static func isCacheName(_ name: String) -> Bool {
    name.utf8.count == 32 && name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }

  /// `{"files": {logical path: stored file, …}, "start": first grid page}`, keys sorted (the same
  /// bytes for the same album).
  static func indexBytes(start: String, files: [String: String]) throws(GalleryError) -> [UInt8] {
    let object: [String: Any] = ["start": start, "files": files, "version": 1]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
    else { throw .internalError("a private album's index could not be written") }
    return Array(data)
  }
}
