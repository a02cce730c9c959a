import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryModel

/// An edit's manifest spliced from the encoder's bytes before it (`ManifestEncoder.encode(_:from:source:)`):
/// always the bytes a full encode gives, spliced only when the change is to top-level photos and the
/// bytes are the encoder's, and the full encode otherwise.
@Suite struct ManifestSpliceTests {
  /// Photos with every kind of field, texts that need escapes among them (a newline, a quote, U+2028).
  static func photos(_ count: Int) -> [Photo] {
    (0..<count).map { index in
      switch index % 5 {
      case 0: Photo(id: "p\(index)", image: .file("p\(index).jpg"))
      case 1:
        Photo(
          id: "p\(index)", image: .remote("https://x.org/\(index).jpg"), title: "Line\none \"q\"",
          description: "sep\u{2028}x", alt: "a\\b", tags: ["sea", "서울"])
      case 2: Photo(id: "p\(index)", video: Clip(path: "c\(index).mp4", posterAtMilliseconds: 1500))
      case 3:
        Photo(
          id: "p\(index)", video: Clip(path: "c\(index).mov"), poster: .file("c\(index).jpg"),
          link: .remote("https://x.org/\(index)"), tags: [])
      default: Photo(id: "p\(index)", image: .file("d/p\(index).png"), title: "    }", description: "{")
      }
    }
  }

  static let gallery = Gallery(title: "T ☀", description: "d", pageSize: 4, photos: photos(23))

