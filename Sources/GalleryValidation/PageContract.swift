/// The page contract: the few marks every generated page carries so that tools (sitecheck, tests,
/// scripts of a theme) can tell pages apart and find the photos in them without knowing the theme.
///
/// - `<body data-scene="…">` names the page's scene: `ImageCollection` (grid pages), `ImageDetail` (one
///   per photo), `ImageIndexEdit` (one form per photo), `TagCollection` (a tag's grid pages),
///   `TagIndex` (the list of tags), `DateCollection` (a month's grid pages), `Timeline` (and a year's
///   page), `Search`, `PlaceMap` or `AlbumUnlock` (a private album's passphrase page).
/// - Every `data-photo-id` has a non-empty value: it names a photo of the manifest.
/// - `ImageCollection`, `TagCollection` and `DateCollection`: no `data-photo-id` value appears twice on a page, so the grid, read page after
///   page, lists each photo once and in order.
/// - `ImageDetail`: `<main data-photo-id="…">` names the photo shown; any other `data-photo-id` on the
///   page names the same photo (neighbours are linked without one), so "the page's photo" is one id.
/// - `ImageIndexEdit`: a `<form data-photo-id="…">` names the photo being moved and holds exactly one
///   control named `position`: a `<select>` or an `<input type="number">`. No control named `position`
///   stands outside that form, and any other `data-photo-id` names the same photo.
///
/// Site-wide, `SiteValidator` adds: the site has an `index.html`, and every page can be reached from it
/// through `<a href>` links. The walk (`PageChecks`) gathers the marks; this type judges them.
struct PageContract {
  static let scenes = [
    "ImageCollection", "ImageDetail", "ImageIndexEdit", "TagCollection", "TagIndex", "DateCollection",
    "Timeline", "Search", "PlaceMap", "AlbumUnlock",
  ]
  private static let expectedScenes = "expected one of \(scenes.joined(separator: ", "))"

  struct PhotoMark {
    let mark: SourceMark
    let photoID: String
  }

  struct PositionControl {
    let mark: SourceMark
    /// `select`, or `input` with its `type` attribute (nil when absent).
    let isSelect: Bool
    let type: String?
    let insidePhotoForm: Bool
  }

  var body: SourceMark?
  var scene: String?
  /// The `<main>` elements, with their `data-photo-id` (nil when absent).
  var mains: [(mark: SourceMark, photoID: String?)] = []
  /// The `<form>` elements carrying `data-photo-id`.
  var photoForms: [PhotoMark] = []
  /// Every `<select>` or `<input>` named `position`.
  var positionControls: [PositionControl] = []
  /// Every `data-photo-id` on the page, in document order.
  var photoIDs: [PhotoMark] = []

  /// The contract's problems on `page`; `positions` turns marks into lines and columns.
  func problems(page: String, positions: SourcePositions) -> [ValidationProblem] {
    var report = Report(page: page, positions: positions)
    guard let body else {
      report.add(nil, "page has no <body>, so no data-scene naming its scene")
      return report.problems
    }
    guard let scene else {
      report.add(body, "<body> has no data-scene; \(Self.expectedScenes)")
      return report.problems
    }
    guard Self.scenes.contains(scene) else {
      report.add(body, "<body data-scene=\"\(scene)\"> names no scene; \(Self.expectedScenes)")
      return report.problems
    }
    for carrier in photoIDs where carrier.photoID.isEmpty {
      report.add(carrier.mark, "data-photo-id is empty; it must name a photo")
    }
    switch scene {
    case "ImageCollection", "TagCollection", "DateCollection":
      collectionProblems(&report)
    case "ImageDetail":
      detailProblems(body: body, &report)
    case "ImageIndexEdit":
      editProblems(body: body, &report)
    default:
      break
    }
    return report.problems
  }

  private func collectionProblems(_ report: inout Report) {
    var first: [String: SourceMark] = [:]
    for carrier in photoIDs where !carrier.photoID.isEmpty {
      if let firstMark = first[carrier.photoID] {
        let line = report.line(of: firstMark)
        report.add(
          carrier.mark,
          "data-photo-id '\(carrier.photoID)' appears twice on a grid page (first on line \(line))")
      } else {
        first[carrier.photoID] = carrier.mark
      }
    }
  }

  private func detailProblems(body: SourceMark, _ report: inout Report) {
    guard let main = mains.first else {
      report.add(body, "ImageDetail page has no <main data-photo-id=\"…\"> naming its photo")
      return
    }
    guard let photoID = main.photoID, !photoID.isEmpty else {
      if main.photoID == nil {
        report.add(main.mark, "<main> of an ImageDetail page has no data-photo-id naming its photo")
      }
      return
    }
    reportOtherPhotos(than: photoID, &report)
  }

  private func editProblems(body: SourceMark, _ report: inout Report) {
    guard let form = photoForms.first else {
      report.add(body, "ImageIndexEdit page has no <form data-photo-id=\"…\"> naming the photo it moves")
      return
    }
    let inside = positionControls.filter(\.insidePhotoForm)
    if inside.count != 1 {
      report.add(
        form.mark,
        "the <form> carrying data-photo-id must hold exactly one control named 'position' "
          + "(a <select> or an <input type=\"number\">), found \(inside.count)")
    }
    for control in positionControls {
      if !control.insidePhotoForm {
        report.add(control.mark, "control named 'position' stands outside the <form> carrying data-photo-id")
      }
      if !control.isSelect && control.type?.lowercased() != "number" {
        let found = control.type.map { "type=\"\($0)\"" } ?? "no type"
        report.add(control.mark, "<input name=\"position\"> must have type=\"number\", found \(found)")
      }
    }
    if !form.photoID.isEmpty {
      reportOtherPhotos(than: form.photoID, &report)
    }
  }

  private func reportOtherPhotos(than photoID: String, _ report: inout Report) {
    for carrier in photoIDs where !carrier.photoID.isEmpty && carrier.photoID != photoID {
      report.add(
        carrier.mark,
        "data-photo-id '\(carrier.photoID)' differs from the page's photo '\(photoID)'; "
          + "the page is about one photo")
    }
  }

  /// The problems found so far, each placed by line and column.
  private struct Report {
    let page: String
    var positions: SourcePositions
    var problems: [ValidationProblem] = []

    mutating func add(_ mark: SourceMark?, _ message: String) {
      let (line, column) = mark.map { positions.position(of: $0) } ?? (0, 0)
      problems.append(ValidationProblem(page: page, line: line, column: column, message: message))
    }

    mutating func line(of mark: SourceMark) -> Int {
      positions.position(of: mark).line
    }
  }
}
