import GalleryTemplates
import GalleryTestSupport
import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryPaths
@testable import GalleryScenes
@testable import GallerySite
@testable import GalleryThemes
@testable import GalleryWorkers

/// The template contexts of every kind of page, over galleries chosen so that every optional key has a
/// value somewhere (`ThemeGuideTests` checks that it does, so a key below one that stayed null is never
/// missed): a hosted flat gallery of 201 items (share previews, the feed, pagination with gaps, a
/// number field past 200 positions) with a clip, EXIF, tags, a link and copied originals; a gallery with
/// albums, covers, an empty album, a private one and a locked cell; one with 51 albums (the album field
/// as text); and a message page.
enum ThemeGuideFixtures {
  /// Each template's contexts: `collection`, `detail`, `edit`, `tags`, `timeline`, `search`, `map`,
  /// `unlock`, `message` and `feed-entry`.
  static func contexts() throws -> [String: [TemplateValue]] {
    let theme = try TestThemes.defaultTheme()
    var contexts: [String: [TemplateValue]] = [:]
    for worker in try [hosted(), albums(), manyAlbums()] {
      for (template, context) in try pages(worker: worker, theme: theme) {
        contexts[template, default: []].append(context)
      }
    }
    let hosted = try hosted()
    let base = try #require(hosted.options.baseURL)
    contexts[FeedFile.entryTemplate] = hosted.gallery.allPhotos.map { photo in
      FeedFile.entry(
        photo, page: base.absolute(SiteMap().detailPage(photoID: photo.id)), images: hosted.images[photo.id],
        base: base, siteMap: SiteMap()
      ).context
    }
    let search = SearchPage(theme: theme, worker: hosted, siteMap: SiteMap())
    search.load()
    contexts[SearchPage.templateName] = [try search.context()]
    contexts[SearchIndexFiles.recordTemplate] = SearchIndexFiles.recordContexts(worker: hosted).map(\.context)
    let map = PlaceMapPage(theme: theme, worker: hosted, siteMap: SiteMap())
    map.load()
    contexts[PlaceMapPage.templateName] = [try map.context()]
    contexts[MessagePage.templateName] = [
      MessagePage.context(
        heading: "Not found", text: "Nothing is at /nowhere.html.",
        links: [.init(href: "/index.html", label: "Go to the gallery")], siteTitle: "Trips", theme: theme)
    ]
    return contexts
  }

  /// Every page of a site as the builder reaches it: each grid page of each grid, each of its photos'
  /// detail pages from its cell, and each edit page from the detail page.
  static func pages(worker: PhotosWorker, theme: Theme) throws -> [(String, TemplateValue)] {
    var pages: [(String, TemplateValue)] = []
    for node in worker.tree.nodes {
      for number in 1...node.gridPageCount {
        let collection = ImageCollectionPage(theme: theme, worker: worker, siteMap: SiteMap())
        collection.load(page: number, album: node.id)
        pages.append((ImageCollectionPage.templateName, try collection.context()))
        for route in collection.routes {
          let detail = try #require(collection.openPhoto(id: route.photo.id))
          detail.load()
          pages.append((ImageDetailPage.templateName, try detail.context()))
          let edit = try #require(detail.editPosition())
          edit.load()
          pages.append((ImageIndexEditPage.templateName, try edit.context()))
        }
      }
    }
    // The date pages, when photos have dates: the timeline, and each year's and month's grid.
    if !worker.dates.isEmpty {
      let timeline = TimelinePage(theme: theme, worker: worker, siteMap: SiteMap())
      timeline.load()
      pages.append((TimelinePage.templateName, try timeline.context()))
      for year in worker.dates.years {
        let page = TimelinePage(theme: theme, worker: worker, siteMap: SiteMap())
        page.load(year: year.year)
        pages.append((TimelinePage.templateName, try page.context()))
        for month in year.months.map(\.month) {
          let grid = DateCollectionPage(theme: theme, worker: worker, siteMap: SiteMap())
          grid.load(year: year.year, month: month, page: 1)
          pages.append((DateCollectionPage.templateName, try grid.context()))
        }
      }
    }
    // Each private album's passphrase page, from its locked cell.
    for lock in worker.locks.values.flatMap({ $0 }) {
      let unlock = AlbumUnlockPage(theme: theme, worker: worker, siteMap: SiteMap())
      unlock.load(entryPage: lock.entryPage)
      pages.append((AlbumUnlockPage.templateName, try unlock.context()))
    }
    // The tag pages, when the gallery has tags: the index, and each tag's grid through `collection`.
    guard !worker.tags.isEmpty else { return pages }
    let index = TagIndexPage(theme: theme, worker: worker, siteMap: SiteMap())
    index.load()
    pages.append((TagIndexPage.templateName, try index.context()))
    for tag in worker.tags.tags {
      for number in 1...tag.gridPageCount(pageSize: worker.tags.pageSize) {
        let grid = TagCollectionPage(theme: theme, worker: worker, siteMap: SiteMap())
        grid.load(slug: tag.slug, page: number)
        pages.append((TagCollectionPage.templateName, try grid.context()))
      }
    }
    return pages
  }

