import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCommands
@testable import GalleryImages

/// Attacks found by trying to break the hardened tool from outside: each one a regression test.
@Suite struct HardeningAttackTests {
  private static let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"8\" height=\"6\"/>"

  private func write(_ workspace: TemporaryFolder, manifest photos: String, title: String = "T") throws {
    try workspace.write("g/gallery.json", #"{"title": "\#(title)", "photos": [\#(photos)]}"#)
  }

  /// Every entry under `relative` (not following links) with its bytes, or "link"/"dir".
  private func tree(_ workspace: TemporaryFolder, _ relative: String) -> [String: String] {
    var result: [String: String] = [:]
    let root = workspace.path + "/" + relative
    for item in (FileManager.default.subpaths(atPath: root) ?? []) {
      var info = stat()
      guard lstat(root + "/" + item, &info) == 0 else { continue }
      switch info.st_mode & S_IFMT {
      case S_IFDIR: result[item] = "dir"
      case S_IFLNK: result[item] = "link"
      default: result[item] = workspace.read(relative + "/" + item) ?? "?"
      }
    }
    return result
  }

  @Test func aFileNamedLikeAPageIsNeverPublishedWhateverItsBytes() throws {
    let workspace = try TemporaryFolder()
    let pngThenScript =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("<script>alert(1)</script>".utf8)
    try workspace.writeBytes("g/page.html", pngThenScript)
    try workspace.writeBytes("g/photo.html", try LibVips.testPicture(width: 8, height: 6, alpha: true))
    try write(workspace, manifest: #"{"id": "a", "image": "https://example.com/a.jpg", "link": "page.html"}"#)
    let linked = try workspace.gallery("build", "g", "--output", "site")
    #expect(linked.status == 65)
    #expect(linked.stderr.contains("photos[0].link: 'page.html' does not end in an image extension"))
    try workspace.write(
      "g/gallery.json",
      #"{"title": "T", "copyOriginals": true, "photos": [{"id": "a", "image": "photo.html"}]}"#)
    let original = try workspace.gallery("build", "g", "--output", "site")
    #expect(original.status == 65)
    #expect(original.stderr.contains("photos[0].image: 'photo.html' does not end in an image extension"))
    #expect(!FileManager.default.fileExists(atPath: workspace.path + "/site"))
  }

  @Test func aFilePlantedInTheCacheIsNeverPublished() throws {
    let workspace = try TemporaryFolder()
    try workspace.writeBytes("g/p.jpg", try LibVips.testPicture(width: 64, height: 48))
    try write(workspace, manifest: #"{"id": "a", "image": "p.jpg"}"#)
    #expect(try workspace.gallery("build", "g", "--output", "site").status == 0)
    try workspace.write("secret.txt", "SECRET")
    let cache = workspace.path + "/g/.cleangallery-cache/derivatives"
    for name in try FileManager.default.contentsOfDirectory(atPath: cache) where name.hasSuffix(".jpg") {
      try FileManager.default.removeItem(atPath: cache + "/" + name)
      try FileManager.default.createSymbolicLink(
        atPath: cache + "/" + name, withDestinationPath: workspace.path + "/secret.txt")
    }
    let outcome = try workspace.gallery("build", "g", "--output", "fresh")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(
      !workspace.snapshot("fresh").values.contains { String(decoding: $0, as: UTF8.self).contains("SECRET") })
    #expect(workspace.read("secret.txt") == "SECRET", "the link's target is not written either")
  }

  @Test func aCacheThatIsALinkLosesItsTargetNothing() throws {
    let workspace = try TemporaryFolder()
    try workspace.write("victim/thesis.tex", "a")
    try workspace.write("victim/sub/photo.jpg", "b")
    try FileManager.default.createDirectory(
      atPath: workspace.path + "/g/.cleangallery-cache", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: workspace.path + "/g/.cleangallery-cache/derivatives", withDestinationPath: "../../victim")
    try workspace.writeBytes("g/p.png", try LibVips.testPicture(width: 20, height: 20, alpha: true))
    try write(workspace, manifest: #"{"id": "a", "image": "p.png"}"#)
    #expect(try workspace.gallery("build", "g", "--output", "site").status == 0)
    try write(workspace, manifest: #"{"id": "b", "image": "https://example.com/b.jpg"}"#)
    #expect(try workspace.gallery("build", "g", "--output", "site").status == 0)
    #expect(workspace.read("victim/thesis.tex") == "a")
    #expect(workspace.read("victim/sub/photo.jpg") == "b")
  }

  @Test func aLinkedFolderInTheSiteNeverLeadsAWriteOutside() throws {
    let workspace = try TemporaryFolder()
    try workspace.write("uservideos/pic.svg", "ORIGINAL")
    try write(workspace, manifest: #"{"id": "a", "image": "https://example.com/a.jpg"}"#)
    #expect(try workspace.gallery("build", "g", "--output", "site").status == 0)
    try FileManager.default.createSymbolicLink(
      atPath: workspace.path + "/site/media", withDestinationPath: "../uservideos")
    try write(workspace, manifest: #"{"id": "a", "image": "https://example.com/a.jpg"}"#, title: "T2")
    let carried = try workspace.gallery("build", "g", "--output", "site")
    #expect(carried.status == 0, "the person's link is carried: \(carried.stderr)")
    try workspace.write("g/pic.svg", Self.svg)
    try write(
      workspace,
      manifest: #"{"id": "a", "image": "https://example.com/a.jpg"}, {"id": "b", "image": "pic.svg"}"#,
      title: "T2")
    let refused = try workspace.gallery("build", "g", "--output", "site")
    #expect(refused.status == 73, "\(refused.stderr)")
    #expect(refused.stderr.contains("site/media: the site needs a folder here"), "\(refused.stderr)")
    #expect(workspace.read("uservideos/pic.svg") == "ORIGINAL")
  }

  @Test func aFolderNamedLikeTheSpareThatIsNotTheToolsIsKept() throws {
    let workspace = try TemporaryFolder()
    try workspace.write(".site.spare/notes.txt", "notes")
    try write(workspace, manifest: #"{"id": "a", "image": "https://example.com/a.jpg"}"#)
    for round in 1...3 {
      try write(
        workspace, manifest: #"{"id": "a", "image": "https://example.com/a.jpg"}"#, title: "T\(round)")
      #expect(try workspace.gallery("build", "g", "--output", "site").status == 0)
    }
    #expect(workspace.read(".site.spare/notes.txt") == "notes")
  }

  @Test func aStaleFileEditedByHandIsKept() throws {
    let workspace = try TemporaryFolder()
    try write(
      workspace,
      manifest:
        #"{"id": "a", "image": "https://example.com/a.jpg"}, {"id": "b", "image": "https://example.com/b.jpg"}"#
    )
    #expect(try workspace.gallery("build", "g", "--output", "site").status == 0)
    try workspace.write("site/photos/b.html", "my hand-written page")
    try write(workspace, manifest: #"{"id": "a", "image": "https://example.com/a.jpg"}"#)
    #expect(try workspace.gallery("build", "g", "--output", "site").status == 0)
    try write(workspace, manifest: #"{"id": "a", "image": "https://example.com/a.jpg"}"#, title: "T2")
    #expect(try workspace.gallery("build", "g", "--output", "site").status == 0)
    #expect(workspace.read("site/photos/b.html") == "my hand-written page")
  }

  @Test func filesPutIntoTheSiteWhileItBuildsAreKept() throws {
    let workspace = try TemporaryFolder()
    let photos = (0..<3_000).map { #"{"id": "p\#($0)", "image": "https://example.com/\#($0).jpg"}"# }
    try write(workspace, manifest: photos.joined(separator: ", "))
    #expect(try workspace.gallery(["build", "g", "--output", "site"], timeout: 120).status == 0)
    try write(workspace, manifest: photos.joined(separator: ", "), title: "T2")
    let folder = workspace.path
    let box = OutcomeBox()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      box.outcome = try? GalleryProcess.run(["build", "g", "--output", "site"], in: folder, timeout: 120)
      done.signal()
    }
    // Once the new site is staged, the plan is made: what arrives now is not in it.
    let start = Date()
    while Date().timeIntervalSince(start) < 60,
      !((try? FileManager.default.contentsOfDirectory(atPath: folder))?.contains { $0.contains(".staging-") }
        ?? false)
    {
      usleep(1_000)
    }
    try workspace.write("site/upload.txt", "uploaded during the build")
    done.wait()
    #expect(box.outcome?.status == 0)
    #expect(workspace.read("site/upload.txt") == "uploaded during the build")
    try write(workspace, manifest: photos.joined(separator: ", "), title: "T3")
    #expect(try workspace.gallery(["build", "g", "--output", "site"], timeout: 120).status == 0)
    #expect(workspace.read("site/upload.txt") == "uploaded during the build", "still there a build later")
  }

  /// A clip is read a chunk at a time, so no read limit stops it: its size does, before any read.
  @Test func aHugeSparseClipIsRefusedUnread() throws {
    let workspace = try TemporaryFolder()
    // A real container's first bytes, then a terabyte of holes.
    try workspace.writeBytes(
      "g/big.mp4", [0, 0, 0, 24] + Array("ftypisom".utf8) + [UInt8](repeating: 0, count: 12))
    #expect(truncate(workspace.path + "/g/big.mp4", 1 << 40) == 0)
    try write(workspace, manifest: #"{"id": "a", "video": "big.mp4"}"#)
    let clip = try workspace.gallery(["build", "g", "--output", "site"], timeout: 30)
    #expect(clip.status == 65, "\(clip.stderr)")
    #expect(clip.stderr.contains("big.mp4"), "\(clip.stderr)")
    #expect(
      clip.stderr.contains("1,099,511,627,776 bytes, over the 68,719,476,736-byte limit"), "\(clip.stderr)")
  }

  @Test func hugeSparseFilesAreRefusedNotAllocated() throws {
    let workspace = try TemporaryFolder()
    try workspace.write("g/big.jpg", "")
    #expect(truncate(workspace.path + "/g/big.jpg", 1 << 40) == 0)
    try write(workspace, manifest: #"{"id": "a", "image": "big.jpg"}"#)
    let image = try workspace.gallery(["build", "g", "--output", "site"], timeout: 30)
    #expect(image.status == 65, "\(image.stderr)")
    #expect(image.stderr.contains("1,099,511,627,776 bytes, over the 1,073,741,824"))
    #expect(truncate(workspace.path + "/g/gallery.json", 1 << 40) == 0)
    for arguments in [["build", "g", "--output", "site"], ["list", "--gallery", "g"], ["sync", "g"]] {
      let outcome = try workspace.gallery(arguments, timeout: 30)
      #expect(outcome.status == 65, "\(arguments): \(outcome.stderr)")
      #expect(!outcome.signalled)
    }
    try workspace.write("s/index.html", "")
    #expect(truncate(workspace.path + "/s/index.html", 1 << 40) == 0)
    let validated = try workspace.gallery(["validate", "s", "--no-contract"], timeout: 30)
    #expect(validated.status == 1, "\(validated.stdout)")
    #expect(!validated.signalled)
  }

  @Test func errorLinesStayOneShortLine() throws {
    let workspace = try TemporaryFolder()
    let injected = try workspace.gallery("build", "nope\nerror: injected second line")
    #expect(injected.status == 66)
    #expect(injected.stderr.split(separator: "\n").count == 1, "\(injected.stderr)")
    let long = try workspace.gallery("build", String(repeating: "a", count: 3_000))
    #expect(long.stderr.utf8.count < 400, "\(long.stderr.utf8.count)")
    try workspace.write("g/images/a.svg", Self.svg)
    try write(workspace, manifest: #"{"id": "a", "image": "images/a.svg"}"#)
    try workspace.write("t/collection.mustache", "{{#" + String(repeating: "a", count: 3_000))
    try workspace.write("t/detail.mustache", "x")
    try workspace.write("t/edit.mustache", "x")
    let theme = try workspace.gallery("build", "g", "--output", "site", "--theme", "./t")
    #expect(theme.status == 65)
    #expect(theme.stderr.utf8.count < 600, "\(theme.stderr)")
  }

  @Test func libraryWarningsDoNotReachTheTerminal() throws {
    let workspace = try TemporaryFolder()
    try workspace.write(
      "g/wide.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"2147483648\" height=\"1\"/>")
    try write(workspace, manifest: #"{"id": "a", "image": "wide.svg"}"#)
    let outcome = try workspace.gallery("build", "g", "--output", "site", "--quiet")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stderr.isEmpty, "\(outcome.stderr)")
  }

  @Test func anSVGWithThousandsOfAttributesIsRefusedQuickly() throws {
    let workspace = try TemporaryFolder()
    let attributes = (0..<100_000).map { "a\($0)=\"1\"" }.joined(separator: " ")
    try workspace.write("g/slow.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect \(attributes)/></svg>")
    try write(workspace, manifest: #"{"id": "a", "image": "slow.svg"}"#)
    let outcome = try workspace.gallery(["build", "g", "--output", "site"], timeout: 10)
    #expect(!outcome.timedOut)
    #expect(outcome.status == 65)
    #expect(outcome.stderr.contains("slow.svg: cannot decode it"), "\(outcome.stderr)")
  }
}
