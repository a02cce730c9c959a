import GalleryModel

extension ImageIndexEditPresenter {
  /// The photo between its neighbours where it stands: each with its grid thumbnail and title, "First"
  /// or "Last" where it has none, and the sentence saying so.
  static func preview(_ response: ImageIndexEdit.Indices.Response) -> ImageIndexEdit.Indices.ViewModel.Preview
  {
    typealias Slot = ImageIndexEdit.Indices.ViewModel.Preview.Slot
    let words = ImageIndexEdit.Indices.ViewModel.Preview.Words()
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
        label: "This photo", title: DisplayText.title(of: photo),
        thumb: .thumbnail(of: photo, images: response.images)),
      next: next,
      summary: summary(after: previous.title, before: next.title, words: words),
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

  /// `template` with each `{name}` of `values` replaced in one pass: a value is never read again
  /// for placeholders. Braces naming nothing in `values` stay as they are.
  static func fill(_ template: String, _ values: [String: String]) -> String {
    var result = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let tail = rest[rest.index(after: open)...]
      if let close = tail.firstIndex(of: "}"), let value = values[String(tail[..<close])] {
        result += value
        rest = tail[tail.index(after: close)...]
      } else {
        result += "{"
        rest = tail
      }
    }
    return result + rest
  }
}
