import GalleryModel

/// How one rendition of a clip is made: the decision to stream-copy or transcode, and ffmpeg's
/// arguments for it. Most phone and camera clips are H.264 already, which every browser plays: those
/// are remuxed (`-c copy`, packets bit-identical, a fraction of a second) instead of re-encoded (tens of
/// seconds a minute of 1080p, and a generation of quality lost). HEVC (iPhones), 10-bit, VP9/AV1 in
/// an MP4, larger than `videoSize`, or audio other than AAC are transcoded.
package enum ClipRendition {
  /// Whether the MP4 rendition can be the clip's own streams, remuxed: H.264 in 8-bit 4:2:0 within
  /// `videoSize` (its long edge as stored), with AAC or no audio. The display matrix travels with the
  /// copy, so a portrait phone clip still plays portrait.
  package static func canCopy(_ facts: ClipFacts, spec: ClipSpec) -> Bool {
    guard let video = facts.video, video.codec == "h264",
      ["yuv420p", "yuvj420p"].contains(video.pixelFormat), max(video.width, video.height) <= spec.videoSize
    else { return false }
    return facts.audioCodec == nil || facts.audioCodec == "aac"
  }

  /// ffmpeg's arguments (after the input) for a rendition written to `output`: only the first video
  /// and first audio stream, no data, subtitle or chapter, and no metadata unless `keepMetadata`.
  /// `threads`: this clip's share of the cores (photos and other clips run beside it).
  package static func arguments(
    _ format: VideoFormat, copy: Bool, spec: ClipSpec, threads: Int, output: String
  ) -> [String] {
    var arguments = ["-map", "0:v:0", "-map", "0:a:0?", "-dn", "-sn", "-map_chapters", "-1"]
    arguments +=
      spec.keepMetadata ? ["-map_metadata", "0"] : ["-map_metadata", "-1", "-fflags", "+bitexact"]
    switch (format, copy) {
    case (.mp4, true):
      arguments += ["-c", "copy"]
    case (.mp4, false):
      arguments += [
        "-vf", scale(spec.videoSize), "-c:v", "libx264", "-preset", "veryfast", "-crf", "23",
        "-pix_fmt", "yuv420p", "-c:a", "aac", "-b:a", "128k", "-ac", "2",
      ]
    case (.webm, _):
      // `good` at cpu-used 5 with row threading: within a few times H.264 veryfast's time at this size,
      // where `good` at the default cpu-used 1 takes ten times longer for a few percent fewer bytes.
      arguments += [
        "-vf", scale(spec.videoSize), "-c:v", "libvpx-vp9", "-deadline", "good", "-cpu-used", "5",
        "-row-mt", "1", "-crf", "33", "-b:v", "0", "-pix_fmt", "yuv420p", "-c:a", "libopus", "-b:a", "96k",
        "-ac", "2",
      ]
    }
    arguments += ["-threads", String(max(1, threads))]
    if format == .mp4 {
      arguments += [
        "-movflags", spec.keepMetadata ? "+faststart+use_metadata_tags" : "+faststart", "-f", "mp4",
      ]
    } else {
      arguments += ["-f", "webm"]
    }
    return arguments + ["-y", "file:" + output]
  }

  /// Fits the frame (turned as it plays: ffmpeg rotates before filtering) in `longEdge`, never
  /// enlarging, on even sizes as 4:2:0 needs.
  static func scale(_ longEdge: Int) -> String {
    let edge = String(longEdge)
    return "scale=w=if(gte(iw\\,ih)\\,2*trunc(min(iw\\,\(edge))/2)\\,-2)"
      + ":h=if(gte(iw\\,ih)\\,-2\\,2*trunc(min(ih\\,\(edge))/2))"
  }
}
