import Foundation
import GalleryTestSupport
import Synchronization
import Testing

@testable import GalleryCommands

/// A manifest that is a link, or that a person edits while a command works: the tool writes where
/// the person means and never silently undoes their edit.
@Suite struct HardeningStateTests {
  private static let photos = #"[{"id": "a", "image": "images/a.svg"}, {"id": "b", "image": "images/b.svg"}]"#

  private func galleryWorkspace() throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    try workspace.write("g/images/a.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    try workspace.write("g/images/b.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    return workspace
  }

  @Test func moveWritesThroughASymlinkedManifest() throws {
    let workspace = try galleryWorkspace()
    try workspace.write("config/real.json", #"{"title": "T", "photos": \#(Self.photos)}"#)
    try FileManager.default.createSymbolicLink(
      atPath: workspace.path + "/g/gallery.json", withDestinationPath: "../config/real.json")
    let outcome = try workspace.gallery("move", "b", "--to", "1", "--gallery", "g", "--output", "site")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: workspace.path + "/g/gallery.json")
    #expect(link == "../config/real.json", "the link stays a link")
    let saved = try #require(workspace.read("config/real.json"))
    #expect(saved.range(of: "\"b\"")!.lowerBound < saved.range(of: "\"a\"")!.lowerBound, "\(saved)")
  }

  @Test func aHandEditDuringAMoveIsNotOverwritten() throws {
    let workspace = try galleryWorkspace()
    try workspace.write(
      "g/gallery.json",
      #"{"title": "T", "photos": [{"id": "a", "image": "images/a.svg"}, {"id": "b", "image": "images/b.svg"}]}"#
    )
    #expect(try workspace.gallery(["build", "g", "--output", "site"], timeout: 120).status == 0)
    let site = workspace.snapshot("site")
    let edited = #"{"title": "Edited by hand", "photos": [{"id": "a", "image": "images/a.svg"}]}"#
    // A move that stops itself once it has read the manifest (CLEANGALLERY_STOP_AT: the moment is
    // chosen, not timed), while the person edits the file
    let move = Process()
    move.executableURL = URL(fileURLWithPath: GalleryProcess.executable)
    move.arguments = ["move", "b", "--to", "1", "--gallery", "g", "--output", "site"]
    move.currentDirectoryURL = URL(fileURLWithPath: workspace.path)
    move.environment = ProcessInfo.processInfo.environment.merging(["CLEANGALLERY_STOP_AT": "move:read"]) {
      $1
    }
    let errors = Pipe()
    move.standardError = errors
    move.standardOutput = FileHandle.nullDevice
    try move.run()
    try #require(Self.waitUntilStopped(move.processIdentifier), "the move never reached move:read")
    try workspace.write("g/gallery.json", edited)
    kill(move.processIdentifier, SIGCONT)
    move.waitUntilExit()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(move.terminationStatus == 75, "\(stderr)")
    #expect(stderr.contains("g/gallery.json changed on disk while this command ran"))
    #expect(workspace.read("g/gallery.json") == edited)
    #expect(workspace.snapshot("site") == site, "the new site was swapped out again")
  }

  /// Whether the process stopped itself (state `T` in /proc), waiting for as long as it runs.
  private static func waitUntilStopped(_ pid: Int32) -> Bool {
    for _ in 0..<60_000 {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
      if state == "T" { return true }
      if state == "Z" || state == "X" { return false }
      usleep(1_000)
    }
    return false
  }
}

extension HardeningStateTests {
  /// The site cannot be swapped (an immutable folder, a mount point): the move fails, and its manifest
  /// is not saved either, so the two still agree.
  @Test func aMoveWhoseSiteCannotBeReplacedSavesNothing() throws {
    let workspace = try galleryWorkspace()
    try workspace.write("g/gallery.json", #"{"title": "T", "photos": \#(Self.photos)}"#)
    #expect(try workspace.gallery("build", "g", "--output", "site").status == 0)
    let manifest = workspace.read("g/gallery.json")
    let chattr = try GalleryProcess.run(
      ["+i", workspace.path + "/site"], in: workspace.path, program: "/usr/bin/chattr")
    guard chattr.status == 0 else { return }  // A file system without immutable folders: nothing to try.
    defer {
      _ = try? GalleryProcess.run(
        ["-i", workspace.path + "/site"], in: workspace.path, program: "/usr/bin/chattr")
    }
    let outcome = try workspace.gallery("move", "b", "--to", "1", "--gallery", "g", "--output", "site")
    #expect(outcome.status == 73, "\(outcome.stderr)")
    #expect(workspace.read("g/gallery.json") == manifest)
  }

  /// A photo that flips between a file inside the gallery and a link to a file outside it while builds
  /// run: the check and the read are the same open file, so no build ever publishes the outside file.
  @Test func aLinkSwappedInAfterTheCheckIsNeverPublished() throws {
    let workspace = try galleryWorkspace()
    let inside = "<svg xmlns=\"http://www.w3.org/2000/svg\"><title>inside</title></svg>"
    try workspace.write(
      "outside/secret.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><title>SECRET</title></svg>")
    try workspace.write(
      "g/gallery.json", #"{"title": "T", "photos": [{"id": "a", "image": "images/a.svg"}]}"#)
    let photo = workspace.path + "/g/images/a.svg"
    let secret = workspace.path + "/outside/secret.svg"
    let stop = StopFlag()
    let flipper = Thread {
      var flip = false
      while !stop.isSet {
        let next = photo + ".next"
        try? FileManager.default.removeItem(atPath: next)
        if flip {
          try? FileManager.default.createSymbolicLink(atPath: next, withDestinationPath: secret)
        } else {
          try? Data(inside.utf8).write(to: URL(fileURLWithPath: next))
        }
        rename(next, photo)
        flip.toggle()
        usleep(300)
      }
    }
    flipper.start()
    defer { stop.set() }
    for round in 0..<40 {
      // A new title each round, so every build renders and copies again.
      try workspace.write(
        "g/gallery.json", #"{"title": "T\#(round)", "photos": [{"id": "a", "image": "images/a.svg"}]}"#)
      try? FileManager.default.removeItem(atPath: workspace.path + "/g/.cleangallery-cache")
      let outcome = try workspace.gallery(["build", "g", "--output", "site"], timeout: 60)
      #expect([0, 65].contains(outcome.status), "\(outcome.stderr)")
      let published = workspace.snapshot("site").values.map { String(decoding: $0, as: UTF8.self) }
      #expect(!published.contains { $0.contains("SECRET") }, "round \(round) published the outside file")
    }
  }
}

/// Set once, read from another thread.
final class StopFlag: Sendable {
  private let value = Mutex(false)
  var isSet: Bool { value.withLock { $0 } }
  func set() { value.withLock { $0 = true } }
}

/// An outcome written by the thread that ran the command, read once that thread is done.
final class OutcomeBox: Sendable {
  private let stored = Mutex<GalleryProcess.Outcome?>(nil)
  var outcome: GalleryProcess.Outcome? {
    get { stored.withLock { $0 } }
    set { stored.withLock { $0 = newValue } }
  }
}
