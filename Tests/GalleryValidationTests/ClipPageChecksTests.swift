import Testing

@testable import GalleryValidation

/// A clip's page as the default theme writes it (issue 25): `<video>`, its `<source>`s, a `<track>`,
/// and the fallback link inside, each link checked like an `<img src>` and the page contract kept.
@Suite struct ClipPageChecksTests {
  typealias Fixtures = ValidationFixtures
  let line = ValidationFixtures.bodyLine

  private static let renditions: Set<String> = [
    "clips/waves-00ff.mp4", "clips/waves-00ff.webm", "images/waves-1920-00ff.jpg", "clips/waves.en.vtt",
  ]

  private func clipPage(
    poster: String = "../images/waves-1920-00ff.jpg", webm: String = "../clips/waves-00ff.webm"
  )
    -> String
  {
    Fixtures.page(
      body: """
        <main id="main" class="detail" data-photo-id="waves">
        <video id="clip" controls="controls" playsinline="playsinline" preload="metadata" poster="\(poster)" \
        width="1920" height="1080" aria-labelledby="t">
        <source src="../clips/waves-00ff.mp4" type="video/mp4" />
        <source src="\(webm)" type="video/webm" />
        <track kind="captions" src="../clips/waves.en.vtt" srclang="en" label="English" />
        <p>No video here. <a href="../clips/waves-00ff.mp4" download="">Download the video (MP4)</a></p>
        </video>
        <h1 id="t">Waves</h1>
        </main>
        """, scene: "ImageDetail")
  }

  @Test func aClipPageWithItsRenditionsPassesEveryCheckAndTheContract() {
    let problems = Fixtures.problems(
      of: clipPage(), at: "photos/waves.html", otherFiles: Self.renditions, checkContract: true)
    // The contract's site-wide half wants an index.html: the page's own checks are what is at issue.
    #expect(problems.filter { !$0.message.contains("index.html") } == [])
  }

  @Test func aMissingRenditionOrPosterIsABrokenLinkWhereItIsWritten() {
    let problems = Fixtures.problems(
      of: clipPage(poster: "../images/gone.jpg", webm: "../clips/gone.webm"), at: "photos/waves.html",
      otherFiles: Self.renditions)
    #expect(
      problems.map { "\($0.line - line):\($0.column): \($0.message)" } == [
        "1:1: broken link '../images/gone.jpg' in video[poster]: no file images/gone.jpg in the site",
        "3:1: broken link '../clips/gone.webm' in source[src]: no file clips/gone.webm in the site",
      ])
  }

  @Test func aSourceOutsideTheSiteOrAScriptPosterIsRefused() {
    let problems = Fixtures.problems(
      of: clipPage(poster: "javascript:alert(1)", webm: "../../../etc/passwd"), at: "photos/waves.html",
      otherFiles: Self.renditions
    ).map(\.message)
    #expect(problems.contains("link '../../../etc/passwd' in source[src] leaves the site folder"))
    #expect(problems.contains { $0.contains("javascript:") && $0.contains("poster") })
  }
}
