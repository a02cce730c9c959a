import GalleryCore
import GalleryModel
import GalleryPaths
import GalleryScenes
import GallerySite

/// The organizer's endpoints under `/_gallery/edit/` (docs/hosting-and-security.md lists them): `GET state` says what the page
/// shows of the gallery now; each `POST` is one of the ImageIndexEdit scene's use cases (or undo and
/// redo), run by `LiveGallery.edit` exactly as the commands run it, and answered in JSON.
///
/// Every POST passes `EditGuard` first (cross-site or remote: 403), then must be a form
/// (`application/x-www-form-urlencoded`: 415). A published site answers 404 to all of them.
extension GalleryServer {
  static let editPrefix = "/_gallery/edit/"
  static let organizerScriptPath = "/_gallery/organizer.js"
  static let organizerStylePath = "/_gallery/organizer.css"
  static let organizerWordsPath = "/_gallery/organizer-words.js"

  /// The answer to a request under `editPrefix`; `action` is the rest of the path.
  func editRoute(_ request: HTTPRequest, action: String) -> HTTPResponse {
    guard !live.isPublished else {
      return EditAnswer.refusal(404, "A published site cannot be edited (it was built with --publish).")
    }
    if action == "state" {
      guard request.method != "POST" else { return EditAnswer.refusal(405, "state is read with GET.") }
      return state(query: request.arguments)
    }
    guard Self.editActions.contains(action) else {
      return EditAnswer.refusal(404, "There is no edit '\(Quoted.text(action, limit: 40))'.")
    }
    guard request.method == "POST" else { return EditAnswer.refusal(405, "An edit is sent with POST.") }
    if let refusal = editGuard.refusal(request) { return EditAnswer.refusal(403, refusal) }
    if action == "upload" { return upload(request) }
    guard request.isForm(orEmpty: true) else {
      return EditAnswer.refusal(415, "An edit must be sent as application/x-www-form-urlencoded.")
    }
    guard let form = FormBody(request.body) else {
      return EditAnswer.refusal(400, "The form could not be read (a bad escape, or text that is not UTF-8).")
    }
    do {
      let outcome =
        action == "add-photos"
        ? try addPhotos(form)
        : try live.edit { tree throws(GalleryError) in try Self.edit(action, form: form, tree: tree) }
      let generation = outcome.changed ? reload.siteChanged() : reload.currentGeneration
      var history = outcome.history
      if !outcome.changed, let state = live.editState() { history = state.history }
      var members: [(String, EditAnswer)] = [
        ("ok", .bool(true)), ("changed", .bool(outcome.changed)), ("message", .string(outcome.message)),
        ("generation", .number(generation)),
        ("history", Self.history(history)),
      ]
      // The page that shows the outcome, when the one that asked may be gone (a new album, a new id,
      // an album deleted): the page goes there.
      if outcome.changed, let album = outcome.albumID {
        members.append(("page", .string(Self.page(of: album))))
      }
      // What the edit did in the site's language, for the organizer to show (`message` stays the
      // command line's English line, with the files' count).
      if let said = outcome.shown { members.append(("said", .string(said))) }
      return EditAnswer.object(members).response()
    } catch {
      let (status, field) = EditFailure.status(of: error)
      let step: ImageIndexEditPresenter.HistoryStep? =
        action == "undo" ? .undo : action == "redo" ? .redo : nil
      let said = ImageIndexEditPresenter.refusal(error, step: step, words: live.words ?? .english)
      return EditAnswer.refusal(status, EditFailure.message(of: error), field: field, said: said)
    }
  }

  static let editActions: Set<String> = [
    "move", "move-album", "texts", "selection-texts", "cover", "album-texts", "new-album", "remove-album",
    "upload", "add-photos", "remove-photos", "undo", "redo",
  ]

