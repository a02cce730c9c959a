import GalleryModel
import Testing

@testable import GalleryServer

/// A dropped file's kind by its bytes and its name made safe (issue 49): what the gallery folder may
/// be given, and every hostile name refused with why.
@Suite struct UploadNameTests {
  private let jpeg = UploadKind.image(.jpeg)

  @Test func theKindIsTheBytesNeverTheName() {
    #expect(UploadKind.of(prefix: [0xFF, 0xD8, 0xFF, 0xE0]) == .image(.jpeg))
    #expect(UploadKind.of(prefix: Array("\u{89}PNG\r\n\u{1A}\n".utf8)) == nil)  // not the PNG magic in UTF-8
    #expect(UploadKind.of(prefix: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) == .image(.png))
    #expect(UploadKind.of(prefix: [0, 0, 0, 0x18] + Array("ftypisom".utf8)) == .clip(.isoMedia))
    #expect(UploadKind.of(prefix: [0, 0, 0, 0x18] + Array("ftypheic".utf8)) == .image(.heif))
    // A script, an SVG (a drawing can carry script), an empty file: none is taken.
    #expect(UploadKind.of(prefix: Array("#!/bin/sh\nrm -rf ~\n".utf8)) == nil)
    #expect(
      UploadKind.of(prefix: Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><script/></svg>".utf8)) == nil)
    #expect(UploadKind.of(prefix: []) == nil)
  }

  @Test func aNameKeepsWhatItCanAndItsExtensionSaysItsBytes() throws {
    let cases: [(String, UploadKind, String)] = [
      ("IMG_2034.JPG", jpeg, "IMG_2034.JPG"),
      ("Été à Paris.jpeg", jpeg, "Été à Paris.jpeg"),
      ("E\u{301}te\u{301}.jpg", jpeg, "Été.jpg"),  // NFD from macOS: stored NFC
      ("holiday.png", jpeg, "holiday.jpg"),  // a JPEG named .png is a .jpg
      ("notes", .image(.png), "notes.png"),
      ("..hidden.jpg", jpeg, "hidden.jpg"),
      (".jpg", jpeg, "jpg.jpg"),
      ("clip.MOV", .clip(.isoMedia), "clip.MOV"),
      ("clip.avi", .clip(.isoMedia), "clip.mp4"),
    ]
    for (raw, kind, expected) in cases {
      #expect(try UploadName.safe(raw, kind: kind).get() == expected, "\(raw)")
    }
  }

  @Test func hostileNamesAreRefused() {
    for raw in [
      "", "../x.jpg", "a/b.jpg", "..", "a\\b.jpg", "a\u{0}b.jpg", "a\u{1B}[31m.jpg", "a\u{202E}gpj.exe",
      String(repeating: "é", count: 130) + ".jpg",
    ] {
      guard case .failure(let refusal) = UploadName.safe(raw, kind: jpeg) else {
        Issue.record("\(raw.debugDescription) was taken")
        continue
      }
      #expect(!refusal.message.isEmpty)
    }
    // 255 bytes is the most a name may have (ext4, APFS).
    #expect((try? UploadName.safe(String(repeating: "a", count: 251) + ".jpg", kind: jpeg).get()) != nil)
    #expect((try? UploadName.safe(String(repeating: "a", count: 252) + ".jpg", kind: jpeg).get()) == nil)
  }

  @Test func aTwinGetsTheFirstFreeNumberIgnoringCase() {
    #expect(UploadName.free("a.jpg", taken: []) == "a.jpg")
    #expect(UploadName.free("A.jpg", taken: ["a.jpg", "a-2.jpg"]) == "A-3.jpg")
    #expect(UploadName.free("noext", taken: ["noext"]) == "noext-2")
    #expect(
      UploadName.free(
        String(repeating: "a", count: 251) + ".jpg", taken: [String(repeating: "a", count: 251) + ".jpg"])
        == nil)
  }
}
