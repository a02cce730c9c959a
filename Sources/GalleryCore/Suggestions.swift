/// "Did you mean" help for a mistyped name: the candidates closest by edit distance.
package enum Suggestions {
  /// Up to `limit` candidates within a small edit distance of `word`: those at the smallest distance found,
  /// in input order (so "pagesize" gets 'pageSize' alone, not also the farther 'imageSize').
  package static func closest(to word: String, in candidates: [String], limit: Int = 3) -> [String] {
    // A long word is no typo of a short name, and its edit distances would cost time and memory in
    // proportion to its length (a 50 MB key took 30 s and 1 GB).
    guard word.utf8.count <= longestWord else { return [] }
    let lowered = Array(word.lowercased())
    let threshold = max(2, lowered.count / 3)
    let scored = candidates.enumerated().compactMap { offset, candidate -> (Int, Int, String)? in
      let distance = editDistance(lowered, Array(candidate.lowercased()))
      return distance <= threshold ? (distance, offset, candidate) : nil
    }
    guard let best = scored.map(\.0).min() else { return [] }
    return scored.filter { $0.0 == best }.prefix(limit).map(\.2)
  }

  /// Words longer than this (in bytes) get no suggestion.
  package static let longestWord = 100

  /// " (did you mean 'a' or 'b'?)" or "" when nothing is close.
  package static func hint(for word: String, in candidates: [String]) -> String {
    let close = closest(to: word, in: candidates)
    guard !close.isEmpty else { return "" }
    return " (did you mean " + close.map { "'\($0)'" }.joined(separator: " or ") + "?)"
  }

  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
