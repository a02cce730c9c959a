import Dispatch
import Foundation
import Synchronization

/// Runs the built `gallery` binary the way a person does, and captures what it says.
public struct GalleryProcess {
  public struct Outcome: Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String
    /// Killed after the run's timeout.
    public var timedOut = false
    /// Ended by a signal (a crash), not an exit.
    public var signalled = false
  }

  /// The `gallery` executable SwiftPM built beside this test bundle, or `CLEANGALLERY_TEST_BINARY`
  /// (to run these tests against another build, such as the last release, to see them fail there).
  public static let executable: String = {
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
  public static let themesFolder: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Themes").path

  /// Runs `gallery arguments…` in `directory` and waits for it (terminationHandler is much cheaper than
  /// waitUntilExit on Linux, which matters when a suite starts the binary dozens of times).
  ///
  /// stdout and stderr are read at the same time, so a child that fills one pipe while the test reads
  /// the other cannot hang the test. After `timeout` seconds the child is killed and `timedOut` is set:
  /// a hang is a test failure, never a stuck suite.
  public static func run(
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
  public static func run(_ arguments: [String], in directory: String, fileSizeLimitKB: Int) throws -> Outcome
  {
    let quoted = ([executable] + arguments).map {
      "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    let script = "trap '' XFSZ; ulimit -f \(fileSizeLimitKB); exec " + quoted.joined(separator: " ")
    return try run(["-c", script], in: directory, program: "/bin/bash")
  }
}

/// Reads two pipes to their end on their own threads, keeping what arrived so far readable (a server
/// prints its address and goes on running).
final class PipeReader: Sendable {
  private let first = Mutex(Data())
  private let second = Mutex(Data())
  private let group = DispatchGroup()

  init(_ out: Pipe, _ err: Pipe) {
    group.enter()
    Thread.detachNewThread { [self] in
      Self.drain(out) { chunk in first.withLock { $0.append(chunk) } }
      group.leave()
    }
    group.enter()
    Thread.detachNewThread { [self] in
      Self.drain(err) { chunk in second.withLock { $0.append(chunk) } }
      group.leave()
    }
  }

  private static func drain(_ pipe: Pipe, into keep: (Data) -> Void) {
    while true {
      let chunk = pipe.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      keep(chunk)
    }
  }

  var stdoutSoFar: Data { first.withLock { $0 } }
  var stderrSoFar: Data { second.withLock { $0 } }

  /// Both pipes' bytes, once both writers closed them.
  func finish() -> (Data, Data) {
    group.wait()
    return (first.withLock { $0 }, second.withLock { $0 })
  }
}
