/// The organizer `gallery serve` adds to the pages it serves (issue 24): its script and its style,
/// served at `/_gallery/organizer.js` and `/_gallery/organizer.css`, never written into the site. In
/// Swift, as the live-reload script is, so the one binary carries them wherever it is installed.
///
/// The script is one function run once per page, written in parts (one job each, joined here in this
/// order because later parts use what earlier ones declare): the requests and the toolbar
/// (`scriptCore`), the grids (`scriptGrid`), the photo page's form (`scriptTexts`), then the start
/// (`scriptStart`). It builds every element with `createElement` and fills it with `textContent`
/// only: every text the server sends back is the person's, and hostile until shown as text.
enum OrganizerAssets {
  /// Served at `/_gallery/organizer.js`.
  static let script = Array((scriptCore + scriptGrid + scriptTexts + scriptStart).utf8)

  /// Served at `/_gallery/organizer.css`.
  static let style = Array(styleText.utf8)
}
