import Foundation
import Testing

@testable import GalleryImages

/// The XMP and IPTC parsers on bytes written in the test: the forms real writers use, and the hostile
/// ones a dropped-in file can hold.
@Suite struct MetadataParsersTests {
  /// An XMP packet around `body` (the properties of one `rdf:Description`).
  private func packet(_ body: String, attributes: String = "") -> [UInt8] {
    Array(
      """
      <?xpacket begin='\u{FEFF}' id='W5M0MpCehiHzreSzNTczkc9d'?>
      <x:xmpmeta xmlns:x='adobe:ns:meta/'><rdf:RDF xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#'>
      <rdf:Description rdf:about='' xmlns:dc='http://purl.org/dc/elements/1.1/'
        xmlns:Iptc4xmpCore='http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/' \(attributes)>
      \(body)
      </rdf:Description></rdf:RDF></x:xmpmeta>
      <?xpacket end='w'?>
      """.utf8)
  }

  @Test func readsLanguageAlternativesPreferringXDefault() {
    let metadata = XMPReader.read(
      packet(
        """
        <dc:title><rdf:Alt><rdf:li xml:lang='de'>Klippe</rdf:li><rdf:li xml:lang='x-default'>Cliff</rdf:li></rdf:Alt></dc:title>
        <dc:description><rdf:Alt><rdf:li xml:lang='fr'>Falaise &amp; mer</rdf:li><rdf:li xml:lang='en'>Cliff and sea</rdf:li></rdf:Alt></dc:description>
        <Iptc4xmpCore:AltTextAccessibility><rdf:Alt><rdf:li xml:lang='x-default'>A white cliff</rdf:li></rdf:Alt></Iptc4xmpCore:AltTextAccessibility>
        <dc:subject><rdf:Bag><rdf:li>sea</rdf:li><rdf:li>  cliff </rdf:li><rdf:li><![CDATA[Côte d'Azur]]></rdf:li></rdf:Bag></dc:subject>
        """))
    #expect(
      metadata
        == PhotoMetadata(
          title: "Cliff", description: "Falaise & mer", alt: "A white cliff",
          tags: ["sea", "  cliff ", "Côte d'Azur"]))
  }

  @Test func readsPropertiesWrittenAsAttributesOrPlainTextAndMatchesNamespacesNotPrefixes() {
    let bytes = Array(
      """
      <x:xmpmeta xmlns:x='adobe:ns:meta/'><r:RDF xmlns:r='http://www.w3.org/1999/02/22-rdf-syntax-ns#'>
      <r:Description xmlns:d='http://purl.org/dc/elements/1.1/' d:title='Short form'>
      <d:description>Plain text</d:description><d:subject><r:Seq><r:li>one</r:li></r:Seq></d:subject>
      </r:Description>
      <r:Description xmlns:other='http://example.com/' other:title='Not Dublin Core'/>
      </r:RDF></x:xmpmeta>
      """.utf8)
    #expect(
      XMPReader.read(bytes) == PhotoMetadata(title: "Short form", description: "Plain text", tags: ["one"]))
  }

  @Test(arguments: [
    // A billion laughs: entities are never expanded, and a DOCTYPE is refused before parsing.
    """
    <?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
    <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">
    <!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">]>
    <x:xmpmeta xmlns:x='adobe:ns:meta/' xmlns:dc='http://purl.org/dc/elements/1.1/'><rdf:Description
    xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#'><dc:title>&f;&f;&f;&f;</dc:title></rdf:Description></x:xmpmeta>
    """,
    // An external entity (XXE): no file is read, nothing comes back.
    """
    <!DOCTYPE x [<!ENTITY secret SYSTEM "file:///etc/passwd">]><x:xmpmeta xmlns:x='adobe:ns:meta/'
    xmlns:dc='http://purl.org/dc/elements/1.1/'><rdf:Description xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#'>
    <dc:title>&secret;</dc:title></rdf:Description></x:xmpmeta>
    """,
    // Not well-formed, or not XML at all.
    "<x:xmpmeta><rdf:Description><dc:title>open",
    "no XML here",
    "",
  ])
  func givesNothingForHostileOrBrokenPackets(text: String) {
    let started = ContinuousClock.now
    #expect(XMPReader.read(Array(text.utf8)) == nil)
    #expect(ContinuousClock.now - started < .seconds(2))
  }

  @Test func givesNothingForInvalidUTF8NULsOrAPacketTooLarge() {
    var invalid = packet("<dc:title>Caf\u{E9}</dc:title>")
    let index = invalid.firstIndex(of: 0xC3)!
    invalid[index + 1] = 0x28  // "é" is C3 A9: C3 28 is no UTF-8
    #expect(XMPReader.read(invalid) == nil)
    var withNUL = packet("<dc:title>A</dc:title>")
    withNUL.insert(0, at: withNUL.count / 2)
    #expect(XMPReader.read(withNUL) == nil)
    let huge = packet("<dc:title>A</dc:title>" + String(repeating: " ", count: XMPReader.maximumBytes))
    #expect(XMPReader.read(huge) == nil)
  }

  @Test func survivesDeepNestingWithoutReadingBelowItsDepth() {
    let deep = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
    #expect(XMPReader.read(packet(deep)) == nil)  // libxml2 refuses past 256 levels
    let nested =
      String(repeating: "<rdf:Description>", count: 40) + "<dc:title>Deep</dc:title>"
      + String(repeating: "</rdf:Description>", count: 40)
    #expect(XMPReader.read(packet(nested))?.title == nil)
  }

  /// IIM datasets: tag marker, record, dataset, big-endian length, value.
  private func dataset(_ record: UInt8, _ number: UInt8, _ value: [UInt8]) -> [UInt8] {
    [0x1C, record, number, UInt8(value.count >> 8), UInt8(value.count & 0xFF)] + value
  }

  /// A JPEG APP13 payload: "Photoshop 3.0", an unrelated resource, then the IIM in resource 0x0404.
  private func photoshop(_ iim: [UInt8]) -> [UInt8] {
    let other: [UInt8] = Array("8BIM".utf8) + [0x04, 0x25, 0x03] + Array("abc".utf8) + [0, 0, 0, 1, 7, 0]
    let size = [
      UInt8(iim.count >> 24), UInt8(iim.count >> 16 & 0xFF), UInt8(iim.count >> 8 & 0xFF),
      UInt8(iim.count & 0xFF),
    ]
    return Array("Photoshop 3.0".utf8) + [0] + other + Array("8BIM".utf8) + [0x04, 0x04, 0, 0] + size + iim
  }

  @Test func readsIPTCAsLatin1UnlessItSaysUTF8() {
    let latin1 =
      dataset(2, 5, [0x43, 0x61, 0x66, 0xE9]) + dataset(2, 120, Array("Terrace".utf8))
      + dataset(2, 25, Array("sun".utf8)) + dataset(2, 25, [0x63, 0x61, 0x66, 0xE9])
    #expect(
      IPTCReader.read(photoshop(latin1))
        == PhotoMetadata(title: "Café", description: "Terrace", tags: ["sun", "café"]))
    let utf8 =
      dataset(1, 90, [0x1B, 0x25, 0x47]) + dataset(2, 5, Array("Zürich".utf8))
      + dataset(2, 120, [0x43, 0x61, 0x66, 0xC3, 0x28])
    // Bare IIM (TIFF's IPTC tag) reads the same; the caption that is not UTF-8 is dropped, not garbled.
    #expect(IPTCReader.read(utf8) == PhotoMetadata(title: "Zürich"))
  }

  @Test func endsTheWalkOnDamagedBlocks() {
    let truncated = Array(dataset(2, 5, Array("A title".utf8)).dropLast(3))
    #expect(IPTCReader.read(photoshop(truncated)) == PhotoMetadata())
    var lying = photoshop(dataset(2, 5, Array("A".utf8)))
    lying[lying.count - 10] = 0xFF  // the resource claims more bytes than there are
    #expect(IPTCReader.read(lying) == PhotoMetadata())
    #expect(IPTCReader.read(Array("Photoshop 3.0".utf8) + [0]) == PhotoMetadata())
    #expect(
      IPTCReader.read([0x1C, 2, 5, 0x80, 0x09] + [UInt8](repeating: 0xFF, count: 20)) == PhotoMetadata())
    #expect(IPTCReader.read([]) == PhotoMetadata())
  }

  @Test func leavesJPEGsWithoutXMPOrIPTCSegmentsToTheEXIFWalkAlone() {
    func segment(_ marker: UInt8, _ data: [UInt8]) -> [UInt8] {
      [0xFF, marker, UInt8((data.count + 2) >> 8), UInt8((data.count + 2) & 0xFF)] + data
    }
    let start: [UInt8] = [0xFF, 0xD8] + segment(0xE0, Array("JFIF".utf8) + [0, 1, 1])
    let scan: [UInt8] = [0xFF, 0xDA, 0, 2]
    let xmp = segment(0xE1, Array("http://ns.adobe.com/xap/1.0/".utf8) + [0] + Array("<x/>".utf8))
    func check(_ bytes: [UInt8]) -> Bool {
      PhotoMetadataReader.jpegMayHoldXMPOrIPTC(MemorySource(storage: bytes))
    }
    #expect(!check(start + segment(0xE1, Array("Exif".utf8) + [0, 0]) + scan))
    #expect(check(start + xmp + scan))
    #expect(check(start + segment(0xED, Array("Photoshop 3.0".utf8) + [0]) + scan))
    #expect(!check(start + scan + xmp), "nothing after the scan starts")
    #expect(check(start + [0xFF, 0xE1, 0, 1]), "a damaged walk leaves it to libvips")
  }

  @Test func knowsCameraDefaultCaptionsWhateverTheirCase() {
    for junk in [
      "OLYMPUS DIGITAL CAMERA", "sony dsc", "DCIM", "Default", "KODAK Digital Still Camera",
      "<KENOX S630  / Samsung S630>", "SAMSUNG", "NIKON DIGITAL CAMERA", "DIGITAL CAMERA",
    ] {
      #expect(JunkCaptions.isJunk(junk), "\(junk)")
    }
    for caption in ["Olympus digital camera on a table", "Sony", "<b>bold</b> move", "Default settings"] {
      #expect(!JunkCaptions.isJunk(caption), "\(caption)")
    }
  }
}
