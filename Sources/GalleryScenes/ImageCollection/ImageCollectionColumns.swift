/// Where a grid's photos break into columns when a theme lays them out as a masonry of columns in the
/// page's order (down the first column, then the next), for each column count a theme may use.
///
/// Why the page says it: CSS columns balance by height, and with few photos a browser fills fewer
/// columns than it has (a 5-photo album in 6 columns used 4 and left a third of the width empty);
/// nothing in CSS places a photo by the heights of the others. The Presenter knows every photo's shape,
/// so it splits the grid into exactly that many columns (fewer photos than columns: one a column) whose
/// heights are as even as the order allows (the least sum of squared column heights, which a page of up
/// to `exactLimit` photos finds exactly; a longer one breaks at the photo whose running height is
/// nearest each column's share); a theme forces each break (`break-before: column`) in the width where
/// it shows that many columns. Heights are in column widths: a photo's is 1 / its ratio, plus the gap
/// under it.
enum ImageCollectionColumns {
  /// The column counts a theme can ask for (the portfolio theme shows 2 on a phone, up to 6).
  static let counts = 2...6
  /// The gap under a photo, in column widths (3 px of a 300 px column).
  static let gap = 0.01
  /// The most photos a page splits exactly: the search grows as photos² for each column count (about
  /// half a million steps at 300; a page of the usual 50 takes 15,000).
  static let exactLimit = 300

  /// For each cell, the column counts at which it begins a column (never the first cell's).
  static func starts(ratios: [Double]) -> [[Int]] {
    var starts = [[Int]](repeating: [], count: ratios.count)
    guard ratios.count > 1 else { return starts }
    var prefix: [Double] = [0]
    prefix.reserveCapacity(ratios.count + 1)
    for ratio in ratios { prefix.append(prefix[prefix.count - 1] + 1 / max(ratio, 0.01) + gap) }
    for count in counts {
      let columns = min(count, ratios.count)
      let breaks =
        ratios.count <= exactLimit
        ? evenBreaks(prefix: prefix, columns: columns) : nearestBreaks(prefix: prefix, columns: columns)
      for index in breaks { starts[index].append(count) }
    }
    return starts
  }

  /// The indices that begin columns 2…`columns`: for column j, the first index whose running height
  /// is nearest j / `columns` of the whole, each after the last and leaving a photo for every column
  /// after it.
  static func nearestBreaks(prefix: [Double], columns: Int) -> [Int] {
    let count = prefix.count - 1
    let total = prefix[count]
    var breaks: [Int] = []
    var index = 1
    for column in 1..<columns {
      let target = total * Double(column) / Double(columns)
      let last = count - (columns - column)
      // The running height before `index` grows with it: step on while the next is nearer.
      while index < last && abs(prefix[index + 1] - target) < abs(prefix[index] - target) { index += 1 }
      breaks.append(index)
      index += 1
    }
    return breaks
  }

  /// The indices that begin columns 2…`columns` with the least sum of squared column heights (each
  /// column holding at least one photo): dynamic programming over where each column ends, ties to the
  /// earlier break, so a page gives the same breaks every build.
  static func evenBreaks(prefix: [Double], columns: Int) -> [Int] {
    let count = prefix.count - 1
    // cost[c][j]: the least sum for the first j photos in c columns; from[c][j]: where column c begins.
    var cost = [[Double]](repeating: [Double](repeating: .infinity, count: count + 1), count: columns + 1)
    var from = [[Int]](repeating: [Int](repeating: 0, count: count + 1), count: columns + 1)
    cost[0][0] = 0
    for column in 1...columns {
      for end in column...(count - (columns - column)) {
        for start in (column - 1)..<end where cost[column - 1][start] < .infinity {
          let height = prefix[end] - prefix[start]
          let total = cost[column - 1][start] + height * height
          if total < cost[column][end] { (cost[column][end], from[column][end]) = (total, start) }
        }
      }
    }
    var breaks: [Int] = []
    var end = count
    for column in stride(from: columns, to: 1, by: -1) {
      end = from[column][end]
      breaks.append(end)
    }
    return breaks.reversed()
  }
}
