import Dispatch
import Foundation

/// Runs the built `gallery` binary the way a person does, and captures what it says.
struct GalleryProcess {
  struct Outcome {
    let status: Int32
    let stdout: String
    let stderr: String
    /// Killed after the run's timeout.
    var timedOut = false
    /// Ended by a signal (a crash), not an exit.
    var signalled = false
  }

  /// The `gallery` executable SwiftPM built beside this test bundle, or `CLEANGALLERY_TEST_BINARY`
  /// (to run these tests against another build, such as the last release, to see them fail there).
  static let executable: String = {
    if let chosen = ProcessInfo.processInfo.environment["CLEANGALLERY_TEST_BINARY"], !chosen.isEmpty {
      return chosen
    }
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var folder = testBinary.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("gallery").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return testBinary.deletingLastPathComponent().appendingPathComponent("gallery").path
  }()

  /// The repository's `Themes/` folder (the default theme, for tests that start a theme from it).
  static let themesFolder: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Themes").path

  /// Runs `gallery arguments…` in `directory` and waits for it (terminationHandler is much cheaper than
  /// waitUntilExit on Linux, which matters when a suite starts the binary dozens of times).
  ///
  /// stdout and stderr are read at the same time, so a child that fills one pipe while the test reads
  /// the other cannot hang the test. After `timeout` seconds the child is killed and `timedOut` is set:
  /// a hang is a test failure, never a stuck suite.
  static func run(
    _ arguments: [String], in directory: String, environment: [String: String] = [:],
    timeout: Double = 120, program: String? = nil
  ) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program ?? executable)
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
    let streams = PipeReader(out, err)
    let timedOut = done.wait(timeout: .now() + timeout) == .timedOut
    if timedOut {
      process.terminate()
      kill(process.processIdentifier, SIGKILL)
      done.wait()
    }
    let (stdout, stderr) = streams.finish()
    return Outcome(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self), timedOut: timedOut,
      signalled: process.terminationReason == .uncaughtSignal)
  }
}

extension GalleryProcess {
  /// Runs the tool with its file size limited (`ulimit -f`, SIGXFSZ ignored), so writing a larger file
  /// fails with EFBIG the way a full disk fails a write with ENOSPC.
  static func run(_ arguments: [String], in directory: String, fileSizeLimitKB: Int) throws -> Outcome {
    let quoted = ([executable] + arguments).map {
      "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    let script = "trap '' XFSZ; ulimit -f \(fileSizeLimitKB); exec " + quoted.joined(separator: " ")
    return try run(["-c", script], in: directory, program: "/bin/bash")
  }
}

/// Reads two pipes to their end on their own threads.
private final class PipeReader: @unchecked Sendable {
  private var first = Data()
  private var second = Data()
  private let group = DispatchGroup()

  init(_ out: Pipe, _ err: Pipe) {
    group.enter()
    Thread.detachNewThread { [self] in
      first = out.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    group.enter()
    Thread.detachNewThread { [self] in
      second = err.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
  }

  /// Both pipes' bytes, once both writers closed them.
  func finish() -> (Data, Data) {
    group.wait()
    return (first, second)
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

  /// Runs the tool with a time limit (a hang fails the test instead of stalling the suite).
  @discardableResult
  func gallery(
    _ arguments: [String], timeout: Double, environment: [String: String] = [:]
  ) throws -> GalleryProcess.Outcome {
    try GalleryProcess.run(arguments, in: path, environment: environment, timeout: timeout)
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