  private func check(_ before: Gallery, _ after: Gallery, spliced: Bool) {
    let source = ManifestEncoder.encode(before)
    let result = ManifestEncoder.splice(after, from: before, source: source)
    #expect((result != nil) == spliced)
    if let result {
      #expect(
        String(decoding: result, as: UTF8.self)
          == String(decoding: ManifestEncoder.encode(after), as: UTF8.self))
    }
    #expect(ManifestEncoder.encode(after, from: before, source: source) == ManifestEncoder.encode(after))
  }

  @Test func everyMoveOfTopLevelPhotosIsSplicedToTheFullEncodesBytes() throws {
    let count = Self.gallery.photos.count
    for from in 0..<count {
      for to in [0, 1, from - 1, from + 1, count - 2, count - 1] where to >= 0 && to < count && to != from {
        var after = Self.gallery
        after.photos.insert(after.photos.remove(at: from), at: to)
        check(Self.gallery, after, spliced: true)
      }
    }
  }

  @Test func textEditsAddsRemovalsAndSeveralMovesAreSplicedAndNothingChangedGivesTheSameBytes() throws {
    var generator = SeededGenerator(seed: 26)
    for _ in 0..<200 {
      var after = Self.gallery
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let index = Int.random(in: 0..<after.photos.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: after.photos[index].title = "new \"title\"\n\(index)"
        case 1: after.photos.insert(Photo(id: "n\(index)", image: .file("n.jpg")), at: index)
        case 2: after.photos.remove(at: index)
        default: after.photos.swapAt(index, Int.random(in: 0..<after.photos.count, using: &generator))
        }
      }
      check(Self.gallery, after, spliced: true)
    }
    #expect(
      ManifestEncoder.splice(Self.gallery, from: Self.gallery, source: ManifestEncoder.encode(Self.gallery))
        == ManifestEncoder.encode(Self.gallery))
  }

  @Test func settingsAndEmptyListsAreEncodedInFull() {
    var retitled = Self.gallery
    retitled.title = "U"
    check(Self.gallery, retitled, spliced: false)
    var empty = Self.gallery
    empty.photos = []
    check(Self.gallery, empty, spliced: false)
    check(empty, Self.gallery, spliced: false)
  }

  /// Albums three deep, one with no photos beside the others, an album with a photo's id, titles
  /// that spell the format's lines on one line.
  static let albums: Gallery = {
    var gallery = Gallery(title: "Albums", photos: photos(3))
    let some = { (prefix: String, count: Int) in
      photos(count).map { photo -> Photo in
        var photo = photo
        photo.id = prefix + photo.id
        return photo
      }
    }
    gallery.albums = [
      Album(id: "p0", title: #"{"id": "x", "photos": ["#, photos: some("a", 6)),
      Album(id: "empty", title: "Empty", photos: []),
      Album(
        id: "b", title: "B", description: "d", cover: "bp1", photos: some("b", 7),
        albums: [
          Album(
            id: "c", title: "C", photos: some("c", 5),
            albums: [Album(id: "d", title: "D", cover: "dp0", photos: some("d", 4))])
        ]),
    ]
    return gallery
  }()

  @Test func everyMoveInsideOneAlbumIsSplicedAtEveryDepth() throws {
    for album in ["p0", "b", "c", "d"] {
      let count = try Self.albums.photos(ofAlbum: album).count
      for from in 0..<count {
        for to in 0..<count where to != from {
          var after = Self.albums
          try after.movePhoto(at: from, ofAlbum: album, to: to, inAlbum: album)
          check(Self.albums, after, spliced: true)
        }
      }
      var texts = Self.albums
      var photos = try texts.photos(ofAlbum: album)
      photos[count / 2].title = "changed\n\"here\""
      photos.append(Photo(id: "new-" + album, image: .file("n.jpg")))
      _ = texts.setPhotos(photos, ofAlbum: album)
      check(Self.albums, texts, spliced: true)
    }
  }

  /// An album's `map` is one of the lines between its title and its photos: a move inside an album
  /// with one (and a description or a cover or neither) is spliced where the full encode puts it.
  @Test func aMoveInsideAnAlbumWithAMapIsSplicedPastItsMapLine() throws {
    for (description, cover) in [(nil, nil), ("d", nil), ("d", "m1")] as [(String?, String?)] {
      let before = Gallery(
        title: "T", photos: Self.photos(2),
        albums: [
          Album(
            id: "m", title: "M", description: description, cover: cover,
            photos: (0..<4).map { Photo(id: "m\($0)", image: .file("m\($0).jpg")) }, map: false,
            downloads: .sizes)
        ])
      var after = before
      try after.movePhoto(at: 0, ofAlbum: "m", to: 3, inAlbum: "m")
      check(before, after, spliced: true)
    }
  }

  /// A move between albums (or between the top level and an album), at every depth, either way, to
  /// the start and the end: each array spliced in turn.
  @Test func everyMoveBetweenArraysIsSplicedOneArrayAtATime() throws {
    let arrays = ["p0", "b", "c", "d", ""]
    for from in arrays {
      for to in arrays where to != from {
        let count = from.isEmpty ? Self.albums.photos.count : try Self.albums.photos(ofAlbum: from).count
        for index in Set([0, count / 2, count - 1]) {
          for position in [0, -1] {
            var after = Self.albums
            let end = to.isEmpty ? after.photos.count : try after.photos(ofAlbum: to).count
            try after.movePhoto(at: index, ofAlbum: from, to: position < 0 ? end : 0, inAlbum: to)
            // Moving an album's cover away clears its cover: an album's own field, encoded in full.
            let cover = Self.albums.album(from)?.cover
            let coverMoved = cover != nil && cover == (try? Self.albums.photos(ofAlbum: from))?[index].id
            check(Self.albums, after, spliced: !coverMoved)
          }
        }
      }
    }
  }

  /// A selection's texts (issue 49) change photos in every grid the selection spans: up to sixteen
  /// arrays are spliced one after another, more encoded in full.
  @Test func aChangeInManyArraysIsSplicedUpToSixteen() throws {
    var after = Self.albums
    for id in ["p1", "ap2", "bp0", "cp4", "dp3"] { try after.setTexts(ofPhoto: id, description: "Changed") }
    check(Self.albums, after, spliced: true)
    var many = Gallery(title: "Many", photos: Self.photos(2))
    many.albums = (1...17).map { number in
      Album(
        id: "a\(number)", title: "A",
        photos: Self.photos(3).map { photo in
          var photo = photo
          photo.id = "a\(number)-" + photo.id
          return photo
        })
    }
    for arrays in [16, 17] {
      var changed = many
      try changed.setTexts(ofPhoto: "p0", tags: ["sea"])
      for number in 1..<arrays { try changed.setTexts(ofPhoto: "a\(number)-p1", tags: ["sea"]) }
      check(many, changed, spliced: arrays <= 16)
    }
  }

  @Test func anAlbumsOwnFieldsAndTheLastPhotoOfAnArrayAreEncodedInFull() throws {
    var retitled = Self.albums
    retitled.albums[2].albums[0].title = "C2"
    check(Self.albums, retitled, spliced: false)
    var both = Self.albums
    both.photos.swapAt(0, 1)
    both.albums[0].photos.swapAt(0, 1)
    check(Self.albums, both, spliced: true)
    var emptied = Self.albums
    try emptied.movePhoto(at: 0, ofAlbum: "d", to: 0, inAlbum: "b")
    for _ in 1..<(try Self.albums.photos(ofAlbum: "d").count) {
      try emptied.movePhoto(at: 0, ofAlbum: "d", to: 0, inAlbum: "b")
    }
    check(Self.albums, emptied, spliced: false)
    var top = Self.albums
    top.photos.swapAt(0, 2)
    check(Self.albums, top, spliced: true)
    // An album move in bytes a person formatted, or with the album's photos key moved a line down.
    var moved = Self.albums
    try moved.movePhoto(at: 0, ofAlbum: "c", to: 3, inAlbum: "c")
    let text = String(decoding: ManifestEncoder.encode(Self.albums), as: UTF8.self)
    for other in [
      text.replacingOccurrences(of: "\n    ", with: "\n  "),
      text.replacingOccurrences(of: "\"title\": \"C\",\n", with: "\"title\": \"C\",\n\n"),
    ] {
      #expect(ManifestEncoder.splice(moved, from: Self.albums, source: Array(other.utf8)) == nil)
    }
    var intoEmpty = Self.albums
    intoEmpty.albums[1].photos = [Photo(id: "e1", image: .file("e.jpg"))]
    check(Self.albums, intoEmpty, spliced: false)
  }

  @Test func bytesThatAreNotTheEncodersAreNeverSpliced() throws {
    var after = Self.gallery
    after.photos.swapAt(3, 4)
    let source = ManifestEncoder.encode(Self.gallery)
    // The same gallery in a person's formatting; the encoder's bytes with a field's spacing changed in
    // a block cut out, or a block's braces moved before the cut: each falls back to the full encode.
    let text = String(decoding: source, as: UTF8.self)
    let person = Array(text.replacingOccurrences(of: "\n    ", with: "\n  ").utf8)
    #expect(ManifestEncoder.splice(after, from: Self.gallery, source: person) == nil)
    for (block, line) in [(3, 1), (4, 1), (1, 0)] {
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let opening = lines.indices.filter { lines[$0] == "    {" }[block]
      lines[opening + line] = " " + lines[opening + line]
      let damaged = Array(lines.joined(separator: "\n").utf8)
      #expect(ManifestEncoder.splice(after, from: Self.gallery, source: damaged) == nil)
    }
    #expect(
      ManifestEncoder.encode(after, from: Self.gallery, source: person) == ManifestEncoder.encode(after))
  }
}
