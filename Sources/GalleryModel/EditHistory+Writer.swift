import Foundation

/// The history file's JSON body, written by hand: the same JSON `JSONEncoder` writes with sorted keys
/// and unescaped slashes (`EditHistoryWriterTests` holds the two byte for byte; only a label's U+2028
/// or U+2029 is written escaped, as the manifest writes them), without its cost.
///
/// Why not `JSONEncoder`: every edit rewrites the whole history, and at 10,000 photos a few steps that
/// each keep a selection's span make megabytes of base64. `JSONEncoder` builds a tree of the file, then
/// copies and scans every base64 character of it for escapes one by one: 35 ms of the 190 ms a bulk
/// tag of 500 photos took (issue 49). Base64 never needs an escape, so it is appended as it is made,
/// and the few strings that may (labels) go through the manifest's escaper, `appendQuoted`.
extension EditHistory {
  /// The body `decode` reads: `{"position":N,"steps":[{…},…]}`, each step's keys in sorted order and
  /// the fields of a two-span step only when it has two spans (`shared` > 0).
  func writtenBody() -> [UInt8] {
    Array(writtenBodyPieces(reusing: steps.map { _ in nil }).pieces.joined())
  }

  /// The body as pieces to write one after the other (`encodedPieces`): its start, each step's JSON
  /// (taken from `known` where given, the memo's `EditHistory.Memo`, and written otherwise) with the
  /// commas between, its end; with every step's JSON, to remember.
  func writtenBodyPieces(
    reusing known: [ArraySlice<UInt8>?]
  ) -> (pieces: [ArraySlice<UInt8>], stepJSON: [ArraySlice<UInt8>]) {
    let stepJSON = zip(steps, known).map { step, json in
      json
        ?? {
          var out: [UInt8] = []
          out.reserveCapacity((step.size + 2) / 3 * 4 + 512)
          Self.append(step, to: &out)
          return out[...]
        }()
    }
    let comma: ArraySlice<UInt8> = [UInt8(ascii: ",")]
    var pieces: [ArraySlice<UInt8>] = [Array("{\"position\":\(position),\"steps\":[".utf8)[...]]
    pieces.reserveCapacity(2 * stepJSON.count + 2)
    for (index, json) in stepJSON.enumerated() {
      if index > 0 { pieces.append(comma) }
      pieces.append(json)
    }
    pieces.append(Array("]}".utf8)[...])
    return (pieces, stepJSON)
  }

  private static func append(_ step: Step, to out: inout [UInt8]) {
    out += "{\"afterCount\":\(step.after.count),\"afterDigest\":\"\(hex(step.after.digest))\"".utf8
    out += ",\"beforeCount\":\(step.before.count),\"beforeDigest\":\"\(hex(step.before.digest))\"".utf8
    out += ",\"inserted\":".utf8
    appendBase64(step.inserted, to: &out)
    out += ",\"label\":".utf8
    ManifestEncoder.appendQuoted(step.label, to: &out)
    out += ",\"prefix\":\(step.prefix),\"removed\":".utf8
    appendBase64(step.removed, to: &out)
    if let said = step.said {
      out += ",\"said\":".utf8
      ManifestEncoder.appendQuoted(said, to: &out)
    }
    if step.shared > 0 {
      out += ",\"secondInserted\":".utf8
      appendBase64(step.secondInserted, to: &out)
      out += ",\"secondRemoved\":".utf8
      appendBase64(step.secondRemoved, to: &out)
      out += ",\"shared\":\(step.shared)".utf8
    }
    out += ",\"suffix\":\(step.suffix)}".utf8
  }

  /// A span in base64 (RFC 4648, padded), quoted: as `JSONEncoder` writes `Data`.
  private static func appendBase64(_ span: Span, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    out += span.base64
    out.append(UInt8(ascii: "\""))
  }
}
