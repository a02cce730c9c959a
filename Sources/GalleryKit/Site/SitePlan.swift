import Dispatch

/// What a write will change, worked out before anything is touched: which files are new or changed,
/// which of the previous build's files are stale, and which files in the destination belong to a person.
struct SitePlan: Sendable {
  /// The previous build's record (empty when there is none).
  let previous: SiteRecord
  /// The content hash of each generated file, in the order given.
  let hashes: [UInt64]
  /// Paths whose bytes are new or differ from what is in the destination.
  let changed: Set<String>
  /// Files of the previous build kept as they are without being generated again (see `reused`).
  let reused: [String]
  /// Whether every reused file was still as the previous build wrote it.
  let reuseIsSound: Bool
  /// Paths the previous build wrote that this one does not.
  let stale: [String]
  /// Files in the destination the tool did not write.
  let foreign: [String]

  /// `reusingPrevious`: keep every other file of the previous build as it is (a move renders only the
  /// pages it touches).
  init(destination: String, files: [RenderedPage], reusingPrevious: Bool = false) throws(GalleryError) {
    let exists = FileSystem.isDirectory(destination)
    let recordPath = destination + "/" + SiteRecord.fileName
    let recordBytes = exists ? FileSystem.readFile(recordPath) : nil
    let previous = recordBytes.flatMap(SiteRecord.init(bytes:)) ?? SiteRecord()
    self.previous = previous
    // A file modified after the record was written was edited since the build: never trust it.
    let recordTime = FileSystem.sizeAndTime(recordPath)?.mtime
    let isIntact = { (path: String, hash: UInt64?, size: Int?) -> Bool in
      guard let entry = previous.entries[path], hash.map({ $0 == entry.hash }) ?? true,
        size.map({ $0 == entry.size }) ?? true, let recordTime,
        let current = FileSystem.sizeAndTime(destination + "/" + path)
      else { return false }
      return current.size == entry.size && current.mtime <= recordTime
    }
    let hashes = Parallel.map(files) { ContentHash.of($0.bytes) }
    self.hashes = hashes
    var changed = Set<String>()
    var generated = Set<String>()
    for (index, file) in files.enumerated() {
      generated.insert(file.path)
      if !isIntact(file.path, hashes[index], file.bytes.count) { changed.insert(file.path) }
    }
    self.changed = changed
    let reusedPaths = reusingPrevious ? Set(previous.entries.keys).subtracting(generated).sorted() : []
    self.reused = reusedPaths
    reuseIsSound = reusedPaths.allSatisfy { isIntact($0, nil, nil) }
    generated.formUnion(reusedPaths)
    var stale: [String] = []
    var foreign: [String] = []
    if exists {
      for relative in FileSystem.files(in: destination, includeHidden: true)
      where relative != SiteRecord.fileName {
        if previous.entries[relative] != nil {
          if !generated.contains(relative) { stale.append(relative) }
          continue
        }
        if generated.contains(relative) {
          throw .cannotWrite(
            path: destination + "/" + relative,
            message: "the file exists and was not written by gallery; move it away or choose another --output"
          )
        }
        foreign.append(relative)
      }
    }
    self.stale = stale
    self.foreign = foreign
  }

  /// Whether the destination needs replacing at all.
  var hasChanges: Bool { !changed.isEmpty || !stale.isEmpty }
}
