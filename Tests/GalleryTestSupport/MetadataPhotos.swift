import Foundation

/// Photos whose titles, captions and keywords a real writer (exiftool) put in, made at test time by
/// `Tests/Fixtures/make-metadata-photos` so no binary fixture is committed. Tests that need them are
/// skipped, saying why, where exiftool is missing; CI installs it.
public enum MetadataPhotos {
  public static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/make-metadata-photos").path

  public static let skipReason =
    "exiftool is missing: apt-get install libimage-exiftool-perl to run the metadata fixture tests"

  /// Whether exiftool is on the PATH.
  public static let canMake: Bool = {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return paths.contains { FileManager.default.isExecutableFile(atPath: "\($0)/exiftool") }
  }()

  public struct ScriptFailed: Error, CustomStringConvertible {
    public let description: String
  }

  /// Makes the photos (see the script: sidecar, lightroom, embedded-xmp, iptc-latin1, iptc-utf8,
  /// exif-only, olympus, nothing; `.jpg` each, plus two `.xmp` sidecars) in `folder`.
  public static func make(in folder: String) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let outcome = try GalleryProcess.run([folder], in: folder, program: script)
    guard outcome.status == 0 else {
      throw ScriptFailed(description: "make-metadata-photos exited \(outcome.status): \(outcome.stderr)")
    }
  }
}
