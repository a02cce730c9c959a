import GalleryModel
import GalleryThemes

extension ImageIndexEditPresenter {
  /// The photo between its neighbours where it stands: each with its grid thumbnail and title, "First"
  /// or "Last" where it has none, and the sentence saying so.
  static func preview(
    _ response: ImageIndexEdit.Indices.Response, words catalogue: Words
  ) -> ImageIndexEdit.Indices.ViewModel.Preview {
    typealias Slot = ImageIndexEdit.Indices.ViewModel.Preview.Slot
    let words = previewWords(catalogue)
    func slot(_ neighbour: ImageIndexEdit.Indices.Neighbour?, label: String, end: String) -> Slot {
      guard let neighbour else { return Slot(label: end, title: nil, thumb: nil) }
      return Slot(
        label: label, title: DisplayText.title(of: neighbour.photo.photo),
        thumb: .thumbnail(of: neighbour.photo.photo, images: neighbour.images))
    }
    let photo = response.photo.photo
    let previous = slot(response.previous, label: words.after, end: words.first)
    let next = slot(response.next, label: words.before, end: words.last)
    return .init(
      previous: previous,
      photo: Slot(
        label: words.thisPhoto, title: DisplayText.title(of: photo),
        thumb: .thumbnail(of: photo, images: response.images)),
      next: next,
      summary: summary(
        after: previous.title.map(catalogue.isolated), before: next.title.map(catalogue.isolated),
        words: words),
      words: words, position: response.photo.position, count: response.totalCount,
      pageSize: max(1, response.pageSize))
  }

  /// "After “Aqua”, before “Dune”.", "First, before “Dune”.", "Last, after “Aqua”." or "The only photo
  /// here.", the titles put in as they are (a title holding `{before}` stays that text).
  static func summary(
    after: String?, before: String?, words: ImageIndexEdit.Indices.ViewModel.Preview.Words
  ) -> String {
    let quoted = { (title: String) in fill(words.quoted, ["title": title]) }
    switch (after, before) {
    case (let after?, let before?):
      return fill(words.between, ["after": quoted(after), "before": quoted(before)])
    case (nil, let before?): return fill(words.atStart, ["before": quoted(before)])
    case (let after?, nil): return fill(words.atEnd, ["after": quoted(after)])
    case (nil, nil): return words.alone
    }
  }

  /// `Words.fill`: the preview's sentences are filled the way every catalogue text is.
  static func fill(_ template: String, _ values: [String: String]) -> String {
    Words.fill(template, values)
  }

  /// The sentences a theme's script fills for another position, from the catalogue as they are (with
  /// their placeholders), so the script says what the page says. The same on every move page of a
  /// build: made once per `Words` (`WordsMemo`), and written once a site (`viewer-words.js`).
  package static func previewWords(_ words: Words) -> ImageIndexEdit.Indices.ViewModel.Preview.Words {
    words.memo.value("ImageIndexEditPreviewWords") { makePreviewWords(words) }
  }

  private static func makePreviewWords(_ words: Words) -> ImageIndexEdit.Indices.ViewModel.Preview.Words {
    .init(
      where: words.text(.previewWhere), after: words.text(.previewAfter), before: words.text(.previewBefore),
      first: words.text(.previewFirst), last: words.text(.previewLast), between: words.text(.previewBetween),
      atStart: words.text(.previewAtStart), atEnd: words.text(.previewAtEnd),
      alone: words.text(.previewAlone),
      quoted: words.text(.previewQuoted), unknown: words.text(.previewUnknown),
      otherAlbum: words.text(.previewOtherAlbum), thisPhoto: words.text(.editThisPhoto))
  }
}
