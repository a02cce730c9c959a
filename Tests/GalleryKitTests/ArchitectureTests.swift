import Foundation
import Testing

/// The arrows ARCHITECTURE.md says must never exist, checked on the source text: a Scene that reaches
/// for libvips or the file system, a worker that knows pages, a C library used outside its place.
@Suite struct ArchitectureTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/GalleryKit").path

  /// Each Swift file under `folder` (relative to GalleryKit) with its text, comments left out.
  private func files(in folder: String) -> [(path: String, code: String)] {
    let root = Self.sources + (folder.isEmpty ? "" : "/" + folder)
    let enumerator = FileManager.default.enumerator(atPath: root)
    var result: [(String, String)] = []
    while let item = enumerator?.nextObject() as? String {
      guard item.hasSuffix(".swift"),
        let text = try? String(contentsOfFile: root + "/" + item, encoding: .utf8)
      else { continue }
      let code = text.split(separator: "\n").filter {
        !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
      }
      result.append(((folder.isEmpty ? "" : folder + "/") + item, code.joined(separator: "\n")))
    }
    return result
  }

  private func expectNone(of words: [String], in folder: String, except allowed: Set<String> = []) {
    let found = files(in: folder)
    #expect(!found.isEmpty, "no sources under \(folder)")
    for file in found where !allowed.contains(file.path) {
      for word in words where file.code.contains(word) {
        Issue.record("\(file.path) uses \(word)")
      }
    }
  }

  @Test func scenesNeverTouchImagesFilesOrTheWriter() {
    expectNone(
      of: ["import CVips", "import CGalleryImaging", "LibVips", "FileSystem.", "SiteWriter", "print("],
      in: "Scenes")
  }

  @Test func workersAndImagesNeverKnowPagesOrTheWriter() {
    for folder in ["Workers", "Images"] {
      expectNone(of: ["SiteWriter", "SiteBuilder", "RenderedPage", "SiteBuild"], in: folder)
    }
  }

  @Test func eachCLibraryStaysInItsPlace() {
    expectNone(
      of: ["import CVips", "import CGalleryImaging"], in: "", except: ["Images/LibVips.swift"])
    let libxml = Set(files(in: "Validation").map(\.path)).union([
      "Images/SVGSanitizer.swift", "Images/Metadata/XMPReader.swift",
    ])
    expectNone(of: ["import CLibXML2"], in: "", except: libxml)
  }

  @Test func nothingInTheModulePrints() {
    expectNone(of: ["print(", "FileHandle.standardOutput", "FileHandle.standardError"], in: "")
  }
}
