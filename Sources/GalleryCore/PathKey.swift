/// A file's path as a key, equal to another only when their bytes are.
///
/// Swift's `String` equality is canonical equivalence: `café.jpg` written with `é` (NFC) and with
/// `e` + U+0301 (NFD) are equal Strings, yet they are two files in one folder. A dictionary or set
/// keyed by such a String makes them one photo (the second's image shown for both, an original not
/// copied). Every table that names files keys them by this instead.
package struct PathKey: Hashable, Sendable {
  package let path: String

  package init(_ path: String) { self.path = path }

  package static func == (left: PathKey, right: PathKey) -> Bool {
    left.path.utf8.elementsEqual(right.path.utf8)
  }

  package func hash(into hasher: inout Hasher) {
    let hashed: Void? = path.utf8.withContiguousStorageIfAvailable { bytes in
      hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    }
    if hashed == nil {
      for byte in path.utf8 { hasher.combine(byte) }
    }
    hasher.combine(path.utf8.count)
  }
}