  /// `/albums/ID/` (`/` for the top level): an album's first grid page, as the server serves it.
  static func page(of album: String) -> String {
    "/" + String(SiteMap().gridPage(1, album: album).dropLast("index.html".count))
  }

  /// The edit a form asks for, worded against the gallery as it is now.
  static func edit(_ action: String, form: FormBody, tree: AlbumTree?) throws(GalleryError) -> SiteEdit.Edit {
    // Only the photos of a selection may be named more than once.
    let selects = ["move", "selection-texts", "new-album", "remove-photos"].contains(action)
    if let problem = form.repeatProblem(allowing: selects ? ["photo"] : []) { throw .usage(problem) }
    func field(_ name: String) -> String? { form.fields[name] }
    func required(_ name: String) throws(GalleryError) -> String {
      guard let value = field(name), !value.isEmpty else { throw .usage("the form sent no '\(name)'") }
      return value
    }
    switch action {
    case "move": return try move(form, tree: tree)
    case "move-album": return try moveAlbum(form, tree: tree)
    case "texts":
      let tags = field("tags").map(commaList)
      return .photoTexts(
        .init(
          photoID: try required("photo"), title: field("title"), description: field("description"),
          alt: field("alt"), tags: tags))
    case "selection-texts": return try selectionTexts(form)
    case "cover":
      let photo = field("photo").flatMap { $0.isEmpty ? nil : $0 }
      return .cover(.init(albumID: try required("album"), photoID: photo))
    case "album-texts":
      return .albumTexts(
        .init(
          albumID: try required("album"), title: field("title"), description: field("description"),
          newID: field("id")))
    case "new-album":
      let photos = form.values["photo"] ?? []
      guard !photos.contains(where: \.isEmpty) else { throw .usage("the form names an empty photo") }
      return .newAlbum(
        .init(
          title: field("title") ?? "", albumID: field("id"), description: field("description"),
          parentID: field("parent") ?? AlbumTree.rootID, toPosition: try formPosition(form), photoIDs: photos)
      )
    case "remove-album":
      return .removeAlbum(.init(albumID: try required("album")))
    case "remove-photos":
      let photos = form.values["photo"] ?? []
      guard !photos.isEmpty, !photos.contains(where: \.isEmpty) else {
        throw .usage("the form names no photo to remove")
      }
      return .removePhotos(.init(photoIDs: photos))
    case "undo": return .undo
    case "redo": return .redo
    default: throw .usage("there is no edit '\(Quoted.text(action, limit: 40))'")
    }
  }

  /// `photo` (one or more), then `target` (the photo whose position they take), or `position` and/or
  /// `album`.
  private static func move(_ form: FormBody, tree: AlbumTree?) throws(GalleryError) -> SiteEdit.Edit {
    let photos = form.values["photo"] ?? []
    guard let first = photos.first, !photos.contains(where: \.isEmpty) else {
      throw .usage("the form names no photo to move")
    }
    let ownGrid = tree?.node(holdingPhoto: first)?.id
    try refuseTargetWithPosition(form)
    if let target = form.fields["target"] {
      guard let tree, let grid = tree.node(holdingPhoto: target), let index = grid.index(ofPhoto: target)
      else {
        throw .unknownPhoto(id: target, closest: [])
      }
      if photos.count == 1 && ownGrid == grid.id {
        return .photo(.init(photoID: first, toPosition: index + 1))
      }
      // The photos leave their places first, then stand from the target's position on (at most just
      // after the grid's last photo), as the page shows a drop.
      let staying = grid.photos.count - photos.count(where: { grid.index(ofPhoto: $0) != nil })
      return .photos(.init(photoIDs: photos, toPosition: min(index + 1, staying + 1), albumID: grid.id))
    }
    let position = try formPosition(form)
    let album = form.fields["album"]
    if photos.count == 1 && (album == nil || album == ownGrid) {
      guard let position else { throw .usage("the form sent no position or album to move to") }
      return .photo(.init(photoID: first, toPosition: position))
    }
    if position == nil && album == nil { throw .usage("the form sent no position or album to move to") }
    return .photos(.init(photoIDs: photos, toPosition: position, albumID: album))
  }

