import GalleryCore
import GalleryModel

extension ImageIndexEditInteractor {
  /// Validates the request and has the gallery set the new texts of every photo it names at once
  /// (`Gallery.setTexts(of:)`): tags added (a twin of one the photo has is not added again) and removed
  /// (twins too), a caption set or a line appended to each photo's, alt text set. Each photo's result
  /// is held to the manifest's rules; one photo whose texts would be refused refuses the whole request,
  /// naming that photo, so nothing is half-saved.
  package func saveSelectionTexts(request: ImageIndexEdit.SaveSelectionTexts.Request) {
    respond({ presenter?.presentSaveSelectionTexts(response: $0) }, failed: { .failed($0) }) {
      gallery throws(GalleryError) in
      guard !request.photoIDs.isEmpty else { throw .usage("which photos? name at least one photo") }
      guard request.asksForSomething else {
        throw .usage(
          "nothing to set: give tags to add or remove, a caption to set or append, or alt text")
      }
      let adding = try Self.tags(request.addTags)
      let removing = try Self.tags(request.removeTags)
      if let both = adding.first(where: { tag in removing.contains { $0.key == tag.key } }) {
        throw .usage("tag '\(Quoted.text(both.text))' is both added and removed: give it once")
      }
      let tree = self.tree ?? AlbumTree(gallery)
      var named = Set<String>()
      var edited: [Photo] = []
      var fields = Set<ImageIndexEdit.TextField>()
      for id in request.photoIDs {
        guard named.insert(id).inserted else {
          throw .usage("photo '\(Quoted.text(id))' is named twice: name each photo once")
        }
        guard let before = tree.photo(id) else { throw unknownPhoto(id, tree: tree) }
        var after = before
        // Tags are touched only when some are added or removed, and only when that changes them: a
        // manifest's own `"tags": []` stays as it is.
        var tags = before.tags ?? []
        tags.removeAll { tag in removing.contains { $0.key == TagCatalog.key(of: tag) } }
        for tag in adding where !tags.contains(where: { TagCatalog.key(of: $0) == tag.key }) {
          tags.append(tag.text)
        }
        if tags != before.tags ?? [] { after.tags = tags.isEmpty ? nil : tags }
        switch request.caption {
        case .set(let text)?: after.description = text.isEmpty ? nil : text
        case .append(let text)?:
          if !text.isEmpty { after.description = before.description.map { $0 + "\n" + text } ?? text }
        case nil: break
        }
        if let alt = request.alt { after.alt = alt.isEmpty ? nil : alt }
        if let problem = Gallery.photoTextsProblem(
          title: nil, description: after.description, alt: after.alt, tags: after.tags)
        {
          throw .invalidField(noun: "photo", id: id, problem)
        }
        if before.tags != after.tags { fields.insert(.tags) }
        if before.description != after.description { fields.insert(.description) }
        if before.alt != after.alt { fields.insert(.alt) }
        if before != after { edited.append(after) }
      }
      guard !edited.isEmpty else { return .unchanged(count: request.photoIDs.count) }
      var result = gallery
      try model { () throws(Gallery.EditRefusal) in try result.setTexts(of: edited) }
      commit(result, photoID: photoID)
      let order: [ImageIndexEdit.TextField] = [.description, .alt, .tags]
      return .saved(
        changed: edited.map(\.id), count: request.photoIDs.count, fields: order.filter(fields.contains))
    }
  }

  /// The request's tags, each held to the manifest's rule for a tag and trimmed, with twins given once
  /// (the first spelling kept).
  private static func tags(_ texts: [String]) throws(GalleryError) -> [(text: String, key: String)] {
    var tags: [(text: String, key: String)] = []
    for text in texts {
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      if let message = ManifestDecoder.TextRule.tag.problem(in: trimmed) {
        throw .usage("tag '\(Quoted.text(text, limit: 40))' \(message)")
      }
      let key = TagCatalog.key(of: trimmed)
      if !tags.contains(where: { $0.key == key }) { tags.append((trimmed, key)) }
    }
    return tags
  }
}
