import Foundation
import GalleryCore
import Synchronization
import Testing

@testable import GalleryServer

/// The watcher `gallery serve` rebuilds by, on real folders: which writes call it, what it says of
/// them, and the folders it cannot watch, which serve must name (a change there would seem ignored).
@Suite struct GalleryWatcherTests {
  /// A new folder with a `theme` folder in it, under the temporary folder (each test removes it).
  private func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.path + "/watcher-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path + "/theme", withIntermediateDirectories: true)
    return path
  }

  /// The calls a watcher made, each with whether only the manifest changed.
  private final class Calls: Sendable {
    let seen = Mutex<[Bool]>([])

    /// The calls so far once there are `count`, or when `seconds` have passed.
    func wait(for count: Int, seconds: Double = 10) -> [Bool] {
      let deadline = Date().addingTimeInterval(seconds)
      while seen.withLock({ $0.count }) < count && Date() < deadline { usleep(20_000) }
      return seen.withLock { $0 }
    }
  }

  private func write(_ text: String, to path: String, atomically: Bool = false) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: atomically ? .atomic : [])
  }

  /// A watcher on `root`'s manifest, `a.jpg` and theme, started, recording its calls.
  private func started(_ root: String, missed: Bool = false) throws -> (GalleryWatcher, Calls) {
    let calls = Calls()
    let watcher = try GalleryWatcher { onlyManifest in calls.seen.withLock { $0.append(onlyManifest) } }
    let targets = GalleryWatcher.Targets(
      manifest: root + "/gallery.json", photos: [root + "/a.jpg"], themes: [root + "/theme"])
    #expect(watcher.watch(targets).isEmpty)
    watcher.start(missed: { missed })
    return (watcher, calls)
  }

  @Test func aFolderThatCannotBeWatchedIsNamedWithWhyAndAMissingOneIsNot() throws {
    // Given a theme folder, a file where a folder should be, and a folder that is not there
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try write("", to: root + "/file")
    let watcher = try GalleryWatcher { _ in }
    defer { watcher.stop() }
    var targets = GalleryWatcher.Targets(
      manifest: root + "/gallery.json", photos: [], themes: [root + "/theme"])
    targets.folders[root + "/file/inside"] = .some(nil)
    targets.folders[root + "/gone"] = .some(nil)
    // When they are watched
    let unwatched = watcher.watch(targets)
    // Then only the one under a file is named, with the system's reason
    #expect(unwatched.map(\.folder) == [root + "/file/inside"])
    #expect(unwatched.first?.reason.lowercased().contains("not a directory") == true, "\(unwatched)")
  }

  @Test func aChangeMissedBeforeTheStartCallsOnceForMoreThanTheManifestWithNoWrite() throws {
    // Given a watcher started where a change was made before its watches
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (watcher, calls) = try started(root, missed: true)
    defer { watcher.stop() }
    // Then it calls once, as for a change to more than the manifest, and not again
    #expect(calls.wait(for: 1) == [false])
    #expect(calls.wait(for: 2, seconds: 0.5) == [false])
  }

  @Test func whatChangedBeforeTheWatchesIsFoundByTheFilesTimes() throws {
    // Given a gallery's manifest, one photo and a theme with a template in a subfolder, all older than now
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/theme/partials", withIntermediateDirectories: true)
    for file in ["gallery.json", "a.jpg", "theme/collection.mustache", "theme/partials/bar.mustache"] {
      try write("x", to: root + "/" + file)
    }
    let targets = GalleryWatcher.Targets(
      manifest: root + "/gallery.json", photos: [root + "/a.jpg"], themes: [root + "/theme"])
    func now() -> FileTime {
      usleep(50_000)  // past the coarse clock's tick after the last write
      return FileTime.now()
    }
    var since = now()
    // Then nothing changed since
    #expect(!targets.anyChanged(since: since))
    // When a file the gallery does not name is written beside it, still nothing
    try write("x", to: root + "/notes.txt")
    since = now()
    #expect(!targets.anyChanged(since: since))
    // When a template in the theme's subfolder is written in place, it is found
    try write("y", to: root + "/theme/partials/bar.mustache")
    #expect(targets.anyChanged(since: since))
    // When a template is added to the theme, the folder's time finds it
    since = now()
    try write("z", to: root + "/theme/.new.mustache.swp")
    try FileManager.default.moveItem(
      atPath: root + "/theme/.new.mustache.swp", toPath: root + "/theme/new.mustache")
    #expect(targets.anyChanged(since: since))
    // When the photo is removed, it is found gone
    since = now()
    try FileManager.default.removeItem(atPath: root + "/a.jpg")
    #expect(targets.anyChanged(since: since))
  }

  @Test func aWriteThatMattersCallsOnceWritesHaveSettledAndSaysWhetherOnlyTheManifestChanged() throws {
    // Given a watcher on a gallery's manifest, one photo and the theme
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (watcher, calls) = try started(root)
    defer { watcher.stop() }
    // When an editor's hidden swap file is written in the theme, and a file the gallery does not name
    try write("x", to: root + "/theme/.collection.mustache.swp")
    try write("x", to: root + "/notes.txt")
    // Then nothing is called
    #expect(calls.wait(for: 1, seconds: 1).isEmpty)
    // When a template is written three times in a row
    for text in ["a", "b", "{{#unclosed}}"] { try write(text, to: root + "/theme/collection.mustache") }
    // Then it is called once, for more than the manifest
    #expect(calls.wait(for: 1) == [false])
    #expect(calls.wait(for: 2, seconds: 0.5) == [false])
    // When the manifest alone is replaced, as the tool saves it (a new file renamed over it)
    try write("{}", to: root + "/gallery.json", atomically: true)
    // Then it is called for the manifest only
    #expect(calls.wait(for: 2) == [false, true])
    // When a photo the gallery names changes, it is called for more than the manifest
    try write("jpeg", to: root + "/a.jpg")
    #expect(calls.wait(for: 3) == [false, true, false])
  }
}
