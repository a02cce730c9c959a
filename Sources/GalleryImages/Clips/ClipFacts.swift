import Foundation

/// What ffprobe says a clip holds, read from its JSON (`-show_format -show_streams`): the first video
/// stream that is a picture sequence (not a cover image), the first audio stream, the duration. Every
/// value is the clip's own, so each is checked before anything is made from it.
package struct ClipFacts: Equatable, Sendable {
  package struct Video: Equatable, Sendable {
    /// "h264", "hevc", "vp9", …
    package var codec: String
    /// "yuv420p", "yuv420p10le", …
    package var pixelFormat: String
    /// As stored (before the display matrix turns it).
    package var width: Int
    package var height: Int
    /// Degrees the display matrix turns it (0, 90, 180, 270).
    package var rotation: Int
    /// Frames a second (its average), 0 when unknown.
    package var framesPerSecond: Double
  }

  package var video: Video?
  /// "aac", "opus", …; nil for a silent clip.
  package var audioCodec: String?
  package var durationMilliseconds: Int?
  /// ffprobe's `format_name` ("mov,mp4,m4a,3gp,3g2,mj2", "matroska,webm").
  package var formatName: String

  /// The size it is shown at: turned a quarter when the display matrix says so.
  package var shownSize: (width: Int, height: Int)? {
    guard let video else { return nil }
    return video.rotation % 180 == 0 ? (video.width, video.height) : (video.height, video.width)
  }

  /// About how many frames it has, for the progress line.
  package var frameCount: Int {
    guard let video, let durationMilliseconds, video.framesPerSecond > 0 else { return 0 }
    return Int(Double(durationMilliseconds) / 1000 * video.framesPerSecond)
  }

  /// The facts in ffprobe's JSON output, or nil when it is not the JSON ffprobe writes.
  package static func parse(_ json: [UInt8]) -> ClipFacts? {
    guard let object = try? JSONSerialization.jsonObject(with: Data(json)) as? [String: Any] else {
      return nil
    }
    let format = object["format"] as? [String: Any] ?? [:]
    let streams = object["streams"] as? [[String: Any]] ?? []
    var facts = ClipFacts(
      video: nil, audioCodec: nil, durationMilliseconds: nil,
      formatName: format["format_name"] as? String ?? "")
    for stream in streams {
      let type = stream["codec_type"] as? String
      if type == "video", facts.video == nil, !isCoverImage(stream) {
        facts.video = Video(
          codec: stream["codec_name"] as? String ?? "", pixelFormat: stream["pix_fmt"] as? String ?? "",
          width: stream["width"] as? Int ?? 0, height: stream["height"] as? Int ?? 0,
          rotation: rotation(of: stream), framesPerSecond: rate(stream["avg_frame_rate"] as? String))
        facts.durationMilliseconds = milliseconds(stream["duration"] as? String)
      } else if type == "audio", facts.audioCodec == nil {
        facts.audioCodec = stream["codec_name"] as? String ?? "unknown"
      }
    }
    // The container's duration when it has one: a stream's may be missing (Matroska) or partial.
    facts.durationMilliseconds = milliseconds(format["duration"] as? String) ?? facts.durationMilliseconds
    return facts
  }

  /// Refuses what no page should play: no picture, an absurd or too large size, no or too long a
  /// duration. `maxSeconds`, `maxPixels`: the gallery's `maxVideoSeconds` and `maxVideoPixels`.
  package func check(maxSeconds: Int, maxPixels: Int) throws(ImageProblem) {
    guard let video else { throw .noVideoStream }
    guard video.width > 0, video.height > 0 else { throw .absurdClip("its frames are 0 pixels wide or high") }
    guard video.width <= 32768, video.height <= 32768 else {
      throw .absurdClip("its frames are \(video.width) × \(video.height) pixels")
    }
    guard video.width * video.height <= maxPixels else {
      throw .clipTooLarge(width: video.width, height: video.height, limit: maxPixels)
    }
    guard let durationMilliseconds, durationMilliseconds > 0 else {
      throw .absurdClip("it has no duration (a single picture, or a stream without an end)")
    }
    guard durationMilliseconds <= maxSeconds * 1000 else {
      throw .clipTooLong(seconds: durationMilliseconds / 1000, limit: maxSeconds)
    }
    guard video.framesPerSecond <= 1000 else {
      throw .absurdClip("it claims \(Int(video.framesPerSecond)) frames a second")
    }
  }

  private static func isCoverImage(_ stream: [String: Any]) -> Bool {
    (stream["disposition"] as? [String: Any])?["attached_pic"] as? Int == 1
  }

  /// The display matrix's turn, as 0, 90, 180 or 270 (ffprobe says -90 for 270).
  private static func rotation(of stream: [String: Any]) -> Int {
    let sides = stream["side_data_list"] as? [[String: Any]] ?? []
    let degrees =
      sides.lazy.compactMap { ($0["rotation"] as? NSNumber)?.doubleValue }.first
      ?? Double((stream["tags"] as? [String: Any])?["rotate"] as? String ?? "0") ?? 0
    // The value is the file's own (a Matroska tag is any text): 1e300 must not trap the conversion.
    guard degrees.isFinite else { return 0 }
    let quarter = Int((degrees.truncatingRemainder(dividingBy: 360) / 90).rounded()) % 4
    return (quarter + 4) % 4 * 90
  }

  /// "30000/1001" → 29.97; 0 for "0/0" or anything else; at most `mostFramesPerSecond` (an infinite or
  /// huge claim is that many, which `check` refuses, and no arithmetic on it overflows).
  private static func rate(_ text: String?) -> Double {
    let parts = (text ?? "").split(separator: "/")
    guard parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom > 0, top >= 0
    else { return 0 }
    let rate = top / bottom
    return rate.isNaN ? 0 : min(rate, mostFramesPerSecond)
  }

  static let mostFramesPerSecond = 1_000_000.0

  /// "2.000000" seconds → 2000; nil when absent, negative or absurd.
  private static func milliseconds(_ text: String?) -> Int? {
    guard let text, let seconds = Double(text), seconds.isFinite, seconds > 0, seconds < 1e9 else {
      return nil
    }
    return Int((seconds * 1000).rounded())
  }
}
