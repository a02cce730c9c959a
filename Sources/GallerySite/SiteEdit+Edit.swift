import GalleryScenes

extension SiteEdit {
  /// One of the ImageIndexEdit scene's use cases, as a typed request (positions as numbers): every
  /// edit a command or the browser makes goes through the same lock, checks, pages and save.
  package enum Edit: Sendable, Equatable {
    /// `gallery move ID --to N` (SaveIndex).
    case photo(ImageIndexEdit.SaveIndex.Request)
    /// `gallery move-album` (SaveAlbumIndex).
    case album(ImageIndexEdit.SaveAlbumIndex.Request)
    /// `gallery move ID ID… --to N` (SaveIndices).
    case photos(ImageIndexEdit.SaveIndices.Request)
    /// `gallery set` (SavePhotoTexts).
    case photoTexts(ImageIndexEdit.SavePhotoTexts.Request)
    /// `gallery set ID ID… --add-tags …`, several photos selected in the browser (SaveSelectionTexts).
    case selectionTexts(ImageIndexEdit.SaveSelectionTexts.Request)
    /// `gallery cover` (SaveCover).
    case cover(ImageIndexEdit.SaveCover.Request)
    /// `gallery set-album` (SaveAlbumTexts).
    case albumTexts(ImageIndexEdit.SaveAlbumTexts.Request)
    /// `gallery add-album`, "New album…" in the browser (SaveNewAlbum).
    case newAlbum(ImageIndexEdit.SaveNewAlbum.Request)
    /// `gallery remove-album` (RemoveAlbum).
    case removeAlbum(ImageIndexEdit.RemoveAlbum.Request)
    /// Files dropped into the organizer, written into the gallery folder (SaveNewPhotos).
    case newPhotos(ImageIndexEdit.SaveNewPhotos.Request)
    /// `gallery remove` (RemovePhotos): photos out of the gallery, their files left where they are.
    case removePhotos(ImageIndexEdit.RemovePhotos.Request)
    /// `gallery undo`: the edit history's last step taken back (not a scene use case: it restores bytes).
    case undo
    /// `gallery redo`: the step undo last took back, made again.
    case redo

    /// Whether it only reorders (the step line's words stay a move's).
    package var isMove: Bool {
      switch self {
      case .photo, .album, .photos: true
      case .photoTexts, .selectionTexts, .cover, .albumTexts, .newAlbum, .removeAlbum, .newPhotos,
        .removePhotos, .undo,
        .redo:
        false
      }
    }

    /// Asks the scene's Interactor for the use case (undo and redo are not one).
    func ask(_ scene: ImageIndexEditBusinessLogic) {
      switch self {
      case .photo(let request): scene.saveIndex(request: request)
      case .album(let request): scene.saveAlbumIndex(request: request)
      case .photos(let request): scene.saveIndices(request: request)
      case .photoTexts(let request): scene.savePhotoTexts(request: request)
      case .selectionTexts(let request): scene.saveSelectionTexts(request: request)
      case .cover(let request): scene.saveCover(request: request)
      case .albumTexts(let request): scene.saveAlbumTexts(request: request)
      case .newAlbum(let request): scene.saveNewAlbum(request: request)
      case .removeAlbum(let request): scene.removeAlbum(request: request)
      case .newPhotos(let request): scene.saveNewPhotos(request: request)
      case .removePhotos(let request): scene.removePhotos(request: request)
      case .undo, .redo: break
      }
    }
  }
}
