/// The bytes of a page being rendered: a growable buffer whose append is a capacity check and a
/// `memcpy`.
///
/// A page is a few hundred small appends (text between tags, interpolated values); through
/// `Array.append(contentsOf:)` each cost more than the copy itself, measured as a tenth of the
/// render time. Non-copyable, so the storage has exactly one owner and is freed in `deinit`.
struct TemplateByteBuffer: ~Copyable {
  private var storage: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    storage = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
  }

  deinit {
    storage.deallocate()
  }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count)
    UnsafeMutableRawPointer(storage + count).copyMemory(from: source, byteCount: bytes.count)
    count += bytes.count
  }

  mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  mutating func append(_ text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends a string's UTF-8, copying it to contiguous storage first in the rare case it is not.
  mutating func append(utf8 string: String) {
    let copied: Void? = string.utf8.withContiguousStorageIfAvailable { append($0) }
    if copied == nil {
      var native = string
      native.makeContiguousUTF8()
      native.utf8.withContiguousStorageIfAvailable { append($0) }
    }
  }

  func withUnsafeBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    body(UnsafeBufferPointer(start: storage, count: count))
  }

  /// The bytes as a string. Swift validates UTF-8 either way; initializing the string's storage
  /// directly validates in place rather than copying and then validating.
  func string() -> String {
    withUnsafeBytes { bytes in
      String(unsafeUninitializedCapacity: bytes.count) { target in
        target.initialize(fromContentsOf: bytes)
      }
    }
  }

  private mutating func reserve(_ extra: Int) {
    guard count + extra > capacity else { return }
    let grown = max(capacity * 2, count + extra)
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    larger.moveInitialize(from: storage, count: count)
    storage.deallocate()
    storage = larger
    capacity = grown
  }
}
