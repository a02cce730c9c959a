import GalleryThemes

/// What each save says in the site's language (issue 49, "in the owner's language"), for the
/// organizer's live region (`EditSummary.shown`); the command line and the edit history keep the
/// English line (`message`), which scripts read. One sentence per outcome from the catalogues'
/// `saved.*` words, naming photos by id and albums by title in the language's quotation marks. A
/// refusal has none here: the server words the error it catches (`ImageIndexEditPresenter.refusal`).
extension ImageIndexEditPresenter {
  func shown(_ response: ImageIndexEdit.SaveIndex.Response) -> String? {
    switch response {
    case .moved(let id, let from, let to, _):
      words.text(.savedMoved, ["photos": quoted(id), "from": words.number(from), "to": words.number(to)])
    case .movedToAlbum(let id, _, let to, _):
      words.text(
        .savedMovedInto, ["photos": quoted(id), "position": words.number(to.position), "place": place(to)])
    case .unchanged: words.text(.savedNothingToDo)
    case .failed: nil
    }
  }

  func shown(_ response: ImageIndexEdit.SaveAlbumIndex.Response) -> String? {
    switch response {
    case .moved(_, _, let to, _):
      words.text(.savedMovedAlbum, ["position": words.number(to.position), "place": place(to)])
    case .unchanged: words.text(.savedNothingToDo)
    case .failed: nil
    }
  }

  func shown(_ response: ImageIndexEdit.SaveIndices.Response) -> String? {
    switch response {
    case .moved(let ids, let to, _):
      words.text(
        .savedMovedInto, ["photos": photos(ids), "position": words.number(to.position), "place": place(to)])
    case .unchanged: words.text(.savedNothingToDo)
    case .failed: nil
    }
  }

  func shown(photoTexts response: ImageIndexEdit.SavePhotoTexts.Response) -> String? {
    switch response {
    case .saved(let id, _, _): words.text(.savedTexts, ["photos": quoted(id)])
    case .unchanged: words.text(.savedNothingToDo)
    case .failed: nil
    }
  }

  func shown(selectionTexts response: ImageIndexEdit.SaveSelectionTexts.Response) -> String? {
    switch response {
    case .saved(let changed, _, _): words.text(.savedTexts, ["photos": photos(changed)])
    case .unchanged: words.text(.savedNothingToDo)
    case .failed: nil
    }
  }

  func shown(cover response: ImageIndexEdit.SaveCover.Response) -> String? {
    switch response {
    case .set(_, let photo): words.text(.savedCoverSet, ["photos": quoted(photo)])
    case .cleared: words.text(.savedCoverCleared)
    case .unchanged: words.text(.savedNothingToDo)
    case .failed: nil
    }
  }

  func shown(albumTexts response: ImageIndexEdit.SaveAlbumTexts.Response) -> String? {
    switch response {
    case .saved(_, _, _, nil): words.text(.savedAlbumTexts)
    case .saved(let id, _, _, _?): words.text(.savedAlbumID, ["address": Self.albumFolder(id)])
    case .unchanged: words.text(.savedNothingToDo)
    case .failed: nil
    }
  }

  func shown(newAlbum response: ImageIndexEdit.SaveNewAlbum.Response) -> String? {
    switch response {
    case .made(_, let title, _, 0, _): words.text(.savedNewEmptyAlbum, ["album": quoted(title)])
    case .made(_, let title, _, let count, _): words.count(.savedNewAlbum, count, ["album": quoted(title)])
    case .failed: nil
    }
  }

  func shown(removedAlbum response: ImageIndexEdit.RemoveAlbum.Response) -> String? {
    switch response {
    case .removed(_, let title, _): words.text(.savedRemovedAlbum, ["album": quoted(title)])
    case .failed: nil
    }
  }

  func shown(newPhotos response: ImageIndexEdit.SaveNewPhotos.Response) -> String? {
    switch response {
    case .added(let ids, let to):
      words.count(.savedAddedPhotos, ids.count, ["position": words.number(to.position), "place": place(to)])
    case .failed: nil
    }
  }

  func shown(removedPhotos response: ImageIndexEdit.RemovePhotos.Response) -> String? {
    switch response {
    case .removed(let ids, _, _): words.count(.savedRemovedPhotos, ids.count)
    case .failed: nil
    }
  }

  /// What undo or redo did, in the site's language: the step's own sentence from when it was made
  /// (`EditHistory.Step.said`), after "Undone:" or "Redone:".
  package static func stepped(said: String, step: HistoryStep, words: Words) -> String {
    words.text(step == .undo ? .savedUndid : .savedRedid, ["edit": said])
  }

  /// An id or a title in the language's quotation marks, isolated from the sentence's direction.
  private func quoted(_ text: String) -> String {
    words.text(.savedQuoted, ["text": words.isolated(text)])
  }

  /// One photo by its id, several by their count.
  private func photos(_ ids: [String]) -> String {
    ids.count == 1 ? quoted(ids[0]) : words.count(.savedPhotos, ids.count)
  }

  /// "the top level", or the album by its title.
  private func place(_ place: ImageIndexEdit.SaveIndex.Place) -> String {
    place.id.isEmpty ? words.text(.savedTopLevel) : words.text(.savedInAlbum, ["album": quoted(place.title)])
  }
}
