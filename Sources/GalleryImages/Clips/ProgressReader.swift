import GalleryCore

/// Reads ffmpeg's `-progress pipe:1` output (`key=value` lines, a block every half second ending in
/// `progress=continue`) for the frame count, which the progress line turns into frames a second and an
/// ETA on long clips. Used on the one thread that waits for that ffmpeg.
final class ProgressReader {
  private var pending: [UInt8] = []
  private let frames: Int
  private let report: ClipMaker.FrameProgress?

  init(frames: Int, report: ClipMaker.FrameProgress?) {
    self.frames = frames
    self.report = report
  }

  func read(_ chunk: ArraySlice<UInt8>) {
    pending += chunk
    while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
      let line = String(decoding: pending[..<end], as: UTF8.self)
      pending.removeSubrange(...end)
      guard line.hasPrefix("frame="), let frame = Int(line.dropFirst(6)) else { continue }
      report?(frame, frames)
      // Tests kill the build here, while ffmpeg writes: nothing it leaves may be trusted.
      FailurePoint.reach("clip:transcoding")
    }
    // A line is a few dozen bytes; anything longer is not ffmpeg's progress.
    if pending.count > 4096 { pending.removeAll() }
  }
}
