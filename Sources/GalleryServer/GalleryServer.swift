import GalleryCore
import GalleryModel
import GalleryPaths
import GalleryScenes

/// Request in, response out: the routes of `gallery serve`.
///
/// - `GET`/`HEAD` of a site file: the file as built (`StaticFiles`), pages with the live-reload script;
///   an edit page is rendered by the ImageIndexEdit scene from the kept gallery, saying its form saves.
/// - `POST` to an edit page (its form's action): the SaveIndex use case through `LiveGallery.move`,
///   then `303 See Other` to the photo's page, so the browser shows the new order next.
/// - The live-reload script and event stream (`LiveReload`).
/// Anything else: 404 with the theme's message page, 405 for other methods.
final class GalleryServer: Sendable {
  let live: LiveGallery
  let reload: LiveReload
  let files: StaticFiles
  let editGuard: EditGuard
  private let siteMap = SiteMap()

  /// Bound to a loopback address: then every request, not only a move, must name this server in its
  /// `Host` (a page on another site rebinding its DNS name to 127.0.0.1 can then read nothing).
  let isLoopbackOnly: Bool

  init(
    live: LiveGallery, reload: LiveReload, output: String, port: Int, allowsRemoteEdits: Bool,
    isLoopbackOnly: Bool
  ) {
    self.live = live
    self.reload = reload
    self.isLoopbackOnly = isLoopbackOnly
    files = StaticFiles(
      root: output,
      decoratePage: { [live] page in LiveReload.decorate(page, organizer: !live.isPublished) })
    editGuard = EditGuard(port: port, allowsRemoteEdits: allowsRemoteEdits)
  }

  /// Sent on every answer (`HTTPServer` adds them, to its own refusals too). No other page may show
  /// one of these in a frame: a page on another site framing a move page could otherwise make a
  /// visitor's click inside it save a move (the request is then same-origin, so `EditGuard` passes).
  static let everyResponseHeaders: [(name: String, value: String)] = [
    ("Content-Security-Policy", "frame-ancestors 'none'"), ("X-Frame-Options", "DENY"),
    ("Referrer-Policy", "same-origin"),
  ]

  func handle(_ request: HTTPRequest) -> HTTPResponse { route(request) }

  private func route(_ request: HTTPRequest) -> HTTPResponse {
    let isPost = request.method == "POST"
    guard isPost || request.method == "GET" || request.method == "HEAD" else {
      var response = HTTPResponse.text(
        405, "Method \(request.method) is not allowed here: only GET, HEAD and POST.")
      response.headers.append(("Allow", "GET, HEAD, POST"))
      return response
    }
    if isLoopbackOnly && !editGuard.isServed(host: request.header("Host") ?? "") {
      return message(
        403, "Not this server",
        "This server answers only requests addressed to it (localhost or its address).")
    }
    let path: String
    let isFolder: Bool
    switch RequestPath(target: request.target) {
    case .refused(let status, let reason):
      return message(
        status, "This address cannot be served", Self.sentence(reason) + ".")
    case .site(let sitePath, let folder):
      (path, isFolder) = (sitePath, folder)
    }
    // A file's address with a slash after it names nothing (its relative links would break), as for
    // static files: not found, never saved.
    if isFolder && (editedPhotoID(path) != nil || Self.ownPaths.contains("/" + path)) {
      return notFound()
    }
    if !isFolder && ("/" + path).hasPrefix(Self.editPrefix) {
      return editRoute(request, action: String(("/" + path).dropFirst(Self.editPrefix.count)))
    }
    // A published site has no move pages: nothing to show, nothing to save.
    let photoID = live.isPublished ? nil : editedPhotoID(path)
    if isPost {
      guard let photoID else {
        var response = HTTPResponse.text(405, "Only a photo's move page accepts POST.")
        response.headers.append(("Allow", "GET, HEAD"))
        return response
      }
      return save(request, photoID: photoID)
    }
    switch "/" + path {
    case LiveReload.scriptPath:
      return HTTPResponse(
        status: 200,
        headers: [("Content-Type", "text/javascript; charset=utf-8"), ("Cache-Control", "no-cache")],
        body: .bytes(LiveReload.script))
    case LiveReload.eventsPath:
      let headers = [("Content-Type", "text/event-stream; charset=utf-8"), ("Cache-Control", "no-store")]
      if request.method == "HEAD" { return HTTPResponse(status: 200, headers: headers) }
      guard let stream = reload.stream() else {
        return .text(503, "Too many pages are listening for changes; close some tabs.")
      }
      return HTTPResponse(status: 200, headers: headers, body: .stream(stream))
    case Self.organizerScriptPath where !live.isPublished:
      return Self.asset(OrganizerAssets.script, type: "text/javascript; charset=utf-8")
    case Self.organizerStylePath where !live.isPublished:
      return Self.asset(OrganizerAssets.style, type: "text/css; charset=utf-8")
    case Self.organizerWordsPath where !live.isPublished:
      return Self.asset(OrganizerWords.script(live.words ?? .english), type: "text/javascript; charset=utf-8")
    default: break
    }
    if let photoID, let page = live.editPage(photoID: photoID) {
      return HTTPResponse(
        status: 200,
        headers: [
          ("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store"),
          reload.servedSiteHeader,
        ],
        body: .bytes(LiveReload.decorate(page.bytes, organizer: true)))
    }
    switch files.respond(to: request, path: path, isFolder: isFolder) {
    case .response(var response):
      // Which site the page is: its script compares it with the stream's `hello`, so a page served
      // just before a change (whose `reload` it was too young to hear) still reloads.
      if response.headers.contains(where: { $0.name == "Content-Type" && $0.value.hasPrefix("text/html") })
        || response.status == 304
      {
        response.headers.append(reload.servedSiteHeader)
      }
      return response
    case .notFound: return notFound()
    }
  }

