import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

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

  /// Runs `gallery arguments…` in `directory` and waits for it (a thread blocked in waitpid: cheap,
  /// which matters when a suite starts the binary hundreds of times).
  ///
  /// stdout and stderr are read at the same time, so a child that fills one pipe while the test reads
  /// the other cannot hang the test. After `timeout` seconds the child is killed and `timedOut` is set:
  /// a hang is a test failure, never a stuck suite.
  public static func run(
    _ arguments: [String], in directory: String, environment: [String: String] = [:],
    timeout: Double = 120, program: String? = nil
  ) throws -> Outcome {
    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment { env[key] = value }
    let (child, streams) = try Spawned.reading(
      program ?? executable, arguments, in: directory, environment: env)
    var status = child.wait(timeout: timeout)
    let timedOut = status == nil
    if timedOut {
      kill(child.pid, SIGKILL)
      status = child.wait(timeout: .infinity)
    }
    let (stdout, stderr) = streams.finish()
    let (code, signalled) = Spawned.decode(status ?? 0)
    return Outcome(
      status: code,
      stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self), timedOut: timedOut, signalled: signalled)
  }
}

/// A child started with `posix_spawn`, not Foundation's `Process`: `Process.run()` of Swift 6.3.1's
/// Foundation reads past a buffer while it lists `/proc/self/fd` and crashes the test process now and
/// then (swift-corelibs-foundation PR #5472; seen here as a SIGSEGV in `memcpy` under `Process.run`
/// while many tests start children at once). The working directory is set by `env -C`, so nothing is
/// changed in this process; standard input is /dev/null.
final class Spawned: Sendable {
  let pid: pid_t
  private let done = DispatchSemaphore(value: 0)
  private let status = Mutex<Int32>(0)

  init(
    _ program: String, _ arguments: [String], in directory: String, environment: [String: String],
    stdout: Int32, stderr: Int32
  ) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, stdout, 1)
    posix_spawn_file_actions_adddup2(&actions, stderr, 2)
    let words = ["env", "-C", directory, "--", program] + arguments
    var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) }
    argv.append(nil)
    var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0.key + "=" + $0.value) }
    envp.append(nil)
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, "/usr/bin/env", &actions, nil, argv, envp)
    guard result == 0 else {
      throw NSError(
        domain: NSPOSIXErrorDomain, code: Int(result),
        userInfo: [NSLocalizedDescriptionKey: "posix_spawn \(program)"])
    }
    self.pid = pid
    Thread.detachNewThread { [self] in
      var waited: Int32 = 0
      while waitpid(self.pid, &waited, 0) == -1 && errno == EINTR {}
      status.withLock { $0 = waited }
      done.signal()
    }
  }

  /// A child whose stdout and stderr a `PipeReader` reads as it runs.
  static func reading(
    _ program: String, _ arguments: [String], in directory: String, environment: [String: String]
  ) throws -> (Spawned, PipeReader) {
    let out = try pipe()
    let err = try pipe()
    let child = try Spawned(
      program, arguments, in: directory, environment: environment, stdout: out.write, stderr: err.write)
    // The child has its own copies: the pipes end when it (and any child of its) is done.
    close(out.write)
    close(err.write)
    return (child, PipeReader(out.read, err.read))
  }

  /// A pipe whose two ends are closed on exec (FD_CLOEXEC, set at once; Foundation's `Pipe` leaves
  /// them open, and Swift's Glibc does not offer pipe2), so a child another test starts meanwhile does
  /// not hold this one's write end open, and its reader sees the end when its own child is done. The
  /// read end as a handle, the write end as the descriptor the child's stdout or stderr becomes (the
  /// caller closes its copy after the spawn).
  static func pipe() throws -> (read: FileHandle, write: Int32) {
    var ends: [Int32] = [-1, -1]
    guard Glibc.pipe(&ends) == 0 else {
      throw NSError(
        domain: NSPOSIXErrorDomain, code: Int(errno), userInfo: [NSLocalizedDescriptionKey: "pipe"])
    }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (FileHandle(fileDescriptor: ends[0], closeOnDealloc: true), ends[1])
  }

  /// An exit status, or the signal that ended the child (as Foundation's `terminationStatus` gives
  /// it), and whether it was a signal.
  static func decode(_ waited: Int32) -> (status: Int32, signalled: Bool) {
    waited & 0x7F != 0 ? (waited & 0x7F, true) : ((waited >> 8) & 0xFF, false)
  }

  /// Whether the child is still running.
  var isRunning: Bool { wait(timeout: 0) == nil }

  /// The raw wait status once the child ended, or nil when `timeout` seconds passed first.
  func wait(timeout: Double) -> Int32? {
    let deadline: DispatchTime = timeout.isFinite ? .now() + timeout : .distantFuture
    guard done.wait(timeout: deadline) == .success else { return nil }
    done.signal()
    return status.withLock { $0 }
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

  init(_ out: FileHandle, _ err: FileHandle) {
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

  private static func drain(_ handle: FileHandle, into keep: (Data) -> Void) {
    while true {
      let chunk = handle.availableData
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
