import Foundation
import Glibc

/// The history file's JSON body read by hand, in the shape `writtenBody` writes (and `JSONEncoder`
/// wrote before it): `{"position":N,"steps":[{"key":value,…},…]}`, no space between tokens, each value a
/// whole number or a string. With each step's JSON as the file holds it, so that `encoded` writes the
/// steps it keeps again without encoding them again.
///
/// Why not only `JSONDecoder`: a command-line edit reads the whole history and writes it back, and at
/// 10,000 photos a few bulk edits make megabytes of base64, which `JSONDecoder` scans character by
/// character (its string scan and base64 decode were 14% of a `gallery set` of 500 photos with a
/// 17 MB history), then `encoded` turned back into base64. Here a string's end is found by `memchr`.
///
/// Anything else (a space between tokens, a fraction, `null`, a key it does not know, a string it does
/// not take as it is) gives nil, and `decode` reads the body with `JSONDecoder` as before: the reader
/// only ever takes a body `JSONDecoder` reads to the same values (`EditHistoryReaderTests`), and every
/// check `decode` makes of the steps follows either way. One difference: a span is kept as its base64,
/// its length and padding checked now and its other characters when it is decoded (`EditHistory.Span`),
/// where `JSONDecoder` checks them all at once.
extension EditHistory {
  struct ReadBody {
    var body: FileBody
    /// Each step's JSON, as the file has it.
    var stepJSON: [ArraySlice<UInt8>]
  }

  static func readBody(_ bytes: ArraySlice<UInt8>) -> ReadBody? {
    bytes.withUnsafeBufferPointer { buffer -> ReadBody? in
      var reader = BodyReader(bytes: buffer, file: bytes)
      guard let (position, steps) = reader.body(), reader.at == buffer.count else { return nil }
      let start = bytes.startIndex
      return ReadBody(
        body: FileBody(position: position, steps: steps.map(\.step)),
        stepJSON: steps.map { bytes[(start + $0.json.lowerBound)..<(start + $0.json.upperBound)] })
    }
  }
}

/// A cursor over the body; every method returns nil, at any byte it does not expect.
private struct BodyReader {
  let bytes: UnsafeBufferPointer<UInt8>
  /// The same bytes, as the array the spans keep a part of (`EditHistory.Span`).
  let file: ArraySlice<UInt8>
  var at = 0

  init(bytes: UnsafeBufferPointer<UInt8>, file: ArraySlice<UInt8>) {
    self.bytes = bytes
    self.file = file
  }

  mutating func body() -> (position: Int, steps: [(step: EditHistory.StepBody, json: Range<Int>)])? {
    guard take("{\"position\":"), let position = integer(), take(",\"steps\":[") else { return nil }
    var steps: [(step: EditHistory.StepBody, json: Range<Int>)] = []
    if !take("]") {
      repeat {
        let start = at
        guard let step = step() else { return nil }
        steps.append((step, start..<at))
      } while take(",")
      guard take("]") else { return nil }
    }
    guard take("}") else { return nil }
    return (position, steps)
  }

  /// One step's object: its keys in any order, each once.
  private mutating func step() -> EditHistory.StepBody? {
    guard take("{") else { return nil }
    var numbers: [String: Int] = [:]
    var texts: [String: String] = [:]
    var spans: [String: EditHistory.Span] = [:]
    repeat {
      guard let key = string(), take(":") else { return nil }
      switch key {
      case "afterCount", "beforeCount", "prefix", "suffix", "shared":
        guard numbers[key] == nil, let value = integer() else { return nil }
        numbers[key] = value
      case "afterDigest", "beforeDigest", "label", "said":
        guard texts[key] == nil, let value = string() else { return nil }
        texts[key] = value
      case "inserted", "removed", "secondInserted", "secondRemoved":
        guard spans[key] == nil, let value = base64() else { return nil }
        spans[key] = value
      default: return nil
      }
    } while take(",")
    guard take("}"), let label = texts["label"], let prefix = numbers["prefix"],
      let suffix = numbers["suffix"],
      let removed = spans["removed"], let inserted = spans["inserted"],
      let beforeCount = numbers["beforeCount"], let beforeDigest = texts["beforeDigest"],
      let afterCount = numbers["afterCount"], let afterDigest = texts["afterDigest"]
    else { return nil }
    return EditHistory.StepBody(
      label: label, said: texts["said"], prefix: prefix, suffix: suffix, removed: removed, inserted: inserted,
      shared: numbers["shared"], secondRemoved: spans["secondRemoved"],
      secondInserted: spans["secondInserted"],
      beforeCount: beforeCount, beforeDigest: beforeDigest, afterCount: afterCount, afterDigest: afterDigest)
  }

  /// `literal`'s bytes next (then past them), or false.
  private mutating func take(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard bytes.count - at >= count, let base = bytes.baseAddress,
      memcmp(base + at, literal.utf8Start, count) == 0
    else { return false }
    at += count
    return true
  }

  /// A whole number as JSON writes one (no leading zero, no fraction), of at most 18 digits.
  private mutating func integer() -> Int? {
    let negative = take("-")
    let start = at
    while at < bytes.count, (0x30...0x39).contains(bytes[at]) { at += 1 }
    let digits = at - start
    guard (1...18).contains(digits), digits == 1 || bytes[start] != 0x30 else { return nil }
    guard at == bytes.count || ![0x2E, 0x65, 0x45].contains(bytes[at]) else { return nil }
    let value = bytes[start..<at].reduce(0) { $0 * 10 + Int($1 - 0x30) }
    return negative ? -value : value
  }

  /// The bytes between a string's quotes, when it has no escape (then its end is the next quote).
  private mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
    guard take("\""), let base = bytes.baseAddress else { return nil }
    guard let quote = memchr(base + at, 0x22, bytes.count - at) else { return nil }
    let end = base.distance(to: quote.assumingMemoryBound(to: UInt8.self))
    let content = UnsafeBufferPointer(rebasing: bytes[at..<end])
    guard memchr(content.baseAddress ?? base, 0x5C, content.count) == nil else { return nil }
    at = end + 1
    return content
  }

  /// A string: one without escapes is taken as its UTF-8 (none may be a control character); one with
  /// escapes (a label with a quote) is left to `JSONDecoder`, that string alone.
  private mutating func string() -> String? {
    let start = at
    if let content = plainString() {
      guard !content.contains(where: { $0 < 0x20 }) else { return nil }
      return String(validating: content, as: UTF8.self)
    }
    at = start
    guard take("\"") else { return nil }
    while at < bytes.count {
      switch bytes[at] {
      case 0x22:
        at += 1
        let quoted = Data(UnsafeBufferPointer(rebasing: bytes[start..<at]))
        return try? JSONDecoder().decode(String.self, from: quoted)
      case 0x5C: at += 2
      default: at += 1
      }
    }
    return nil
  }

  /// A span: base64 (padded, as `JSONEncoder` writes `Data`), which needs no escape; kept as the file's
  /// text, decoded when its step is undone or redone (`EditHistory.Span`).
  private mutating func base64() -> EditHistory.Span? {
    let start = at + 1
    guard let content = plainString() else { return nil }
    return EditHistory.Span(
      base64: file[(file.startIndex + start)..<(file.startIndex + start + content.count)])
  }
}
