import Dispatch
import Foundation

/// Runs the built `gallery` binary the way a person does, and captures what it says.
struct GalleryProcess {
  struct Outcome {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// The `gallery` executable SwiftPM built beside this test bundle.
  static let executable: String = {
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var folder = testBinary.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("gallery").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return testBinary.deletingLastPathComponent().appendingPathComponent("gallery").path
  }()

  /// Runs `gallery arguments…` in `directory` and waits for it (terminationHandler is much cheaper than
  /// waitUntilExit on Linux, which matters when a suite starts the binary dozens of times).
  static func run(
    _ arguments: [String], in directory: String, environment: [String: String] = [:]
  ) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    done.wait()
    return Outcome(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }
}

/// A temporary working folder for one test.
final class Workspace {
  let path: String

  init() throws {
    path = FileManager.default.temporaryDirectory.path + "/cleangallery-cli-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  @discardableResult
  func gallery(_ arguments: String...) throws -> GalleryProcess.Outcome {
    try GalleryProcess.run(arguments, in: path)
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

  /// Every file under `relative` with its bytes: two equal snapshots mean byte-identical folders.
  func snapshot(_ relative: String) -> [String: Data] {
    let root = path + "/" + relative
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [:] }
    var files: [String: Data] = [:]
    while let item = enumerator.nextObject() as? String {
      if let data = FileManager.default.contents(atPath: root + "/" + item) { files[item] = data }
    }
    return files
  }

  func files(_ relative: String) -> [String] {
    snapshot(relative).keys.sorted()
  }
}
