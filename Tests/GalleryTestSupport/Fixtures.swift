import GalleryModel

/// Galleries used across the model, scene and site tests.
package enum Fixtures {
  /// `count` photos with ids p1…pN; every third has a "learn more" link, every other a description.
  package static func gallery(count: Int, pageSize: Int? = 3, title: String = "Test Gallery") -> Gallery {
    let photos = (1...max(1, count)).prefix(count).map { index in
      Photo(
        id: "p\(index)", image: .file("images/p\(index).jpg"), title: "Photo \(index)",
        description: index % 2 == 0 ? "Description \(index)" : nil,
        link: index % 3 == 0 ? .remote("https://example.com/\(index)") : nil,
        alt: index == 1 ? "The first photo" : nil)
    }
    return Gallery(title: title, description: "A gallery for tests", pageSize: pageSize, photos: photos)
  }
}

extension Fixtures {
  /// Photos `prefix`1…`prefix`N with local images.
  package static func photos(_ prefix: String, _ count: Int) -> [Photo] {
    (0..<count).map { Photo(id: "\(prefix)\($0 + 1)", image: .file("images/\(prefix)\($0 + 1).jpg")) }
  }

  /// Two photos at the top; album "a" (3 photos) holding "a1" (4 photos); album "b" (5 photos); and an
  /// empty album "e". Two photos per grid page.
  package static func albumGallery() -> Gallery {
    Gallery(
      title: "Albums", pageSize: 2, photos: photos("r", 2),
      albums: [
        Album(
          id: "a", title: "Alpha", photos: photos("a", 3),
          albums: [Album(id: "a1", title: "Alpha one", photos: photos("s", 4))]),
        Album(id: "b", title: "Beta", description: "Second", photos: photos("b", 5)),
        Album(id: "e", title: "Empty"),
      ])
  }
}
