import GalleryTestSupport
import Testing

@testable import GalleryModel
@testable import GalleryScenes
@testable import GallerySite

/// A move renders only the pages its selection names; that is safe only if every page whose bytes change
/// is among them. Checked against two full renders, for every move on a gallery of ten photos.
@Suite struct PageRendererSelectionTests {
  private func render(
    _ gallery: Gallery, _ selection: PageRenderer.Selection? = nil
  ) throws -> [String: [UInt8]] {
    let builder = PageRenderer(worker: Fixtures.worker(gallery), theme: try TestThemes.defaultTheme())
    return Dictionary(uniqueKeysWithValues: try builder.renderPages(selection).map { ($0.path, $0.bytes) })
  }

  private func moved(_ gallery: Gallery, from: Int, to: Int) -> Gallery {
    var result = gallery
    let photo = result.photos.remove(at: from - 1)
    result.photos.insert(photo, at: to - 1)
    return result
  }

  /// Hosted too: a grid page's link preview shows a photo (regression: every page of a grid showed the
  /// grid's first photo, so a move to or from position 1 changed pages the selection did not name).
  @Test(arguments: [false, true])
  func everyPageAMoveChangesIsSelectedAndRenderedTheSame(hosted: Bool) throws {
    var before = Fixtures.gallery(count: 10, pageSize: 3)
    before.baseURL = hosted ? try BaseURL("https://example.com/") : nil
    let original = try render(before)
    for from in 1...10 {
      for to in 1...10 where to != from {
        let after = moved(before, from: from, to: to)
        let full = try render(after)
        let changed = Set(full.keys.filter { full[$0] != original[$0] })
        let selection = PageRenderer.Selection.afterMove(from: from, to: to, in: after)
        let partial = try render(after, selection)
        #expect(
          changed.isSubset(of: Set(partial.keys)),
          "from \(from) to \(to): \(changed.subtracting(partial.keys))")
        #expect(partial.allSatisfy { full[$0.key] == $0.value }, "from \(from) to \(to): a page differs")
      }
    }
  }

  @Test func aNeighbourMoveSelectsAHandfulOfPages() throws {
    let after = moved(Fixtures.gallery(count: 10, pageSize: 3), from: 4, to: 5)
    let pages = try render(after, .afterMove(from: 4, to: 5, in: after))
    #expect(
      pages.keys.sorted() == [
        "edit/p3.html", "edit/p4.html", "edit/p5.html", "edit/p6.html", "page/2.html", "photos/p3.html",
        "photos/p4.html", "photos/p5.html", "photos/p6.html", "viewer-words.js",
      ])
  }

  /// The move page of the photo just before a moved range shows the photo that now follows it: the
  /// page rendered through the selection says so, as the full build does.
  @Test func aNeighboursMovePageShowsItsNewNeighbour() throws {
    let before = Fixtures.gallery(count: 10, pageSize: 3)
    let after = moved(before, from: 8, to: 5)
    let partial = try render(after, .afterMove(from: 8, to: 5, in: after))
    let page = String(decoding: try #require(partial["edit/p4.html"]), as: UTF8.self)
    let title = DisplayText.title(of: before.photos[7])
    #expect(page.contains("before “\(title)”."), "edit/p4.html does not name \(title) after it")
    #expect(partial["edit/p4.html"] == (try render(after))["edit/p4.html"])
  }
}
