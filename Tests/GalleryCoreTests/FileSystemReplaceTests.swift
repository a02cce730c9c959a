import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore

/// `FileSystem.replaceAtomically`, the manifest's write: the new bytes in place of the old, the old
/// file's permissions kept, a link written through, and nothing left beside the file.
@Suite struct FileSystemReplaceTests {
  @Test func replacesTheBytesAndKeepsTheFilesPermissions() throws {
    // Given a file only its owner may read
    let folder = try TemporaryFolder()
    try folder.write("gallery.json", "old")
    let path = folder.path + "/gallery.json"
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)

    // When it is replaced
    try FileSystem.replaceAtomically(path, with: Array("new".utf8))

    // Then it holds the new bytes, with the old permissions, and no temporary file is left
    #expect(folder.read("gallery.json") == "new")
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(folder.files() == ["gallery.json"])
  }

  /// The history's write: a file given in pieces holds their bytes one after the other, parts of
  /// arrays and empty pieces included.
  @Test func aFileGivenInPiecesHoldsThemInOrder() throws {
    let folder = try TemporaryFolder()
    try folder.write(".gallery-history", "old")
    let whole = Array("head\n{\"steps\":[1,2]}".utf8)

    try FileSystem.replaceAtomically(
      folder.path + "/.gallery-history",
      withPieces: [whole[0..<5], [], whole[5..<14], whole[14...]])

    #expect(folder.read(".gallery-history") == "head\n{\"steps\":[1,2]}")
    #expect(folder.files() == [".gallery-history"])
  }

  @Test func aNewFileGetsTheUsualPermissions() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/gallery.json"

    try FileSystem.replaceAtomically(path, with: Array("{}".utf8))

    #expect(folder.read("gallery.json") == "{}")
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o644)
  }

  @Test func aLinkIsWrittenThroughAndStaysALink() throws {
    // Given a link to a file in another folder
    let folder = try TemporaryFolder()
    try folder.write("config/real.json", "old")
    try FileManager.default.createDirectory(atPath: folder.path + "/g", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/g/gallery.json", withDestinationPath: "../config/real.json")

    // When the link's path is replaced
    try FileSystem.replaceAtomically(folder.path + "/g/gallery.json", with: Array("new".utf8))

    // Then the target holds the new bytes and the link is still the same link
    #expect(folder.read("config/real.json") == "new")
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/g/gallery.json")
    #expect(link == "../config/real.json")
    #expect(folder.files("config") == ["real.json"])
  }

  @Test func aLinkPlantedUnderTheTemporaryNameLeadsNowhere() throws {
    // Given a link where the temporary file will be, pointing at a file outside
    let folder = try TemporaryFolder()
    try folder.write("g/gallery.json", "old")
    try folder.write("outside.txt", "keep")
    let temporary = folder.path + "/g/" + FileSystem.sideName(of: "gallery.json", suffix: ".tmp-\(getpid())")
    try FileManager.default.createSymbolicLink(
      atPath: temporary, withDestinationPath: folder.path + "/outside.txt")

    // When the file is replaced
    try FileSystem.replaceAtomically(folder.path + "/g/gallery.json", with: Array("new".utf8))

    // Then the file outside is untouched and the planted link is gone
    #expect(folder.read("outside.txt") == "keep")
    #expect(folder.read("g/gallery.json") == "new")
    #expect(folder.files("g") == ["gallery.json"])
  }

  @Test func aFailedRenameIsReportedUnderTheNameShown() throws {
    // Given a path that is a folder, which a file cannot be renamed over
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path + "/gallery.json/inside", withIntermediateDirectories: true)

    // When it is replaced, Then the error names the file as shown, and no temporary file is left
    var message = ""
    do {
      try FileSystem.replaceAtomically(folder.path + "/gallery.json", with: [1], shownAs: "g/gallery.json")
    } catch {
      message = "\(error)"
    }
    #expect(message.contains("g/gallery.json"), "\(message)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["gallery.json"])
  }
}
