import GalleryCore

/// The record a build leaves in the site (`.cleangallery-files`): every file the tool wrote, with a hash
/// of its bytes and its size.
///
/// It lets the next build (1) leave a file alone when its bytes would not change and it is still as
/// written (same size, and not modified after the record was), and (2) tell its own stale files, which
/// it removes, from files a person put in the folder, which it never touches. One line per file, sorted
/// by path: `<hash hex> <size> <path>`. No times, so the record is as deterministic as the pages.
///
/// The hash is `Hashing.digest` (eight bytes a step), said by the first line's ` digest` after the
/// fingerprint: FNV-1a, a byte at a time, was 3.5% of a 10,000-photo build, and 45 ms of the 0.24 s a
/// drop of 20 camera photos added to their images' time (70 MB of new files hashed). A record without the word, written
/// before, holds FNV-1a hashes: its files are checked with those (`hash(of:)`), and no build takes its
/// hashes for the new kind, so each of its files is written once more, then recorded anew. A tool
/// from before reads such a record as one without a fingerprint: it trusts its files by size and time
/// and writes them again.
package struct SiteRecord: Equatable, Sendable {
  package static let fileName = ToolFiles.siteRecord
  /// The largest record read: a 100,000-photo site's is about 15 MB.
  package static let maximumBytes = 256 << 20

  package struct Entry: Equatable, Sendable {
    package var hash: UInt64
    package var size: Int
  }

  package var entries: [String: Entry]
  /// A fingerprint of everything the site was built from (see `BuildFingerprint`), written as the first
  /// line `# inputs <hex> digest`; nil in a record that has none (`# inputs - digest`).
  package var inputs: UInt64?
  /// Whether the entries' hashes are `Hashing.digest`s (every record this tool writes) rather than
  /// FNV-1a (a record written before it).
  package var hashesAreDigests = true

  /// The hash a record this tool writes keeps of a file's bytes.
  package static func hash(_ bytes: [UInt8]) -> UInt64 { Hashing.digest(bytes) }

  /// The hash of `bytes` as this record keeps its entries' (FNV-1a in a record from before).
  package func hash(of bytes: [UInt8]) -> UInt64 {
    hashesAreDigests ? Hashing.digest(bytes) : Hashing.fnv(bytes)
  }

  /// Whether this is a record a move marked before patching the site in place (its fingerprint zeroed,
  /// see `SiteWriter.patch`) and that was never written anew: the move was killed (or its undo was)
  /// somewhere between its first rename and its last. Its entries are those of the site before the
  /// move; a file renamed into place since is not as the record says (see `WrittenSite`).
  package var isUnfinished: Bool { inputs == 0 }

  package init(entries: [String: Entry] = [:], inputs: UInt64? = nil) {
    self.entries = entries
    self.inputs = inputs
  }

  /// Parses a record; nil when it is not one (a damaged record means: trust nothing in the site).
  /// Byte-level, because a 10,000-photo site's record has 20,000 lines and is read on every build.
  package init?(bytes: [UInt8]) {
    var entries: [String: Entry] = [:]
    var inputs: UInt64?
    var hashesAreDigests = false
    let header = Array("# inputs ".utf8)
    var lineStart = 0
    while lineStart < bytes.count {
      var lineEnd = lineStart
      while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
      defer { lineStart = lineEnd + 1 }
      if lineEnd == lineStart { continue }
      if bytes[lineStart...].starts(with: header) {
        (inputs, hashesAreDigests) = Self.headerLine(bytes[(lineStart + header.count)..<lineEnd])
        continue
      }
      guard let firstSpace = bytes[lineStart..<lineEnd].firstIndex(of: 0x20),
        let secondSpace = bytes[(firstSpace + 1)..<lineEnd].firstIndex(of: 0x20),
        let hash = Self.hex(bytes[lineStart..<firstSpace]),
        let size = Self.decimal(bytes[(firstSpace + 1)..<secondSpace]),
        secondSpace + 1 < lineEnd
      else { return nil }
      let path = String(decoding: bytes[(secondSpace + 1)..<lineEnd], as: UTF8.self)
      entries[path] = Entry(hash: hash, size: size)
    }
    self.entries = entries
    self.inputs = inputs
    self.hashesAreDigests = hashesAreDigests
  }

  private static let digestWord = Array(" digest".utf8)

  /// The fingerprint line's rest: `<hex>` (FNV-1a hashes), `<hex> digest` or `- digest`; anything
  /// else gives no fingerprint.
  private static func headerLine(_ rest: ArraySlice<UInt8>) -> (inputs: UInt64?, hashesAreDigests: Bool) {
    guard rest.count > digestWord.count, rest.suffix(digestWord.count).elementsEqual(digestWord) else {
      return (hex(rest), false)
    }
    let value = rest.dropLast(digestWord.count)
    return (value.elementsEqual([UInt8(ascii: "-")]) ? nil : hex(value), true)
  }

  private static func hex(_ digits: ArraySlice<UInt8>) -> UInt64? {
    guard !digits.isEmpty, digits.count <= 16 else { return nil }
    var value: UInt64 = 0
    for digit in digits {
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(digit - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(digit - UInt8(ascii: "a") + 10)
      default: return nil
      }
    }
    return value
  }

  private static func decimal(_ digits: ArraySlice<UInt8>) -> Int? {
    guard !digits.isEmpty, digits.count <= 18 else { return nil }
    var value = 0
    for digit in digits {
      guard digit >= UInt8(ascii: "0") && digit <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(digit - UInt8(ascii: "0"))
    }
    return value
  }

  package var bytes: [UInt8] { bytes(sortedPaths: entries.keys.sorted()) }

  /// The record's bytes, its paths given already sorted (a patch keeps every path, so the order of
  /// the record it read serves again).
  func bytes(sortedPaths: [String]) -> [UInt8] {
    var bytes =
      hashesAreDigests
      ? Self.header(inputs) : Array((inputs.map { "# inputs \(String($0, radix: 16))\n" } ?? "").utf8)
    bytes.reserveCapacity(entries.count * 48)
    for path in sortedPaths {
      guard let entry = entries[path] else { continue }
      Self.appendLine(path, entry, to: &bytes)
    }
    return bytes
  }

  /// The first line of a record this tool writes.
  static func header(_ inputs: UInt64?) -> [UInt8] {
    Array("# inputs \(inputs.map { String($0, radix: 16) } ?? "-") digest\n".utf8)
  }

  /// One entry's line, newline included (a patch's changed or added line).
  static func line(_ path: String, _ entry: Entry) -> [UInt8] {
    var bytes: [UInt8] = []
    appendLine(path, entry, to: &bytes)
    return bytes
  }

  /// One entry's line, newline included; written digit by digit, since a server rewrites a
  /// 20,000-line record on every move.
  private static func appendLine(_ path: String, _ entry: Entry, to bytes: inout [UInt8]) {
    appendHex(entry.hash, to: &bytes)
    bytes.append(0x20)
    appendDecimal(entry.size, to: &bytes)
    bytes.append(0x20)
    bytes += path.utf8
    bytes.append(0x0A)
  }

  /// Kept once: the table was made again for each of a 20,000-line record's hashes.
  private static let hexDigits = Array("0123456789abcdef".utf8)

  private static func appendHex(_ value: UInt64, to bytes: inout [UInt8]) {
    let digits = hexDigits
    var shift = 60
    while shift > 0 && (value >> UInt64(shift)) & 0xF == 0 { shift -= 4 }
    while shift >= 0 {
      bytes.append(digits[Int((value >> UInt64(shift)) & 0xF)])
      shift -= 4
    }
  }

  private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    guard value >= 10 else {
      bytes.append(UInt8(ascii: "0") + UInt8(max(0, value)))
      return
    }
    appendDecimal(value / 10, to: &bytes)
    bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
  }
}
