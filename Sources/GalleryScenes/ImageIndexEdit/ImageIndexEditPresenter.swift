import GalleryCore
import GalleryModel
import GalleryPaths
import GalleryThemes

/// What the Interactor hands over for display.
package protocol ImageIndexEditPresentationLogic: AnyObject {
  func presentIndices(response: ImageIndexEdit.Indices.Response)
  func presentSaveIndex(response: ImageIndexEdit.SaveIndex.Response)
  func presentSaveAlbumIndex(response: ImageIndexEdit.SaveAlbumIndex.Response)
  func presentSaveIndices(response: ImageIndexEdit.SaveIndices.Response)
  func presentSavePhotoTexts(response: ImageIndexEdit.SavePhotoTexts.Response)
  func presentSaveSelectionTexts(response: ImageIndexEdit.SaveSelectionTexts.Response)
  func presentSaveCover(response: ImageIndexEdit.SaveCover.Response)
  func presentSaveAlbumTexts(response: ImageIndexEdit.SaveAlbumTexts.Response)
  func presentSaveNewAlbum(response: ImageIndexEdit.SaveNewAlbum.Response)
  func presentRemoveAlbum(response: ImageIndexEdit.RemoveAlbum.Response)
  func presentSaveNewPhotos(response: ImageIndexEdit.SaveNewPhotos.Response)
  func presentRemovePhotos(response: ImageIndexEdit.RemovePhotos.Response)
}

