import Foundation
import GalleryCore
import GallerySite
import GalleryValidation

/// `gallery validate [SITE_DIR]`: the checks every build runs, on any folder of static pages.
package enum ValidateCommand: GalleryCommand {
  package static let spec = CommandSpec(
    name: "validate",
    summary: "Check every page of a static site with libxml2, as every build does before it replaces a site.",
    operands: "[SITE_DIR]", maxOperands: 1,
    arguments: [
      CommandArgument(
        "SITE_DIR",
        help: "The folder of pages (default: ./Output). Any static site works, not only one this tool made.")
    ],
    options: OptionKeys().declarations,
    details: """
      Checks: each page is well-formed XML (polyglot HTML5); ids are unique; every <img> has alt;
      <html> has lang; exactly one non-empty <title>; no <form> in a <form>, no <a> in an <a>; element
      names are HTML5 elements; every relative href/src/srcset/poster names a file in the site (not a
      folder), every #fragment an id in its target page; no link leaves the site or uses javascript:.
      With the page contract (the default): <body data-scene>, data-photo-id on grid cells, the photo
      page's <main> and the move form, one "position" control, index.html reaching every page.

      Prints each problem as page:line:col: message (at most 50, then a count) and a summary line
      "N pages, M problems". Exit codes: 0 no problems, 1 problems, 64 bad usage, 66 no such folder.
      """)

  /// The options `gallery validate` takes, each declared once with its help; `run` reads them by key.
  package struct OptionKeys: CommandOptions {
    package let noContract = FlagOption(
      "--no-contract", help: "Skip the page-contract checks (for sites this tool did not make).")

    package init() {}

    package var all: [any OptionKey] { [noContract] }
  }

  package static func run(_ arguments: ParsedArguments<OptionKeys>, console: Console) throws(GalleryError) {
    let folder = arguments.operands.first ?? "Output"
    guard FileSystem.isDirectory(folder) else { throw .missingInput(path: folder, what: "site folder") }
    let validator = SiteValidator(options: .init(checkContract: !arguments[\.noContract]))
    let report: ValidationReport
    do {
      report = try validator.validate(siteAt: URL(fileURLWithPath: folder))
    } catch {
      throw .missingInput(path: folder, what: "readable site folder (\(error))")
    }
    let shown = SiteBuild.problemsShown
    for problem in report.problems.prefix(shown) { console.say(problem.description) }
    if report.problems.count > shown {
      console.say("… and \(report.problems.count - shown) more problems")
    }
    let pages = "\(report.pageCount) page\(report.pageCount == 1 ? "" : "s")"
    let problems = "\(report.problems.count) problem\(report.problems.count == 1 ? "" : "s")"
    console.say("\(pages), \(problems)")
    if !report.isValid { throw .problemsFound(count: report.problems.count) }
  }
}
