@testable import GalleryKit

/// Galleries used across the scene tests.
enum Fixtures {
  /// `count` photos with ids p1…pN; every third has a "learn more" link, every other a description.
  static func gallery(count: Int, pageSize: Int? = 3, title: String = "Test Gallery") -> Gallery {
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
