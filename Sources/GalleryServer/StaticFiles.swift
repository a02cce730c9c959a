import CGallerySystem
import GalleryCore

#if canImport(Glibc)
  import Glibc
#endif

/// Answers GET and HEAD for the files of the built site, as a static host would, with nothing outside
/// the site ever opened: every file is opened with `cg_open_beneath` (links are followed only while they
/// stay inside the site, checked by the kernel at open time), then checked on its descriptor.
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
    let folder = Glibc.open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { return .notFound }
    defer { close(folder) }
    guard var opened = Self.openInside(path.isEmpty ? "index.html" : path, folder: folder) else {
      return .notFound
    }
    if opened.info.st_mode & S_IFMT == S_IFDIR {
      close(opened.fd)
      guard let index = Self.openInside(path + "/index.html", folder: folder) else { return .notFound }
      // A folder's address without its slash: send the browser to the one with it, so the page's
      // relative links resolve inside the folder.
      guard isFolder || path.isEmpty else {
        close(index.fd)
        return .response(Self.redirect(to: "/" + path + "/", status: 301))
      }
      opened = index
    } else if isFolder && !path.isEmpty {
      // A file addressed as a folder ("/index.html/") names nothing.
      close(opened.fd)
      return .notFound
    }
    let (fd, info) = (opened.fd, opened.info)
    guard info.st_mode & S_IFMT == S_IFREG else {
      close(fd)
      return .notFound
    }
    // The type is the file's own, not the name a link gave it.
    let type = ContentType.of(opened.real)
    let isPage = type.hasPrefix("text/html")
    let tag = Self.entityTag(info, live: isPage && decoratePage != nil)
    var headers: [(name: String, value: String)] = [
      ("Content-Type", type), ("ETag", tag), ("Last-Modified", Timestamps.http(info.st_mtim.tv_sec)),
      ("Cache-Control", "no-cache"), ("X-Content-Type-Options", "nosniff"),
    ]
    if type.hasPrefix("image/svg") { headers.append(("Content-Security-Policy", Self.svgPolicy)) }
    if Self.isFresh(request, tag: tag, modified: info.st_mtim.tv_sec) {
      close(fd)
      return .response(HTTPResponse(status: 304, headers: headers.filter { $0.name != "Content-Type" }))
    }
    let size = UInt64(info.st_size)
    guard isPage, let decoratePage else {
      return .response(HTTPResponse(status: 200, headers: headers, body: .file(descriptor: fd, size: size)))
    }
    let bytes = try? FileSystem.readOpened(fd, limit: Int(size)).get()
    close(fd)
    guard let bytes, bytes.count == Int(size) else { return .notFound }
    return .response(HTTPResponse(status: 200, headers: headers, body: .bytes(decoratePage(bytes))))
  }

  /// Opens `path` inside the site (see `openFile`) and finds where it really is: a link may lead to
  /// another file of the site, but never to a hidden one (the tool's record, a `.git` folder), which
  /// the address itself could not name.
  static func openInside(_ path: String, folder: Int32) -> (fd: Int32, info: stat, real: String)? {
    // The usual case, a path without links: it names the file itself, and the address was checked.
    let direct = cg_open_beneath(folder, path, 0)
    if direct >= 0 {
      var info = stat()
      guard fstat(direct, &info) == 0 else {
        close(direct)
        return nil
      }
      return (direct, info, path)
    }
    guard errno == ELOOP || errno == ENOSYS else { return nil }
    let fd = openFile(path, beneath: folder)
    guard fd >= 0 else { return nil }
    var info = stat()
    guard fstat(fd, &info) == 0, let real = FileSystem.openedPath(fd),
      let base = FileSystem.openedPath(folder),
      real == base || real.hasPrefix(base == "/" ? "/" : base + "/")
    else {
      close(fd)
      return nil
    }
    let relative = real.dropFirst(base.count).split(separator: "/")
    guard !relative.contains(where: { $0.hasPrefix(".") && $0 != ".well-known" }) else {
      close(fd)
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
  static func entityTag(_ info: stat, live: Bool) -> String {
    let time = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    return "\"\(String(info.st_ino, radix: 16))-\(String(info.st_size, radix: 16))-\(String(time, radix: 16))"
      + (live ? "-live\"" : "\"")
  }

  static func redirect(to location: String, status: Int) -> HTTPResponse {
    HTTPResponse(
      status: status, headers: [("Location", location), ("Content-Type", "text/plain; charset=utf-8")],
      body: .bytes(Array("See \(location)\n".utf8)))
  }

  /// Opens `path` beneath the folder, following links only inside it; a kernel without openat2 gets a
  /// component-by-component walk that follows no link at all.
  static func openFile(_ path: String, beneath folder: Int32) -> Int32 {
    let fd = cg_open_beneath(folder, path, 1)
    guard fd < 0, errno == ENOSYS else { return fd }
    var current = dup(folder)
    let parts = path.split(separator: "/")
    for (index, part) in parts.enumerated() {
      let isLast = index == parts.count - 1
      let next = openat(
        current, String(part), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | (isLast ? 0 : O_DIRECTORY))
      close(current)
      guard next >= 0 else { return -1 }
      current = next
    }
    return current
  }
}
