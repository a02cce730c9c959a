import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCommands
@testable import GalleryImages

/// Every folder the tool reads, read through a `readdir` whose entries end exactly at an unreadable page
/// (Tests/Fixtures/readdir-at-page-end.c, loaded with LD_PRELOAD): a reader that copies the whole
/// 256-byte `d_name` crashes at once, as `gallery serve` did now and then under concurrent moves.
@Suite struct DirectoryReadingTests {
  /// The shim, compiled for this run with the C compiler the toolchain has.
  private func shim(in workspace: TemporaryFolder) throws -> String {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/readdir-at-page-end.c").path
    let library = workspace.path + "/readdir-at-page-end.so"
    let found: String? = ["/usr/bin/cc", "/opt/swift/usr/bin/clang"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    let compiler: String = try #require(found, "no C compiler to build the readdir shim")
    let compiled = try GalleryProcess.run(
      ["-shared", "-fPIC", "-O1", "-o", library, source, "-ldl"], in: workspace.path, program: compiler)
    try #require(compiled.status == 0, "\(compiled.stderr)")
    return library
  }

  @Test func everyCommandReadsFoldersWithoutReadingPastAnEntry() throws {
    // Given a folder of photos in nested folders, and the shim
    let workspace = try TemporaryFolder()
    let environment = ["LD_PRELOAD": try shim(in: workspace)]
    let picture = try LibVips.testPicture(width: 64, height: 48, alpha: false)
    try workspace.writeBytes("g/top.png", picture)
    try workspace.writeBytes("g/trip/kyoto/IMG_0001.png", picture)
    try workspace.writeBytes("g/trip/nara/a-rather-long-file-name-of-a-photo.png", picture)
    @discardableResult func run(_ arguments: String...) throws -> GalleryProcess.Outcome {
      let outcome = try workspace.gallery(arguments, timeout: 120, environment: environment)
      #expect(!outcome.signalled && outcome.status == 0, "\(arguments): \(outcome.stderr.prefix(400))")
      return outcome
    }
    // When every command that reads a folder runs: init and sync scan, a build lists the site and the
    // image cache, a change sweeps both, a move patches, validate walks the site
    try run("init", "g")
    try run("build", "g", "--output", "site", "--quiet")
    try workspace.writeBytes(
      "g/trip/nara/new.png", try LibVips.testPicture(width: 30, height: 40, alpha: false))
    try FileManager.default.removeItem(atPath: workspace.path + "/g/top.png")
    try run("sync", "g")
    try run("build", "g", "--output", "site", "--quiet")
    let list = try run("list", "--gallery", "g", "--json")
    #expect(list.stdout.contains("img-0001"))
    try run("move", "new", "--to", "1", "--gallery", "g", "--output", "site")
    // Then nothing crashed, and the site is whole
    let check = try run("validate", "site")
    #expect(check.stdout.contains(", 0 problems"), "\(check.stdout)")
  }
}
