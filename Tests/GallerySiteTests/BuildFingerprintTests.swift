import GalleryImages
import GalleryModel
import GalleryScenes
import GalleryTestSupport
import Testing

@testable import GallerySite
@testable import GalleryThemes

/// A build's fingerprint covers the words its pages are written in: a catalogue edited beside an
/// unchanged binary, manifest and theme must rebuild the site, not leave it in the old words.
@Suite struct BuildFingerprintTests {
  @Test func theWordsArePartOfTheFingerprint() throws {
    let gallery = Gallery(title: "Fingerprint", photos: [])
    let theme = try TestThemes.minimal()
    let digests = FileDigests(galleryFolder: "/nonexistent")
    func fingerprint(_ words: Words) -> UInt64 {
      BuildFingerprint.of(gallery: gallery, manifest: [], theme: theme, digests: digests, words: words)
    }
    let english = Words(language: "en", entries: ["nav.next": .text("Next")])
    let edited = Words(language: "en", entries: ["nav.next": .text("Onward")])
    let plural = Words(language: "en", entries: ["nav.next": .plural([.one: "Next", .other: "Next"])])

    #expect(fingerprint(english) == fingerprint(Words(language: "en", entries: ["nav.next": .text("Next")])))
    #expect(fingerprint(english) != fingerprint(edited))
    #expect(fingerprint(english) != fingerprint(plural))
    #expect(fingerprint(english) != fingerprint(Words(language: "de", entries: ["nav.next": .text("Next")])))
  }
}
