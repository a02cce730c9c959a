import Foundation
import GalleryTestSupport
import Synchronization
import Testing

@testable import GalleryCore

/// Running a program: arguments reach it as they are (no shell), the opened file is its descriptor 3,
/// stdin is empty, and output past the limit kills it.
@Suite struct ChildProcessTests {
  @Test func argumentsAreNeverParsedByAShell() throws {
    let finished = try ChildProcess.run(
      "/bin/echo", ["echo", "a; touch /tmp/x $(id) `id`"], outputLimit: 1024
    ).get()
    #expect(finished.succeeded)
    #expect(String(decoding: finished.output, as: UTF8.self) == "a; touch /tmp/x $(id) `id`\n")
  }

  @Test func theInputIsDescriptorThreeAndStdinIsEmpty() throws {
    let folder = try TemporaryFolder()
    try folder.write("clip", "the checked file")
    let fd = try FileSystem.openForReading(folder.path + "/clip", inside: folder.path).get()
    defer { FileSystem.close(fd) }
    let read = try ChildProcess.run("/bin/cat", ["cat", "/dev/fd/3", "-"], input: fd, outputLimit: 1024).get()
    #expect(String(decoding: read.output, as: UTF8.self) == "the checked file")
    // Nothing beyond 0–3 is inherited.
    let listed = try ChildProcess.run("/bin/ls", ["ls", "/proc/self/fd"], input: fd, outputLimit: 1024).get()
    let fds = String(decoding: listed.output, as: UTF8.self).split(separator: "\n").compactMap { Int($0) }
    #expect(fds.filter { $0 > 3 }.count <= 1, "ls's own directory descriptor only: \(fds)")
  }

  /// A transcode's progress goes to a reader as it comes: an hour of it is megabytes, which must not
  /// kill the transcode as kept output past the limit would (a clip over about 35 minutes failed).
  @Test func streamedOutputIsNotHeldToTheLimit() throws {
    let seen = Mutex(0)
    let finished = try ChildProcess.run(
      "/usr/bin/head", ["head", "-c", "3000000", "/dev/zero"], outputLimit: 1 << 16,
      onOutput: { chunk in seen.withLock { $0 += chunk.count } }
    ).get()
    #expect(finished.succeeded && !finished.overflowed, "\(finished)")
    #expect(seen.withLock { $0 } == 3_000_000)
    #expect(finished.output.isEmpty)
  }

  @Test func outputPastTheLimitKillsIt() throws {
    let finished = try ChildProcess.run("/bin/cat", ["cat", "/dev/zero"], outputLimit: 1 << 16).get()
    #expect(finished.overflowed && !finished.succeeded && finished.signal == 9)
    let failed = try ChildProcess.run("/bin/sh", ["sh", "-c", "echo said >&2; exit 3"], outputLimit: 16).get()
    #expect(failed.status == 3 && failed.errors == "said\n")
  }
}
