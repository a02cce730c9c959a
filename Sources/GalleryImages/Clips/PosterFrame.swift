import GalleryCore

/// A clip's poster: the first frame worth showing. Many clips open on black (a fade in) or a flat
/// colour (a lens cap, a sky), so as sigal does the first seconds are sampled, each moment as a small
/// grey frame read back as raw bytes, and the first that is neither dark nor flat wins; the middle
/// frame when none is. `posterAt` picks the moment itself. The chosen frame is then taken once at the
/// size the largest derivative needs, as a PNG for `DerivativeMaker` (one decode for every size).
package enum PosterFrame {
  /// Bumped when the choice changes (other moments, other thresholds), with the poster's cache key.
  static let version = 1

  /// Where to look, in milliseconds, before giving up for the middle frame.
  static let moments = [0, 500, 1_000, 2_000, 3_000]
  /// A sample's mean and spread of grey (0–255) above which it is a picture, not black or flat.
  static let darkest = 20.0
  static let flattest = 10.0
  static let sampleSide = 32

  /// The moment to take the poster at: `posterAt` (held inside the clip), else the first good sample.
  static func moment(
    tool: ClipTool, clip: Int32, durationMilliseconds: Int, posterAt: Int?
  ) throws(ImageProblem) -> Int {
    if let posterAt { return max(0, min(posterAt, durationMilliseconds - 1)) }
    for moment in moments where moment < durationMilliseconds {
      let sample = try grey(tool: tool, clip: clip, at: moment)
      if sample.count == sampleSide * sampleSide, isPicture(sample) { return moment }
    }
    return durationMilliseconds / 2
  }

  /// Whether a grey sample is bright and varied enough to be a picture.
  static func isPicture(_ sample: [UInt8]) -> Bool {
    guard !sample.isEmpty else { return false }
    let count = Double(sample.count)
    let mean = sample.reduce(0.0) { $0 + Double($1) } / count
    let variance = sample.reduce(0.0) { $0 + (Double($1) - mean) * (Double($1) - mean) } / count
    return mean > darkest && variance.squareRoot() > flattest
  }

  /// The frame at `moment` as 32 × 32 grey bytes (fewer when the clip ends first).
  static func grey(tool: ClipTool, clip: Int32, at moment: Int) throws(ImageProblem) -> [UInt8] {
    let side = String(sampleSide)
    let finished = try run(
      tool,
      [
        "-ss", seconds(moment), "-i", ClipTool.input, "-map", "0:v:0", "-frames:v", "1", "-vf",
        "scale=\(side):\(side)", "-f", "rawvideo", "-pix_fmt", "gray", "pipe:1",
      ],
      clip: clip, limit: sampleSide * sampleSide)
    return finished.output
  }

  /// The frame at `moment`, turned as it plays and fitting in `longEdge`, as PNG bytes.
  static func frame(
    tool: ClipTool, clip: Int32, at moment: Int, longEdge: Int
  ) throws(ImageProblem) -> [UInt8] {
    let edge = String(longEdge)
    let finished = try run(
      tool,
      [
        "-ss", seconds(moment), "-i", ClipTool.input, "-map", "0:v:0", "-frames:v", "1", "-vf",
        "scale=w=min(iw\\,\(edge)):h=min(ih\\,\(edge)):force_original_aspect_ratio=decrease",
        "-pix_fmt", "rgb24", "-c:v", "png", "-f", "image2pipe", "pipe:1",
      ],
      clip: clip, limit: 8 * longEdge * longEdge + (1 << 20))
    guard !finished.output.isEmpty else { throw .corruptClip("no frame could be decoded for its poster") }
    return finished.output
  }

  private static func run(
    _ tool: ClipTool, _ arguments: [String], clip: Int32, limit: Int
  ) throws(ImageProblem) -> ChildProcess.Finished {
    let finished: ChildProcess.Finished
    switch tool.ffmpeg(arguments, clip: clip, outputLimit: limit) {
    case .success(let done): finished = done
    case .failure(let error): throw .unreadable(error.description)
    }
    guard finished.status == 0 else { throw .corruptClip(ClipTool.reason(finished)) }
    return finished
  }

  /// "1.500" for 1,500 ms.
  static func seconds(_ milliseconds: Int) -> String {
    let rest = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - rest.count) + rest
  }
}
