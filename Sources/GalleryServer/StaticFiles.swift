import GalleryCore

/// Answers GET and HEAD for the files of the built site, as a static host would, with nothing outside
/// the site ever opened: every file is opened with `FileSystem.openBeneath` (links are followed only
/// while they stay inside the site, checked by the kernel at open time), then checked on its descriptor.
struct StaticFiles: Sendable {
  /// The site folder (absolute); opened afresh for each request, since a build swaps it.
  let root: String
  /// Adds the live-reload script to an HTML page (see `LiveReload`); nil sends pages as they are.
  let decoratePage: (@Sendable ([UInt8]) -> [UInt8])?

  enum Outcome {
    case response(HTTPResponse)
    case notFound
  }

  /// Scripts in an SVG opened on its own must not run, nor may it load anything, nor be framed (the
  /// policy every answer carries, `GalleryServer.everyResponseHeaders`, which this one replaces).
  static let svgPolicy =
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox; frame-ancestors 'none'"

  func respond(to request: HTTPRequest, path: String, isFolder: Bool) -> Outcome {
    guard let folder = FileSystem.openFolder(root) else { return .notFound }
    defer { FileSystem.close(folder) }
    guard var opened = Self.openInside(path.isEmpty ? "index.html" : path, folder: folder) else {
      return .notFound
    }
    if opened.info.kind == .folder {
      FileSystem.close(opened.fd)
      guard let index = Self.openInside(path + "/index.html", folder: folder) else { return .notFound }
      // A folder's address without its slash: send the browser to the one with it, so the page's
      // relative links resolve inside the folder.
      guard isFolder || path.isEmpty else {
        FileSystem.close(index.fd)
        return .response(Self.redirect(to: "/" + path + "/", status: 301))
      }
      opened = index
    } else if isFolder && !path.isEmpty {
      // A file addressed as a folder ("/index.html/") names nothing.
      FileSystem.close(opened.fd)
      return .notFound
    }
    let (fd, info) = (opened.fd, opened.info)
    guard info.kind == .file else {
      FileSystem.close(fd)
      return .notFound
    }
    // The type is the file's own, not the name a link gave it.
    let type = ContentType.of(opened.real)
    let isPage = type.hasPrefix("text/html")
    let tag = Self.entityTag(info, live: isPage && decoratePage != nil)
    var headers: [(name: String, value: String)] = [
      ("Content-Type", type), ("ETag", tag), ("Last-Modified", Timestamps.http(info.modified.seconds)),
      ("Cache-Control", "no-cache"), ("X-Content-Type-Options", "nosniff"),
    ]
    if type.hasPrefix("image/svg") { headers.append(("Content-Security-Policy", Self.svgPolicy)) }
    if Self.isFresh(request, tag: tag, modified: info.modified.seconds) {
      FileSystem.close(fd)
      return .response(HTTPResponse(status: 304, headers: headers.filter { $0.name != "Content-Type" }))
    }
    let size = UInt64(info.size)
    guard isPage, let decoratePage else {
      // A clip's player asks for byte ranges to seek (and Safari will not play without them).
      headers.append(("Accept-Ranges", "bytes"))
      switch ByteRange.requested(
        request.header("Range"), ifRange: request.header("If-Range"), tag: tag, size: size)
      {
      case .whole:
        return .response(HTTPResponse(status: 200, headers: headers, body: .file(descriptor: fd, size: size)))
      case .part(let range):
        headers.append(("Content-Range", "bytes \(range.lowerBound)-\(range.upperBound - 1)/\(size)"))
        return .response(
          HTTPResponse(
            status: 206, headers: headers,
            body: .fileRange(
              descriptor: fd, offset: range.lowerBound, size: range.upperBound - range.lowerBound)))
      case .unsatisfiable:
        FileSystem.close(fd)
        return .response(
          HTTPResponse(
            status: 416,
            headers: headers.filter { $0.name != "Content-Type" } + [("Content-Range", "bytes */\(size)")]))
      }
    }
    let bytes = try? FileSystem.readOpened(fd, limit: Int(size)).get()
    FileSystem.close(fd)
    guard let bytes, bytes.count == Int(size) else { return .notFound }
    return .response(HTTPResponse(status: 200, headers: headers, body: .bytes(decoratePage(bytes))))
  }

  /// Opens `path` inside the site (see `openFile`) and finds where it really is: a link may lead to
  /// another file of the site, but never to a hidden one (the tool's record, a `.git` folder), which
  /// the address itself could not name.
  static func openInside(
    _ path: String, folder: Int32
  ) -> (fd: Int32, info: FileSystem.FileStatus, real: String)? {
    let fd: Int32
    switch FileSystem.openBeneath(path, in: folder) {
    case nil: return nil
    case .direct(let direct)?:
      // The usual case, a path without links: it names the file itself, and the address was checked.
      guard let info = FileSystem.status(ofOpened: direct) else {
        FileSystem.close(direct)
        return nil
      }
      return (direct, info, path)
    case .throughLinks(let opened)?: fd = opened
    }
    guard let info = FileSystem.status(ofOpened: fd), let real = FileSystem.openedPath(fd),
      let base = FileSystem.openedPath(folder),
      real == base || real.hasPrefix(base == "/" ? "/" : base + "/")
    else {
      FileSystem.close(fd)
      return nil
    }
    let relative = real.dropFirst(base.count).split(separator: "/")
    guard !relative.contains(where: { $0.hasPrefix(".") && $0 != ".well-known" }) else {
      FileSystem.close(fd)
      return nil
    }
    return (fd, info, String(real))
  }

  /// `If-None-Match` (preferred) or `If-Modified-Since` says the browser's copy is current.
  static func isFresh(_ request: HTTPRequest, tag: String, modified: Int) -> Bool {
    if let match = request.header("If-None-Match") {
      return match.split(separator: ",").contains {
        let candidate = String($0.filter { $0 != " " })
        return candidate == tag || candidate == "W/" + tag || candidate == "*"
      }
    }
    // Browsers send back the Last-Modified they were given, so the exact text is compared.
    if let since = request.header("If-Modified-Since") { return since == Timestamps.http(modified) }
    return false
  }

  /// Inode, size and modification time: a file the build did not rewrite keeps its tag across builds.
  static func entityTag(_ info: FileSystem.FileStatus, live: Bool) -> String {
    let time = Int64(info.modified.seconds) * 1_000_000_000 + Int64(info.modified.nanoseconds)
    return "\"\(String(info.inode, radix: 16))-\(String(info.size, radix: 16))-\(String(time, radix: 16))"
      + (live ? "-live\"" : "\"")
  }

  static func redirect(to location: String, status: Int) -> HTTPResponse {
    HTTPResponse(
      status: status, headers: [("Location", location), ("Content-Type", "text/plain; charset=utf-8")],
      body: .bytes(Array("See \(location)\n".utf8)))
  }
}
