import GalleryCore
import GalleryScenes
import GalleryThemes

/// `gallery theme list` and `gallery theme copy NAME DIR`: the shipped themes, and a copy of one to
/// start a custom theme from, since a theme is only templates and assets (docs/themes.md).
package enum ThemeCommand: GalleryCommand {
  package static let spec = CommandSpec(
    name: "theme", summary: "List the shipped themes, or copy one into a folder to start your own.",
    operands: "copy NAME DIR", maxOperands: 3,
    arguments: [
      CommandArgument(
        "NAME",
        help: "A shipped theme ('gallery theme list' names them), found as --theme NAME finds the shipped "
          + "ones: in $CLEANGALLERY_THEMES, <prefix>/share/cleangallery/Themes, or the Themes/ folder of "
          + "the checkout the tool was built in."),
      CommandArgument(
        "DIR",
        help: "The new theme's folder, typically GALLERY_DIR/Themes/MY-THEME (then --theme MY-THEME finds "
          + "it). It must not exist or be an empty folder; missing parent folders are made."),
    ],
    options: OptionKeys().declarations,
    otherForms: ["gallery theme list"],
    details: """
      copy writes every regular file of the theme (templates, partials, assets) and nothing else:
      hidden files, symbolic links and special files are skipped and named. A theme that extends
      another (its theme.json) is copied whole, its parent's files included, so the copy stands
      alone. With --child, copy writes only DIR/theme.json, {"extends": "NAME"}: a theme that is
      NAME until you add a file of the same path (docs/themes.md, "Child themes"). The copy is made beside
      DIR and renamed into place, so it is whole or absent. DIR is refused when any part of it is a
      symbolic link, or when it lies inside the theme copied. list prints each shipped theme's name
      and folder, one per line.

      Exit codes: 0 listed or copied, 64 bad usage (no or unknown subcommand, NAME that is a path),
      66 no shipped theme NAME (the shipped names are listed), 70 internal error, 73 DIR exists and
      is not an empty folder, leads through a symbolic link, is inside the theme, or cannot be
      written (nothing is left behind).
      """)

  /// `gallery theme copy --child`; the subcommand and operands are the other arguments.
  package struct OptionKeys: CommandOptions {
    package let child = FlagOption(
      "--child",
      help: "With copy: write only DIR/theme.json, a theme that extends NAME; add just the templates, "
        + "partials, assets and words you change (the rest stay NAME's, and follow its updates).")

    package init() {}

    package var all: [any OptionKey] { [child] }
  }

  package static func run(_ arguments: ParsedArguments<OptionKeys>, console: Console) throws(GalleryError) {
    let operands = arguments.operands
    switch operands.first {
    case "list"? where operands.count == 1 && !arguments[\.child]:
      let themes = ThemeLocator().shippedThemes()
      guard !themes.isEmpty else {
        throw .missingInput(path: ThemeLocator.environmentVariable, what: "shipped themes folder")
      }
      let width = themes.map(\.name.count).max() ?? 0
      for theme in themes {
        console.say(theme.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + theme.folder)
      }
    case "copy"? where operands.count == 3:
      let (name, destination) = (operands[1], operands[2])
      let child = arguments[\.child]
      let outcome = try ThemeCopy.copy(name, to: destination, child: child)
      if !outcome.skipped.isEmpty {
        console.warn(
          "note: skipped \(NumberText.count(outcome.skipped.count, "link or special file", "links or special files")) "
            + "(only regular files are copied): \(outcome.skipped.map { Quoted.path($0) }.joined(separator: ", "))"
        )
      }
      console.say(
        child
          ? "Made \(Quoted.path(destination)), a theme that extends '\(name)' (\(Quoted.path(outcome.source))): "
            + "copy into it the files you change"
          : "Copied theme '\(name)' (\(NumberText.count(outcome.files.count, "file", "files"))) from "
            + "\(Quoted.path(outcome.source)) to \(Quoted.path(destination))")
      console.say("Next: " + nextStep(destination))
    case "list"?, "copy"?:
      throw .usage("usage: \(spec.usage) | \(spec.otherForms[0])")
    case let other?:
      throw .usage(
        "unknown subcommand '\(Quoted.text(other))'\(Suggestions.hint(for: other, in: ["copy", "list"]))")
    case nil:
      throw .usage("theme needs a subcommand: 'gallery theme list' or 'gallery theme copy NAME DIR'")
    }
  }

  /// How to build with the copy: by name when it sits in a gallery's `Themes/`, else by its path.
  static func nextStep(_ destination: String) -> String {
    let normalized = FileSystem.normalize(destination)
    let themes = FileSystem.parentPath(of: normalized)
    if FileSystem.lastComponent(of: themes) == "Themes" {
      let gallery = FileSystem.parentPath(of: themes)
      return
        "gallery build \(gallery.isEmpty ? "." : gallery) --theme \(FileSystem.lastComponent(of: normalized))"
    }
    let path = normalized.hasPrefix("/") || normalized.hasPrefix(".") ? normalized : "./" + normalized
    return "edit its templates, then gallery build GALLERY_DIR --theme \(path)"
  }
}
