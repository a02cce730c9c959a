import Foundation
import GalleryCore
import GalleryTestSupport
import Testing

@testable import GalleryImages

/// The leak audit of private albums (issue 47), through the built binary: a gallery whose private
/// album's ids, titles, captions, alt texts, tags, file and folder names, EXIF comment and GPS are
/// unique markers, built with everything that could carry them to the public site (a feed, a sitemap,
/// link previews, downloads of the original, album archives, the map when Leaflet is installed and the
/// search index when Pagefind is): no public byte holds a marker, and no public image is a private
/// photo (a perceptual hash of each private picture against every public image). The encrypted files
/// open under the key the passphrase gives, and fail when a byte is flipped.
@Suite struct PrivateAlbumLeakTests {
  static let passphrase = "correct horse battery staple"
  /// Every text only the private album holds. Ids are matched case-insensitively as well.
  static let markers = [
    "mrkalbumid", "MRKALBUMTITLE", "MRKALBUMDESC", "mrkphotoid", "MRKPHOTOTITLE", "MRKCAPTION", "MRKALT",
    "MRKTAG", "mrkfolder", "mrkfile", "mrksubalbum", "MRKSUBTITLE", "MRKCOMMENT", "mrkother",
  ]

  private func workspace(search: Bool, map: Bool) throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    try workspace.write("g/public.jpg", bytes: try LibVips.testPicture(width: 640, height: 480))
    let placed = try PlacedJPEG.bytes(after: EXIFWrap.segment(0xFE, Array("MRKCOMMENT".utf8)))
    try workspace.write("g/mrkfolder/mrkfile.jpg", bytes: placed)
    try workspace.write("g/mrkfolder/mrkother.jpg", bytes: placed)
    try workspace.write("g/secret.txt", Self.passphrase + "\n")
    try workspace.write(
      "g/gallery.json",
      #"""
      { "title": "Family", "baseURL": "https://example.org/g/", "downloads": "original",
        "albumZips": true\#(search ? #", "search": true"# : "")\#(map ? #", "map": true"# : ""),
        "photos": [{ "id": "lake", "image": "public.jpg", "title": "Lake", "tags": ["water"] }],
        "albums": [
          { "id": "trip", "title": "Trip", "photos": [] },
          { "id": "mrkalbumid", "title": "MRKALBUMTITLE", "description": "MRKALBUMDESC",
            "private": { "passphraseFile": "secret.txt" },
            "photos": [{ "id": "mrkphotoid", "image": "mrkfolder/mrkfile.jpg", "title": "MRKPHOTOTITLE",
                         "description": "MRKCAPTION", "alt": "MRKALT", "tags": ["MRKTAG", "water"] }],
            "albums": [{ "id": "mrksubalbum", "title": "MRKSUBTITLE",
                         "photos": [{ "id": "mrkphotoid2", "image": "mrkfolder/mrkother.jpg" }] }] }
        ] }
      """#)
    return workspace
  }

  @Test func noPublicByteSaysAnythingOfAPrivateAlbum() throws {
    let pagefind = SearchBuildTests.pagefind
    let map = MapBuildTests.hasLeaflet
    let workspace = try workspace(search: pagefind != nil, map: map)
    let outcome = try workspace.gallery(
      ["build", "g", "--output", "site", "--publish"], timeout: 120,
      environment: pagefind.map { ["CLEANGALLERY_PAGEFIND": $0] } ?? [:])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let site = workspace.snapshot("site")
    #expect(site.keys.contains("private-worker.js"))
    #expect(site.keys.contains("feed.xml") && site.keys.contains("sitemap.xml"), "\(site.keys.sorted())")
    if pagefind != nil { #expect(site.keys.contains { $0.hasPrefix("pagefind/") }) }
    if map { #expect(site.keys.contains("map/places.js")) }

    // Every byte, gzip members (Pagefind's index) unpacked too, against every marker and the place.
    var scanned = 0
    var hits: [String] = []
    let needles = (Self.markers + Self.markers.map { $0.lowercased() } + ["47.36", "47.37", "8.54"])
      .map { Array($0.utf8) }
    for (path, data) in site {
      var bytes = Array(data)
      if bytes.starts(with: [0x1F, 0x8B]) { bytes = try Self.gunzip(bytes) }
      scanned += 1
      for needle in needles where bytes.firstRange(of: needle) != nil {
        hits.append("\(path): \(String(decoding: needle, as: UTF8.self))")
      }
    }
    #expect(hits.isEmpty, "\(hits)")
    #expect(scanned == site.count && scanned > 20, "\(scanned) files scanned")

    // The encrypted files open under the passphrase's key; one of them is the private photo.
    let entry = try #require(site.keys.first { $0.hasPrefix("private/") && $0.hasSuffix(".html") })
    let page = String(decoding: site[entry] ?? Data(), as: UTF8.self)
    let salt = try #require(page.firstMatch(of: /data-salt="([0-9a-f]{32})"/).map { String($0.1) })
    let iterations = try #require(page.firstMatch(of: /data-iterations="([0-9]+)"/).flatMap { Int($0.1) })
    #expect(iterations >= 600_000)
    let key = try #require(
      AlbumCipher.key(passphrase: Self.passphrase, salt: Self.bytes(hex: salt), iterations: iterations))
    let sealed = site.filter { $0.key.hasSuffix(".bin") }
    #expect(sealed.count >= 10, "pages, sizes, the original, the archive and the index: \(sealed.count)")
    var privatePictures: [[UInt8]] = []
    for (path, data) in sealed {
      let bytes = Array(data)
      let opened = try #require(AlbumCipher.open(bytes, key: key).flatMap(AlbumCipher.unpadded), "\(path)")
      #expect(bytes.count == AlbumCipher.bucket(opened.count) + 28, "\(path): padded to its bucket")
      var flipped = bytes
      flipped[bytes.count / 2] ^= 0x01
      #expect(AlbumCipher.open(flipped, key: key) == nil, "\(path): a flipped byte fails the tag")
      if opened.starts(with: [0xFF, 0xD8]) { privatePictures.append(opened) }
    }
    #expect(privatePictures.count >= 4, "\(privatePictures.count) private JPEGs")

    // No public image is a private photo: every pair's perceptual hashes are far apart, where the
    // private pictures' own sizes are close to each other (the hash tells pictures apart).
    let privateHashes = try privatePictures.map(Self.differenceHash)
    let publicImages = site.filter { $0.key.hasSuffix(".jpg") || $0.key.hasSuffix(".png") }
    #expect(publicImages.count >= 5)
    for (path, data) in publicImages {
      let hash = try Self.differenceHash(Array(data))
      for other in privateHashes {
        #expect((hash ^ other).nonzeroBitCount > 12, "\(path) looks like a private photo")
      }
    }
    for (first, second) in zip(privateHashes, privateHashes.dropFirst()) {
      #expect((first ^ second).nonzeroBitCount <= 12, "one picture's sizes hash alike")
    }
  }

  @Test func anUnchangedAlbumWritesNothingAndANewPassphraseReencryptsItAlone() throws {
    let workspace = try workspace(search: false, map: false)
    let first = try workspace.gallery(["build", "g", "--output", "site"], timeout: 120)
    #expect(first.status == 0, "\(first.stderr)")
    let before = workspace.snapshot("site")
    // Another build of an edited manifest (not up to date, so every file is made again): same bytes.
    try workspace.write(
      "g/gallery.json",
      (workspace.read("g/gallery.json") ?? "").replacingOccurrences(of: "Lake", with: "Pond"))
    let second = try workspace.gallery(["build", "g", "--output", "site"], timeout: 120)
    #expect(second.status == 0, "\(second.stderr)")
    let after = workspace.snapshot("site")
    let changed = Set(after.keys.filter { before[$0] != after[$0] })
    #expect(!changed.contains { $0.hasPrefix("private/") }, "\(changed.sorted())")
    #expect(changed.contains("index.html"))
    // A new passphrase: new keys, new names; the public pages change only where they lead to it.
    try workspace.write("g/secret.txt", "another passphrase entirely\n")
    let third = try workspace.gallery(["build", "g", "--output", "site"], timeout: 120)
    #expect(third.status == 0, "\(third.stderr)")
    let rekeyed = workspace.snapshot("site")
    let old = Set(after.keys.filter { $0.hasPrefix("private/") })
    let new = Set(rekeyed.keys.filter { $0.hasPrefix("private/") })
    #expect(old.isDisjoint(with: new) && old.count == new.count, "\(old.count) → \(new.count)")
    for path in rekeyed.keys where !path.hasPrefix("private/") && path != ".cleangallery-files" {
      #expect(
        rekeyed[path] == after[path] || ["index.html", "sitemap.xml"].contains(path),
        "\(path) changed with the passphrase")
    }
  }

  @Test func aMissingOrShortPassphraseStopsTheBuildAndLeavesTheSite() throws {
    let workspace = try workspace(search: false, map: false)
    let first = try workspace.gallery(["build", "g", "--output", "site"], timeout: 120)
    #expect(first.status == 0, "\(first.stderr)")
    let before = workspace.snapshot("site")
    try workspace.write("g/secret.txt", "short\n")
    let short = try workspace.gallery(["build", "g", "--output", "site"], timeout: 120)
    #expect(short.status == 65, "\(short.stderr)")
    #expect(short.stderr.contains("secret.txt") && short.stderr.contains("shorter than 8"), "\(short.stderr)")
    try FileManager.default.removeItem(atPath: workspace.path + "/g/secret.txt")
    let missing = try workspace.gallery(["build", "g", "--output", "site"], timeout: 120)
    #expect(missing.status == 66, "\(missing.stderr)")
    #expect(
      missing.stderr.contains("passphrase file of private album 'mrkalbumid' not found"), "\(missing.stderr)")
    #expect(workspace.snapshot("site") == before)
  }

  /// A 64-bit difference hash: the picture shrunk to 9 × 8 grey pixels, a bit per neighbour pair.
  static func differenceHash(_ bytes: [UInt8]) throws -> UInt64 {
    let image = try LibVips.decode(bytes, fittingIn: 256, hasProfile: false)
    let (bands, pixels) = try LibVips.pixels(of: image)
    let width = image.width
    let height = pixels.count / (bands * width)
    var grey = [Double](repeating: 0, count: 72)
    var counts = [Double](repeating: 0, count: 72)
    for y in 0..<height {
      for x in 0..<width {
        let cell = (y * 8 / height) * 9 + x * 9 / width
        let at = (y * width + x) * bands
        grey[cell] +=
          Double(pixels[at]) + Double(pixels[at + min(1, bands - 1)]) + Double(pixels[at + min(2, bands - 1)])
        counts[cell] += 1
      }
    }
    var hash: UInt64 = 0
    for row in 0..<8 {
      for column in 0..<8 {
        let left = grey[row * 9 + column] / max(1, counts[row * 9 + column])
        let right = grey[row * 9 + column + 1] / max(1, counts[row * 9 + column + 1])
        hash = hash << 1 | (left > right ? 1 : 0)
      }
    }
    return hash
  }

  static func bytes(hex: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
      let next = hex.index(index, offsetBy: 2)
      bytes.append(UInt8(hex[index..<next], radix: 16) ?? 0)
      index = next
    }
    return bytes
  }

  static func gunzip(_ bytes: [UInt8]) throws -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/gzip")
    process.arguments = ["-dc"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    let writer = Thread {
      input.fileHandleForWriting.write(Data(bytes)); try? input.fileHandleForWriting.close()
    }
    writer.start()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Array(data)
  }
}
