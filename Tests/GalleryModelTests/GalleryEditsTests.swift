import GalleryCore
import GalleryTestSupport
import Testing

@testable import GalleryModel

/// The curator's edits on the value itself: several photos moved at once against a plain reference,
/// texts held to exactly the manifest decoder's rules, covers kept inside their album, every refusal
/// leaving the gallery as it was, and each edit rewriting only its own fields' bytes of `gallery.json`.
@Suite struct GalleryEditsTests {
  private static func photos(_ prefix: String, _ count: Int) -> [Photo] {
    (0..<count).map {
      Photo(
        id: "\(prefix)\($0 + 1)", image: .file("images/\(prefix)\($0 + 1).jpg"), title: "\(prefix) \($0 + 1)")
    }
  }

  /// r1–r3 at the top; "a" (a1–a3, cover s4) holding "a1x" (s1–s4, cover s4); "b" (b1–b2, cover b1);
  /// "e", empty.
  private static func gallery() -> Gallery {
    Gallery(
      title: "Edits", photos: photos("r", 3),
      albums: [
        Album(
          id: "a", title: "A", description: "First", cover: "s4", photos: photos("a", 3),
          albums: [Album(id: "a1x", title: "A one", cover: "s4", photos: photos("s", 4))]),
        Album(id: "b", title: "B", cover: "b1", photos: photos("b", 2)),
        Album(id: "e", title: "Empty"),
      ])
  }

  /// The gallery as plain tables: each grid's photo ids, and each album's cover.
  struct Tables: Equatable {
    var grids: [String: [String]] = [:]
    var covers: [String: String] = [:]
    /// Album id → its sub-albums' ids.
    var children: [String: [String]] = [:]

    init(_ gallery: Gallery) {
      grids[""] = gallery.photos.map(\.id)
      children[""] = gallery.albums.map(\.id)
      func add(_ albums: [Album]) {
        for album in albums {
          grids[album.id] = album.photos.map(\.id)
          children[album.id] = album.albums.map(\.id)
          if let cover = album.cover { covers[album.id] = cover }
          add(album.albums)
        }
      }
      add(gallery.albums)
    }

    func holds(_ album: String, _ photo: String) -> Bool {
      grids[album, default: []].contains(photo) || children[album, default: []].contains { holds($0, photo) }
    }
  }

  /// The reference: the photos taken out of every grid, then put in at `index` of `target`, in the
  /// order given; covers that left their album dropped.
  private func reference(_ before: Tables, moving ids: [String], to index: Int, in target: String) -> Tables {
    var after = before
    for grid in after.grids.keys { after.grids[grid]?.removeAll { ids.contains($0) } }
    after.grids[target]?.insert(contentsOf: ids, at: index)
    for (album, cover) in after.covers where !after.holds(album, cover) { after.covers[album] = nil }
    return after
  }

