import Testing

@testable import GalleryModel

/// The sizes a photo is made in: a ladder a browser can pick from without fetching much more than it
/// shows.
@Suite struct ImageSettingsTests {
  @Test func theDefaultLadderClimbsFrom400To2560InStepsOfAtMost1Point6() {
    // Given the defaults. When the ladder is worked out. Then it reaches 2,560 px (sharp on a 2x laptop),
    // and the sizes below are today's, so their files keep their names.
    let sizes = ImageSettings().effectiveSizes
    #expect(sizes == [400, 625, 1000, 1600, 2560])
    for (small, large) in zip(sizes, sizes.dropFirst()) {
      #expect(Double(large) / Double(small) <= 1.6, "\(small) → \(large)")
    }
  }

  @Test func theLadderFollowsThumbnailAndImageSize() {
    #expect(ImageSettings(thumbnailSize: 320, imageSize: 2048).effectiveSizes == [320, 500, 800, 1280, 2048])
    #expect(ImageSettings(thumbnailSize: 100, imageSize: 300).effectiveSizes == [100, 117, 188, 300])
    #expect(ImageSettings(thumbnailSize: 800, imageSize: 800).effectiveSizes == [800])
    #expect(
      ImageSettings(thumbnailSize: 900, imageSize: 600).effectiveSizes == [600],
      "never more than one size above")
  }

  @Test func imageSizesAreTakenAsGiven() {
    let settings = ImageSettings(imageSizes: [400, 1600])
    #expect(settings.effectiveSizes == [400, 1600])
    #expect(settings.effectiveThumbnailSize == 400)
    #expect(settings.effectiveImageSize == 1600)
  }
}
