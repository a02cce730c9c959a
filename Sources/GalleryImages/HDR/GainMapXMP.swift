/// A gain map's parameters as XMP (Adobe's `hdrgm:` namespace, which Ultra HDR uses too), rebuilt from
/// an original's packet with nothing but those parameters. An XMP packet can hold anything (a place, a
/// name, a serial number), so a derivative never carries the original's packet: only the values read
/// here, each checked to be a number (or True/False), in a packet this type writes and recognises.
package struct GainMapXMP: Equatable, Sendable {
  /// The parameters, by name, in the order `names` lists them; a value is one number or three (per
  /// channel).
  package var values: [(name: String, numbers: [String])]

  package static func == (lhs: GainMapXMP, rhs: GainMapXMP) -> Bool {
    lhs.values.map(\.name) == rhs.values.map(\.name) && lhs.values.map(\.numbers) == rhs.values.map(\.numbers)
  }

  /// Every parameter the namespace defines (version 1.0).
  static let names = [
    "Version", "BaseRenditionIsHDR", "GainMapMin", "GainMapMax", "Gamma", "OffsetSDR", "OffsetHDR",
    "HDRCapacityMin", "HDRCapacityMax",
  ]
  static let prefix = Array("http://ns.adobe.com/xap/1.0/\0".utf8)

  /// The parameters of an XMP segment's body (after its namespace); nil when it names no gain map
  /// version or holds a value that is not a number (or True/False).
  package init?(packet: ArraySlice<UInt8>) {
    let text = String(decoding: packet, as: UTF8.self)
    var values: [(String, [String])] = []
    for name in Self.names {
      guard let numbers = Self.value(of: name, in: text) else { continue }
      guard numbers.allSatisfy({ Self.isNumber($0) || (name == "BaseRenditionIsHDR" && Self.isBoolean($0)) }),
        numbers.count == 1 || (numbers.count == 3 && name != "Version" && name != "BaseRenditionIsHDR")
      else { return nil }
      values.append((name, numbers))
    }
    guard values.first?.0 == "Version" else { return nil }
    self.values = values
  }

  /// The packet a gain map image carries: one description of the parameters, nothing else.
  package var segment: [UInt8] {
    var attributes = ""
    var elements = ""
    for (name, numbers) in values {
      if numbers.count == 1 {
        attributes += " hdrgm:\(name)=\"\(numbers[0])\""
      } else {
        elements +=
          "<hdrgm:\(name)><rdf:Seq>" + numbers.map { "<rdf:li>\($0)</rdf:li>" }.joined()
          + "</rdf:Seq></hdrgm:\(name)>"
      }
    }
    return Self.segment(attributes: attributes, elements: elements)
  }

  /// The packet a primary image carries to announce its gain map (found through the MPF index).
  package static let announcingSegment = segment(attributes: " hdrgm:Version=\"1.0\"", elements: "")

  private static func segment(attributes: String, elements: String) -> [UInt8] {
    let description =
      "<rdf:Description rdf:about=\"\" xmlns:hdrgm=\"http://ns.adobe.com/hdr-gain-map/1.0/\"\(attributes)"
      + (elements.isEmpty ? "/>" : ">\(elements)</rdf:Description>")
    let packet =
      "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">"
      + description + "</rdf:RDF></x:xmpmeta>"
    return JPEGSegments.segment(0xE1, prefix + Array(packet.utf8))
  }

  /// `hdrgm:NAME="v"`, or `<hdrgm:NAME>v</hdrgm:NAME>`, or the `rdf:li` items of its `rdf:Seq`. (The
  /// names come from `names`: letters only, nothing a pattern would read as its own syntax.)
  private static func value(of name: String, in text: String) -> [String]? {
    guard let attributePattern = try? Regex("hdrgm:\(name)=\"([^\"]{0,64})\""),
      let elementPattern = try? Regex(
        "<hdrgm:\(name)>\\s*([^<]{0,64}|<rdf:Seq>.{0,400}?</rdf:Seq>)\\s*</hdrgm:\(name)>")
    else { return nil }
    if let attribute = text.firstMatch(of: attributePattern) {
      return [String(attribute.output[1].substring ?? "")]
    }
    guard let element = text.firstMatch(of: elementPattern) else { return nil }
    let inner = String(element.output[1].substring ?? "")
    guard inner.hasPrefix("<rdf:Seq>") else { return [inner.trimmingWhitespace] }
    return inner.matches(of: /<rdf:li>([^<]{0,64})<\/rdf:li>/).map { String($0.output.1).trimmingWhitespace }
  }

  static func isNumber(_ text: String) -> Bool {
    text.wholeMatch(of: /-?[0-9]{1,12}(\.[0-9]{1,12})?([eE][-+]?[0-9]{1,3})?/) != nil
  }

  static func isBoolean(_ text: String) -> Bool { text == "True" || text == "False" }
}

extension String {
  fileprivate var trimmingWhitespace: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
