import Foundation
import GalleryCore

/// Where the files shipped with the tool are found, for the themes (`ThemeLocator`) and the word
/// catalogues (`LanguageLocator`) alike: one rule, so an install that finds one finds the other.
enum ShippedFolders {
  /// The folders named `name` (`Themes`, `Languages`) that exist, most specific first, each once:
  /// `first` (a folder named by the environment), then `<prefix>/share/cleangallery/NAME` beside an
  /// installed `<prefix>/bin/gallery`, then, for a binary built in a checkout
  /// (`<repo>/.build/<triple>/<config>/gallery`), `NAME` in the nearest folder above it that
  /// `isCheckout` accepts, then the checkout this library was compiled from (tests run from a test
  /// bundle).
  static func candidates(_ name: String, first: [String] = [], isCheckout: (String) -> Bool) -> [String] {
    var folders = first
    if let executable = FileSystem.realPath("/proc/self/exe") ?? FileSystem.realPath(CommandLine.arguments[0])
    {
      let bin = FileSystem.parentPath(of: executable)
      folders.append(FileSystem.parentPath(of: bin) + "/share/cleangallery/" + name)
      var folder = bin
      while folder != "/" && !folder.isEmpty {
        if isCheckout(folder) {
          folders.append(folder + "/" + name)
          break
        }
        folder = FileSystem.parentPath(of: folder)
      }
    }
    // Sources/GalleryThemes/ShippedFolders.swift: three levels below the repository.
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    folders.append(repository.path + "/" + name)
    var seen = Set<String>()
    return folders.filter {
      FileSystem.isDirectory($0) && seen.insert(FileSystem.realPath($0) ?? $0).inserted
    }
  }
}
