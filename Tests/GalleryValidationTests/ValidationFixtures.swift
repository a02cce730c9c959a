import Foundation
import Testing

@testable import GalleryValidation

/// Hand-made pages and sites for the validator's tests.
///
/// `page(body:)` puts `body` on line 8 onwards of a page that is otherwise clean, so each test can
/// say exactly which line and column a problem is on.
enum ValidationFixtures {
  /// The line `body`'s first line lands on in `page(body:)`.
  static let bodyLine = 8

  static func page(
    body: String, scene: String? = "ImageCollection", title: String = "Gallery", lang: String = " lang=\"en\""
  ) -> String {
    let sceneAttribute = scene.map { " data-scene=\"\($0)\"" } ?? ""
    return """
      <!DOCTYPE html>
      <html xmlns="http://www.w3.org/1999/xhtml"\(lang)>
      <head>
      <meta charset="utf-8"/>
      <title>\(title)</title>
      </head>
      <body\(sceneAttribute)>
      \(body)
      </body>
      </html>

      """
  }

  /// Validates one page held in memory, as `index.html` unless told, with `otherFiles` beside it.
  static func problems(
    of page: String, at path: String = "index.html", otherFiles: Set<String> = [], checkContract: Bool = false
  ) -> [ValidationProblem] {
    let validator = SiteValidator(options: .init(checkContract: checkContract))
    return validator.validate(pages: [path: Array(page.utf8)], otherFiles: otherFiles).problems
  }

  /// Validates pages held in memory.
  static func report(
    pages: [String: String], otherFiles: Set<String> = [], checkContract: Bool = false
  ) -> ValidationReport {
    let validator = SiteValidator(options: .init(checkContract: checkContract))
    return validator.validate(pages: pages.mapValues { Array($0.utf8) }, otherFiles: otherFiles)
  }

  /// Writes `files` (site-relative path → content) into a fresh temporary folder, runs `body` on it,
  /// and removes the folder afterwards.
  static func withSiteFolder<Result>(
    _ files: [String: String], _ body: (URL) throws -> Result
  ) throws -> Result {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("gallery-validation-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, content) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(content.utf8).write(to: url)
    }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return try body(root)
  }
}
