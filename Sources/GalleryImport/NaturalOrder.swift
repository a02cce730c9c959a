/// The order people expect file names in: `IMG_2` before `IMG_10`, `b` before `C`.
///
/// Runs of ASCII digits compare by their value, everything else by its lower-cased Unicode scalars, and
/// paths folder by folder (so a folder's files stay together). Names equal by those rules fall back to
/// plain byte order, so two different paths never compare equal and every sort is the same everywhere:
/// no locale, no collation tables.
package enum NaturalOrder {
  /// Whether `a` comes before `b`.
  package static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
    compare(a, b) < 0
  }

  /// Negative when `a` comes first, positive when `b` does, zero only for identical strings.
  package static func compare(_ a: String, _ b: String) -> Int {
    let left = a.split(separator: "/", omittingEmptySubsequences: false)
    let right = b.split(separator: "/", omittingEmptySubsequences: false)
    for (l, r) in zip(left, right) {
      let result = compareNames(Array(l.lowercased().unicodeScalars), Array(r.lowercased().unicodeScalars))
      if result != 0 { return result }
    }
    if left.count != right.count { return left.count < right.count ? -1 : 1 }
    // Byte order, not `==`: Swift calls a composed and a decomposed "é" equal, the file system does not.
    if a.utf8.elementsEqual(b.utf8) { return 0 }
    return a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : 1
  }

  /// Compares two names scalar by scalar, a digit run against a digit run by value.
  private static func compareNames(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    var i = 0
    var j = 0
    while i < a.count && j < b.count {
      if isDigit(a[i]) && isDigit(b[j]) {
        let aEnd = a[i...].firstIndex { !isDigit($0) } ?? a.count
        let bEnd = b[j...].firstIndex { !isDigit($0) } ?? b.count
        let result = compareNumbers(a[i..<aEnd], b[j..<bEnd])
        if result != 0 { return result }
        i = aEnd
        j = bEnd
        continue
      }
      if a[i] != b[j] { return a[i].value < b[j].value ? -1 : 1 }
      i += 1
      j += 1
    }
    let aLeft = a.count - i
    let bLeft = b.count - j
    return aLeft == bLeft ? 0 : (aLeft < bLeft ? -1 : 1)
  }

  /// Digit runs by value, however long (no overflow): without leading zeros, the longer is larger.
  private static func compareNumbers(_ a: ArraySlice<Unicode.Scalar>, _ b: ArraySlice<Unicode.Scalar>) -> Int
  {
    let a = a.drop { $0 == "0" }
    let b = b.drop { $0 == "0" }
    if a.count != b.count { return a.count < b.count ? -1 : 1 }
    for (x, y) in zip(a, b) where x != y {
      return x.value < y.value ? -1 : 1
    }
    return 0
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar)
  }
}
