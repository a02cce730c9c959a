import Foundation
import GalleryCore

/// FFmpeg's two commands, `ffprobe` (what a clip holds) and `ffmpeg` (its poster frame and renditions),
/// found on `PATH` (or named by `CLEANGALLERY_FFPROBE` / `CLEANGALLERY_FFMPEG`) and run through
/// `ChildProcess`: argument arrays, never a shell, the clip handed over as an open descriptor read as
/// `file:/dev/fd/3`.
///
/// Why the commands and not libavformat/libavcodec linked in (measured on the shared 2-core machine,
/// FFmpeg 5.1, `/usr/bin/time`, CPU = user + sys; docs/benchmarks.md has clip-bench's figures):
/// - A process costs little beside the work: one `ffprobe` of a 2 s clip ≈ 0.1 s CPU, a stream-copy
///   remux of a 10 s 1080p clip ≈ 0.13 s, where a 10 s 1080p H.264 transcode (`veryfast`) takes ≈ 12.7 s
///   (VP9 `good` at cpu-used 5: ≈ 73 s). A gallery's clips spend their time encoding, not starting
///   processes, and most phone clips are only remuxed.
/// - A corrupt clip that crashes a decoder kills one ffmpeg, which the build reports as that clip's
///   problem; inside the build's process it would kill the build (and `gallery serve`).
/// - A gallery without clips needs nothing installed, builds exactly as before, and never looks for
///   FFmpeg; the tool links no extra library.
/// - A long transcode can be killed (it dies with the build: PR_SET_PDEATHSIG) and its progress read
///   from `-progress pipe:1`.
package struct ClipTool: Sendable {
  package let ffmpeg: String
  package let ffprobe: String

  /// The line a build without FFmpeg stops with, after the first clip's path.
  package static let missingMessage =
    "clips need FFmpeg, which is not installed (on Debian: apt-get install ffmpeg)"

  /// The installed tools, or nil when either is missing. Looked up once a process, and only when a
  /// gallery has a clip.
  package static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> ClipTool? {
    func locate(_ name: String, variable: String) -> String? {
      if let named = environment[variable], !named.isEmpty {
        return named.hasPrefix("/") && FileSystem.isRegularFile(named) ? named : nil
      }
      return ChildProcess.find(name, path: environment["PATH"])
    }
    guard let ffmpeg = locate("ffmpeg", variable: "CLEANGALLERY_FFMPEG"),
      let ffprobe = locate("ffprobe", variable: "CLEANGALLERY_FFPROBE")
    else { return nil }
    return ClipTool(ffmpeg: ffmpeg, ffprobe: ffprobe)
  }

  /// The clip as FFmpeg names it: the descriptor each child gets as 3. `file:` keeps a name with a
  /// colon from being read as a protocol; `/dev/fd/3` reopens the very file the tool opened and
  /// checked (seekable, so an MP4 with its index at the end reads too).
  static let input = "file:/dev/fd/3"

  /// The arguments every ffmpeg run starts with: quiet but for errors, no questions, no stdin.
  static let quiet = ["-hide_banner", "-nostdin", "-loglevel", "error"]

  /// Runs ffprobe on the open clip; its JSON output is bounded (a clip with a million streams is bad).
  func probe(_ clip: Int32) -> Result<ChildProcess.Finished, GalleryError> {
    ChildProcess.run(
      ffprobe,
      [
        "ffprobe", "-v", "error", "-print_format", "json", "-show_format", "-show_streams", Self.input,
      ], input: clip, outputLimit: 4 << 20)
  }

  /// Runs ffmpeg on the open clip with `arguments` after the common ones.
  func ffmpeg(
    _ arguments: [String], clip: Int32, outputLimit: Int, onOutput: ((ArraySlice<UInt8>) -> Void)? = nil
  ) -> Result<ChildProcess.Finished, GalleryError> {
    ChildProcess.run(
      ffmpeg, ["ffmpeg"] + Self.quiet + arguments, input: clip, outputLimit: outputLimit, onOutput: onOutput)
  }

  /// The last line of what a failed run said, for a message: shortened and its control characters
  /// written out (`Quoted.text`), since ffmpeg repeats what a hostile file holds (a tag, a codec name)
  /// and an `ESC ]` must not reach the person's terminal.
  static func reason(_ finished: ChildProcess.Finished) -> String {
    let lines = finished.errors.split(whereSeparator: \.isNewline).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    // ffmpeg names its input first; here that is the descriptor, which says nothing to a person.
    let said = lines.last { !$0.isEmpty }.map {
      Quoted.text(
        String($0.hasPrefix(input + ": ") ? $0.dropFirst(input.count + 2) : Substring($0)), limit: 300)
    }
    if let signal = finished.signal { return said ?? "ended by signal \(signal)" }
    return said ?? "exit status \(finished.status ?? -1)"
  }
}
