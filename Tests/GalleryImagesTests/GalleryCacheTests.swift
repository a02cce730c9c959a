import Testing

@testable import GalleryImages

@Suite struct GalleryCacheTests {
  @Test("a writable gallery keeps its cache beside gallery.json")
  func besideTheManifest() {
    #expect(
      GalleryCache.folder(in: "/photos/trip", writable: true, environment: ["HOME": "/home/a"])
        == "/photos/trip/.cleangallery-cache")
  }

  @Test("a read-only gallery keeps it in the user's cache folder, one folder per gallery")
  func readOnlyGallery() {
    let trip = GalleryCache.folder(in: "/mnt/card/trip", writable: false, environment: ["HOME": "/home/a"])
    let other = GalleryCache.folder(in: "/mnt/card/other", writable: false, environment: ["HOME": "/home/a"])
    #expect(trip.hasPrefix("/home/a/.cache/cleangallery/"))
    #expect(trip != other)
    #expect(
      GalleryCache.folder(
        in: "/mnt/card/trip", writable: false, environment: ["HOME": "/home/a", "XDG_CACHE_HOME": "/var/c"]
      ).hasPrefix("/var/c/cleangallery/"))
    #expect(
      GalleryCache.folder(
        in: "/mnt/card/trip", writable: false, environment: ["HOME": "/home/a", "XDG_CACHE_HOME": "relative"]
      ).hasPrefix("/home/a/.cache/cleangallery/"), "a relative XDG_CACHE_HOME is ignored, as the spec says")
  }
}