  @Test func severalPhotosAtEveryPositionOfEveryGridMatchTheReference() throws {
    let gallery = Self.gallery()
    let before = Tables(gallery)
    let all = gallery.allPhotos.map(\.id)
    // Every ordered pair, and triples from three grids in both orders.
    var sets = all.flatMap { first in all.filter { $0 != first }.map { [first, $0] } }
    sets += [["s2", "r1", "b2"], ["b2", "r1", "s2"], ["a3", "a1", "s4"], ["r3", "r2", "r1"]]
    for ids in sets {
      for target in before.grids.keys.sorted() {
        let remaining = before.grids[target, default: []].filter { !ids.contains($0) }.count
        for index in 0...remaining {
          var edited = gallery
          let dropped = try edited.movePhotos(ids, toIndex: index, inAlbum: target)
          let expected = reference(before, moving: ids, to: index, in: target)
          #expect(Tables(edited) == expected, "\(ids) to \(target) at \(index)")
          #expect(
            Set(dropped) == Set(before.covers.keys).subtracting(expected.covers.keys),
            "\(ids) to \(target) at \(index): dropped covers")
          // The root's id index follows the new order.
          for (position, id) in edited.photos.map(\.id).enumerated() {
            #expect(edited.index(ofPhoto: id) == position)
          }
        }
        var refused = gallery
        #expect(throws: Gallery.MoveRefusal.noSuchIndex(remaining + 1, count: remaining + 1, album: target)) {
          try refused.movePhotos(ids, toIndex: remaining + 1, inAlbum: target)
        }
        #expect(refused == gallery)
      }
    }
  }

  @Test func onePhotoMovedAsSeveralIsTheSingleMove() throws {
    // `movePhotos` of one photo is `movePhoto`, inside its grid and into another.
    let gallery = Self.gallery()
    for (from, source) in [(1, ""), (0, "a1x"), (3, "a1x")] {
      for (target, count) in [("", 3), ("a1x", 4), ("b", 2)] {
        let id = Tables(gallery).grids[source]![from]
        for index in 0..<(target == source ? count : count + 1) {
          var single = gallery
          var several = gallery
          let droppedOne = try single.movePhoto(at: from, ofAlbum: source, to: index, inAlbum: target)
          let droppedMany = try several.movePhotos([id], toIndex: index, inAlbum: target)
          #expect(single == several, "\(id) to \(target) at \(index)")
          #expect(Set(droppedOne) == Set(droppedMany))
        }
      }
    }
  }

  @Test func refusedMovesLeaveTheGalleryAsItWas() {
    let before = Self.gallery()
    var gallery = before
    #expect(throws: Gallery.MoveRefusal.noPhotos) { try gallery.movePhotos([], toIndex: 0, inAlbum: "") }
    #expect(throws: Gallery.MoveRefusal.noSuchAlbum("zz")) {
      try gallery.movePhotos(["r1"], toIndex: 0, inAlbum: "zz")
    }
    #expect(throws: Gallery.MoveRefusal.noSuchPhoto("zz")) {
      try gallery.movePhotos(["r1", "zz"], toIndex: 0, inAlbum: "b")
    }
    // Ids are exact: the manifest's ids are unique ignoring case, but name a photo as written.
    #expect(throws: Gallery.MoveRefusal.noSuchPhoto("R1")) {
      try gallery.movePhotos(["R1"], toIndex: 0, inAlbum: "b")
    }
    #expect(throws: Gallery.MoveRefusal.repeatedPhoto("r1")) {
      try gallery.movePhotos(["r1", "b1", "r1"], toIndex: 0, inAlbum: "b")
    }
    #expect(throws: Gallery.MoveRefusal.noSuchIndex(-1, count: 2, album: "b")) {
      try gallery.movePhotos(["r1", "b1"], toIndex: -1, inAlbum: "b")
    }
    #expect(gallery == before)
  }

  // MARK: Texts

  @Test func aPhotosTextsAreSetLeftOrRemovedFieldByField() throws {
    var gallery = Self.gallery()
    try gallery.setTexts(ofPhoto: "s2", title: "Gate", alt: "A red gate", tags: ["kyoto", "red"])
    var expected = Photo(
      id: "s2", image: .file("images/s2.jpg"), title: "Gate", alt: "A red gate", tags: ["kyoto", "red"])
    #expect(gallery.photo("s2") == expected)
    // nil leaves a field; an empty value removes it.
    try gallery.setTexts(ofPhoto: "s2", description: "Line one\nline two", alt: "", tags: [])
    expected.description = "Line one\nline two"
    (expected.alt, expected.tags) = (nil, nil)
    #expect(gallery.photo("s2") == expected)
    // White space alone is no way to remove a text: refused, nothing changes.
    #expect(throws: Gallery.EditRefusal.self) { try gallery.setTexts(ofPhoto: "s2", title: " \n ") }
    #expect(gallery.photo("s2") == expected)
    try gallery.setTexts(ofPhoto: "s2", title: "", description: "")
    (expected.title, expected.description) = (nil, nil)
    #expect(gallery.photo("s2") == expected)
    // At the root too, with the id index as it was.
    try gallery.setTexts(ofPhoto: "r2", title: "Root two")
    #expect(gallery.photos[1].title == "Root two" && gallery.index(ofPhoto: "r2") == 1)
    // Nothing else moved or changed.
    var untouched = Self.gallery()
    untouched.albums[0].albums[0].photos[1] = expected
    untouched.photos[1].title = "Root two"
    #expect(gallery == untouched)
  }

  /// Texts from the edge of every rule: the manifest's limits, control characters, noncharacters,
  /// line breaks and tabs.
  private static let texts: [String] = [
    "plain", "line\nbreak", "tab\tand\r\nreturn", "escape \u{1B}]0;x\u{07}", "delete\u{7F}", "c1 \u{85}x",
    "non\u{FFFE}character", String(decoding: [0xEF, 0xB7, 0x90], as: UTF8.self) /* U+FDD0 */,
    String(repeating: "a", count: 100),
    String(repeating: "a", count: 101),
    String(repeating: "é", count: 1_000), String(repeating: "é", count: 1_001),
    String(repeating: "z", count: 10_000), String(repeating: "z", count: 10_001),
  ]

  /// What the manifest's decoder says of `value` in a photo's `field` (one tag for `tags`): nil when it
  /// takes it, else its message after the field's path.
  private func decoderMessage(photoField field: String, _ value: String) -> String? {
    let quoted = ManifestEncoder.quoted(value)
    let member = field == "tags" ? "\"tags\": [\(quoted)]" : "\"\(field)\": \(quoted)"
    return Self.message("{\"title\": \"T\", \"photos\": [{\"id\": \"p\", \"image\": \"p.jpg\", \(member)}]}")
  }

  /// The same for an album's `title` or `description`.
  private func decoderMessage(albumField field: String, _ value: String) -> String? {
    let title = field == "title" ? "" : "\"title\": \"K\", "
    return Self.message(
      "{\"title\": \"T\", \"albums\": [{\"id\": \"k\", \(title)\"\(field)\": \(ManifestEncoder.quoted(value))}]}"
    )
  }

  private static func message(_ manifest: String) -> String? {
    do {
      _ = try ManifestDecoder.decode(Array(manifest.utf8), file: "g")
      return nil
    } catch {
      guard case .manifestField(_, _, _, let message)? = error.galleryProblem else {
        return "not a field error: \(error)"
      }
      return message
    }
  }

  @Test func aPhotosTextIsTakenExactlyWhenTheManifestTakesIt() throws {
    for text in Self.texts {
      for field in ["title", "description", "alt", "tags"] {
        var gallery = Self.gallery()
        let before = gallery
        let expected = decoderMessage(photoField: field, text)
        let refusal = Self.refusal { () throws(Gallery.EditRefusal) in
          switch field {
          case "title": try gallery.setTexts(ofPhoto: "b2", title: text)
          case "description": try gallery.setTexts(ofPhoto: "b2", description: text)
          case "alt": try gallery.setTexts(ofPhoto: "b2", alt: text)
          default: try gallery.setTexts(ofPhoto: "b2", tags: [text])
          }
        }
        let what = "\(field) \(Quoted.text(text, limit: 20))"
        if let expected {
          let wording = field == "tags" ? "tag 1 \(expected)" : expected
          let reason = Self.reason(of: expected)
          #expect(
            refusal
              == .invalidField(
                .init(
                  field: field, message: wording,
                  reason: field == "tags" ? .tag(number: 1, reason: reason) : reason)), "\(what)")
          #expect(gallery == before)
        } else {
          #expect(refusal == nil, "\(what)")
          // What the edit took, the manifest reads back.
          #expect(try ManifestDecoder.decode(ManifestEncoder.encode(gallery), file: "g").gallery == gallery)
          #expect(gallery != before)
        }
      }
    }
  }

  @Test func anAlbumsTextIsTakenExactlyWhenTheManifestTakesIt() throws {
    for text in Self.texts + ["", " \n\t"] {
      for field in ["title", "description"] {
        var gallery = Self.gallery()
        let before = gallery
        // An empty description removes it (the manifest takes "" too, but writes no empty field); one
        // of white space alone is refused, as the manifest refuses it.
        let removes = field == "description" && text.isEmpty
        let expected = removes ? nil : decoderMessage(albumField: field, text)
        let refusal = Self.refusal { () throws(Gallery.EditRefusal) in
          if field == "title" {
            try gallery.setTexts(ofAlbum: "a1x", title: text)
          } else {
            try gallery.setTexts(ofAlbum: "a1x", description: text)
          }
        }
        let what = "\(field) \(Quoted.text(text, limit: 20))"
        if let expected {
          #expect(
            refusal
              == .invalidField(.init(field: field, message: expected, reason: Self.reason(of: expected))),
            "\(what)")
          #expect(gallery == before)
        } else {
          #expect(refusal == nil, "\(what)")
          let album = gallery.albums[0].albums[0]
          #expect(field == "title" ? album.title == text : album.description == (removes ? nil : text))
          #expect(try ManifestDecoder.decode(ManifestEncoder.encode(gallery), file: "g").gallery == gallery)
        }
      }
    }
  }

  /// The kind of refusal the decoder's words name ("is 1,001 characters long; at most 1,000 are
  /// allowed" is `.tooLong(limit: 1000)`): the model's kind and its English must say the same.
  private static func reason(of message: String) -> FieldReason {
    if message.contains("characters long") {
      let limit = message.split(separator: " ").reversed().dropFirst(2).first.map { $0.filter(\.isNumber) }
      return .tooLong(limit: Int(limit ?? "") ?? -1)
    }
    if message.contains("character") || message.contains("direction") { return .badCharacter }
    if message == "must not be empty" { return .empty }
    if message.contains("white space") { return .whiteSpaceOnly }
    return .other
  }

  /// The refusal `edit` throws, or nil.
  private static func refusal(_ edit: () throws(Gallery.EditRefusal) -> Void) -> Gallery.EditRefusal? {
    do {
      try edit()
      return nil
    } catch {
      return error
    }
  }

  @Test func tagsAreHeldToTheManifestsCountAndEmptiness() throws {
    var gallery = Self.gallery()
    let before = gallery
    #expect(
      throws: Gallery.EditRefusal.invalidField(
        .init(field: "tags", message: "tag 2 must not be empty", reason: .tag(number: 2, reason: .empty)))
    ) {
      try gallery.setTexts(ofPhoto: "r1", tags: ["sea", " "])
    }
    #expect(
      throws: Gallery.EditRefusal.invalidField(
        .init(
          field: "tags", message: "has 101 tags; at most 100 are allowed", reason: .tooManyTags(limit: 100)))
    ) {
      try gallery.setTexts(ofPhoto: "r1", title: "Fine", tags: (0...100).map { "t\($0)" })
    }
    #expect(gallery == before)
    try gallery.setTexts(ofPhoto: "r1", tags: (1...100).map { "t\($0)" })
    #expect(gallery.photos[0].tags?.count == 100)
  }

  @Test func refusedTextEditsLeaveTheGalleryAsItWas() {
    let before = Self.gallery()
    var gallery = before
    #expect(throws: Gallery.EditRefusal.noSuchPhoto("zz")) { try gallery.setTexts(ofPhoto: "zz", title: "x") }
    // A bad field refuses the whole edit: the good ones given with it are not set either.
    #expect(throws: Gallery.EditRefusal.self) {
      try gallery.setTexts(ofPhoto: "a1", title: "Good", alt: "bad \u{1B}")
    }
    #expect(throws: Gallery.EditRefusal.noSuchAlbum("")) { try gallery.setTexts(ofAlbum: "", title: "Root") }
    #expect(throws: Gallery.EditRefusal.noSuchAlbum("zz")) { try gallery.setTexts(ofAlbum: "zz", title: "x") }
    #expect(
      throws: Gallery.EditRefusal.invalidField(
        .init(field: "title", message: "must not be empty", reason: .empty))
    ) {
      try gallery.setTexts(ofAlbum: "a", title: "", description: "New")
    }
    #expect(gallery == before)
  }

  // MARK: Covers

  @Test func aCoverIsAPhotoOfTheAlbumOrOfItsSubAlbums() throws {
    var gallery = Self.gallery()
    try gallery.setCover(ofAlbum: "a", photo: "a2")
    #expect(gallery.albums[0].cover == "a2")
    try gallery.setCover(ofAlbum: "a", photo: "s1")
    #expect(gallery.albums[0].cover == "s1")
    try gallery.setCover(ofAlbum: "a1x", photo: nil)
    #expect(gallery.albums[0].albums[0].cover == nil)
    #expect(gallery.albums[0].albums[0].coverPhotoID == "s1")
    try gallery.setCover(ofAlbum: "e", photo: nil)
    let before = gallery
    #expect(
      throws: Gallery.EditRefusal.invalidField(
        .init(
          field: "cover", message: "'a2' is not a photo of this album or of its sub-albums",
          reason: .coverElsewhere))
    ) { try gallery.setCover(ofAlbum: "a1x", photo: "a2") }
    #expect(
      throws: Gallery.EditRefusal.invalidField(
        .init(field: "cover", message: Album.coverProblem(photo: "r1"), reason: .coverElsewhere))
    ) {
      try gallery.setCover(ofAlbum: "b", photo: "r1")
    }
    #expect(throws: Gallery.EditRefusal.noSuchPhoto("zz")) { try gallery.setCover(ofAlbum: "b", photo: "zz") }
    #expect(throws: Gallery.EditRefusal.noSuchAlbum("")) { try gallery.setCover(ofAlbum: "", photo: "r1") }
    #expect(throws: Gallery.EditRefusal.noSuchAlbum("zz")) {
      try gallery.setCover(ofAlbum: "zz", photo: "r1")
    }
    #expect(gallery == before)
  }

  @Test func aCoverStaysWhilePhotosMoveInsideItsAlbumAndGoesWithThem() throws {
    var gallery = Self.gallery()
    try gallery.setCover(ofAlbum: "b", photo: "b2")
    #expect(try gallery.movePhotos(["b2", "b1"], toIndex: 0, inAlbum: "b").isEmpty)
    #expect(gallery.albums[1].cover == "b2")
    // s4 is the cover of "a1x" and of "a": moved into "a" it stays the cover of "a" only.
    #expect(try gallery.movePhotos(["s4", "b2"], toIndex: 1, inAlbum: "a") == ["a1x", "b"])
    #expect(gallery.albums[0].cover == "s4" && gallery.albums[0].albums[0].cover == nil)
  }

  // MARK: The manifest's bytes

  /// The lines that differ between two encodings (after the lines both start with and end with),
  /// without their indentation.
  private func changedLines(_ before: Gallery, _ after: Gallery) -> (removed: [String], added: [String]) {
    func lines(_ gallery: Gallery) -> [String] {
      String(decoding: ManifestEncoder.encode(gallery), as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false
      )
      .map { String($0.drop { $0 == " " }) }
    }
    let (old, new) = (lines(before), lines(after))
    var prefix = 0
    while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    return (Array(old[prefix..<(old.count - suffix)]), Array(new[prefix..<(new.count - suffix)]))
  }

  @Test func anEditRewritesOnlyItsOwnFields() throws {
    let before = Self.gallery()
    var edited = before
    try edited.setTexts(ofPhoto: "s3", title: "Gate \"torii\"")
    #expect(changedLines(before, edited) == (["\"title\": \"s 3\""], ["\"title\": \"Gate \\\"torii\\\"\""]))
    try edited.setTexts(ofPhoto: "s3", alt: "Red", tags: ["a", "b"])
    #expect(
      changedLines(before, edited)
        == (
          ["\"title\": \"s 3\""],
          ["\"title\": \"Gate \\\"torii\\\"\",", "\"alt\": \"Red\",", "\"tags\": [\"a\", \"b\"]"]
        ))
    edited = before
    try edited.setTexts(ofPhoto: "r1", title: "")
    #expect(
      changedLines(before, edited) == (
        ["\"image\": \"images/r1.jpg\",", "\"title\": \"r 1\""], ["\"image\": \"images/r1.jpg\""]
      ))
    edited = before
    try edited.setCover(ofAlbum: "b", photo: "b2")
    #expect(changedLines(before, edited) == (["\"cover\": \"b1\","], ["\"cover\": \"b2\","]))
    try edited.setCover(ofAlbum: "b", photo: nil)
    #expect(changedLines(before, edited) == (["\"cover\": \"b1\","], []))
    edited = before
    try edited.setTexts(ofAlbum: "a", title: "Alpha", description: "")
    #expect(
      changedLines(before, edited) == (
        ["\"title\": \"A\",", "\"description\": \"First\","], ["\"title\": \"Alpha\","]
      ))
    for gallery in [edited, before] {
      #expect(try ManifestDecoder.decode(ManifestEncoder.encode(gallery), file: "g").gallery == gallery)
    }
  }

  @Test func aMoveOfSeveralPhotosRewritesNoTextOfTheirs() throws {
    let before = Self.gallery()
    var edited = before
    // No cover leaves its album and no grid empties: the same lines, in another order (indentation
    // and commas aside).
    #expect(try edited.movePhotos(["a2", "r3", "b2"], toIndex: 1, inAlbum: "a1x").isEmpty)
    func lines(_ gallery: Gallery) -> [String] {
      String(decoding: ManifestEncoder.encode(gallery), as: UTF8.self).split(separator: "\n").map {
        let line = $0.drop { $0 == " " }
        return String(line.hasSuffix(",") ? line.dropLast() : line)
      }.sorted()
    }
    #expect(edited != before)
    #expect(lines(edited) == lines(before))
    #expect(try ManifestDecoder.decode(ManifestEncoder.encode(edited), file: "g").gallery == edited)
  }

  /// Several photos' texts put in place at once (SaveSelectionTexts): only their texts are taken, in
  /// every grid; an unknown photo or a refused text changes nothing.
  @Test func severalPhotosTextsArePutInPlaceInOneWalk() throws {
    var gallery = Fixtures.albumGallery()
    var r2 = try #require(gallery.photo("r2"))
    var s3 = try #require(gallery.photo("s3"))
    (r2.tags, r2.alt, r2.image) = (["sea"], "Alt", .file("images/other.jpg"))
    (s3.description, s3.title) = ("Caption", "Title")
    try gallery.setTexts(of: [r2, s3])
    #expect(gallery.photo("r2")?.tags == ["sea"] && gallery.photo("r2")?.alt == "Alt")
    #expect(gallery.photo("r2")?.image == .file("images/r2.jpg"))
    #expect(gallery.photo("s3")?.description == "Caption" && gallery.photo("s3")?.title == "Title")
    #expect(gallery.index(ofPhoto: "r2") == 1)
    let before = gallery
    var unknown = r2
    unknown.id = "zz"
    #expect(throws: Gallery.EditRefusal.noSuchPhoto("zz")) { try gallery.setTexts(of: [r2, unknown]) }
    var bad = r2
    bad.tags = [""]
    #expect(throws: Gallery.EditRefusal.self) { try gallery.setTexts(of: [bad]) }
    #expect(gallery == before)
  }
}
