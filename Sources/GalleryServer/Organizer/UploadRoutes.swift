import GalleryCore
import GalleryImages
import GalleryImport
import GalleryModel
import GalleryScenes
import GallerySite

#if canImport(Glibc)
  import Glibc
#endif

/// Files dropped into the organizer (issue 49, under `gallery serve` only). Two steps, so a drop of
/// many files is one edit and one step of undo:
///
/// 1. `POST /_gallery/edit/upload?name=NAME`, the file's bytes as `application/octet-stream`: written
///    as it arrives into the gallery's staging folder (`HTTPServer.FileBodies`, at most 1 GiB), its kind
///    checked by its first bytes, its name made safe (`UploadName`); answered with a token.
/// 2. `POST /_gallery/edit/add-photos` (a form: `upload`/`name` pairs, `album`, `position`): each
///    staged file linked into the grid's folder under a free name (`UploadPlacement`), read as `init`
///    and `sync` read files, and put into the manifest by the SaveNewPhotos use case. A refused or
///    failed edit takes the files out again.
///
/// A body cut halfway, refused or too long leaves nothing; nothing is ever overwritten.
extension GalleryServer {
  static let uploadPath = editPrefix + "upload"
  /// A staged upload's name after its checks: `<token>.upload`.
  static let stagedSuffix = ".upload"

  /// The staging folder, for `HTTPServer.FileBodies`: only a POST to `uploadPath` that would not be
  /// refused at its headers (published, another site, not octet-stream) streams to disk.
  func uploadFolder(for request: HTTPRequest) -> String? {
    guard request.method == "POST", request.target == Self.uploadPath, !live.isPublished,
      editGuard.refusal(request) == nil, request.header("Content-Type") == "application/octet-stream"
    else { return nil }
    return galleryFolder + "/" + UploadPlacement.stagingName
  }

  /// The gallery folder, as the server was started on it.
  var galleryFolder: String {
    FileSystem.canonicalPath(live.options.galleryFolder ?? ".")
  }

  /// Step 1: the staged body checked and kept under a token.
  func upload(_ request: HTTPRequest) -> HTTPResponse {
    guard request.header("Content-Type") == "application/octet-stream" else {
      return EditAnswer.refusal(415, "An upload must be sent as application/octet-stream.")
    }
    guard let staged = request.bodyFile else {
      return EditAnswer.refusal(400, "The upload's file could not be written.")
    }
    // The argument as sent (the server keeps escapes), decoded by the forms' strict rules.
    guard let sent = request.arguments["name"],
      let raw = FormBody(Array(("name=" + sent).utf8))?.fields["name"]
    else {
      return EditAnswer.refusal(
        400, "The upload names no file (?name=…), or its name is not UTF-8.", field: "name")
    }
    guard let kind = Self.kind(ofFileAt: staged) else {
      return EditAnswer.refusal(
        415,
        "“\(Quoted.text(raw, limit: 80))” is not a photo or clip this gallery takes: its bytes are no JPEG, PNG, "
          + "GIF, WebP, TIFF, HEIF or AVIF image, and no MP4, MOV, WebM, MKV or AVI clip.",
        field: "file",
        said: ImageIndexEditPresenter.refusal(upload: raw, notMedia: true, words: live.words ?? .english))
    }
    let name: String
    switch UploadName.safe(raw, kind: kind) {
    case .success(let safe): name = safe
    case .failure(let refusal):
      return EditAnswer.refusal(
        400, Self.sentence(refusal.message) + ".", field: "name",
        said: ImageIndexEditPresenter.refusal(upload: raw, notMedia: false, words: live.words ?? .english))
    }
    let token = FileSystem.lastComponent(of: staged).dropFirst(HTTPBodyFile.prefix.count).dropLast(
      HTTPBodyFile.suffix.count)
    let kept = FileSystem.parentPath(of: staged) + "/" + token + Self.stagedSuffix
    guard FileSystem.rename(staged, to: kept) else {
      return EditAnswer.refusal(500, "The upload could not be kept in \(UploadPlacement.stagingName).")
    }
    // Its digest, taken as it arrived, for the build that adds it (the file keeps its stamp when it is
    // linked into the gallery folder).
    if let digest = request.bodyDigest, let stamp = FileStamp.of(kept) {
      KnownDigests.shared.note(stamp, digest: digest.value, byteCount: digest.byteCount)
    }
    return EditAnswer.object([
      ("ok", .bool(true)), ("upload", .string(String(token))), ("name", .string(name)),
    ])
    .response()
  }

