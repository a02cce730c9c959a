import Foundation
import GalleryCore
import Testing

@testable import GalleryImages

/// libvips is loaded with the first image made, not when the program starts (CGalleryImaging's
/// VipsLibrary.h): loading its ninety libraries took 45 ms of every command, an edit's too.
@Suite struct LibVipsLoadingTests {
  /// This test program is linked with the tool's targets as the tool is: neither names libvips (nor
  /// GObject or GIO, which only libvips needs) among the libraries loaded at its start.
  @Test func theProgramIsNotLinkedWithLibVips() throws {
    let program = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let listed = try ChildProcess.run("/usr/bin/readelf", ["readelf", "-d", program], outputLimit: 1 << 20)
      .get()
    #expect(listed.succeeded, "\(listed.errors)")
    let needed = String(decoding: listed.output, as: UTF8.self).split(separator: "\n")
      .filter { $0.contains("(NEEDED)") }
    #expect(needed.contains { $0.contains("libxml2") }, "readelf listed the libraries: \(needed)")
    let loadedAtStart = needed.filter { line in
      ["libvips", "libgobject", "libgio"].contains { line.contains($0) }
    }
    #expect(loadedAtStart.isEmpty, "\(loadedAtStart)")
  }

  /// Once started, libvips is there and makes images.
  @Test func startingLoadsItAndItMakesImages() throws {
    try LibVips.start()
    let picture = try LibVips.testPicture(width: 40, height: 30)
    let image = try LibVips.decode(picture, fittingIn: 20, hasProfile: false)
    #expect((image.width, image.height) == (20, 15))
    #expect(LibVips.header(of: picture)?.width == 40)
  }
}
