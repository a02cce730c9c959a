/// Captions cameras write by themselves, which say nothing about the photo: a gallery of 300 photos
/// titled "OLYMPUS DIGITAL CAMERA" is worse than one titled by file name, so these are ignored.
///
/// Matched whole, ignoring case and the white space around them (`MetadataText` trims first). Add a
/// camera's default here when one turns up; a caption that merely contains a brand is a real one.
package enum JunkCaptions {
  /// Lower-cased, trimmed.
  static let known: Set<String> = [
    "olympus digital camera",
    "sony dsc",
    "dcim",
    "samsung",
    "default",
    "digital camera",
    "nikon digital camera",
    "kodak digital still camera",
    "minolta digital camera",
    "konica minolta digital camera",
    "<kenox s630  / samsung s630>",
  ]

  /// Whether a trimmed caption is a camera's default, or an `<…>` placeholder some Samsung and Kenox
  /// cameras write (`<KENOX S630  / Samsung S630>`, the model between brackets).
  package static func isJunk(_ trimmed: String) -> Bool {
    let lowered = trimmed.lowercased()
    if known.contains(lowered) { return true }
    return lowered.hasPrefix("<") && lowered.hasSuffix(">") && !lowered.dropFirst().contains("<")
  }
}
