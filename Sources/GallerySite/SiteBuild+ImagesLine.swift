import GalleryCore
import GalleryImages
import GalleryWorkers

extension SiteBuild {
  /// "; 3 HDR photos with their gain maps", "; 2 HDR photos made SDR" (`"hdr": "drop"`), or both counts;
  /// empty without HDR photos.
  static func hdrText(_ renditions: [HDRRendition]) -> String {
    guard !renditions.isEmpty else { return "" }
    let kept = renditions.count { $0 == .kept }
    let photos = NumberText.count(renditions.count, "HDR photo", "HDR photos")
    if kept == renditions.count {
      return "; \(photos) with \(kept == 1 ? "its gain map" : "their gain maps")"
    }
    if kept == 0 { return "; \(photos) made SDR" }
    return "; \(photos) (\(NumberText.grouped(kept)) with their gain maps, "
      + "\(NumberText.grouped(renditions.count - kept)) made SDR)"
  }

  /// "Processed 40 images in 3.12 s; 160 more from the cache".
  static func imagesLine(_ outcome: ImagesWorker.Outcome, skipped: Int) -> String {
    let seconds = String(format: "%.2f", outcome.seconds)
    var line =
      outcome.made == 0 && outcome.fromCache == 0
      ? "Processed 0 images: no photo to resize"
      : outcome.made == 0
        ? "Processed 0 images: all \(NumberText.count(outcome.fromCache, "photo", "photos")) from the cache"
        : "Processed \(NumberText.count(outcome.made, "image", "images")) in \(seconds) s"
          + (outcome.fromCache == 0 ? "" : "; \(NumberText.grouped(outcome.fromCache)) more from the cache")
    if outcome.clipsMade + outcome.clipsFromCache > 0 {
      line +=
        outcome.clipsMade == 0
        ? "; \(NumberText.count(outcome.clipsFromCache, "clip", "clips")) from the cache"
        : "; made \(NumberText.count(outcome.clipsMade, "clip", "clips"))"
          + (outcome.clipsFromCache == 0
            ? "" : ", \(NumberText.grouped(outcome.clipsFromCache)) more from the cache")
    }
    line += hdrText(outcome.images.values.compactMap(\.hdr))
    if skipped > 0 {
      line += "; left out \(NumberText.count(skipped, "bad image", "bad images")) (--skip-bad)"
    }
    return line
  }
}