  /// The addresses the server answers itself, besides the site's files (and `editPrefix`'s).
  private static let ownPaths: Set<String> = [
    LiveReload.scriptPath, LiveReload.eventsPath, organizerScriptPath, organizerStylePath, organizerWordsPath,
  ]

  private static func asset(_ bytes: [UInt8], type: String) -> HTTPResponse {
    HTTPResponse(
      status: 200, headers: [("Content-Type", type), ("Cache-Control", "no-cache")], body: .bytes(bytes))
  }

  private func notFound() -> HTTPResponse {
    message(
      404, "Page not found", "The site has no page at this address. It may have been moved or removed.",
      links: [.init(href: "/index.html", label: "Go to the gallery")])
  }

  /// The photo id of an edit page's path ("edit/ID.html"), when it names a photo of the gallery's.
  private func editedPhotoID(_ path: String) -> String? {
    let prefix = SiteMap.editFolder + "/"
    let suffix = ".html"
    guard path.hasPrefix(prefix), path.hasSuffix(suffix), path.count > prefix.count + suffix.count else {
      return nil
    }
    let id = String(path.dropFirst(prefix.count).dropLast(suffix.count))
    return siteMap.editPage(photoID: id) == path ? id : nil
  }

  /// A move from the form: checked, saved, and answered with the photo's page.
  private func save(_ request: HTTPRequest, photoID: String) -> HTTPResponse {
    let editPage = "/" + siteMap.editPage(photoID: photoID)
    let back = [ServerMessagePage.Link(href: editPage, label: "Back to the move page")]
    if let refusal = editGuard.refusal(request) {
      return message(403, "Not saved", refusal, links: back)
    }
    guard request.isForm() else {
      return message(
        415, "Not saved", "The form must be sent as application/x-www-form-urlencoded.", links: back)
    }
    guard let form = FormBody(request.body) else {
      return message(
        400, "Not saved", "The form could not be read (a bad escape, or text that is not UTF-8).", links: back
      )
    }
    if let problem = form.repeatProblem() {
      return message(400, "Not saved", "Nothing was saved: \(problem).", links: back)
    }
    guard let position = form.fields["position"] else {
      return message(400, "Not saved", "The form sent no new position.", links: back)
    }
    // Digits only, as the form's choices are: no sign, space, leading zero or other digit forms, which
    // a number parser would read as some position the visitor never chose.
    guard let number = Self.position(position) else {
      return failedMove(.usage("not a position"), photoID: photoID, position: position, links: back)
    }
    do {
      let outcome = try live.move(photoID: photoID, to: number, album: form.fields["album"])
      if outcome.changed { reload.siteChanged() }
      return StaticFiles.redirect(to: "/" + siteMap.detailPage(photoID: photoID), status: 303)
    } catch {
      return failedMove(error, photoID: photoID, position: position, links: back)
    }
  }

  /// `text` with its first letter a capital: a reason (worded to follow "error: " on the command line)
  /// as the start of a sentence on a page or in an answer.
  static func sentence(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }

  /// A form's position as the edit scene takes it: `1`…`9` then any ASCII digits, within `Int`; nil
  /// for anything else (the caller words the refusal as its form's).
  static func position(_ text: String) -> Int? {
    guard let first = text.utf8.first, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(first),
      text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    return Int(text)
  }

  private func failedMove(
    _ error: GalleryError, photoID: String, position: String, links: [ServerMessagePage.Link]
  ) -> HTTPResponse {
    switch (error, error.galleryProblem) {
    case (.usage, _), (_, .positionOutOfRange?), (_, .positionOutOfRangeIn?), (_, .positionMissing?):
      // Positions count inside the photo's album.
      let count = live.positionCount(ofPhoto: photoID) ?? live.look.photoCount
      return message(
        400, "Not saved",
        "“\(Quoted.text(position, limit: 40))” is not a position: choose a whole number from 1 to \(count).",
        links: links)
    case (_, .unknownPhoto?):
      return message(404, "Not saved", "The gallery has no such photo (was it removed?).", links: links)
    case (_, .unknownAlbum?):
      return message(400, "Not saved", error.description, links: links)
    case (.locked, _), (.changedOnDisk, _):
      return message(
        409, "Not saved",
        "The gallery was being changed by another command: try again. (\(error.description))",
        links: links)
    case (.cannotWrite, _), (.internalError, _), (.cannotServe, _):
      return message(500, "Not saved", error.description, links: links)
    case (_, .invalidField?), (_, .editHistory?):
      return message(
        EditFailure.status(of: error).status, "Not saved", EditFailure.message(of: error), links: links)
    default:
      return message(
        409, "Not saved", "The gallery on disk cannot be built, so nothing was saved: \(error.description)",
        links: links)
    }
  }

  private func message(
    _ status: Int, _ title: String, _ text: String, links: [ServerMessagePage.Link] = []
  ) -> HTTPResponse {
    let look = live.look
    return ServerMessagePage(status: status, title: title, text: text, links: links)
      .response(theme: look.theme, siteTitle: look.title)
  }
}
