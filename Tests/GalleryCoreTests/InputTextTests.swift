import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore

/// Values from outside as messages and the file system see them.
@Suite struct InputTextTests {
  @Test func forbiddenCharactersAreFoundWithTheirOffset() {
    #expect(TextChecks.forbiddenCharacter(in: "tab\tline\ncr\r ok – 서울 🌃") == nil)
    #expect(TextChecks.forbiddenCharacter(in: "ab\u{1B}c").map { ($0.scalar.value, $0.offset) }! == (0x1B, 2))
    for scalar in [0x00, 0x1F, 0x7F, 0x85, 0x9F, 0xFDD0, 0xFFFE, 0xFFFF, 0x1FFFE, 0x10FFFF] as [UInt32] {
      let text = "x" + String(Character(Unicode.Scalar(scalar)!))
      #expect(TextChecks.forbiddenCharacter(in: text)?.offset == 1, "U+\(String(scalar, radix: 16))")
    }
    #expect(TextChecks.codePoint("\u{1B}") == "U+001B")
    #expect(TextChecks.codePoint("\u{10FFFF}") == "U+10FFFF")
  }

  @Test func quotedValuesAreShortAndInert() {
    #expect(Quoted.text("a\u{1B}]0;x\u{07}\nb") == "a\\u{1B}]0;x\\u{7}\\u{A}b")
    let long = Quoted.text(String(repeating: "z", count: 1_000))
    #expect(long == String(repeating: "z", count: 200) + "… (800 more characters)")
    #expect(Quoted.forTerminal("line\n\tnext\u{1B}[2J") == "line\n\tnext\\u{1B}[2J")
  }

  @Test func suggestionsAreOnlyMadeForShortWords() {
    #expect(Suggestions.closest(to: "pagesize", in: ["pageSize"]) == ["pageSize"])
    #expect(
      Suggestions.closest(to: String(repeating: "p", count: 101), in: [String(repeating: "p", count: 101)])
        == [])
  }

  @Test func sideNamesStayWithinAFileName() {
    #expect(FileSystem.sideName(of: "site", suffix: ".spare") == ".site.spare")
    let long = String(repeating: "é", count: 127)  // 254 bytes
    let name = FileSystem.sideName(of: long, suffix: ".staging-", reserving: 16)
    #expect(name.utf8.count <= 255 - 16)
    #expect(name == FileSystem.sideName(of: long, suffix: ".staging-", reserving: 16), "the same every time")
    #expect(name != FileSystem.sideName(of: long + "x", suffix: ".staging-", reserving: 16))
    #expect(name.hasPrefix(".éé") && name.hasSuffix(".staging-"))
  }
}

/// File-system calls that must not be led astray by links or special files.
@Suite struct FileSafetyTests {
  @Test func removeTreeRemovesLinksNotWhatTheyLeadTo() throws {
    let folder = try TemporaryFolder()
    try folder.write("precious/keep.txt", "mine")
    try folder.write("doomed/file.txt", "x")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/doomed/link", withDestinationPath: folder.path + "/precious")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/alias", withDestinationPath: folder.path + "/precious")
    try FileSystem.removeTree(folder.path + "/doomed")
    try FileSystem.removeTree(folder.path + "/alias")
    FileSystem.removeTreeInParallel(folder.path + "/alias")
    #expect(!FileSystem.exists(folder.path + "/doomed") && !FileSystem.exists(folder.path + "/alias"))
    #expect(folder.read("precious/keep.txt") == "mine")
  }

  @Test func removeTreeInParallelLeavesALinkToAFolderAlone() throws {
    let folder = try TemporaryFolder()
    try folder.write("precious/keep.txt", "mine")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/spare", withDestinationPath: folder.path + "/precious")
    FileSystem.removeTreeInParallel(folder.path + "/spare")
    #expect(folder.read("precious/keep.txt") == "mine")
  }

  @Test func readingRefusesSpecialFilesAndFilesOutsideTheFolder() throws {
    let folder = try TemporaryFolder()
    try folder.write("inside/a.txt", "a")
    try folder.write("outside.txt", "secret")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/inside/escape.txt", withDestinationPath: folder.path + "/outside.txt")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/inside/alias.txt", withDestinationPath: "a.txt")
    #expect(mkfifo(folder.path + "/inside/fifo", 0o644) == 0)
    let inside = try #require(FileSystem.realPath(folder.path + "/inside"))
    #expect(try FileSystem.read(inside + "/alias.txt", inside: inside).get() == Array("a".utf8))
    guard case .failure(.outside) = FileSystem.read(inside + "/escape.txt", inside: inside) else {
      Issue.record("a link out of the folder was read")
      return
    }
    #expect(FileSystem.read(inside + "/fifo") == .failure(.notRegular("a FIFO (named pipe)")))
    #expect(FileSystem.read(inside) == .failure(.notRegular("a folder")))
  }

  @Test func canonicalPathsResolveLinksAlsoForPathsNotThereYet() throws {
    let folder = try TemporaryFolder()
    try folder.write("webroot/x", "")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/site", withDestinationPath: "webroot")
    let real = try #require(FileSystem.realPath(folder.path))
    #expect(FileSystem.canonicalPath(folder.path + "/site") == real + "/webroot")
    #expect(FileSystem.canonicalPath(folder.path + "/site/new/../deeper") == real + "/webroot/deeper")
    #expect(FileSystem.canonicalPath(folder.path + "/nothing/here") == real + "/nothing/here")
  }
}
