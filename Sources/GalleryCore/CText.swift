extension String {
  /// The text a C function wrote into `buffer`, up to its NUL (or the whole buffer), as UTF-8 with
  /// invalid bytes replaced: the reason a library gives (dlerror's, libvips', libmicrohttpd's).
  package init(nulTerminated buffer: [CChar]) {
    self.init(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
