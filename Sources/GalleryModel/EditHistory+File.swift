import Foundation
import GalleryCore

/// The history file's bytes: a first line `cleangallery-history 1 DIGEST LENGTH` (the format, and the
/// `Hashing.digest` and length of the rest), then JSON with each step's spans in base64. Format 2 is
/// a file with a step of two spans (`shared`, `secondRemoved`, `secondInserted`): a tool that reads
/// only format 1 says so rather than taking the step for a damaged one. Both are read.
///
/// The first line makes a truncated file or a hand edit (anything but the tool's own write) refused as
/// a whole, before any of it is believed; the JSON is then checked as hostile anyway (counts, spans,
/// versions chaining step to step, labels one line of text), since the check line can be rewritten too.
extension EditHistory {
  static let magic = "cleangallery-history"
  static let format = 1
  /// The format of a file holding a step of two spans.
  static let twoSpanFormat = 2

  /// The largest history file read: the kept spans' bound plus one step of two whole manifests, in
  /// base64, and room for the JSON around them.
  static let maximumFileBytes = (maximumBytes + 2 * ManifestStore.maximumBytes) / 3 * 4 + (1 << 20)

  /// The file's bytes: the first line, then the JSON body (`writtenBody`), remembered (`Memo`) so the
  /// next read of these bytes in this process is not decoded again, nor these steps encoded again.
  package func encoded() -> [UInt8] {
    Array(encodedPieces().joined())
  }

  /// The file's bytes as the pieces `save` writes one after the other: the first line, the body's start,
  /// each step's JSON (most of them the memo's, as written or read before) between commas, its end.
  /// Never joined: a history of 20 MB joined was two more copies of it in new memory, whose pages the
  /// kernel zeroes (half of a `gallery set` of 500 photos with a full history was that zeroing).
  func encodedPieces() -> [ArraySlice<UInt8>] {
    let format = steps.contains { $0.shared > 0 } ? Self.twoSpanFormat : Self.format
    let (body, stepJSON) = writtenBodyPieces(reusing: Self.writtenJSON(file, of: steps))
    var stream = Hashing.DigestStream()
    for piece in body { piece.withUnsafeBytes { stream.append($0) } }
    let digest = stream.digest
    Self.remember(
      file, count: stream.count, digest: digest, steps: steps, position: position,
      stepJSON: Array(zip(steps, stepJSON)))
    let head = "\(Self.magic) \(format) \(Self.hex(digest)) \(stream.count)\n"
    return [Array(head.utf8)[...]] + body
  }

  /// Reads a history file's bytes, refusing (`damaged`, with what is wrong) anything this tool would
  /// not have written.
  package static func decode(_ bytes: [UInt8], file: String) throws(EditHistoryError) -> EditHistory {
    func refuse(_ reason: String) -> EditHistoryError { .damaged(path: file, reason: reason) }
    guard let newline = bytes.prefix(200).firstIndex(of: 0x0A),
      let head = String(validating: bytes[..<newline], as: UTF8.self)
    else { throw refuse("its first line is not the history's") }
    let fields = head.split(separator: " ", omittingEmptySubsequences: false)
    guard fields.count == 4, fields[0] == magic, let length = Int(fields[3]), length >= 0 else {
      throw refuse("its first line is not the history's")
    }
    guard fields[1] == String(format) || fields[1] == String(twoSpanFormat) else {
      throw refuse("format \(Quoted.text(String(fields[1]))), not \(format) or \(twoSpanFormat)")
    }
    let rest = bytes[(newline + 1)...]
    guard rest.count >= length else { throw refuse("it is cut short: \(rest.count) of \(length) bytes") }
    let digest = rest.withUnsafeBytes { Hashing.digest($0) }
    guard rest.count == length, hex(digest) == fields[2] else {
      throw refuse("its checksum does not match: was it edited?")
    }
    if let known = remembered(file, count: length, digest: digest) {
      return EditHistory(steps: known.steps, position: known.position, file: file)
    }
    // Read by hand when it has the shape the tool writes (`readBody`), else by `JSONDecoder`.
    let read = readBody(rest)
    let decoded: FileBody
    if let read {
      decoded = read.body
    } else {
      do {
        decoded = try JSONDecoder().decode(FileBody.self, from: Data(rest))
      } catch {
        throw refuse("its steps are not readable")
      }
    }
    guard decoded.steps.count <= maximumSteps else { throw refuse("more than \(maximumSteps) steps") }
    guard (0...decoded.steps.count).contains(decoded.position) else {
      throw refuse("its position is out of range")
    }
    var steps: [Step] = []
    for (index, body) in decoded.steps.enumerated() {
      guard let step = body.step() else { throw refuse("step \(index + 1) is not a consistent change") }
      if let previous = steps.last, previous.after != step.before {
        throw refuse("step \(index + 1) does not start where step \(index) ends")
      }
      steps.append(step)
    }
    if steps.count > 1 && steps.reduce(0, { $0 + $1.size }) > maximumBytes {
      throw refuse("it keeps more than \(NumberText.grouped(maximumBytes)) bytes")
    }
    // The steps' JSON as read is what the next `encoded` writes for them (each is that step's).
    remember(
      file, count: length, digest: digest, steps: steps, position: decoded.position,
      stepJSON: read.map { Array(zip(steps, $0.stepJSON)) })
    return EditHistory(steps: steps, position: decoded.position, file: file)
  }

