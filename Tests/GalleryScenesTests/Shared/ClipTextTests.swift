import Testing

@testable import GalleryScenes

@Suite struct ClipTextTests {
  @Test(arguments: [
    (42_000, "0:42", "PT42S"), (41_999, "0:41", "PT41S"), (300, "0:01", "PT1S"), (60_000, "1:00", "PT1M"),
    (725_500, "12:05", "PT12M5S"), (3_723_000, "1:02:03", "PT1H2M3S"), (3_600_000, "1:00:00", "PT1H"),
    (36_000_000, "10:00:00", "PT10H"),
  ])
  func aDurationReadsAsAPlayerShowsIt(milliseconds: Int, text: String, machine: String) {
    // Whole seconds rounded down, as the player's own controls show the length; never "0:00".
    #expect(ClipText.duration(milliseconds: milliseconds) == text)
    #expect(ClipText.machineDuration(milliseconds: milliseconds) == machine)
  }

  @Test func aSizeIsGroupedWithoutALocale() {
    #expect(ClipText.size(width: 1920, height: 1080) == "1,920 × 1,080")
  }
}
