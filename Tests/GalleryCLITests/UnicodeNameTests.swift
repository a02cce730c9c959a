import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCommands
@testable import GalleryImages

/// Two files whose names differ only in Unicode normalization (`café.png` composed and decomposed) are
/// two files in a Linux folder, though Swift's String calls them equal: two photos, each with its own
/// image, its own original and its own page.
@Suite struct UnicodeNameTests {
  @Test func twinNamesAreTwoPhotosWithTheirOwnImages() throws {
    // Given a 40×30 photo named in NFC and a 50×30 one named in NFD, in one folder
    let workspace = try TemporaryFolder()
    try workspace.writeBytes("g/caf\u{E9}.png", try LibVips.testPicture(width: 40, height: 30))
    try workspace.writeBytes("g/cafe\u{301}.png", try LibVips.testPicture(width: 50, height: 30))
    #expect(try workspace.gallery("init", "g").status == 0)
    // When it is built, with its originals copied
    let manifest = try #require(workspace.read("g/gallery.json"))
    try workspace.write(
      "g/gallery.json",
      manifest.replacingOccurrences(of: "\"photos\"", with: "\"copyOriginals\": true, \"photos\""))
    let build = try workspace.gallery("build", "g", "--output", "site")
    // Then both images are made, each page shows its own, and each original is copied under a name of its own
    #expect(build.status == 0, "\(build.stderr)")
    #expect(build.stdout.contains("Processed 2 images"), "\(build.stdout)")
    let widths = ["cafe", "cafe-2"].map { id in
      matches(#"<img [^>]*width="([0-9]+)""#, in: workspace.read("site/photos/\(id).html") ?? "")
    }
    #expect(Set(widths.compactMap(\.first)) == ["40", "50"], "\(widths)")
    // (read by name: a [String: Data] snapshot would itself make the two names one)
    let media = workspace.path + "/site/media"
    let originals = try FileManager.default.contentsOfDirectory(atPath: media)
    #expect(originals.count == 2, "\(originals)")
    let copied = originals.compactMap { FileManager.default.contents(atPath: media + "/" + $0) }
    let sources = ["caf\u{E9}.png", "cafe\u{301}.png"].compactMap {
      FileManager.default.contents(atPath: workspace.path + "/g/" + $0)
    }
    #expect(Set(copied) == Set(sources) && Set(copied).count == 2)
    #expect(try workspace.gallery("validate", "site").status == 0)
  }

  private func matches(_ pattern: String, in text: String) -> [String] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }
}
