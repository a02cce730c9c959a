import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryModel

/// The clip fixtures are what they say (their containers sniff as clips), so every clip test stands on
/// real files.
@Suite struct ClipFixturesSmokeTests {
  @Test(.enabled(if: ClipFixtures.available), arguments: ClipFixtures.Kind.allCases)
  func everyFixtureIsMade(kind: ClipFixtures.Kind) throws {
    let path = try ClipFixtures.path(of: kind)
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)).prefix(64))
    switch kind {
    case .notAVideo: #expect(VideoContainer.sniff(bytes) == nil)
    case .vp9WebmSilent: #expect(VideoContainer.sniff(bytes) == .matroska)
    default: #expect(VideoContainer.sniff(bytes) == .isoMedia)
    }
  }
}