/// Formats the position picker: every position with the current one selected (or a number field for
/// large galleries), and the equivalent command line for sites hosted without a server.
package final class ImageIndexEditPresenter: ImageIndexEditPresentationLogic {
  /// The edit page: the positions a photo can take.
  package weak var viewController: ImageIndexEditDisplayLogic?
  /// Whoever asked for a save, in its own terms (a command's console line, the server's HTTP answer):
  /// no page is made for a write.
  package weak var saveDisplay: ImageIndexEditSaveDisplayLogic?
  /// The move page's words, from the gallery's language catalogue. The one-line summaries of a save
  /// (`presentSave…`) stay English: `gallery move` prints them, and CLI messages are for the owner's
  /// terminal and for scripts.
  let words: Words

  package init(words: Words) {
    self.words = words
  }

  package func presentIndices(response: ImageIndexEdit.Indices.Response) {
    let photo = response.photo.photo
    let title = DisplayText.title(of: photo)
    let current = response.photo.position
    let total = response.totalCount
    let control: ImageIndexEdit.Indices.ViewModel.Control
    let listed = response.listedPositions ?? total * total
    if total <= ImageIndexEdit.selectLimit && listed <= ImageIndexEdit.listedPositionsLimit {
      control = .select(
        (1...total).map {
          .init(value: String($0), label: words.number($0), isSelected: $0 == current)
        })
    } else {
      control = .number(min: 1, max: total, value: current)
    }
    var viewModel = ImageIndexEdit.Indices.ViewModel(
      photoID: photo.id,
      pageTitle: words.text(
        .editPageTitle, ["title": words.isolated(title), "gallery": words.isolated(response.galleryTitle)]),
      galleryTitle: response.galleryTitle,
      heading: words.text(.editHeading, ["title": words.isolated(title)]),
      currentText: words.text(
        .editCurrent, ["position": words.number(current), "count": words.number(total)]),
      positionLabel: words.text(.editNewPosition),
      control: control,
      saveLabel: words.text(.editSave),
      cancelLabel: words.text(.editCancel),
      commandIntro: words.text(response.options.served ? .editCommandIntroServed : .editCommandIntroStatic),
      command: Self.command(photoID: photo.id, options: response.options),
      commandPlaceholder: Self.placeholder,
      canSave: response.options.served,
      saveNote: words.text(response.options.served ? .editSaveNoteServed : .editSaveNoteStatic))
    viewModel.preview = Self.preview(response, words: words)
    viewModel.album = response.albums.map {
      Self.albumControl($0, count: response.albumCount, photoID: photo.id, words: words)
    }
    viewController?.displayIndices(viewModel: viewModel)
  }

  /// Every album by its path ("2019 › Kyoto"; the root as "Top level"), the photo's own selected; a
  /// field for the album id past `albumSelectLimit` albums.
  static func albumControl(
    _ albums: [ImageIndexEdit.Indices.AlbumChoice], count: Int, photoID: String, words: Words
  ) -> ImageIndexEdit.Indices.ViewModel.AlbumControl {
    let current = albums.first(where: \.isCurrent)?.id ?? AlbumTree.rootID
    let control: ImageIndexEdit.Indices.ViewModel.AlbumControl.Control =
      count <= ImageIndexEdit.albumSelectLimit
      ? .select(
        albums.map { choice in
          let path = choice.steps.dropFirst().map(\.title).joined(
            separator: words.text(.editAlbumPathSeparator))
          return .init(
            value: choice.id, label: path.isEmpty ? words.text(.editTopLevel) : path,
            isSelected: choice.isCurrent)
        })
      : .text(value: current)
    return .init(
      label: words.text(.editAlbum), control: control,
      hint: words.text(.editAlbumHint, ["photo": photoID]))
  }

  /// Where the new position goes in the command, until one is chosen.
  package static let placeholder = "POSITION"

  /// "gallery move sunset --to POSITION --gallery trip --output site", folders quoted for a shell
  /// when they need it.
  static func command(photoID: String, options: SiteOptions) -> String {
    var words = ["gallery", "move", photoID, "--to", placeholder]
    if let gallery = options.commandGallery { words += ["--gallery", shellQuoted(gallery)] }
    if let output = options.commandOutput { words += ["--output", shellQuoted(output)] }
    return words.joined(separator: " ")
  }

  /// A word a POSIX shell reads back as it is: bare when it is plain, else in single quotes; a word
  /// holding a control or other invisible character (a folder named with a line feed or an escape)
  /// in bash's `$'…'` with that character escaped, so the page never carries it raw (an XML page may
  /// not, and a terminal must not receive it from a paste).
  static func shellQuoted(_ word: String) -> String {
    if word.unicodeScalars.contains(where: needsEscape) {
      var quoted = "$'"
      for scalar in word.unicodeScalars {
        switch scalar {
        case "\\": quoted += "\\\\"
        case "'": quoted += "\\'"
        case _ where needsEscape(scalar):
          quoted +=
            scalar.value < 0x80
            ? "\\x" + Hexadecimal.padded(scalar.value, width: 2, uppercase: true)
            : "\\U" + Hexadecimal.padded(scalar.value, width: 8, uppercase: true)
        default: quoted.unicodeScalars.append(scalar)
        }
      }
      return quoted + "'"
    }
    let plain =
      !word.isEmpty
      && word.unicodeScalars.allSatisfy {
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
            || "-_./,+=:@%".unicodeScalars.contains($0))
      }
    return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// A character `shellQuoted` writes as an escape: every C0 control (line feed and tab too: the
  /// command is one line), DEL, C1 and the noncharacters.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || TextChecks.isForbidden(scalar)
  }

  package func presentSaveIndex(response: ImageIndexEdit.SaveIndex.Response) {
    let viewModel: ImageIndexEdit.SaveIndex.ViewModel
    switch response {
    case .moved(let photoID, let from, let to, _):
      viewModel = .init(
        message: "moved '\(photoID)' from \(NumberText.grouped(from)) to \(NumberText.grouped(to))",
        changed: true, error: nil)
    case .unchanged(let photoID, let position):
      viewModel = .init(
        message: "'\(photoID)' is already at position \(NumberText.grouped(position)); nothing to do",
        changed: false, error: nil)
    case .movedToAlbum(let photoID, let from, let to, let dropped):
      viewModel = .init(
        message: "moved '\(photoID)' from \(Self.place(from)) to \(Self.place(to))"
          + Self.droppedCoversText(dropped), changed: true, error: nil)
    case .failed(let error):
      viewModel = .init(message: error.description, changed: false, error: error)
    }
    saveDisplay?.displaySaveIndex(viewModel: viewModel.showing(shown(response)))
  }

  package func presentSaveAlbumIndex(response: ImageIndexEdit.SaveAlbumIndex.Response) {
    let viewModel: ImageIndexEdit.SaveAlbumIndex.ViewModel
    switch response {
    case .moved(let albumID, let from, let to, let dropped):
      let fromText = from.id == to.id ? NumberText.grouped(from.position) : Self.place(from)
      let toText = from.id == to.id ? NumberText.grouped(to.position) : Self.place(to)
      viewModel = .init(
        message: "moved album '\(albumID)' from \(fromText) to \(toText)" + Self.droppedCoversText(dropped),
        changed: true, error: nil)
    case .unchanged(let albumID, let position):
      viewModel = .init(
        message: "album '\(albumID)' is already at position \(NumberText.grouped(position)); nothing to do",
        changed: false, error: nil)
    case .failed(let error):
      viewModel = .init(message: error.description, changed: false, error: error)
    }
    saveDisplay?.displaySaveIndex(viewModel: viewModel.showing(shown(response)))
  }

  /// "album 'kyoto' position 3", "the top level position 3".
  static func place(_ place: ImageIndexEdit.SaveIndex.Place) -> String {
    (place.id.isEmpty ? "the top level" : "album '\(place.id)'")
      + " position \(NumberText.grouped(place.position))"
  }

  /// "; albums 'a', 'b' now show their first photo (their cover moved away)".
  static func droppedCoversText(_ ids: [String]) -> String {
    guard !ids.isEmpty else { return "" }
    let names = ids.map { "'\($0)'" }.joined(separator: ", ")
    return ids.count == 1
      ? "; album \(names) now shows its first photo (its cover moved away)"
      : "; albums \(names) now show their first photo (their covers moved away)"
  }
}
