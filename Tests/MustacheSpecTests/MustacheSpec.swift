import Foundation
import Testing

@testable import GalleryTemplates

/// One test from the official Mustache spec, loaded from its JSON file at test time.
struct MustacheSpecCase: Sendable, CustomTestStringConvertible {
  let file: String
  let name: String
  let summary: String
  let data: TemplateValue
  let template: String
  let partials: [String: String]
  let expected: String

  var testDescription: String { name }
}

/// Finds and reads the spec, which lives outside the repository (`shared/` is checked out beside it).
enum MustacheSpec {
  /// The files the engine must pass; lambdas and dynamic names are optional and not loaded.
  static let requiredFiles = [
    "comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance",
  ]

  /// How many tests `requiredFiles` hold, so an emptied or truncated spec folder cannot pass.
  static let requiredTestCount = 163

  /// `Tests/MustacheSpecTests/<this file>` → repository root → `../shared/mustache-spec/specs`.
  static let directory: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("../shared/mustache-spec/specs")
    .standardizedFileURL

  static var isAvailable: Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// The tests of one spec file, or none when the spec folder is absent (the tests are then
  /// disabled, so they show as skipped rather than passing empty). A folder that is present but
  /// holds an unreadable file is an error, reported as a failure.
  static func cases(in file: String) throws -> [MustacheSpecCase] {
    guard isAvailable else { return [] }
    let url = directory.appendingPathComponent("\(file).json")
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    guard let root = json as? [String: Any], let tests = root["tests"] as? [[String: Any]] else {
      throw SpecError.malformed("\(url.path): no \"tests\" array")
    }
    return try tests.map { test in
      guard let name = test["name"] as? String, let template = test["template"] as? String,
        let expected = test["expected"] as? String
      else { throw SpecError.malformed("\(url.path): a test lacks name, template or expected") }
      return MustacheSpecCase(
        file: file, name: name, summary: test["desc"] as? String ?? "",
        data: try templateValue(fromJSON: test["data"] ?? NSNull()), template: template,
        partials: test["partials"] as? [String: String] ?? [:], expected: expected)
    }
  }

  /// Converts what JSONSerialization returns into a TemplateValue.
  ///
  /// Numbers and booleans both arrive as NSNumber, and on Linux `1 as? Bool` and `true as? Int`
  /// both succeed, so casting cannot tell them apart. The number's stored type can: JSON booleans
  /// are stored as `c` (char), integers as `q`/`i`, and numbers with a fraction or exponent as `d`.
  static func templateValue(fromJSON json: Any) throws -> TemplateValue {
    switch json {
    case is NSNull:
      return .null
    case let string as String:
      return .string(string)
    case let number as NSNumber:
      switch String(cString: number.objCType) {
      case "c", "B": return .bool(number.boolValue)
      case "d", "f": return .double(number.doubleValue)
      default: return .int(number.intValue)
      }
    case let array as [Any]:
      return .list(try array.map(templateValue(fromJSON:)))
    case let object as [String: Any]:
      return .object(TemplateObject(try object.mapValues(templateValue(fromJSON:))))
    default:
      throw SpecError.malformed("unexpected JSON value \(json) of type \(type(of: json))")
    }
  }

  enum SpecError: Error, CustomStringConvertible {
    case malformed(String)

    var description: String {
      switch self {
      case .malformed(let message): return "malformed spec: \(message)"
      }
    }
  }
}
