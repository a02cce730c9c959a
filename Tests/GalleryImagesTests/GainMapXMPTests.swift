import Testing

@testable import GalleryImages

/// A gain map's XMP parameters (issue 48): read in the attribute and element forms writers use, refused
/// when a value is not a number, and written back with nothing else of the packet.
@Suite struct GainMapXMPTests {
  private func read(_ packet: String) -> GainMapXMP? {
    GainMapXMP(packet: Array(packet.utf8)[...])
  }

  static let adobe = #"""
    <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
    <rdf:Description rdf:about="" xmlns:hdrgm="http://ns.adobe.com/hdr-gain-map/1.0/"
      xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="47,22.2N" hdrgm:Version="1.0"
      hdrgm:BaseRenditionIsHDR="False" hdrgm:HDRCapacityMin="0" hdrgm:HDRCapacityMax="2.3">
      <hdrgm:GainMapMax><rdf:Seq><rdf:li>2.3</rdf:li><rdf:li>2.1</rdf:li><rdf:li>1.9</rdf:li></rdf:Seq></hdrgm:GainMapMax>
      <hdrgm:Gamma>1</hdrgm:Gamma>
    </rdf:Description></rdf:RDF></x:xmpmeta>
    """#

  @Test func attributesAndElementsAreReadAndNothingElseIsWritten() throws {
    let xmp = try #require(read(Self.adobe))
    #expect(
      xmp.values.map(\.name) == [
        "Version", "BaseRenditionIsHDR", "GainMapMax", "Gamma", "HDRCapacityMin", "HDRCapacityMax",
      ])
    #expect(xmp.values.first { $0.name == "GainMapMax" }?.numbers == ["2.3", "2.1", "1.9"])
    let written = String(decoding: xmp.segment.dropFirst(4 + GainMapXMP.prefix.count), as: UTF8.self)
    #expect(!written.contains("GPS") && !written.contains("exif"), "\(written)")
    #expect(written.contains(#"hdrgm:HDRCapacityMax="2.3""#))
    #expect(written.contains("<hdrgm:GainMapMax><rdf:Seq><rdf:li>2.3</rdf:li>"))
    // Read again, the written packet gives the same parameters.
    #expect(GainMapXMP(packet: xmp.segment.dropFirst(4 + GainMapXMP.prefix.count)) == xmp)
  }

  @Test func aPacketWithoutAVersionOrWithAValueThatIsNoNumberIsRefused() {
    #expect(read(#"<x hdrgm:GainMapMax="2"/>"#) == nil, "no version")
    #expect(read(#"<x hdrgm:Version="1.0" hdrgm:GainMapMax="2<script>"/>"#) == nil)
    #expect(read(#"<x hdrgm:Version="1.0" hdrgm:Gamma="NaN"/>"#) == nil)
    #expect(read(#"<x hdrgm:Version="1.0" hdrgm:BaseRenditionIsHDR="maybe"/>"#) == nil)
    #expect(
      read(
        #"<x hdrgm:Version="1.0"><hdrgm:GainMapMax><rdf:Seq><rdf:li>1</rdf:li><rdf:li>2</rdf:li></rdf:Seq></hdrgm:GainMapMax></x>"#
      )
        == nil, "two values are neither one nor one per channel")
    #expect(read(#"<x hdrgm:Version="1.0" hdrgm:Gamma="1e5"/>"#)?.values.count == 2)
  }

  @Test func thePrimaryIsAnnouncedByTheVersionAlone() {
    let text = String(
      decoding: GainMapXMP.announcingSegment.dropFirst(4 + GainMapXMP.prefix.count), as: UTF8.self)
    #expect(text.contains(#"hdrgm:Version="1.0"/>"#))
    #expect(
      GainMapXMP(packet: GainMapXMP.announcingSegment.dropFirst(4 + GainMapXMP.prefix.count))?.values.count
        == 1)
  }
}
