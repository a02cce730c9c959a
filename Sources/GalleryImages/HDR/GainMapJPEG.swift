/// A JPEG that carries an HDR gain map (issue 48): Android's Ultra HDR, Adobe's gain map JPEGs and ISO
/// 21496-1 files all store it the same way. There is an ordinary primary JPEG that every viewer shows,
/// then, after its end, a second JPEG, the gain map, that an HDR screen uses to light the primary up.
/// An MPF index (CIPA DC-007, an APP2 segment of the primary) gives the second image's offset and size.
/// The gain map's parameters are XMP (`hdrgm:`) and/or an ISO 21496-1 APP2 box. They do not depend on
/// the image's size, so a resized copy carries them over verbatim (`gainMapSegments`).
///
/// Why by hand: libvips reads such a file as its primary alone, and Debian 12 has no libultrahdr. The
/// container is a few records, and here every offset and length comes from a file from anywhere:
/// each one is checked against the bytes, nothing points backwards (so nothing loops), and the walk only
/// ever moves forward through the file.
package struct GainMapJPEG: Equatable, Sendable {
  /// The primary image, from its start of image to its end of image.
  package let primary: Range<Int>
  /// The gain map, a JPEG of its own, from its start of image to its end of image.
  package let gainMap: Range<Int>
  /// The primary's and the gain map's pixel sizes, from their frame headers.
  package let primarySize: PixelSize
  package let gainMapSize: PixelSize
  /// The segments a derivative's primary carries to announce its gain map: the original's ISO 21496-1
  /// version box, and an XMP packet of `hdrgm:Version` alone when the original announced it in XMP.
  package let primarySegments: [[UInt8]]
  /// The segments a derivative's gain map carries: the original's ISO 21496-1 box (numbers only) and
  /// its XMP parameters rebuilt (`GainMapXMP`): nothing else of the original's packets.
  package let gainMapSegments: [[UInt8]]
  /// Which of the two ways the parameters come.
  package let hasISOMetadata: Bool
  package let hasXMPMetadata: Bool

  package struct PixelSize: Equatable, Sendable {
    package let width: Int
    package let height: Int
  }

  /// What a JPEG's bytes say about a gain map.
  package enum Reading: Equatable, Sendable {
    /// No gain map: an ordinary JPEG, or one whose second image is something else (a camera's preview
    /// or the other eye of a stereo pair).
    case none
    case found(GainMapJPEG)
    /// A gain map is announced but cannot be used: the reason, to say in a warning. The photo is then
    /// an ordinary (SDR) one.
    case unusable(String)
  }

  /// The most images an MPF index may list: a gain map file has two, a camera's MPO a few.
  static let maximumImages = 16
  /// The most bytes a gain map's ISO 21496-1 parameters take (three channels of a few fractions each
  /// take about 150).
  static let maximumISOParameters = 512

  static let isoNamespace = Array("urn:iso:std:iso:ts:21496:-1\0".utf8)
  static let xmpNamespace = Array("http://ns.adobe.com/xap/1.0/\0".utf8)
  static let mpfSignature = Array("MPF\0".utf8)
  /// The gain map XMP namespace (Adobe's, which Ultra HDR uses too).
  static let gainMapNamespace = Array("http://ns.adobe.com/hdr-gain-map/1.0/".utf8)

  /// Reads `bytes`; never traps, whatever they hold.
  package static func read(_ bytes: [UInt8]) -> Reading {
    guard let primaryWalk = JPEGWalk(bytes, from: 0) else { return .none }
    let announces =
      !primaryWalk.isoSegments.isEmpty || primaryWalk.xmpSegments.contains { mentionsGainMap(bytes[$0]) }
    guard let mpf = primaryWalk.mpfSegment else {
      return announces ? .unusable("it announces a gain map but has no MPF index to find it") : .none
    }
    let images: [MPFIndex.Image]
    switch MPFIndex.read(bytes, segment: mpf) {
    case .success(let read): images = read
    case .failure(let reason): return announces ? .unusable(reason.text) : .none
    }
    // The first image is the primary itself (offset 0); the gain map is the first other image that is
    // a JPEG with gain map parameters. Each must lie after the primary's end: nothing points back.
    var reason: String? = nil
    for image in images.dropFirst() {
      let start = mpf.tiffStart + image.offset
      guard image.offset > 0, start >= primaryWalk.end, image.size >= 4, start <= bytes.count - image.size
      else {
        reason = "its MPF index places the second image outside the file or inside the first"
        continue
      }
      guard let walk = JPEGWalk(bytes, from: start), walk.end <= start + image.size else {
        reason = "its second image is not a whole JPEG where its MPF index places it"
        continue
      }
      let isoBoxes = walk.isoSegments
      let xmp = walk.xmpSegments.filter { mentionsGainMap(bytes[$0]) }
      guard !isoBoxes.isEmpty || !xmp.isEmpty else { continue }  // a preview or a stereo pair's eye
      guard isoBoxes.allSatisfy({ $0.count <= 4 + isoNamespace.count + maximumISOParameters }) else {
        return .unusable("its gain map's ISO 21496-1 box is larger than its parameters can be")
      }
      let parameters = xmp.first.flatMap {
        GainMapXMP(packet: bytes[($0.lowerBound + 4 + xmpNamespace.count)..<$0.upperBound])
      }
      guard !isoBoxes.isEmpty || parameters != nil else {
        return .unusable("its gain map's XMP parameters cannot be read")
      }
      guard let primarySize = primaryWalk.size, let gainMapSize = walk.size else {
        return .unusable("its primary image or gain map has no frame size")
      }
      guard gainMapSize.width <= primarySize.width, gainMapSize.height <= primarySize.height else {
        return .unusable(
          "its gain map (\(gainMapSize.width)×\(gainMapSize.height)) is larger than the photo "
            + "(\(primarySize.width)×\(primarySize.height))")
      }
      // The primary's version box is the namespace and two version numbers; anything longer is not one.
      let versionBoxes = primaryWalk.isoSegments.filter { $0.count <= 4 + isoNamespace.count + 8 }
      let announcedInXMP = primaryWalk.xmpSegments.contains { mentionsGainMap(bytes[$0]) }
      return .found(
        GainMapJPEG(
          primary: 0..<primaryWalk.end, gainMap: start..<walk.end, primarySize: primarySize,
          gainMapSize: gainMapSize,
          primarySegments: versionBoxes.prefix(1).map { Array(bytes[$0]) }
            + (announcedInXMP && parameters != nil ? [GainMapXMP.announcingSegment] : []),
          gainMapSegments: isoBoxes.prefix(1).map { Array(bytes[$0]) }
            + (parameters.map { [$0.segment] } ?? []),
          hasISOMetadata: !isoBoxes.isEmpty, hasXMPMetadata: parameters != nil))
    }
    guard announces else { return .none }
    return .unusable(reason ?? "its MPF index lists no gain map")
  }

  /// Whether an XMP segment's bytes name the gain map namespace.
  static func mentionsGainMap(_ segment: ArraySlice<UInt8>) -> Bool {
    segment.firstRange(of: gainMapNamespace) != nil
  }
}
