import CGallerySystem
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs another program (ffmpeg, ffprobe) the one way the tool allows: an argument array handed to
/// `execve`, never a shell, so no byte of a file name or a clip's metadata is ever parsed as a command.
///
/// The child gets stdin from /dev/null, its output in pipes read here, and at most one more descriptor,
/// an already-opened input file as descriptor 3 (`/dev/fd/3`): what it reads is the file the tool opened
/// and checked, not whatever a path leads to a moment later. It is killed with the tool (`cg_spawn`
/// sets PR_SET_PDEATHSIG), and waited for on the thread that started it, as that signal needs.
package enum ChildProcess {
  package struct Finished: Sendable {
    /// The exit status, or nil when a signal ended it (`signal` says which).
    package var status: Int32?
    package var signal: Int32?
    /// Standard output, at most `outputLimit` bytes (`overflowed` when it said more and was killed);
    /// empty when it went to `onOutput`.
    package var output: [UInt8]
    package var overflowed: Bool
    /// The end of its standard error (the last 16 KB), for messages.
    package var errors: String

    package var succeeded: Bool { status == 0 && !overflowed }
  }

  static let errorTail = 16 << 10

  /// Runs `executable` with `arguments` (`arguments[0]` is the program's name as it sees it) and waits
  /// for it. `input`: a descriptor given to the child as its descriptor 3 (the caller keeps and closes
  /// its own). `onOutput` sees each chunk of standard output as it comes (`ffmpeg -progress pipe:1`),
  /// which is then neither kept nor held to `outputLimit`: its reader keeps what it needs.
  package static func run(
    _ executable: String, _ arguments: [String], input: Int32? = nil, outputLimit: Int,
    onOutput: ((ArraySlice<UInt8>) -> Void)? = nil
  ) -> Result<Finished, GalleryError> {
    var outPipe: [Int32] = [-1, -1]
    var errPipe: [Int32] = [-1, -1]
    guard cg_pipe_cloexec(&outPipe) == 0 else {
      return .failure(.internalError("cannot make a pipe for \(executable): \(FileSystem.lastError())"))
    }
    guard cg_pipe_cloexec(&errPipe) == 0 else {
      let reason = FileSystem.lastError()
      close(outPipe[0])
      close(outPipe[1])
      return .failure(.internalError("cannot make a pipe for \(executable): \(reason)"))
    }
    // Made before the fork: the child of a threaded process may not allocate.
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
    argv.append(nil)
    let pid = argv.withUnsafeBufferPointer { pointer in
      cg_spawn(executable, pointer.baseAddress, input ?? -1, outPipe[1], errPipe[1])
    }
    for pointer in argv { free(pointer) }
    close(outPipe[1])
    close(errPipe[1])
    defer {
      close(outPipe[0])
      close(errPipe[0])
    }
    guard pid > 0 else {
      return .failure(.internalError("cannot start \(executable): \(FileSystem.lastError())"))
    }
    var output: [UInt8] = []
    var errors: [UInt8] = []
    var overflowed = false
    var open = [outPipe[0], errPipe[0]]
    var buffer = [UInt8](repeating: 0, count: 65536)
    while !open.isEmpty {
      var polls = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      if poll(&polls, nfds_t(polls.count), -1) < 0 {
        if errno == EINTR { continue }
        break
      }
      for entry in polls where entry.revents != 0 {
        let count = buffer.withUnsafeMutableBytes { Glibc.read(entry.fd, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else {
          open.removeAll { $0 == entry.fd }
          continue
        }
        let chunk = buffer[0..<count]
        if entry.fd == errPipe[0] {
          errors += chunk
          if errors.count > 2 * errorTail { errors.removeFirst(errors.count - errorTail) }
          continue
        }
        // Streamed output is the caller's, not kept: a long transcode's `-progress` passes any limit.
        if let onOutput {
          onOutput(chunk)
          continue
        }
        guard !overflowed else { continue }
        if output.count + count > outputLimit {
          overflowed = true
          kill(pid, SIGKILL)
        } else {
          output += chunk
        }
      }
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift does not import.
    let signal = status & 0x7F
    let errorText = String(decoding: errors.suffix(errorTail), as: UTF8.self)
    return .success(
      Finished(
        status: signal == 0 ? (status >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal, output: output,
        overflowed: overflowed, errors: errorText))
  }

  /// The first executable file named `name` in the `PATH` directories, or nil.
  package static func find(_ name: String, path: String?) -> String? {
    for folder in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") where folder.hasPrefix("/") {
      let candidate = folder + "/" + name
      if access(candidate, X_OK) == 0, FileSystem.isRegularFile(candidate) { return candidate }
    }
    return nil
  }
}
