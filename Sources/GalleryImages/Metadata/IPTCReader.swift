/// Reads the texts of an IPTC IIM block (the "IPTC" of older software and many newsroom workflows):
/// 2:05 Object Name (a title), 2:120 Caption/Abstract (a description) and the 2:25 Keywords.
///
/// The block arrives as JPEG's APP13 payload ("Photoshop 3.0\0", then Photoshop image resources, the
/// IIM being resource 0x0404) or as bare IIM datasets (TIFF's IPTC tag). Every length is the file's, so
/// each is bounds-checked and every step moves forward: damaged bytes end the walk, never loop it.
///
/// IIM text has no encoding of its own: it is UTF-8 only when dataset 1:90 (coded character set) says
/// `ESC % G`; otherwise it is read as Latin-1, as the writers of that era meant. A value that claims
/// UTF-8 and is not is dropped rather than shown as mojibake.
enum IPTCReader {
  /// More datasets or resources than a real block has.
  static let maximumSteps = 10_000

  private static let photoshopHeader = Array("Photoshop 3.0".utf8) + [0]
  private static let resourceSignature = Array("8BIM".utf8)
  /// The resource holding the IIM datasets.
  private static let iptcResource: UInt16 = 0x0404
  /// `ESC % G`: "the text is UTF-8" in dataset 1:90.
  private static let utf8Marker: [UInt8] = [0x1B, 0x25, 0x47]

  /// The metadata of a block, as written; empty when there is none to read.
  static func read(_ bytes: [UInt8]) -> PhotoMetadata {
    guard let iim = iimDatasets(in: bytes) else { return PhotoMetadata() }
    let records = datasets(iim)
    let isUTF8 = records.first { $0.record == 1 && $0.dataset == 90 }.map { $0.value == utf8Marker } ?? false
    func texts(_ dataset: UInt8) -> [String] {
      records.filter { $0.record == 2 && $0.dataset == dataset }.compactMap { text($0.value, utf8: isUTF8) }
    }
    return PhotoMetadata(title: texts(5).first, description: texts(120).first, tags: texts(25))
  }

  /// The IIM part of a block: resource 0x0404 of a Photoshop block, or the block itself when it starts
  /// with a dataset's tag marker.
  static func iimDatasets(in bytes: [UInt8]) -> ArraySlice<UInt8>? {
    if bytes.first == 0x1C { return bytes[...] }
    guard bytes.starts(with: photoshopHeader) else { return nil }
    var position = photoshopHeader.count
    for _ in 0..<maximumSteps {
      // "8BIM", a 2-byte id, a Pascal name padded to an even length, a 4-byte size, data padded to even.
      guard position + 6 < bytes.count, bytes[position..<position + 4].elementsEqual(resourceSignature)
      else { return nil }
      let id = UInt16(bytes[position + 4]) << 8 | UInt16(bytes[position + 5])
      let nameLength = Int(bytes[position + 6])
      let sizeAt = position + 6 + (nameLength + 2) / 2 * 2
      guard sizeAt + 4 <= bytes.count else { return nil }
      let size = bytes[sizeAt..<sizeAt + 4].reduce(0) { $0 << 8 | Int($1) }
      let dataAt = sizeAt + 4
      guard size <= bytes.count - dataAt else { return nil }
      if id == iptcResource { return bytes[dataAt..<dataAt + size] }
      position = dataAt + size + size % 2
    }
    return nil
  }

  struct Dataset: Equatable {
    var record: UInt8
    var dataset: UInt8
    var value: [UInt8]
  }

  /// The datasets in order: each a tag marker 0x1C, record and dataset numbers, a length and the value.
  /// An extended length (high bit set: the next N bytes hold it) is read when it fits in four bytes.
  static func datasets(_ bytes: ArraySlice<UInt8>) -> [Dataset] {
    var found: [Dataset] = []
    var position = bytes.startIndex
    for _ in 0..<maximumSteps {
      guard position + 5 <= bytes.endIndex, bytes[position] == 0x1C else { break }
      let record = bytes[position + 1]
      let dataset = bytes[position + 2]
      var length = Int(bytes[position + 3]) << 8 | Int(bytes[position + 4])
      var valueAt = position + 5
      if length & 0x8000 != 0 {
        let count = length & 0x7FFF
        guard (1...4).contains(count), valueAt + count <= bytes.endIndex else { break }
        length = bytes[valueAt..<valueAt + count].reduce(0) { $0 << 8 | Int($1) }
        valueAt += count
      }
      guard length <= bytes.endIndex - valueAt else { break }
      found.append(Dataset(record: record, dataset: dataset, value: Array(bytes[valueAt..<valueAt + length])))
      position = valueAt + length
    }
    return found
  }

  /// A value as text: UTF-8 when the block says so (nil when it is not valid UTF-8), else Latin-1.
  static func text(_ bytes: [UInt8], utf8: Bool) -> String? {
    if utf8 { return String(validating: bytes, as: UTF8.self) }
    return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
  }
}
