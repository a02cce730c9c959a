/// The `Content-Type` of a served file, by its extension; text types say their charset.
enum ContentType {
  static let byExtension: [String: String] = [
    "html": "text/html; charset=utf-8", "htm": "text/html; charset=utf-8",
    "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
    "mjs": "text/javascript; charset=utf-8", "json": "application/json; charset=utf-8",
    "xml": "application/xml; charset=utf-8", "txt": "text/plain; charset=utf-8",
    "svg": "image/svg+xml; charset=utf-8", "jpg": "image/jpeg", "jpeg": "image/jpeg", "png": "image/png",
    "gif": "image/gif", "webp": "image/webp", "avif": "image/avif", "ico": "image/x-icon",
    "tif": "image/tiff", "tiff": "image/tiff", "heic": "image/heic", "heif": "image/heif",
    "woff2": "font/woff2", "woff": "font/woff", "webmanifest": "application/manifest+json",
    "mp4": "video/mp4", "m4v": "video/mp4", "webm": "video/webm", "vtt": "text/vtt; charset=utf-8",
  ]

  /// Unknown extensions are sent as bytes, never guessed as something a browser would run.
  static let fallback = "application/octet-stream"

  static func of(_ path: String) -> String {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return fallback }
    return byExtension[path[path.index(after: dot)...].lowercased()] ?? fallback
  }
}
