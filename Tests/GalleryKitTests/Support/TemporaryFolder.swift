import Foundation

/// A fresh folder under the system's temporary directory, removed when the test is done with it.
final class TemporaryFolder {
  let path: String

  init() throws {
    path = FileManager.default.temporaryDirectory.path + "/cleangallery-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  func write(_ relative: String, _ text: String) throws {
    let url = URL(fileURLWithPath: path + "/" + relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ relative: String) -> String? {
    (try? Data(contentsOf: URL(fileURLWithPath: path + "/" + relative))).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Every file below `relative`, as sorted relative paths.
  func files(under relative: String = "") -> [String] {
    let root = relative.isEmpty ? path : path + "/" + relative
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    var result: [String] = []
    while let item = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: root + "/" + item, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        result.append(item)
      }
    }
    return result.sorted()
  }
}
