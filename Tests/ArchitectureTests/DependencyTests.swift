import Foundation
import Testing

/// Package.swift is the architecture only if nothing goes round it. SwiftPM lets a target import a module
/// it reaches through another (GalleryScenes could import GalleryValidation through GalleryImages), so
/// each target's imports are compared with the dependencies it declares; and ARCHITECTURE.md's table,
/// which people read, with Package.swift, which the compiler reads.
@Suite struct DependencyTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  /// Every target of Package.swift with the targets it names in `dependencies`.
  static func declared() throws -> [String: Set<String>] {
    let manifest = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
    let target = try Regex(#"\.(?:target|testTarget|executableTarget)\(\s*name:\s*"(\w+)"([^)]*)\)"#)
    let quoted = try Regex(#""(\w+)""#)
    var result: [String: Set<String>] = [:]
    for match in manifest.matches(of: target) {
      guard let name = match.output[1].substring, let rest = match.output[2].substring else { continue }
      let dependencies = rest.range(of: "dependencies:").map { range -> Set<String> in
        let list = rest[range.upperBound...].prefix { $0 != "]" }
        return Set(list.matches(of: quoted).compactMap { $0.output[1].substring.map(String.init) })
      }
      result[String(name)] = dependencies ?? []
    }
    return result
  }

  /// The modules a target's Swift files import, with the file that does (ours only: Gallery…, C…).
  static func imports(of target: String) -> [String: String] {
    let folder = ["Sources", "Tests"].map { root + "/" + $0 + "/" + target }
      .first { FileManager.default.fileExists(atPath: $0) }
    guard let folder, let walk = FileManager.default.enumerator(atPath: folder) else { return [:] }
    var found: [String: String] = [:]
    while let item = walk.nextObject() as? String {
      guard item.hasSuffix(".swift"),
        let text = try? String(contentsOfFile: folder + "/" + item, encoding: .utf8)
      else { continue }
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
          words[..<index].allSatisfy({ $0 == "@testable" })
        else { continue }
        let module = String(words[index + 1])
        if module.hasPrefix("Gallery") || module.hasPrefix("C") { found[module] = item }
      }
    }
    return found
  }

  @Test func everyTargetImportsOnlyWhatItDeclares() throws {
    let targets = try Self.declared()
    #expect(targets.count > 20, "Package.swift's targets were not found: \(targets.keys.sorted())")
    #expect(targets["GallerySite"]?.contains("GalleryScenes") == true)
    for (target, dependencies) in targets {
      let imports = Self.imports(of: target)
      for (module, file) in imports where !dependencies.contains(module) {
        Issue.record("\(target)/\(file) imports \(module), which \(target) does not declare in Package.swift")
      }
      // A dependency no file imports is an arrow the table would claim for nothing (C targets, which
      // include their libraries' headers, and targets without Swift files are left out).
      guard !imports.isEmpty else { continue }
      for module in dependencies.subtracting(imports.keys) {
        Issue.record("\(target) declares \(module) in Package.swift but no file of it imports it")
      }
    }
  }

  /// ARCHITECTURE.md's table: `| \`GalleryX\` | job | Core, Model [CLib] |` ("all of the above": every
  /// row above it).
  @Test func theArchitectureTableIsPackageSwift() throws {
    let targets = try Self.declared()
    let text = try String(contentsOfFile: Self.root + "/ARCHITECTURE.md", encoding: .utf8)
    var rows: [(name: String, uses: Set<String>)] = []
    for line in text.split(separator: "\n") where line.hasPrefix("| `Gallery") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 4 else { continue }
      let name = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      let uses: Set<String>
      if cells[3].hasPrefix("all of the above") {
        uses = Set(rows.map(\.name))
      } else {
        uses = Set(
          cells[3].components(separatedBy: CharacterSet(charactersIn: ",[] ")).filter { !$0.isEmpty }.map {
            $0.hasPrefix("C") && $0 != "Core" ? $0 : "Gallery" + $0
          })
      }
      rows.append((name, uses))
    }
    #expect(rows.count == 14, "the table has \(rows.count) rows")
    for row in rows {
      guard let declared = targets[row.name] else {
        Issue.record("ARCHITECTURE.md lists \(row.name), which Package.swift does not have")
        continue
      }
      #expect(
        row.uses == declared,
        "\(row.name): ARCHITECTURE.md says \(row.uses.sorted()), Package.swift \(declared.sorted())")
    }
  }
}
