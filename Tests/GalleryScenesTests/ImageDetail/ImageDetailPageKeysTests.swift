import GalleryTestSupport
import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryPaths
@testable import GalleryScenes
@testable import GalleryTemplates
@testable import GalleryThemes

/// The photo page's new template keys (issue 22), as a theme sees them: links made relative to the
/// page by its Router.
@Suite struct ImageDetailPageKeysTests {
  private func render(
    _ template: String, gallery: Gallery, photoID: String, images: [String: PhotoImages]
  )
    throws -> String
  {
    let library = try TemplateLibrary(sources: [
      "detail": TemplateSource(text: template, file: "detail.mustache")
    ])
    let page = ImageDetailPage(
      theme: Theme(folder: "memory", library: library, assets: []), siteMap: SiteMap())
    let store = try #require(page.router?.dataStore)
    store.gallery = gallery
    store.photoID = photoID
    let photos = gallery.photos
    let index = try #require(gallery.index(ofPhoto: photoID))
    store.images = images[photoID]
    store.previousImages = index > 0 ? images[photos[index - 1].id] : nil
    store.nextImages = index + 1 < photos.count ? images[photos[index + 1].id] : nil
    page.load()
    return try page.render()
  }

  private static func images(_ id: String) -> PhotoImages {
    PhotoImages(
      variants: [
        .init(sitePath: "images/\(id)-640-0.jpg", width: 640, height: 480),
        .init(sitePath: "images/\(id)-2560-0.jpg", width: 2560, height: 1920),
      ], averageColor: "#102030",
      exif: PhotoEXIF(dateTaken: EXIFDateTime(year: 2008, month: 4, day: 20, hour: 19, minute: 12, second: 0))
    )
  }

  @Test func theViewerKeysAreThereForATheme() throws {
    // Given: three photos with their images, a slideshow of 7 seconds
    var gallery = Fixtures.gallery(count: 3)
    gallery.slideshowSeconds = 7
    let images = ["p1": Self.images("p1"), "p2": Self.images("p2"), "p3": Self.images("p3")]
    let template = """
      seconds={{slideshowSeconds}} short={{positionShort}} \
      zoom={{#zoom}}{{href}} {{width}}x{{height}}{{/zoom}} \
      prev={{#previous}}{{title}} {{#thumb}}{{src}} {{width}}x{{height}} {{ratio}} {{color}}{{/thumb}}{{/previous}} \
      next={{#next}}{{title}} {{#thumb}}{{src}}{{/thumb}} {{#image}}{{src}}{{/image}}{{/next}} \
      exif={{#exif}}{{#rows}}{{#datetime}}<{{datetime}}|{{value}}>{{/datetime}}{{/rows}}{{/exif}}
      """
    // When
    let html = try render(template, gallery: gallery, photoID: "p2", images: images)
    // Then
    #expect(html.contains("seconds=7 short=2 / 3 "))
    #expect(html.contains("zoom=../images/p2-2560-0.jpg 2560x1920 "))
    #expect(html.contains("prev=Photo 1 ../images/p1-640-0.jpg 640x480 1.3333 #102030 "))
    #expect(html.contains("next=Photo 3 ../images/p3-640-0.jpg ../images/p3-2560-0.jpg "))
    #expect(html.contains("exif=<2008-04-20T19:12:00|20 April 2008, 19:12>"))
  }

  @Test func aRemoteImageHasNoZoomAndTheDefaultSlideshow() throws {
    // Given
    let gallery = Gallery(title: "T", photos: [Photo(id: "r", image: .remote("https://x.org/r.jpg"))])
    // When
    let html = try render(
      "seconds={{slideshowSeconds}} zoom=[{{#zoom}}{{href}}{{/zoom}}]", gallery: gallery, photoID: "r",
      images: [:])
    // Then
    #expect(html.contains("seconds=5 zoom=[]"))
  }
}
