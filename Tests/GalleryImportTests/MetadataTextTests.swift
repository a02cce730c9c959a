import Testing

@testable import GalleryImages
@testable import GalleryImport
@testable import GalleryModel

/// What init makes of metadata texts: the manifest's decoder must take everything it writes.
@Suite struct MetadataTextTests {
  @Test func trimsStripsControlCharactersAndDropsJunkAndBlanks() {
    #expect(
      MetadataText.cleaned("  Sunset\u{0}over\u{1B}[31m the bay \n", as: .title) == "Sunsetover[31m the bay")
    #expect(MetadataText.cleaned("Line one\nline two", as: .description) == "Line one\nline two")
    #expect(MetadataText.cleaned("   OLYMPUS DIGITAL CAMERA   ", as: .description) == nil)
    #expect(MetadataText.cleaned(" \t\u{7F} ", as: .alt) == nil)
    #expect(MetadataText.cleaned(String(Unicode.Scalar(0xFFFE)!), as: .title) == nil)
  }

  /// Found by an attack: junk with other white space inside, line breaks in a title or a tag, values of
  /// invisible characters only, and tags repeated in another case all reached the manifest.
  @Test func whiteSpaceIsOneSpaceInTitlesAltAndTagsJunkIsJunkWhateverItsSpacesAndInvisibleIsBlank() {
    for junk in [
      "OLYMPUS\u{A0}DIGITAL CAMERA", "OLYMPUS\u{2003}DIGITAL\u{3000}CAMERA", "OLYMPUS\nDIGITAL\r\nCAMERA",
      "SONY  DSC",
    ] {
      #expect(MetadataText.cleaned(junk, as: .description) == nil, "\(junk)")
      #expect(MetadataText.cleaned(junk, as: .title) == nil, "\(junk)")
    }
    #expect(MetadataText.cleaned("a \r cr\nlf\t\ttab", as: .title) == "a cr lf tab")
    #expect(MetadataText.cleaned("line\nbreak", as: .tag) == "line break")
    #expect(MetadataText.cleaned("Boats\u{A0}at dawn", as: .alt) == "Boats at dawn")
    #expect(MetadataText.cleaned("First line\nsecond line", as: .description) == "First line\nsecond line")
    for invisible in ["\u{200B}", "\u{AD}", "\u{61C}", "\u{200B}\u{FEFF} \u{2060}"] {
      #expect(MetadataText.cleaned(invisible, as: .tag) == nil)
      #expect(MetadataText.cleaned(invisible, as: .description) == nil)
    }
    #expect(MetadataText.cleanedTags(["dup", "DUP", "Dup ", "other"]) == ["dup", "other"])
  }

  @Test func cutsCaptionsToTheManifestsLimitsAndDropsOverlongTags() {
    let long = String(repeating: "é", count: 20_000)
    #expect(MetadataText.cleaned(long, as: .title)?.count == ManifestDecoder.Limits.shortText)
    #expect(MetadataText.cleaned(long, as: .description)?.count == ManifestDecoder.Limits.longText)
    #expect(MetadataText.cleaned(String(repeating: "x", count: 101), as: .tag) == nil)
    let tags = (0..<300).map { "t\($0 % 150)" } + [" ", "a\u{0}"]
    let kept = MetadataText.cleanedTags(tags)
    #expect(kept.count == ManifestDecoder.Limits.tags)
    #expect(kept.prefix(3) == ["t0", "t1", "t2"])
  }

  @Test func mergesFieldByFieldAfterCleaningEachSource() {
    let sidecar = PhotoMetadata(title: "From the sidecar")
    let xmp = PhotoMetadata(title: "Loses", description: "OLYMPUS DIGITAL CAMERA", tags: ["sea"])
    let iptc = PhotoMetadata(title: "Loses too", description: "", alt: "The alt", tags: ["iptc"])
    let exif = PhotoMetadata(description: "From EXIF")
    #expect(
      MetadataText.merged([sidecar, xmp, iptc, exif])
        == PhotoMetadata(title: "From the sidecar", description: "From EXIF", alt: "The alt", tags: ["sea"]))
  }

  @Test func everythingItKeepsReadsBackThroughTheManifestDecoder() throws {
    let metadata = MetadataText.merged([
      PhotoMetadata(
        title: String(repeating: "T\u{1}", count: 3_000),
        description: "\u{85}D" + String(Unicode.Scalar(0xFDD0)!),
        alt: "\u{9F}", tags: ["a\u{1F}b", String(repeating: "k", count: 100)])
    ])
    let photo = Photo(
      id: "p", image: .file("p.jpg"), title: metadata.title, description: metadata.description,
      alt: metadata.alt, tags: metadata.tags)
    let bytes = ManifestEncoder.encode(Gallery(title: "G", photos: [photo]))
    #expect(try ManifestDecoder.decode(bytes, file: "g.json").gallery.photos == [photo])
  }
}
