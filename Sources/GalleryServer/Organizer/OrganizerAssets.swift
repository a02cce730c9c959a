/// The organizer `gallery serve` adds to the pages it serves (issue 24): its script and its style,
/// served at `/_gallery/organizer.js` and `/_gallery/organizer.css`, never written into the site. In
/// Swift, as the live-reload script is, so the one binary carries them wherever it is installed.
enum OrganizerAssets {
  /// Served at `/_gallery/organizer.js`.
  static let script = Array(
    """
    // Added by `gallery serve` to the pages it serves; never part of the built site.

    """.utf8)

  /// Served at `/_gallery/organizer.css`.
  static let style = Array(
    """
    /* Added by `gallery serve` to the pages it serves; never part of the built site. */

    """.utf8)
}