  /// Two sizes of a photo, with its colour.
  static func images(_ id: String, original: Bool = false) -> PhotoImages {
    var images = PhotoImages(
      variants: [
        .init(sitePath: "images/\(id)-480-ab12.jpg", width: 480, height: 320, byteCount: 41_200),
        .init(sitePath: "images/\(id)-1600-ab12.jpg", width: 1600, height: 1067, byteCount: 412_300),
      ], averageColor: "#7a6b5c", original: original ? "media/\(id).jpg" : nil, modified: 1_700_000_000)
    if original {
      images.originalWidth = 4000
      images.originalHeight = 2667
      images.originalByteCount = 8_149_999
    }
    return images
  }

  /// 201 items hosted at a base URL, ten to a grid page: "dusk" with every text, EXIF, a copied
  /// original and a gain map (HDR), "waves" a clip, the rest plain photos with images.
  static func hosted() throws -> PhotosWorker {
    let dusk = Photo(
      id: "dusk", image: .file("dusk.jpg"), title: "Dusk", description: "The sun sets.\nSlowly.",
      link: .remote("https://example.com/dusk"), alt: "An orange sky", tags: ["sea", "evening"])
    let waves = Photo(id: "waves", video: Clip(path: "clips/waves.mp4"), title: "Waves")
    let others = Fixtures.photos("p", 199)
    var gallery = Gallery(
      title: "Sea", description: "Photos of the sea.", pageSize: 10,
      baseURL: try BaseURL("https://example.com/sea/"),
      photos: [dusk, waves] + others, search: true, map: MapSettings(enabled: true))
    gallery.downloads = .original
    var images = Dictionary(uniqueKeysWithValues: others.map { ($0.id, Self.images($0.id)) })
    // A panorama: zoom through tiles.
    images[others[0].id]?.zoom = .tiles(
      .init(
        sitePath: "images/\(others[0].id)-tiles-ab12", width: 20_000, height: 5_000, tileSize: 512,
        topLevel: 6,
        firstLevel: 4, fileExtension: "jpg"))
    var duskImages = Self.images("dusk", original: true)
    duskImages.exif = PhotoEXIF(
      dateTaken: EXIFDateTime(year: 2024, month: 5, day: 1, hour: 19, minute: 42, second: 7),
      offsetTaken: "+02:00", make: "Canon", model: "Canon EOS R5", lens: "RF24-70mm F2.8 L IS USM",
      focalLength: EXIFRational(numerator: 35, denominator: 1),
      fNumber: EXIFRational(numerator: 28, denominator: 10),
      exposureTime: EXIFRational(numerator: 1, denominator: 250), iso: 200)
    duskImages.exif?.place = GeoPoint(latitude: 43.2965, longitude: 5.3698)
    duskImages.hdr = .kept
    images["dusk"] = duskImages
    var wavesImages = Self.images("waves")
    wavesImages.clip = ClipMedia(
      sources: [
        .init(sitePath: "clips/waves-5e5e.mp4", format: .mp4),
        .init(sitePath: "clips/waves-5e5e.webm", format: .webm),
      ], width: 1920, height: 1080, durationMilliseconds: 42_400, hasAudio: true)
    images["waves"] = wavesImages
    let archives = [
      AlbumTree.rootID: [
        AlbumArchive(sitePath: "archive.zip", byteCount: 412_300_000, memberCount: 201, part: 1, partCount: 1)
      ]
    ]
    return PhotosWorker(
      gallery: gallery, images: images, options: SiteOptions(baseURL: gallery.baseURL), archives: archives)
  }

  /// `Fixtures.albumGallery` (nested albums, an empty one) with images for every photo: covers,
  /// breadcrumbs, the album choice as a list.
  static func albums() throws -> PhotosWorker {
    var gallery = Fixtures.albumGallery()
    // "Beta" is private, as the owner's view shows it (with a lock mark); the top grid also shows a
    // locked cell, as the public site does for an album it encrypts.
    gallery.albums[1].privacy = AlbumPrivacy(passphrase: .text("correct horse"))
    let images = Dictionary(uniqueKeysWithValues: gallery.allPhotos.map { ($0.id, Self.images($0.id)) })
    let lock = LockedAlbum(
      title: "Family", entryPage: "private/0123456789abcdef0123456789abcdef.html",
      indexFile: "private/fedcba9876543210fedcba9876543210.bin", salt: "00112233445566778899aabbccddeeff",
      iterations: 1_000_000)
    return PhotosWorker(gallery: gallery, images: images, locks: [AlbumTree.rootID: [lock]])
  }

  /// 51 albums of a photo each: past 50, the move page's album choice is a text field.
  static func manyAlbums() throws -> PhotosWorker {
    let albums = (1...51).map {
      Album(id: "a\($0)", title: "Album \($0)", photos: Fixtures.photos("a\($0)-", 1))
    }
    return PhotosWorker(gallery: Gallery(title: "Many", photos: Fixtures.photos("r", 1), albums: albums))
  }
}
