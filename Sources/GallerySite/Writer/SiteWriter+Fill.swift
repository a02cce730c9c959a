import Dispatch
import Foundation
import GalleryCore

// Staging a new site from nothing: every file linked from the old site or written.
extension SiteWriter {
  /// One file of the new site: linked from the old site (unchanged, reused, a person's own) or written.
  enum Placement {
    case carry(String)
    case write(Int)
  }

  func fill(
    staging: String, plan: SitePlan, files: [RenderedPage], inputs: UInt64?
  ) throws(GalleryError) {
    var record = SiteRecord(inputs: inputs)
    var placements: [(path: String, placement: Placement)] = []
    placements.reserveCapacity(files.count + plan.reused.count + plan.foreign.count)
    for path in plan.reused {
      guard let entry = plan.previous.entries[path] else { continue }
      record.entries[path] = entry
      placements.append((path, .carry(path)))
    }
    for (index, file) in files.enumerated() {
      if !plan.changed.contains(file.path),
        plan.previous.entries[file.path] != nil || plan.adopted.contains(file.path)
      {
        record.entries[file.path] = SiteRecord.Entry(hash: plan.hashes[index], size: file.bytes.count)
        placements.append((file.path, .carry(file.path)))
      } else {
        record.entries[file.path] = SiteRecord.Entry(hash: plan.hashes[index], size: file.bytes.count)
        placements.append((file.path, .write(index)))
      }
    }
    placements += plan.foreign.map { ($0, .carry($0)) }
    let placed = placements

    var folders = Set<String>()
    for folder in placements.map({ FileSystem.parentPath(of: $0.path) }) + plan.foreignFolders
    where !folder.isEmpty && folders.insert(folder).inserted {
      try FileSystem.makeRealDirectories(folder, under: staging)
    }
    // Folders are filled in parallel: a directory takes one change at a time, two directories don't.
    let groups = Dictionary(grouping: placed.indices) { placed[$0].path.split(separator: "/").first ?? "" }
      .values.sorted { $0.count > $1.count }
    let failures = Parallel.mapEach(count: groups.count) { group -> GalleryError? in
      do throws(GalleryError) {
        for index in groups[group] {
          let (path, placement) = placed[index]
          switch placement {
          case .carry(let source): try carry(destination + "/" + source, to: staging + "/" + path)
          case .write(let file): try FileSystem.writeFile(staging + "/" + path, files[file].bytes)
          }
        }
        return nil
      } catch {
        return error
      }
    }
    if let failure = failures.compactMap({ $0 }).first { throw failure }
    try FileSystem.writeFile(staging + "/" + SiteRecord.fileName, record.bytes)
  }

  /// Hard-links a file of the old site into the new one (a copy where links are not possible).
  func carry(_ source: String, to target: String) throws(GalleryError) {
    guard !FileSystem.hardLink(source, as: target) else { return }
    guard let bytes = FileSystem.readFile(source) else {
      throw .cannotWrite(path: source, message: "cannot carry this file over: \(FileSystem.lastError())")
    }
    try FileSystem.writeFile(target, bytes)
  }
}