  static func hex(_ digest: UInt64) -> String {
    Hexadecimal.padded(digest, width: 16)
  }

  /// A digest as `hex` writes it (16 lowercase digits), or nil.
  static func digest(hex text: String) -> UInt64? {
    guard text.utf8.count == 16,
      text.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
    else { return nil }
    return UInt64(text, radix: 16)
  }

  struct FileBody: Decodable {
    let position: Int
    let steps: [StepBody]
  }

  struct StepBody: Decodable {
    let label: String
    /// The label in the site's language; absent in a file of an older tool (which reads past it).
    let said: String?
    let prefix: Int
    let suffix: Int
    let removed: Span
    let inserted: Span
    /// A step of two spans only (format 2).
    let shared: Int?
    let secondRemoved: Span?
    let secondInserted: Span?
    let beforeCount: Int
    let beforeDigest: String
    let afterCount: Int
    let afterDigest: String

    /// The step, when every part of it holds together; a hand-written one is believed no further.
    func step() -> Step? {
      guard Self.isOneLine(label), said.map(Self.isOneLine) ?? true,
        prefix >= 0, suffix >= 0, prefix <= ManifestStore.maximumBytes, suffix <= ManifestStore.maximumBytes,
        (0...ManifestStore.maximumBytes).contains(shared ?? 0), ((shared ?? 0) > 0) == (secondRemoved != nil),
        ((shared ?? 0) > 0) == (secondInserted != nil),
        beforeCount == prefix + removed.count + (shared ?? 0) + (secondRemoved?.count ?? 0) + suffix,
        afterCount == prefix + inserted.count + (shared ?? 0) + (secondInserted?.count ?? 0) + suffix,
        beforeCount <= ManifestStore.maximumBytes, afterCount <= ManifestStore.maximumBytes,
        let before = EditHistory.digest(hex: beforeDigest), let after = EditHistory.digest(hex: afterDigest)
      else { return nil }
      var step = Step(
        label: label, prefix: prefix, suffix: suffix, removed: removed, inserted: inserted,
        shared: shared ?? 0, secondRemoved: secondRemoved ?? Span([]),
        secondInserted: secondInserted ?? Span([]), before: Version(count: beforeCount, digest: before),
        after: Version(count: afterCount, digest: after))
      step.said = said
      return step
    }

    /// A label is one line as `record` makes it: `Quoted.text` writes every control character as
    /// `\u{…}`, at most eight characters for each of `labelLimit`.
    private static func isOneLine(_ text: String) -> Bool {
      !text.isEmpty && text.count <= EditHistory.labelLimit * 8 + 40
        && TextChecks.forbiddenCharacter(in: text) == nil
        && !text.unicodeScalars.contains(where: { $0.value < 0x20 })
    }
  }
}
