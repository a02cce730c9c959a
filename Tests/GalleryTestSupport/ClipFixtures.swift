import Foundation
import Synchronization

/// Clips for tests, made with Debian's `ffmpeg` from its test sources (`testsrc2`, a `sine` tone) so no
/// clip is ever committed. Each kind is encoded once per test process, into one folder, and copied to
/// where a test wants it: an encode takes a second, a copy nothing.
public enum ClipFixtures {
  public enum Kind: String, CaseIterable, Sendable {
    /// H.264 (yuv420p) + AAC in MP4, 2 s, 320 × 240, with a creation time and a location tag (what a
    /// phone writes, and what a published clip must not carry).
    case h264Located = "h264-located.mp4"
    /// HEVC + AAC in QuickTime (an iPhone clip), 2 s, 320 × 240: Chromium here cannot play it.
    case hevcMov = "hevc.mov"
    /// The H.264 clip with a display matrix rotating it 90°: it plays 240 × 320, portrait.
    case rotatedH264 = "rotated.mp4"
    /// VP9 in WebM, no audio, 2 s, 320 × 240.
    case vp9WebmSilent = "vp9-silent.webm"
    /// H.264 at 640 × 480: larger than a small `videoSize`, so it must be scaled, not copied.
    case h264Large = "h264-640.mp4"
    /// The first 40% of the H.264 MP4's bytes (its index at the end is missing).
    case truncated = "truncated.mp4"
    /// Text in a file named `.mp4`.
    case notAVideo = "not-a-video.mp4"
    /// AAC audio only, in MP4: a clip without a video stream.
    case audioOnly = "audio-only.mp4"
    /// 2 s of black, then 2 s of the test pattern: the poster frame must come from the pattern.
    case blackStart = "black-start.mp4"
  }

  /// Whether `ffmpeg` is installed (CI installs it; a test that needs clips says so when it is not).
  public static let available: Bool = FileManager.default.isExecutableFile(atPath: ffmpeg)

  public static let ffmpeg =
    ProcessInfo.processInfo.environment["CLEANGALLERY_TEST_FFMPEG"] ?? "/usr/bin/ffmpeg"

  /// The creation time written into `h264Located` (and so the date `init` orders it by).
  public static let creationTime = "2024-05-06T07:08:09.000000Z"

  private static let made = Mutex<[Kind: String]>([:])
  private static let folder: String = {
    let path = FileManager.default.temporaryDirectory.path + "/cleangallery-clips-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }()

  /// Copies the clip of `kind` to `destination` (folders made as needed).
  public static func copy(_ kind: Kind, to destination: String) throws {
    let source = try path(of: kind)
    let url = URL(fileURLWithPath: destination)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.copyItem(atPath: source, toPath: destination)
  }

  /// The made clip's path (made on first use; the folder is the process's own).
  public static func path(of kind: Kind) throws -> String {
    if let path = made.withLock({ $0[kind] }) { return path }
    // One maker at a time: two tests asking for the same clip at once would otherwise both encode it
    // into the same file, one reading it while the other's ffmpeg truncates it.
    making.lock()
    defer { making.unlock() }
    if let path = made.withLock({ $0[kind] }) { return path }
    let path = folder + "/" + kind.rawValue
    try make(kind, at: path)
    made.withLock { $0[kind] = path }
    return path
  }

  private static let making = NSRecursiveLock()

  private static func make(_ kind: Kind, at path: String) throws {
    let pattern = ["-f", "lavfi", "-i", "testsrc2=size=320x240:rate=25:duration=2"]
    let tone = ["-f", "lavfi", "-i", "sine=frequency=440:duration=2"]
    let h264 = ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"]
    let aac = ["-c:a", "aac", "-b:a", "64k"]
    switch kind {
    case .h264Located:
      try run(
        pattern + tone + h264 + aac + [
          "-metadata", "creation_time=\(creationTime)", "-metadata", "location=+35.6895+139.6917/",
          "-metadata", "com.apple.quicktime.make=TestPhone", "-movflags", "+use_metadata_tags", path,
        ])
    case .hevcMov:
      try run(pattern + tone + ["-c:v", "libx265", "-preset", "ultrafast", "-tag:v", "hvc1"] + aac + [path])
    case .rotatedH264:
      try run(["-i", try self.path(of: .h264Located), "-c", "copy", "-metadata:s:v:0", "rotate=90", path])
    case .vp9WebmSilent:
      try run(
        pattern + ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "200k", path])
    case .h264Large:
      try run(["-f", "lavfi", "-i", "testsrc2=size=640x480:rate=25:duration=2"] + h264 + [path])
    case .truncated:
      let whole = try Data(contentsOf: URL(fileURLWithPath: try self.path(of: .h264Located)))
      try whole.prefix(whole.count * 2 / 5).write(to: URL(fileURLWithPath: path))
    case .notAVideo:
      try Data("This is a note, not a clip.\n".utf8).write(to: URL(fileURLWithPath: path))
    case .audioOnly:
      try run(tone + aac + [path])
    case .blackStart:
      try run(
        ["-f", "lavfi", "-i", "color=c=black:size=320x240:rate=25:duration=2"] + pattern + [
          "-filter_complex", "[0:v][1:v]concat=n=2:v=1[v]", "-map", "[v]",
        ] + h264 + [path])
    }
  }

  /// Runs ffmpeg with an argument array (no shell), quietly, overwriting; throws with its stderr.
  private static func run(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ffmpeg)
    process.arguments = ["-hide_banner", "-loglevel", "error", "-y", "-nostdin"] + arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let said = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw FixtureError(
        message: "ffmpeg \(arguments.joined(separator: " ")): " + String(decoding: said, as: UTF8.self))
    }
  }

  public struct FixtureError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
  }
}
