import Foundation
import GalleryCore

/// Pagefind, the program that indexes a static site for search (PyPI's `pagefind-bin`), found on `PATH`
/// or named by `CLEANGALLERY_PAGEFIND`, and run through `ChildProcess` like FFmpeg: argument arrays,
/// never a shell.
///
/// Why the program: Pagefind is the well-kept search library for static sites (an index split into
/// chunks a browser fetches on demand, with filters and metadata, and the WebAssembly that reads them);
/// nothing of it is worth writing again, and a gallery without `"search": true` never looks for it.
package struct SearchTool: Sendable {
  package let pagefind: String

  /// The line a build without Pagefind stops with.
  package static let missingMessage =
    "\"search\": true needs Pagefind, which is not installed (pip install pagefind-bin, then put its "
    + "pagefind program on PATH or name it in CLEANGALLERY_PAGEFIND)"

  /// The installed program, or nil when it is missing.
  package static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> SearchTool?
  {
    if let named = environment["CLEANGALLERY_PAGEFIND"], !named.isEmpty {
      return named.hasPrefix("/") && FileSystem.isRegularFile(named) ? SearchTool(pagefind: named) : nil
    }
    return ChildProcess.find("pagefind", path: environment["PATH"]).map(SearchTool.init)
  }

  /// Its version line ("pagefind 1.5.2"), part of the index's cache key: another version may write
  /// another index from the same records.
  func version() -> Result<String, GalleryError> {
    ChildProcess.run(pagefind, ["pagefind", "--version"], outputLimit: 4096).map {
      String(decoding: $0.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  /// Indexes the pages of `site` into `bundle`, in `language` (an ISO 639-1 code).
  func index(site: String, into bundle: String, language: String) -> Result<Void, GalleryError> {
    ChildProcess.run(
      pagefind,
      ["pagefind", "--site", site, "--output-path", bundle, "--force-language", language, "--silent"],
      outputLimit: 1 << 20
    ).flatMap { finished in
      guard finished.status == 0 else {
        let why = finished.errors.trimmingCharacters(in: .whitespacesAndNewlines)
        return .failure(
          .internalError("Pagefind could not index the site\(why.isEmpty ? "" : ": \(why)")"))
      }
      return .success(())
    }
  }
}
