import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryModel

/// The gallery the editing commands' tests edit, and the check that an edited site is the one a full
/// build makes (`EditCommandsTests`, `UndoCommandTests`).
enum EditedGallery {
  /// Photos a…f at the top (three per page), album `k` ("Kyoto") with k1…k3, in the encoder's own
  /// format (so an edit's rewrite can be compared line by line); built into `site`.
  static func built() throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    func photo(_ id: String) -> Photo {
      Photo(id: id, image: .remote("https://example.com/\(id).jpg"), title: "Photo \(id)", alt: "Alt \(id)")
    }
    let gallery = Gallery(
      title: "T", pageSize: 3, photos: ["a", "b", "c", "d", "e", "f"].map(photo),
      albums: [Album(id: "k", title: "Kyoto", photos: ["k1", "k2", "k3"].map(photo))])
    try workspace.write("g/gallery.json", String(decoding: ManifestEncoder.encode(gallery), as: UTF8.self))
    let outcome = try workspace.gallery("build", "g", "--output", "site")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    return workspace
  }

  /// The site, rebuilt from scratch from the same manifest, is the edited one file for file (but for
  /// the record, which names the inputs the same way, and the move pages, whose commands name the
  /// other output folder).
  static func expectSameAsAFullBuild(_ workspace: TemporaryFolder, site: String = "site") throws {
    let fresh = try workspace.gallery("build", "g", "--output", "fresh")
    #expect(fresh.status == 0, "\(fresh.stderr)")
    let edited = workspace.snapshot(site)
    let full = workspace.snapshot("fresh")
    #expect(Set(edited.keys) == Set(full.keys))
    for (path, bytes) in full where !path.hasPrefix(".cleangallery") && !path.hasPrefix("edit/") {
      #expect(edited[path] == bytes, "\(path) differs from a full build")
    }
  }
}
