extension LiveReload {
  /// The page script (served at `scriptPath`, never written into the site).
  ///
  /// - One stream per browser: each tab asks for the lock `cleangallery-live-reload`; the tab holding
  ///   it (until it closes: the lock's promise never settles) opens the `EventSource` and posts every
  ///   event on the `BroadcastChannel` of the same name; the others act on what it posts, and ask it
  ///   for the server's `hello` when they start. When the leader closes, the browser hands the lock to
  ///   the next tab waiting, which opens the stream. Without Web Locks or BroadcastChannel, each tab
  ///   opens its own.
  /// - Reloads on `reload`, or on a `hello` that names another server run or site generation than the
  ///   one the page has seen (a change made while no stream was open), but not once the page has sent
  ///   a form: it is already on its way to the next page, and a reload for the very change the form
  ///   made would cancel that navigation.
  /// - A stream the server refused (503: too many) or that is not a stream is closed by the browser
  ///   for good: the script opens another after 1 s, doubling up to 30 s, so a page never silently
  ///   stops reloading (the browser itself retries a stream that merely lost its connection).
  /// - Ignores the `reload` (or `hello`) for a change the page made itself: the organizer calls
  ///   `window.cleangalleryLiveReload.expect(promise)` with each save, the promise settling to the
  ///   generation the answer names (or null); events arriving while a save is in flight wait for its
  ///   answer, then reload only for a generation that is not the page's own. Other tabs reload.
  /// - Knows which site it shows: the page's `Server-Timing: generation` (the server run and generation
  ///   it was served at), so a page served just before a change whose `reload` it was too young to
  ///   hear reloads on the next `hello` naming a later generation (the leading tab keeps the `hello` it
  ///   gives the others current with each change's `generation` event); never for an earlier one.
  /// - Shows a build problem in a banner made with `textContent` (the message is never parsed as HTML).
  ///
  /// The file `Resources/live-reload.js`, embedded into the binary when it is built (see
  /// `OrganizerAssets`); it names `eventsPath` itself (a test holds the two together).
  static let script = PackageResources.live_reload_js
}
