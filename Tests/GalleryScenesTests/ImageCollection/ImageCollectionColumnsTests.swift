import GalleryTestSupport
import Testing

@testable import GalleryScenes

/// The column breaks of a masonry in page order: every column count filled, columns as even as the
/// order allows, the same breaks every time.
@Suite struct ImageCollectionColumnsTests {
  /// Each column's height, for `starts` at `count` columns.
  private func heights(_ ratios: [Double], _ starts: [[Int]], count: Int) -> [Double] {
    var columns: [Double] = []
    for (ratio, cellStarts) in zip(ratios, starts) {
      if columns.isEmpty || cellStarts.contains(count) { columns.append(0) }
      columns[columns.count - 1] += 1 / ratio + ImageCollectionColumns.gap
    }
    return columns
  }

  /// Two columns split the short photo from the tall and the square (1.5² + 1² is under 2.5²); three
  /// or more give each its own.
  @Test func fewerPhotosThanColumnsTakeOneColumnEach() {
    let starts = ImageCollectionColumns.starts(ratios: [1.5, 0.67, 1])
    #expect(starts == [[], [3, 4, 5, 6], [2, 3, 4, 5, 6]])
    #expect(ImageCollectionColumns.starts(ratios: [1.5]) == [[]])
    #expect(ImageCollectionColumns.starts(ratios: []) == [])
  }

  /// The 5-photo album that used 4 of 6 columns: every count now has exactly that many columns.
  @Test func everyColumnCountIsFilled() {
    var generator = SeededGenerator(seed: 43)
    for n in [2, 5, 6, 9, 13, 50, 301, 1_000] {
      let ratios = (0..<n).map { _ in [0.667, 1, 1.5, 1.778, 0.75, 2.4].randomElement(using: &generator)! }
      let starts = ImageCollectionColumns.starts(ratios: ratios)
      #expect(starts[0].isEmpty)
      for count in ImageCollectionColumns.counts {
        #expect(heights(ratios, starts, count: count).count == min(count, n), "\(n) photos, \(count) columns")
      }
    }
  }

  /// Against every way to split a short page: no split has a smaller sum of squared column heights.
  @Test func smallPagesSplitAsEvenlyAsTheOrderAllows() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<200 {
      let n = Int.random(in: 2...8, using: &generator)
      let ratios = (0..<n).map { _ in [0.667, 1, 1.5, 1.778].randomElement(using: &generator)! }
      let starts = ImageCollectionColumns.starts(ratios: ratios)
      for count in 2...min(4, n) {
        let chosen = heights(ratios, starts, count: count).reduce(0) { $0 + $1 * $1 }
        #expect(chosen <= bestSquares(ratios, columns: count) + 1e-9, "\(ratios) in \(count)")
      }
    }
  }

  @Test func theSamePageGivesTheSameBreaks() {
    let ratios = (0..<50).map { Double($0 % 7 + 1) / 4 }
    #expect(ImageCollectionColumns.starts(ratios: ratios) == ImageCollectionColumns.starts(ratios: ratios))
  }

  /// Brute force: every choice of `columns - 1` break points.
  private func bestSquares(_ ratios: [Double], columns: Int) -> Double {
    let heights = ratios.map { 1 / $0 + ImageCollectionColumns.gap }
    func best(_ from: Int, _ left: Int) -> Double {
      if left == 1 { let h = heights[from...].reduce(0, +); return h * h }
      var result = Double.infinity
      for end in (from + 1)...(heights.count - left + 1) {
        let h = heights[from..<end].reduce(0, +)
        result = min(result, h * h + best(end, left - 1))
      }
      return result
    }
    return best(0, columns)
  }
}
