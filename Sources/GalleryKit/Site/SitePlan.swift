/// What a write will change, worked out before anything is touched: which files are new or changed,
/// which of the previous build's files are stale, and which files in the destination belong to a person.
struct SitePlan: Sendable {
  /// The previous build's record (empty when there is none).
  let previous: SiteRecord
  /// The content hash of each generated file, in the order given.
  let hashes: [UInt64]
  /// Paths whose bytes are new or differ from what is in the destination.
  let changed: Set<String>
  /// Paths the previous build wrote that this one does not.
  let stale: [String]
  /// Files in the destination the tool did not write.
  let foreign: [String]

  init(destination: String, files: [RenderedPage]) throws(GalleryError) {
    let exists = FileSystem.isDirectory(destination)
    let recordPath = destination + "/" + SiteRecord.fileName
    let recordBytes = exists ? FileSystem.readFile(recordPath) : nil
    previous = recordBytes.flatMap(SiteRecord.init(bytes:)) ?? SiteRecord()
    // A file modified after the record was written was edited since the build: never trust it.
    let recordTime = FileSystem.sizeAndTime(recordPath)?.mtime
    hashes = files.map { ContentHash.of($0.bytes) }
    var changed = Set<String>()
    var generated = Set<String>()
    for (index, file) in files.enumerated() {
      generated.insert(file.path)
      guard let entry = previous.entries[file.path], entry.hash == hashes[index],
        entry.size == file.bytes.count,
        let recordTime, let current = FileSystem.sizeAndTime(destination + "/" + file.path),
        current.size == entry.size, current.mtime <= recordTime
      else {
        changed.insert(file.path)
        continue
      }
    }
    self.changed = changed
    var stale: [String] = []
    var foreign: [String] = []
    if exists {
      for relative in Theme.filesIncludingHidden(in: destination) where relative != SiteRecord.fileName {
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
