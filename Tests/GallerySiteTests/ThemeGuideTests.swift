import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryScenes
@testable import GallerySite

/// docs/themes.md lists every key every template receives, with its type: this holds it to what the
/// pages export. The keys are collected from the contexts the pages themselves make (each Page's
/// `context()`, `MessagePage.context`, `FeedFile.entry`) over `ThemeGuideFixtures`, whose galleries
/// give every optional key a value somewhere; a key only ever null would hide the keys below it, so
/// that fails too.
@Suite struct ThemeGuideTests {
  static let guidePath =
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path + "/docs/themes.md"

  /// The keys the pages export, by the guide's table: the layout's (every page's, from `PageLayout`)
  /// apart from each template's own.
  static func exported() throws -> [String: TemplateKeys] {
    let layoutKeys = Set(
      PageLayout.context(
        scene: "", pageTitle: "", theme: try TestThemes.minimal(), linkToAsset: { $0 }, homeHref: ""
      ).keys)
    var tables: [String: TemplateKeys] = [:]
    for (template, contexts) in try ThemeGuideFixtures.contexts() {
      var keys = TemplateKeys()
      for context in contexts { keys.add(context: context) }
      guard template != FeedFile.entryTemplate else {
        tables[template] = keys
        continue
      }
      tables[ThemeGuide.layout] = (tables[ThemeGuide.layout] ?? TemplateKeys()).merged(
        with: keys.filtered(topKeys: layoutKeys, keeping: true))
      tables[template] = keys.filtered(topKeys: layoutKeys, keeping: false)
    }
    return tables
  }

  /// What differs between the guide and the exported keys, one sentence each; empty when they agree.
  static func differences(_ guide: ThemeGuide, _ exported: [String: TemplateKeys]) throws -> [String] {
    var problems: [String] = []
    let tables = Set(exported.keys).union(guide.tables.keys).subtracting(ThemeGuide.objectTypes)
    for table in tables.sorted() {
      let listed = try guide.keys(of: table)
      let kinds = exported[table]?.kinds ?? [:]
      for path in kinds.keys.sorted() where listed[path] == nil {
        problems.append("`\(path)` (\(table)): pages export it, docs/themes.md does not list it")
      }
      for path in listed.keys.sorted() where kinds[path] == nil {
        problems.append("`\(path)` (\(table)): docs/themes.md lists it, no page exports it")
      }
      for (path, seen) in kinds.sorted(by: { $0.key < $1.key }) {
        guard let type = listed[path] else { continue }
        let given = seen.subtracting([.null])
        if given.isEmpty && type != .null {
          problems.append("`\(path)` (\(table)): always null over the fixtures; give it a value in one")
        } else if given != (type == .null ? [] : [type]) {
          let words = given.isEmpty ? "null" : given.sorted().map(\.rawValue).joined(separator: " and ")
          problems.append("`\(path)` (\(table)): docs/themes.md says \(type.rawValue), pages give \(words)")
        }
      }
    }
    return problems
  }

  @Test func theGuideListsEveryKeyThePagesExportAndNoOther() throws {
    let guide = try ThemeGuide(markdown: String(contentsOfFile: Self.guidePath, encoding: .utf8))
    let exported = try Self.exported()
    #expect(
      Set(exported.keys)
        == [
          "layout", "collection", "detail", "edit", "tags", "timeline", "search", "search-record", "map",
          "unlock", "message",
          "feed-entry",
        ],
      "every template is collected")
    let problems = try Self.differences(guide, exported)
    #expect(problems.isEmpty, "\(problems.count) differences:\n\(problems.joined(separator: "\n"))")
  }

  /// The check is not vacuous: a row dropped, a row too many or a wrong type is caught.
  @Test func aGuideWithARowDroppedAddedOrMistypedFails() throws {
    let text = try String(contentsOfFile: Self.guidePath, encoding: .utf8)
    let exported = try Self.exported()
    let row = "| `hasPhotos` | bool |"
    #expect(text.contains(row))
    let dropped = try ThemeGuide(
      markdown: text.split(separator: "\n", omittingEmptySubsequences: false).filter {
        !$0.hasPrefix(row)
      }.joined(separator: "\n"))
    #expect(try Self.differences(dropped, exported).contains { $0.hasPrefix("`hasPhotos` (collection)") })
    let added = try ThemeGuide(
      markdown: text.replacingOccurrences(of: row, with: "| `hasClips` | bool | | |\n" + row))
    #expect(
      try Self.differences(added, exported) == [
        "`hasClips` (collection): docs/themes.md lists it, no page exports it"
      ])
    let mistyped = try ThemeGuide(
      markdown: text.replacingOccurrences(of: row, with: "| `hasPhotos` | string |"))
    #expect(
      try Self.differences(mistyped, exported) == [
        "`hasPhotos` (collection): docs/themes.md says string, pages give bool"
      ])
    let image = try ThemeGuide(
      markdown: text.replacingOccurrences(of: "| `color` | string |", with: "| `colour` | string |"))
    #expect(
      try Self.differences(image, exported).contains { $0.hasPrefix("`cells[].image.color` (collection)") })
  }

  /// The keys the default theme used while no guide named them (issue 27) are listed now.
  @Test func theOnceUndocumentedKeysAreListed() throws {
    let guide = try ThemeGuide(markdown: String(contentsOfFile: Self.guidePath, encoding: .utf8))
    let words = Set(
      guide.tables.values.flatMap(\.keys).flatMap {
        $0.split(whereSeparator: { ".[]".contains($0) }).map(String.init)
      })
    for key in [
      "album", "albumID", "albumList", "albumMark", "breadcrumb", "crumbs", "hasPhotos", "hint", "links",
    ] {
      #expect(words.contains(key), "docs/themes.md does not list `\(key)`")
    }
  }
}