  /// Step 2: the staged files placed and added, as one edit; the answer is an edit's.
  func addPhotos(_ form: FormBody) throws(GalleryError) -> SiteEdit.Outcome {
    let tokens = form.values["upload"] ?? []
    let names = form.values["name"] ?? []
    guard !tokens.isEmpty, tokens.count == names.count else {
      throw .usage("the form must send one 'name' for each 'upload'")
    }
    for token in tokens where token.isEmpty || !token.allSatisfy(\.isHexDigit) || token.count != 32 {
      throw .usage("“\(Quoted.text(token, limit: 40))” is not an upload's token")
    }
    guard Set(tokens).count == tokens.count else { throw .usage("the form names an upload twice") }
    let gallery = galleryFolder
    var placed: [UploadPlacement.Placed] = []
    do {
      let outcome = try live.edit { tree throws(GalleryError) in
        guard let tree else { throw .internalError("the gallery cannot be read now") }
        let album = form.fields["album"] ?? AlbumTree.rootID
        guard let grid = tree.node(album) else {
          throw .unknownAlbum(id: album, closest: [])
        }
        let folder = UploadPlacement.folder(for: grid)
        let staging = gallery + "/" + UploadPlacement.stagingName + "/"
        for (token, raw) in zip(tokens, names) {
          // The name comes back from the page: held to the upload's rules again, for the file's kind.
          guard let kind = Self.kind(ofFileAt: staging + token + Self.stagedSuffix) else {
            throw .usage("no upload '\(token)' is waiting (it was added already, or the server restarted)")
          }
          guard case .success(let name) = UploadName.safe(raw, kind: kind) else {
            throw .usage("“\(Quoted.text(raw, limit: 80))” is not a file name the upload gave")
          }
          switch UploadPlacement.place(token + Self.stagedSuffix, as: name, in: folder, gallery: gallery) {
          case .success(let file): placed.append(file)
          case .failure(let refusal): throw .usage(refusal.message)
          }
        }
        var ids: [String] = []
        tree.nodes.forEach { node in ids += node.photos.map(\.id) }
        // Read as `init` and `sync` read files, then in the order they were dropped.
        let read = FolderPhotos.photos(
          forImages: placed.map(\.path), in: gallery, taken: ids, dating: PhotoFactsReader())
        let photos = placed.compactMap { file in read.first { $0.folderFile == file.path } }
        let position = try form.fields["position"].map { text throws(GalleryError) in
          guard let number = Self.position(text) else {
            throw .usage("“\(Quoted.text(text, limit: 40))” is not a position: give a whole number from 1")
          }
          return number
        }
        return .newPhotos(.init(photos: photos, albumID: grid.id, toPosition: position))
      }
      UploadPlacement.removeStaged(placed.map(\.staged), gallery: gallery)
      return outcome
    } catch {
      for file in placed { UploadPlacement.undo(file, gallery: gallery) }
      throw error
    }
  }

  /// What a staged file is, by its first bytes (never following a link); nil when unreadable or none
  /// of the kinds taken.
  static func kind(ofFileAt path: String) -> UploadKind? {
    let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { FileSystem.close(fd) }
    return FileSystem.read(fd, at: 0, count: ImageFormat.sniffLength).flatMap(UploadKind.of(prefix:))
  }
}
