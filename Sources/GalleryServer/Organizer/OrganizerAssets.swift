/// The organizer `gallery serve` adds to the pages it serves (issue 24): its script and its style,
/// served at `/_gallery/organizer.js` and `/_gallery/organizer.css`, never written into the site.
///
/// They are files, `Resources/organizer.js` and `Resources/organizer.css`, which CI checks as a
/// browser parses them (scripts/asset-check), embedded into the binary when it is built
/// (`.embedInCode`), so the one binary carries them wherever it is installed. The script builds every
/// element with `createElement` and fills it with `textContent` only: every text the server sends back
/// is the person's, and hostile until shown as text.
enum OrganizerAssets {
  /// Served at `/_gallery/organizer.js`.
  static let script = PackageResources.organizer_js

  /// Served at `/_gallery/organizer.css`.
  static let style = PackageResources.organizer_css
}
