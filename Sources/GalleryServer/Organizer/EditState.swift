import GalleryCore
import GalleryModel

/// `GET /_gallery/edit/state`: what the organizer needs to know of the gallery as it is now, for the
/// page it runs on (`?photo=ID`: that photo's texts and place; `?album=ID`: that album's), with every
/// album for "Move into album…" and what Undo and Redo would do. The organizer reads positions from
/// here rather than from the page, which may be older than the gallery.
extension GalleryServer {
  func state(query: [String: String]) -> HTTPResponse {
    guard let state = live.editState() else {
      return EditAnswer.refusal(
        409, "The gallery cannot be read now: \(live.lastProblem ?? "it was not built yet").")
    }
    let tree = state.tree
    var members: [(String, EditAnswer)] = [("ok", .bool(true))]
    if let id = query["photo"] {
      guard let grid = tree.node(holdingPhoto: id), let index = grid.index(ofPhoto: id) else {
        return EditAnswer.refusal(
          404, GalleryError.unknownPhoto(id: id, closest: []).description, field: "photo")
      }
      let photo = grid.photos[index]
      let coverOf = tree.nodes.filter { !$0.isRoot && $0.coverPhotoID == id }.map { EditAnswer.string($0.id) }
      members.append(
        (
          "photo",
          .object([
            ("id", .string(photo.id)), ("title", .text(photo.title)),
            ("description", .text(photo.description)),
            ("alt", .text(photo.alt)), ("tags", .array((photo.tags ?? []).map(EditAnswer.string))),
            ("album", grid.isRoot ? .null : .string(grid.id)), ("position", .number(index + 1)),
            ("count", .number(grid.photos.count)), ("coverOf", .array(coverOf)),
          ])
        ))
    }
    if let id = query["album"] {
      guard let node = tree.node(id), let parentID = node.parentID, let parent = tree.node(parentID),
        let index = parent.albumIDs.firstIndex(of: id)
      else {
        return EditAnswer.refusal(
          404, GalleryError.unknownAlbum(id: id, closest: []).description, field: "album")
      }
      members.append(
        (
          "album",
          .object([
            ("id", .string(node.id)), ("title", .string(node.title)),
            ("description", .text(node.description)),
            ("parent", parent.isRoot ? .null : .string(parent.id)), ("position", .number(index + 1)),
            ("count", .number(parent.albumIDs.count)), ("cover", .text(node.coverPhotoID)),
            // What it holds: only an empty album can be deleted.
            ("photos", .number(node.photoCount)), ("albums", .number(node.albumIDs.count)),
          ])
        ))
    }
    // Every album by its trail of titles, as the move page lists them ("2019 › Kyoto").
    let albums = tree.nodes.dropFirst().map { node in
      let path = tree.trail(to: node.id).dropFirst().map(\.title).joined(separator: " › ")
      return EditAnswer.object([("id", .string(node.id)), ("path", .string(path))])
    }
    members += [
      ("albums", .array(albums)), ("history", Self.history(state.history)),
      ("generation", .number(reload.currentGeneration)),
    ]
    return EditAnswer.object(members).response()
  }
}
