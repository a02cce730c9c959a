import Foundation

/// A temporary folder for one test, removed when the test lets go of it; with helpers to put files in,
/// read them back, compare folders, and run the `gallery` binary inside it.
public final class TemporaryFolder {
  public let path: String

  public init() throws {
    path = FileManager.default.temporaryDirectory.path + "/cleangallery-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  public func write(_ relative: String, _ text: String) throws {
    let url = URL(fileURLWithPath: path + "/" + relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  public func read(_ relative: String) -> String? {
    (try? Data(contentsOf: URL(fileURLWithPath: path + "/" + relative))).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Every file below `relative`, as sorted relative paths.
  public func files(_ relative: String = "") -> [String] {
    snapshot(relative).keys.sorted()
  }

  /// Every file under `relative` with its bytes: two equal snapshots mean byte-identical files.
  public func snapshot(_ relative: String) -> [String: Data] {
    let root = relative.isEmpty ? path : path + "/" + relative
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [:] }
    var files: [String: Data] = [:]
    while let item = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root + "/" + item, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      if let data = FileManager.default.contents(atPath: root + "/" + item) { files[item] = data }
    }
    return files
  }

  /// Every folder under `relative` (as `path/`), and every file with its bytes: two equal trees are
  /// the same folders and the same files, byte for byte.
  public func tree(_ relative: String) -> [String: Data] {
    let root = relative.isEmpty ? path : path + "/" + relative
    var tree = snapshot(relative)
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return tree }
    while let item = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: root + "/" + item, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        tree[item + "/"] = Data()
      }
    }
    return tree
  }

  /// Runs `gallery arguments…` here.
  @discardableResult
  public func gallery(_ arguments: String...) throws -> GalleryProcess.Outcome {
    try GalleryProcess.run(arguments, in: path)
  }

  /// Runs the tool with a time limit (a hang fails the test instead of stalling the suite).
  @discardableResult
  public func gallery(
    _ arguments: [String], timeout: Double, environment: [String: String] = [:]
  ) throws -> GalleryProcess.Outcome {
    try GalleryProcess.run(arguments, in: path, environment: environment, timeout: timeout)
  }
}
