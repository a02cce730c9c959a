import Foundation
import GalleryCore
import GalleryModel
import GalleryScenes
import GalleryThemes

#if canImport(Glibc)
  import Glibc
#endif

/// Watches what a build reads (the manifest, the local photos it names, the theme folder) with inotify,
/// and calls `changed` once writes have settled (`settleSeconds` without a new event), on its own thread.
///
/// Folders are watched, not files: editors and the tool itself save by writing a new file and renaming
/// it over the old one, which a watch on the old file would miss. Events for other names in those
/// folders (a site swapped in beside the gallery, temporary files) are ignored.
final class GalleryWatcher: @unchecked Sendable {
  struct Targets: Equatable {
    /// Folder → the file names in it that matter; nil: every name (a theme folder).
    var folders: [String: Set<String>?]
    /// Every file of the themes, as listed when these targets were made (for `anyChanged`).
    var themeFiles: [String]

    /// `themes`: the theme's folder and those of the themes it extends (`Theme.folders`).
    init(manifest: String, photos: [String], themes: [String]) {
      var folders: [String: Set<String>?] = [:]
      var themeFiles: [String] = []
      for file in [manifest] + photos {
        let folder = FileSystem.parentPath(of: file)
        let name = FileSystem.lastComponent(of: file)
        var names = (folders[folder] ?? nil) ?? []
        names.insert(name)
        folders[folder] = .some(names)
      }
      for theme in themes {
        folders[theme] = .some(nil)
        for file in FileSystem.files(in: theme, includeHidden: false, limit: Theme.maximumFiles) {
          themeFiles.append(theme + "/" + file)
          var sub = FileSystem.parentPath(of: file)
          while !sub.isEmpty {
            folders[theme + "/" + sub] = .some(nil)
            sub = FileSystem.parentPath(of: sub)
          }
        }
      }
      self.folders = folders
      self.themeFiles = themeFiles
    }

    /// Whether a file that matters changed at or after `time`, or is gone: what happened before the
    /// watches were added, which they cannot report. By status change times, which every write,
    /// rename and permission change moves on and no tool can set back.
    func anyChanged(since time: FileTime) -> Bool {
      func changed(_ path: String) -> Bool {
        FileSystem.status(path, followingLinks: true).map { $0.changed >= time } ?? true
      }
      for (folder, names) in folders {
        // A theme's folder: a file made, renamed or removed in it moves the folder's own time on.
        let found = names.map { $0.contains { changed(folder + "/" + $0) } } ?? changed(folder)
        if found { return true }
      }
      return themeFiles.contains(where: changed)
    }
  }

  static let settleSeconds = 0.1
  private let inotify: Int32
  private var watches: [Int32: Set<String>?] = [:]
  private let lock = NSLock()
  private var isStopped = false
  /// Called with whether anything besides the manifest changed (a change to the manifest alone that
  /// leaves the bytes the server itself saved needs no build).
  private let changed: @Sendable (_ onlyManifest: Bool) -> Void
  private let manifestName = ManifestStore.fileName

  init(changed: @escaping @Sendable (_ onlyManifest: Bool) -> Void) throws(GalleryError) {
    inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard inotify >= 0 else { throw .internalError("cannot watch files: \(FileSystem.lastError())") }
    self.changed = changed
  }

  /// Replaces what is watched (after each build: the photos may have changed). Returns the folders
  /// that cannot be watched, each with why, sorted: a change there rebuilds nothing, which the person
  /// must be told (the kernel's limit on watches, `fs.inotify.max_user_watches`, is shared by every
  /// program of the user, and an editor or a browser may have taken it all).
  @discardableResult
  func watch(_ targets: Targets) -> [(folder: String, reason: String)] {
    lock.lock()
    defer { lock.unlock() }
    for descriptor in watches.keys { inotify_rm_watch(inotify, descriptor) }
    watches = [:]
    let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
    var unwatched: [(folder: String, reason: String)] = []
    for (folder, names) in targets.folders.sorted(by: { $0.key < $1.key }) {
      let descriptor = inotify_add_watch(inotify, folder, mask)
      if descriptor >= 0 {
        watches[descriptor] = names
      } else if errno != ENOENT {
        // A folder that is not there (a photo's, removed since the build) has nothing to watch.
        let reason =
          errno == ENOSPC
          ? "the system's limit is reached: raise fs.inotify.max_user_watches" : FileSystem.lastError()
        unwatched.append((folder, reason))
      }
    }
    return unwatched
  }

  /// Runs the watch loop on a thread of its own until `stop()`. `missed`, asked first on that thread:
  /// whether something changed before the watches were added (a theme saved while the first build ran,
  /// after the build read it), which then calls `changed` as a change to more than the manifest.
  func start(missed: @escaping @Sendable () -> Bool = { false }) {
    let thread = Thread { [self] in run(pending: missed()) }
    thread.name = "gallery-watcher"
    thread.start()
  }

  func stop() {
    lock.lock()
    isStopped = true
    lock.unlock()
  }

  private var stopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return isStopped
  }

  private func run(pending: Bool) {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var pending = pending
    var onlyManifest = !pending
    while !stopped {
      var poller = pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, pending ? Int32(Self.settleSeconds * 1000) : 200)
      if ready > 0 {
        let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
        if count > 0, let manifestOnly = matters(buffer, count: count) {
          pending = true
          onlyManifest = onlyManifest && manifestOnly
        }
        continue
      }
      if pending && ready == 0 {
        pending = false
        changed(onlyManifest)
        onlyManifest = true
      }
    }
    close(inotify)
  }

  /// Whether any event in the buffer names a file that matters: nil when none does, else whether all
  /// that do are named like the manifest.
  private func matters(_ buffer: [UInt8], count: Int) -> Bool? {
    lock.lock()
    defer { lock.unlock() }
    var offset = 0
    var found: Bool?
    buffer.withUnsafeBytes { raw in
      while offset + MemoryLayout<inotify_event>.size <= count {
        let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
        let nameStart = offset + MemoryLayout<inotify_event>.size
        let nameBytes = raw[nameStart..<min(count, nameStart + Int(event.len))].prefix { $0 != 0 }
        let name = String(decoding: nameBytes, as: UTF8.self)
        offset = nameStart + Int(event.len)
        guard let names = watches[event.wd] else { continue }
        let matches = names.map { $0.contains(name) } ?? !name.hasPrefix(".")
        if matches { found = (found ?? true) && names != nil && name == manifestName }
      }
    }
    return found
  }
}
