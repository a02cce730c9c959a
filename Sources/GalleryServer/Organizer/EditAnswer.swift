import GalleryCore
import GalleryModel

/// The organizer's answers: JSON, written by hand from a few shapes (no Foundation encoder, whose key
/// order and escaping are not fixed), every string escaped as the manifest's are (`ManifestEncoder`),
/// never cached, never sniffed as anything else.
indirect enum EditAnswer {
  case string(String)
  case number(Int)
  case bool(Bool)
  case null
  case array([EditAnswer])
  case object([(String, EditAnswer)])

  /// A string, or null.
  static func text(_ value: String?) -> EditAnswer { value.map(EditAnswer.string) ?? .null }

  var json: String {
    switch self {
    case .string(let text): return ManifestEncoder.quoted(text)
    case .number(let value): return String(value)
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    case .array(let items): return "[" + items.map(\.json).joined(separator: ",") + "]"
    case .object(let members):
      return "{" + members.map { ManifestEncoder.quoted($0.0) + ":" + $0.1.json }.joined(separator: ",") + "}"
    }
  }

  /// The answer as a response with `status`.
  func response(_ status: Int = 200) -> HTTPResponse {
    HTTPResponse(
      status: status,
      headers: [
        ("Content-Type", "application/json; charset=utf-8"), ("Cache-Control", "no-store"),
        ("X-Content-Type-Options", "nosniff"),
      ],
      body: .bytes(Array((json + "\n").utf8)))
  }

  /// A refusal: `{"ok": false, "message": …, "field": …, "said": …}`: `message` the command line's
  /// English, `said` the same in the site's language when the catalogues word it.
  static func refusal(
    _ status: Int, _ message: String, field: String? = nil, said: String? = nil
  ) -> HTTPResponse {
    var members: [(String, EditAnswer)] = [("ok", .bool(false)), ("message", .string(message))]
    if let field { members.append(("field", .string(field))) }
    if let said { members.append(("said", .string(said))) }
    return EditAnswer.object(members).response(status)
  }
}
