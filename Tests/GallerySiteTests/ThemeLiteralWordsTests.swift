import Foundation
import GalleryTestSupport
import Testing

/// The shipped themes say no word of their own: every text a visitor reads or hears comes from the
/// catalogue (through a template key, or a `data-word-*` attribute for the script), so a page in
/// Korean or Arabic has no English left in it.
@Suite struct ThemeLiteralWordsTests {
  private static let themes = URL(fileURLWithPath: GalleryProcess.themesFolder)

  private static func templates() throws -> [URL] {
    let walker = FileManager.default.enumerator(at: themes, includingPropertiesForKeys: nil)
    return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "mustache" }
      .sorted { $0.path < $1.path }
  }

  /// The words in `template` outside its tags and comments: text between elements, and the values of
  /// the attributes people read or hear.
  static func literalWords(in template: String) throws -> [String] {
    var text = template.replacing(try Regex(#"\{\{\{?[^}]*\}?\}\}"#), with: "")
    text = text.replacing(try Regex(#"(?s)<!--.*?-->"#), with: "")
    var found: [String] = []
    for match in text.matches(of: try Regex(#">([^<]+)<"#)) {
      let words = String(match.output[1].substring ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
      if words.contains(try Regex(#"\p{L}{2,}"#)) { found.append(words) }
    }
    let attribute = try Regex(#"(?:aria-label|aria-description|title|alt|placeholder|value)="([^"]*)""#)
    for match in text.matches(of: attribute) {
      let words = String(match.output[1].substring ?? "")
      if words.contains(try Regex(#"\p{L}{2,}"#)) { found.append(words) }
    }
    return found
  }

  @Test func noTemplateHasWordsOfItsOwn() throws {
    let files = try Self.templates()
    // Both shipped themes' templates are read (portfolio holds only those it changes).
    let folders = Set(files.map { $0.deletingLastPathComponent().lastPathComponent })
    #expect(folders.isSuperset(of: ["default", "portfolio"]))
    #expect(files.count >= 14)
    for file in files {
      let words = try Self.literalWords(in: String(contentsOf: file, encoding: .utf8))
      #expect(
        words.isEmpty, "\(file.lastPathComponent) in \(file.deletingLastPathComponent().path): \(words)")
    }
  }

  /// The check can fail: the words the themes had before the catalogue took them over are found.
  @Test func theCheckFindsWords() throws {
    let old = #"<nav aria-label="Photo"><a href="x">About<span> this {{kindWord}}</span></a></nav>"#
    #expect(try Self.literalWords(in: old) == ["About", "this", "Photo"])
    #expect(try Self.literalWords(in: #"<a title="{{viewer.zoomTitle}}">{{label}} →</a>"#).isEmpty)
  }

  /// The viewer script announces only the page's words: no `say("…")` with a literal.
  @Test func theScriptAnnouncesOnlyThePagesWords() throws {
    // Every shipped theme's own script (portfolio has the default's, as its child).
    let themes = try FileManager.default.contentsOfDirectory(atPath: Self.themes.path).sorted().filter {
      FileManager.default.fileExists(atPath: Self.themes.path + "/" + $0 + "/assets/gallery.js")
    }
    #expect(themes.contains("default"))
    for theme in themes {
      let script = try String(
        contentsOf: Self.themes.appendingPathComponent(theme + "/assets/gallery.js"), encoding: .utf8)
      let literal = script.matches(of: try Regex(#"say\(\s*["'][^"']*\p{L}"#)).map {
        String(script[$0.range])
      }
      #expect(literal.isEmpty, "\(theme): \(literal)")
    }
  }
}
