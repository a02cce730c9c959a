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

  /// Puts a batch into a fresh staging folder: the `unchanged` paths linked from the old site, the
  /// `changes` (indices into `files`) written.
  func fill(
    into staging: String, by session: SiteStaging, files: [RenderedPage], changes: [Int], unchanged: [String]
  ) throws(GalleryError) {
    let placed: [(path: String, placement: Placement)] =
      unchanged.map { ($0, .carry($0)) } + changes.map { (files[$0].path, .write($0)) }
    for folder in placed.map({ FileSystem.parentPath(of: $0.path) })
    where !folder.isEmpty && session.folders.insert(folder).inserted {
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
