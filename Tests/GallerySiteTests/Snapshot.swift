import Foundation
import Testing

/// Compares text with a recorded snapshot under `__Snapshots__/<TestFile>/<test name>.html` in the
/// calling test's target folder (the folder right under `Tests/` on its `#filePath`, excluded from the
/// target in Package.swift): the file is named after the test that asserts it, so one leads to the other.
///
/// A missing snapshot, or any snapshot when `SNAPSHOT_RECORD=1`, is recorded and the test fails once
/// saying so (a recording is never a pass). A mismatch fails with a line diff and how to re-record.
func assertSnapshot(
  _ actual: String, testName: String = #function, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let name = testName.split(separator: "(").first.map(String.init) ?? testName
  let testFile = URL(fileURLWithPath: filePath)
  var root = testFile.deletingLastPathComponent()
  while root.deletingLastPathComponent().lastPathComponent != "Tests" && root.path != "/" {
    root = root.deletingLastPathComponent()
  }
  let folder = root.appendingPathComponent("__Snapshots__")
    .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
  let url = folder.appendingPathComponent(name + ".html")
  let recording = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
  guard !recording, let data = FileManager.default.contents(atPath: url.path) else {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      Issue.record(
        "Recorded snapshot \(url.path). Check it, then run the tests again without SNAPSHOT_RECORD.",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("Could not record snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  let expected = String(decoding: data, as: UTF8.self)
  guard expected != actual else { return }
  Issue.record(
    """
    Snapshot \(url.path) does not match (- recorded, + actual):
    \(LineDiff.describe(from: expected, to: actual))
    If the change is intended, re-record with SNAPSHOT_RECORD=1 swift test and review the diff.
    """,
    sourceLocation: sourceLocation)
}

/// A small line diff (longest common subsequence) with a little context, for snapshot failures.
enum LineDiff {
  static func describe(from old: String, to new: String, context: Int = 2) -> String {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false)
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var lines: [(Character, Substring)] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count && j < b.count && a[i] == b[j] {
        lines.append((" ", a[i]))
        i += 1
        j += 1
      } else if j < b.count && (i == a.count || lengths[i][j + 1] >= lengths[i + 1][j]) {
        lines.append(("+", b[j]))
        j += 1
      } else {
        lines.append(("-", a[i]))
        i += 1
      }
    }
    let changed = lines.indices.filter { lines[$0].0 != " " }
    let shown = Set(changed.flatMap { max(0, $0 - context)...min(lines.count - 1, $0 + context) })
    var output: [String] = []
    var previous = -1
    for index in shown.sorted() {
      if previous >= 0 && index > previous + 1 { output.append("…") }
      output.append("\(lines[index].0) \(index < lines.count ? String(lines[index].1) : "")")
      previous = index
    }
    return output.joined(separator: "\n")
  }
}
