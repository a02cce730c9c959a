import Foundation
import Testing

/// The arrows ARCHITECTURE.md says must never exist that the targets' dependencies cannot rule out,
/// checked on the source text: a Scene that reaches for libvips or the file system, a worker that knows
/// pages, a C library used outside its place, a library that prints.
@Suite struct ArchitectureTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources").path

  /// The library targets (everything but the `gallery` executable and the C shims).
  static let libraries = [
    "GalleryCore", "GalleryTemplates", "GalleryXML", "GalleryValidation", "GalleryModel", "GalleryImages",
    "GalleryImport", "GalleryThemes", "GalleryPaths", "GalleryWorkers", "GalleryScenes", "GallerySite",
    "GalleryServer", "GalleryCommands",
  ]

  /// Every library is in `libraries` (a new target is checked like the others from its first file).
  @Test func everyLibraryIsChecked() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.sources).filter {
      $0.hasPrefix("Gallery")
    }
    #expect(Set(folders) == Set(Self.libraries))
  }

  /// Each Swift file under `folder` (relative to Sources) with its text, comments left out.
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

  /// Every folder of GalleryScenes: the three scenes and what they share (the Workers, themes and
  /// site paths they read are targets of their own).
  static var sceneFolders: [String] {
    let root = sources + "/GalleryScenes"
    let items = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    return items.sorted().filter { item in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: root + "/" + item, isDirectory: &isFolder)
        && isFolder.boolValue
    }.map { "GalleryScenes/" + $0 }
  }

  /// GalleryScenes cannot reach the writer (GallerySite stands on it); inside it, a Presenter, Page,
  /// Router or Interactor must not touch libvips or files either, which its Workers (GalleryWorkers)
  /// may. Site paths are arithmetic on names: no file is read to make one.
  @Test func scenesAndPathsNeverTouchImagesOrFiles() {
    #expect(
      Self.sceneFolders == [
        "GalleryScenes/AlbumUnlock", "GalleryScenes/DateCollection", "GalleryScenes/ImageCollection",
        "GalleryScenes/ImageDetail",
        "GalleryScenes/ImageIndexEdit", "GalleryScenes/PlaceMap", "GalleryScenes/Search",
        "GalleryScenes/Shared",
        "GalleryScenes/TagCollection", "GalleryScenes/TagIndex", "GalleryScenes/Timeline",
      ], "GalleryScenes holds the scenes and what they share, nothing else")
    for folder in Self.sceneFolders + ["GalleryPaths"] {
      expectNone(
        of: ["import CVips", "import CGalleryImaging", "LibVips", "FileSystem.", "print("], in: folder)
    }
    expectNone(of: ["FileSystem.", "import CVips", "LibVips"], in: "GalleryScenes")
  }

  @Test func eachCLibraryStaysInItsPlace() {
    for library in Self.libraries {
      expectNone(
        of: ["import CVips", "import CGalleryImaging"], in: library,
        except: ["GalleryImages/LibVips.swift"])
      let libxml = Set(files(in: "GalleryValidation").map(\.path) + files(in: "GalleryXML").map(\.path))
        .union([
          "GalleryImages/SVGSanitizer.swift", "GalleryImages/Metadata/XMPReader.swift",
        ])
      expectNone(of: ["import CLibXML2"], in: library, except: libxml)
    }
  }

  @Test func nothingInTheLibrariesPrints() {
    for library in Self.libraries {
      expectNone(of: ["print(", "FileHandle.standardOutput", "FileHandle.standardError"], in: library)
    }
  }
}
