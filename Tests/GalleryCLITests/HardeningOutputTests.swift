import Foundation
import GalleryTestSupport
import Synchronization
import Testing

@testable import GalleryCommands
@testable import GalleryImages

/// The output folder and what lies around it: nothing the tool did not write is ever deleted or
/// published, whatever symbolic links, folders or names it finds there.
@Suite struct HardeningOutputTests {
  private func galleryWorkspace() throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    try workspace.write("g/images/a.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    try workspace.write("g/images/b.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    try workspace.write(
      "g/gallery.json",
      #"{"title": "T", "photos": [{"id": "a", "image": "images/a.svg"}, {"id": "b", "image": "images/b.svg"}]}"#
    )
    return workspace
  }

  /// Every file and folder under `relative`, not following symbolic links: name → bytes, or "dir"/"link".
  private func tree(_ workspace: TemporaryFolder, _ relative: String) -> [String: String] {
    var result: [String: String] = [:]
    let root = workspace.path + "/" + relative
    var pending = [""]
    while let folder = pending.popLast() {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: root + folder)) ?? []
      for name in entries {
        let path = folder + "/" + name
        var info = stat()
        guard lstat(root + path, &info) == 0 else { continue }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
          result[path] = "dir"
          pending.append(path)
        case S_IFLNK: result[path] = "link"
        default: result[path] = workspace.read(relative + path) ?? "?"
        }
      }
    }
    return result
  }

  @Test func aSymlinkedOutputIsBuiltIntoItsTargetAndTheRestOfTheTargetIsKept() throws {
    let workspace = try galleryWorkspace()
    try workspace.write("webroot/unrelated.txt", "keep me")
    try workspace.write("webroot/.well-known/security.txt", "contact")
    try FileManager.default.createDirectory(
      atPath: workspace.path + "/webroot/empty", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: workspace.path + "/site", withDestinationPath: "webroot")
    for round in 1...3 {
      if round == 3 {
        try workspace.write(
          "g/gallery.json", #"{"title": "New", "photos": [{"id": "a", "image": "images/a.svg"}]}"#)
      }
      let outcome = try workspace.gallery("build", "g", "--output", "site")
      #expect(outcome.status == 0, "round \(round): \(outcome.stderr)")
      #expect(FileManager.default.fileExists(atPath: workspace.path + "/webroot/index.html"))
      let after = tree(workspace, "webroot")
      #expect(after["/unrelated.txt"] == "keep me", "round \(round)")
      #expect(after["/.well-known/security.txt"] == "contact", "round \(round)")
      #expect(after["/empty"] == "dir", "round \(round)")
      let link = try FileManager.default.destinationOfSymbolicLink(atPath: workspace.path + "/site")
      #expect(link == "webroot", "the link stays a link")
    }
    #expect(workspace.read("webroot/photos/b.html") == nil, "the removed photo's page is gone")
  }

  @Test func aSpareThatIsASymlinkIsNeitherUsedNorEmptied() throws {
    let workspace = try galleryWorkspace()
    try workspace.write("precious/file.txt", "mine")
    try FileManager.default.createSymbolicLink(
      atPath: workspace.path + "/.site.spare", withDestinationPath: "precious")
    for _ in 1...3 {
      try workspace.write(
        "g/gallery.json", #"{"title": "T\#(UUID())", "photos": [{"id": "a", "image": "images/a.svg"}]}"#)
      let outcome = try workspace.gallery("build", "g", "--output", "site")
      #expect(outcome.status == 0, "\(outcome.stderr)")
    }
    #expect(tree(workspace, "precious") == ["/file.txt": "mine"])
  }

  @Test func theOutputMayNotTakeInPhotosOrTheCache() throws {
    let workspace = try galleryWorkspace()
    #expect(try workspace.gallery("build", "g", "--output", "site").status == 0)
    for output in ["g/images", "g/images/site", "g/.cleangallery-cache", "g/.cleangallery-cache/x"] {
      let before = tree(workspace, "g")
      let outcome = try workspace.gallery("build", "g", "--output", output)
      #expect(outcome.status == 73, "\(output): \(outcome.stderr)")
      #expect(outcome.stderr.hasPrefix("error: cannot write \(output): the output folder would take in"))
      #expect(tree(workspace, "g") == before, "\(output)")
    }
    let beside = try workspace.gallery("build", "g", "--output", "g/site")
    #expect(beside.status == 0, "a site inside the gallery, beside its photos, is fine: \(beside.stderr)")
  }

  @Test func aDanglingSymlinkOutputIsRefused() throws {
    let workspace = try galleryWorkspace()
    try FileManager.default.createSymbolicLink(
      atPath: workspace.path + "/site", withDestinationPath: "nowhere")
    let outcome = try workspace.gallery("build", "g", "--output", "site")
    #expect(outcome.status == 73)
    #expect(outcome.stderr.contains("symbolic link to something that does not exist"))
    #expect(
      (try? FileManager.default.destinationOfSymbolicLink(atPath: workspace.path + "/site")) == "nowhere")
  }

  @Test func buildsIntoOneOutputWaitForEachOther() throws {
    let workspace = try galleryWorkspace()
    #expect(try workspace.gallery("build", "g", "--output", "site").status == 0)
    let lockPath = workspace.path + "/.site.lock"
    let fd = open(lockPath, O_RDWR | O_CREAT, 0o644)
    #expect(fd >= 0 && flock(fd, LOCK_EX) == 0)
    defer { close(fd) }
    try workspace.write("g/gallery.json", #"{"title": "Other", "photos": []}"#)
    let outcome = try workspace.gallery(
      ["build", "g", "--output", "site", "--lock-timeout", "1"], timeout: 20)
    #expect(outcome.status == 75, "\(outcome.stderr)")
    #expect(outcome.stderr.contains(".site.lock"))
  }

  @Test func twoGalleriesBuiltIntoOneOutputAtOnceBothSucceed() throws {
    let workspace = try galleryWorkspace()
    try workspace.write("h/images/c.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    try workspace.write(
      "h/gallery.json", #"{"title": "H", "photos": [{"id": "c", "image": "images/c.svg"}]}"#)
    for _ in 0..<6 {
      let results = ResultBox()
      let folder = workspace.path
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        let arguments = ["build", index == 0 ? "g" : "h", "--output", "site"]
        let outcome = try? GalleryProcess.run(arguments, in: folder, timeout: 60)
        results.add(outcome?.status ?? -1)
      }
      #expect(results.values.sorted() == [0, 0])
    }
    let check = try workspace.gallery("validate", "site")
    #expect(check.status == 0, "\(check.stdout)")
  }

  @Test func aSiteWithoutItsRecordIsAdoptedByItsBytes() throws {
    let workspace = try galleryWorkspace()
    // Published (no move pages, whose command names the output folder), so both sites are the same.
    #expect(try workspace.gallery("build", "g", "--output", "site", "--publish").status == 0)
    // `cp -r site/* copy`: every file but the hidden record.
    let copy = workspace.path + "/copy"
    try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
    for name in try FileManager.default.contentsOfDirectory(atPath: workspace.path + "/site")
    where !name.hasPrefix(".") {
      try FileManager.default.copyItem(atPath: workspace.path + "/site/" + name, toPath: copy + "/" + name)
    }
    let rebuilt = try workspace.gallery("build", "g", "--output", "copy", "--publish")
    #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
    #expect(FileManager.default.fileExists(atPath: copy + "/.cleangallery-files"))
    // A page edited by hand is not silently replaced: it is named, and stays as it is.
    try workspace.write("copy/.cleangallery-files", "damaged")
    try workspace.write("copy/photos/a.html", "my own page")
    let refused = try workspace.gallery("build", "g", "--output", "copy", "--publish")
    #expect(refused.status == 73)
    #expect(
      refused.stderr.contains("copy/photos/a.html: the file exists, was not written by gallery and differs"))
    #expect(workspace.read("copy/photos/a.html") == "my own page")
  }

  @Test func longFileNamesBuildEveryTime() throws {
    let workspace = try galleryWorkspace()
    let name = String(repeating: "x", count: 251) + ".svg"
    try workspace.write("g/images/" + name, "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    try workspace.write(
      "g/gallery.json", #"{"title": "T", "photos": [{"id": "a", "image": "images/\#(name)"}]}"#)
    let longOutput = String(repeating: "o", count: 250)
    for round in 1...3 {
      try workspace.write(
        "g/gallery.json", #"{"title": "T\#(round)", "photos": [{"id": "a", "image": "images/\#(name)"}]}"#)
      for output in ["site", longOutput] {
        let outcome = try workspace.gallery("build", "g", "--output", output)
        #expect(outcome.status == 0, "round \(round), \(output.prefix(10)): \(outcome.stderr)")
      }
    }
  }

  @Test func aFullDiskUnderTheCacheIsAWriteError() throws {
    let workspace = try TemporaryFolder()
    // Noise compresses badly: its derivatives cannot be written under a 64 KB file-size limit, which
    // makes writes fail (EFBIG) as a full disk does (ENOSPC).
    try workspace.writeBytes("p/big.jpg", try LibVips.testPicture(width: 1600, height: 1200))
    #expect(try workspace.gallery("init", "p").status == 0)
    let outcome = try GalleryProcess.run(
      ["build", "p", "--output", "site"], in: workspace.path, fileSizeLimitKB: 64)
    #expect(outcome.status == 73, "\(outcome.stderr)")
    #expect(outcome.stderr.hasPrefix("error: cannot write "), "\(outcome.stderr)")
    #expect(outcome.stderr.contains(".cleangallery-cache/derivatives/"), "\(outcome.stderr)")
    #expect(!outcome.stderr.contains("fix or remove"))
    #expect(!FileManager.default.fileExists(atPath: workspace.path + "/site"))
  }
}

/// Statuses collected from several threads.
final class ResultBox: Sendable {
  private let collected = Mutex<[Int32]>([])
  func add(_ value: Int32) { collected.withLock { $0.append(value) } }
  var values: [Int32] { collected.withLock { $0 } }
}