  /// `photo` (one or more), then what to change on each: `add-tags` and `remove-tags` (separated by
  /// commas), `caption` with `caption-mode` (`set`, the default, or `append`), `alt`.
  private static func selectionTexts(_ form: FormBody) throws(GalleryError) -> SiteEdit.Edit {
    let photos = form.values["photo"] ?? []
    guard !photos.isEmpty, !photos.contains(where: \.isEmpty) else {
      throw .usage("the form names no photo to change")
    }
    var caption: ImageIndexEdit.SaveSelectionTexts.CaptionChange?
    if let text = form.fields["caption"] {
      switch form.fields["caption-mode"] ?? "set" {
      case "set": caption = .set(text)
      case "append": caption = .append(text)
      case let mode:
        throw .usage("caption-mode “\(Quoted.text(mode, limit: 40))” is neither 'set' nor 'append'")
      }
    }
    return .selectionTexts(
      .init(
        photoIDs: photos, addTags: commaList(form.fields["add-tags"] ?? ""),
        removeTags: commaList(form.fields["remove-tags"] ?? ""), caption: caption,
        alt: form.fields["alt"]))
  }

  /// A form's tags: `a, b,,c` → `["a", "b", "c"]` (each trimmed, empty ones dropped: a browser's
  /// field, unlike the command line's `--tags`, has no position to name).
  private static func commaList(_ text: String) -> [String] {
    text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// `album`, then `target` (the sibling album whose position it takes; another parent's moves it
  /// there) or `position`.
  private static func moveAlbum(_ form: FormBody, tree: AlbumTree?) throws(GalleryError) -> SiteEdit.Edit {
    guard let album = form.fields["album"], !album.isEmpty else {
      throw .usage("the form names no album to move")
    }
    try refuseTargetWithPosition(form)
    if let target = form.fields["target"] {
      guard let tree, let node = tree.node(target), let parentID = node.parentID,
        let index = tree.node(parentID)?.albumIDs.firstIndex(of: target)
      else { throw .unknownAlbum(id: target, closest: []) }
      let ownParent = tree.node(album)?.parentID
      return .album(
        .init(albumID: album, parentID: ownParent == parentID ? nil : parentID, toPosition: index + 1))
    }
    guard let position = try formPosition(form) else {
      throw .usage("the form sent no position (a whole number from 1) to move the album to")
    }
    return .album(.init(albumID: album, toPosition: position))
  }

  /// The form's `position` as a number (nil: none sent); text that is no position is refused in the
  /// form's words.
  private static func formPosition(_ form: FormBody) throws(GalleryError) -> Int? {
    guard let text = form.fields["position"] else { return nil }
    guard let position = position(text) else {
      throw .usage("“\(Quoted.text(text, limit: 40))” is not a position: give a whole number from 1")
    }
    return position
  }

  /// A drop names what it lands on (`target`), a move to a place its `position`: both at once leave the
  /// server to guess which the sender meant.
  private static func refuseTargetWithPosition(_ form: FormBody) throws(GalleryError) {
    if form.fields["target"] != nil && form.fields["position"] != nil {
      throw .usage("the form sent both 'target' and 'position'; send one: where it lands, or its position")
    }
  }

  /// What Undo and Redo would do: the history's English labels, and each step's sentence in the
  /// site's language when it was made with one (`undoSaid`, `redoSaid`), for the buttons' titles.
  static func history(_ labels: EditHistory.Labels) -> EditAnswer {
    .object([
      ("undo", .text(labels.undo)), ("redo", .text(labels.redo)), ("undoSaid", .text(labels.undoSaid)),
      ("redoSaid", .text(labels.redoSaid)),
    ])
  }
}
