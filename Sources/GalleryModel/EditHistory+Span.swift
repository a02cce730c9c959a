import Foundation
import GalleryCore
import Glibc

extension EditHistory {
  /// One of a step's spans of `gallery.json`: the bytes as an edit made them, or the base64 the history
  /// file holds, decoded only when the step is undone or redone.
  ///
  /// Why not decoded when read: a command-line edit reads the whole history and writes its steps back
  /// as it read them (`Memo`), and touches no span but its own new one. A full history keeps 16 MB of
  /// spans: decoding them made two copies (base64 to `Data`, `Data` to an array), 32 MB of new memory
  /// on every `gallery set`, and most of a read that took 23–100 ms.
  ///
  /// What is checked when read: a length that is a multiple of four, and `=` only as the last one or
  /// two characters, which gives the byte count every check of the step uses. The other characters
  /// are checked when the span is decoded: one that is not base64 makes the step damaged then (undo
  /// and redo keep the file aside and say so, naming the step), as a step whose bytes do not rebuild
  /// its version does.
  package struct Span: Sendable, Equatable, Decodable {
    private enum Storage: Sendable {
      case bytes([UInt8])
      case base64(ArraySlice<UInt8>)
    }

    private let storage: Storage
    /// How many bytes the span holds.
    package let count: Int

    init(_ bytes: [UInt8]) {
      storage = .bytes(bytes)
      count = bytes.count
    }

    /// A span as the file holds it (without the quotes), or nil when its length or padding is not
    /// base64's (RFC 4648, padded, as `JSONEncoder` writes `Data`).
    init?(base64 text: ArraySlice<UInt8>) {
      guard text.count % 4 == 0 else { return nil }
      let padding = text.suffix(2).reversed().prefix { $0 == UInt8(ascii: "=") }.count
      let hasInnerPadding = text.dropLast(padding).withUnsafeBufferPointer { buffer in
        buffer.baseAddress.map { memchr($0, Int32(UInt8(ascii: "=")), buffer.count) != nil } ?? false
      }
      guard !hasInnerPadding else { return nil }
      storage = .base64(text)
      count = text.count / 4 * 3 - padding
    }

    /// The JSONDecoder's reading (a file in a shape the hand reader leaves to it): `Data`'s base64.
    package init(from decoder: any Decoder) throws {
      self.init(Array(try decoder.singleValueContainer().decode(Data.self)))
    }

    /// The span's bytes: nil when the file's text is not base64.
    package var bytes: [UInt8]? {
      switch storage {
      case .bytes(let bytes): return bytes
      case .base64(let text):
        guard let data = Data(base64Encoded: Data(text)), data.count == count else { return nil }
        return Array(data)
      }
    }

    /// The span in base64, as the file writes it (without the quotes): the file's own text when it was
    /// read from one.
    var base64: ArraySlice<UInt8> {
      switch storage {
      case .bytes(let bytes): return Array(Data(bytes).base64EncodedData())[...]
      case .base64(let text): return text
      }
    }

    /// The same bytes. A span compared with itself (the memo's step and the history's, read from one
    /// file) is not read; spans of one kind are compared as they are, others decoded.
    package static func == (a: Span, b: Span) -> Bool {
      guard a.count == b.count else { return false }
      switch (a.storage, b.storage) {
      case (.bytes(let x), .bytes(let y)): return x.sameBytes(as: y)
      case (.base64(let x), .base64(let y)) where x.sameBytes(as: y): return true
      default:
        guard let x = a.bytes, let y = b.bytes else { return false }
        return x.sameBytes(as: y)
      }
    }
  }
}
