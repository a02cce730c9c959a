import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryWorkers

@Suite struct PlaceCatalogTests {
  private func placed(_ latitude: Double, _ longitude: Double) -> PhotoImages {
    var exif = PhotoEXIF(model: "X")
    exif.place = GeoPoint(latitude: latitude, longitude: longitude)
    return PhotoImages(variants: [.init(sitePath: "images/x.jpg", width: 4, height: 3)], exif: exif)
  }

  private func photo(_ id: String) -> Photo { Photo(id: id, image: .file("\(id).jpg")) }

  @Test func anAlbumsMapIsItsOwnElseItsParentsElseTheGallerys() {
    let gallery = Gallery(
      title: "T", photos: [photo("root")],
      albums: [
        Album(
          id: "trips", title: "Trips", photos: [photo("trip")], map: true,
          albums: [
            Album(id: "home", title: "Home", photos: [photo("home")], map: false),
            Album(id: "rome", title: "Rome", photos: [photo("rome")]),
          ]),
        Album(id: "misc", title: "Misc", photos: [photo("misc")]),
      ])
    let images = Dictionary(
      uniqueKeysWithValues: ["root", "trip", "home", "rome", "misc"].map { ($0, placed(1, 2)) })
    let catalog = PlaceCatalog(gallery: gallery, tree: AlbumTree(gallery), images: images)
    #expect(catalog.isOn)
    #expect(catalog.places.map(\.photoID) == ["rome", "trip"], "by id; the gallery's map is off by default")
    var everywhere = gallery
    everywhere.map.enabled = true
    let all = PlaceCatalog(gallery: everywhere, tree: AlbumTree(everywhere), images: images)
    #expect(all.places.map(\.photoID) == ["misc", "rome", "root", "trip"], "home says no")
    let none = Gallery(title: "T", photos: [photo("root")])
    let off = PlaceCatalog(gallery: none, tree: AlbumTree(none), images: images)
    #expect(!off.isOn && off.isEmpty && off.place(of: "root") == nil)
  }

  @Test func placesAreRoundedHereAndPhotosWithoutOneAreCounted() {
    var gallery = Gallery(
      title: "T",
      photos: [photo("a"), photo("b"), Photo(id: "c", image: .remote("https://example.org/c.jpg"))],
      map: MapSettings(enabled: true))
    var catalog = PlaceCatalog(
      gallery: gallery, tree: AlbumTree(gallery), images: ["a": placed(47.366921, -8.541727)])
    #expect(catalog.place(of: "a")?.latitude == "47.37" && catalog.place(of: "a")?.longitude == "-8.54")
    #expect(catalog.unplacedCount == 2)
    gallery.map.precision = .exact
    catalog = PlaceCatalog(
      gallery: gallery, tree: AlbumTree(gallery), images: ["a": placed(47.366921, -8.541727)])
    #expect(catalog.place(of: "a")?.latitude == "47.366921")
  }

  @Test func aClipHasNoPlaceOnTheMapEvenWithAPoster() {
    let clip = Photo(id: "v", video: Clip(path: "v.mp4", posterAtMilliseconds: nil))
    let gallery = Gallery(title: "T", photos: [clip], map: MapSettings(enabled: true))
    let catalog = PlaceCatalog(gallery: gallery, tree: AlbumTree(gallery), images: ["v": placed(1, 2)])
    #expect(catalog.isEmpty && catalog.unplacedCount == 1)
  }
}
