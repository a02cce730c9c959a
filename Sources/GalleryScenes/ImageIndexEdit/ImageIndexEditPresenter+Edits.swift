import GalleryCore
import GalleryModel

/// The one-line summaries of the edits past one move, as `gallery move` words its own: what was done
/// ("moved 'a', 'b' to 3–4 of album 'kyoto'", "set the title and alt text of 'sunset'"), or why nothing
/// was. The command prints the line; the server answers with it.
extension ImageIndexEditPresenter {
  /// Photos named in a summary before the rest are counted: a move of 200 stays one line.
  static let namedPhotos = 5

  package func presentSaveIndices(response: ImageIndexEdit.SaveIndices.Response) {
    let viewModel: ImageIndexEdit.SaveIndices.ViewModel =
      switch response {
      case .moved(let ids, let to, let dropped):
        .changed(
          "moved \(Self.names(ids)) to \(Self.span(to, count: ids.count))" + Self.droppedCoversText(dropped))
      case .unchanged(let ids, let at):
        .unchanged(
          "\(Self.names(ids)) \(ids.count == 1 ? "is" : "are") already at \(Self.span(at, count: ids.count)); "
            + "nothing to do")
      case .failed(let error): .failed(error)
      }
    saveDisplay?.displaySaveIndices(viewModel: viewModel.showing(shown(response)))
  }

  package func presentSavePhotoTexts(response: ImageIndexEdit.SavePhotoTexts.Response) {
    let viewModel: ImageIndexEdit.SavePhotoTexts.ViewModel =
      switch response {
      case .saved(let id, let set, let removed):
        .changed(Self.textsText(set: set, removed: removed, of: "'\(id)'"))
      case .unchanged(let id): .unchanged("'\(id)' already has these texts; nothing to do")
      case .failed(let error): .failed(error)
      }
    saveDisplay?.displaySavePhotoTexts(viewModel: viewModel.showing(shown(photoTexts: response)))
  }

  package func presentSaveSelectionTexts(response: ImageIndexEdit.SaveSelectionTexts.Response) {
    let viewModel: ImageIndexEdit.SaveSelectionTexts.ViewModel =
      switch response {
      case .saved(let changed, let count, let fields):
        .changed(
          "set the " + Self.list(fields.map(\.words)) + " of " + Self.names(changed)
            + (changed.count < count
              ? " (\(NumberText.grouped(count - changed.count)) of the "
                + "\(NumberText.grouped(count)) already had them)" : ""))
      case .unchanged(let count):
        .unchanged(
          (count == 1 ? "the photo already has" : "the \(NumberText.grouped(count)) photos already have")
            + " these texts; nothing to do")
      case .failed(let error): .failed(error)
      }
    saveDisplay?.displaySaveSelectionTexts(viewModel: viewModel.showing(shown(selectionTexts: response)))
  }

  package func presentSaveCover(response: ImageIndexEdit.SaveCover.Response) {
    let viewModel: ImageIndexEdit.SaveCover.ViewModel =
      switch response {
      case .set(let album, let photo): .changed("set the cover of album '\(album)' to '\(photo)'")
      case .cleared(let album): .changed("removed the cover of album '\(album)': it shows its first photo")
      case .unchanged(let album, let photo?):
        .unchanged("the cover of album '\(album)' is already '\(photo)'; nothing to do")
      case .unchanged(let album, nil): .unchanged("album '\(album)' has no cover set; nothing to do")
      case .failed(let error): .failed(error)
      }
    saveDisplay?.displaySaveCover(viewModel: viewModel.showing(shown(cover: response)))
  }

  package func presentSaveAlbumTexts(response: ImageIndexEdit.SaveAlbumTexts.Response) {
    let viewModel: ImageIndexEdit.SaveAlbumTexts.ViewModel =
      switch response {
      case .saved(let id, let set, let removed, nil):
        .changed(Self.textsText(set: set, removed: removed, of: "album '\(id)'"))
      case .saved(let id, let set, let removed, let former?):
        .changed(
          (set.isEmpty && removed.isEmpty
            ? "" : Self.textsText(set: set, removed: removed, of: "album '\(former)'") + "; ")
            + Self.newIDText(of: former, to: id), showing: id)
      case .unchanged(let id): .unchanged("album '\(id)' already has these texts; nothing to do")
      case .failed(let error): .failed(error)
      }
    saveDisplay?.displaySaveAlbumTexts(viewModel: viewModel.showing(shown(albumTexts: response)))
  }

  /// "'a', 'b', 'c'"; past `namedPhotos`, "'a', 'b', 'c', 'd', 'e' and 15 more".
  static func names(_ ids: [String]) -> String {
    NumberText.named(ids.prefix(namedPhotos).map { "'\($0)'" }, of: ids.count)
  }

  /// "3 of album 'kyoto'", "3–4 of the top level": where `count` photos stand from `place.position`.
  static func span(_ place: ImageIndexEdit.SaveIndex.Place, count: Int) -> String {
    let first = NumberText.grouped(place.position)
    let positions = count == 1 ? first : first + "–" + NumberText.grouped(place.position + count - 1)
    return positions + " of " + (place.id.isEmpty ? "the top level" : "album '\(place.id)'")
  }

  /// "set the title and alt text of 'sunset'", "removed the description of album 'kyoto'", "set the
  /// title and removed the tags of 'sunset'".
  static func textsText(
    set: [ImageIndexEdit.TextField], removed: [ImageIndexEdit.TextField], of subject: String
  ) -> String {
    var parts: [String] = []
    if !set.isEmpty { parts.append("set the " + list(set.map(\.words))) }
    if !removed.isEmpty { parts.append("removed the " + list(removed.map(\.words))) }
    return parts.joined(separator: " and ") + " of " + subject
  }

  /// "a", "a and b", "a, b and c".
  static func list(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }
}

extension ImageIndexEdit.EditSummary {
  /// Something was done: the site needs rebuilding and the manifest saving. `showing`: the album whose
  /// page to show after it, when the page that asked may be gone (see `albumID`).
  static func changed(_ message: String, showing album: String? = nil) -> Self {
    .init(message: message, changed: true, error: nil, albumID: album)
  }
  /// Nothing to do, and nothing wrong.
  static func unchanged(_ message: String) -> Self { .init(message: message, changed: false, error: nil) }
  /// Refused: the error's own words are the message.
  static func failed(_ error: GalleryError) -> Self {
    .init(message: error.description, changed: false, error: error)
  }
}
