import Foundation
import Testing

@testable import GalleryCore
@testable import GalleryImages

/// ffprobe's JSON describes a hostile file as the file says: every number in it is read without a
/// trap, whatever it claims.
@Suite struct ClipFactsTests {
  private func facts(rotate: String? = nil, sideRotation: String? = nil, rate: String = "25/1") -> ClipFacts?
  {
    var stream =
      #""codec_type": "video", "codec_name": "h264", "width": 320, "height": 240, "avg_frame_rate": "\#(rate)""#
    if let rotate { stream += #", "tags": {"rotate": "\#(rotate)"}"# }
    if let sideRotation { stream += #", "side_data_list": [{"rotation": \#(sideRotation)}]"# }
    let json = #"{"streams": [{\#(stream)}], "format": {"duration": "2.0", "format_name": "mov"}}"#
    return ClipFacts.parse(Array(json.utf8))
  }

  @Test(arguments: ["1e300", "-1e300", "9223372036854775807", "nan", "inf", "90", "-90", "450"])
  func aRotationOfAnySizeIsAQuarterTurnOrNone(rotate: String) throws {
    let parsed = try #require(facts(rotate: rotate))
    #expect([0, 90, 180, 270].contains(parsed.video?.rotation ?? -1), "\(rotate)")
  }

  @Test func aSideDataRotationOfAnySizeIsAQuarterTurnOrNone() throws {
    for value in ["1e300", "-90", "180.4", "1.7976931348623157e308"] {
      let parsed = try #require(facts(sideRotation: value))
      #expect([0, 90, 180, 270].contains(parsed.video?.rotation ?? -1), "\(value)")
    }
    #expect(facts(sideRotation: "-90")?.video?.rotation == 270)
    #expect(facts(rotate: "90")?.video?.rotation == 90)
  }

  /// ffmpeg repeats what the file holds in its errors, and they reach the terminal in the build's
  /// message: written out, never as escapes the terminal acts on.
  @Test func whatFFmpegSaysReachesTheMessageWithoutControlCharacters() throws {
    let said = ChildProcess.Finished(
      status: 1, signal: nil, output: [], overflowed: false,
      errors: "file:/dev/fd/3: Invalid data \u{1B}]0;owned\u{07} found\n")
    let reason = ClipTool.reason(said)
    #expect(!reason.unicodeScalars.contains { $0.value < 0x20 }, "\(reason)")
    #expect(reason.hasPrefix("Invalid data "), "\(reason)")
  }

  @Test func anAbsurdFrameRateIsRefusedNotTrapped() throws {
    let parsed = try #require(facts(rate: "1e308/1e-308"))
    #expect(throws: ImageProblem.self) { try parsed.check(maxSeconds: 3600, maxPixels: 40_000_000) }
    #expect(parsed.frameCount >= 0)
  }
}
