import GalleryCore

/// A gallery: its settings and its photos in the order the person chose.
package struct Gallery: Equatable, Sendable {
  /// Photos per grid page when the manifest does not say: rows of 2, 3, 4, 6 or 8 photos fill it.
  package static let defaultPageSize = 24
  /// Entries of the Atom feed when the manifest does not say: what feed readers show of a busy site.
  package static let defaultFeedEntries = 50
  /// Seconds each photo stays on screen in a slideshow when the manifest does not say: long enough to
  /// look, short enough not to wait.
  package static let defaultSlideshowSeconds = 5

  package var title: String
  package var description: String?
  /// Nil when the manifest leaves it out (the default then applies, see `effectivePageSize`).
  package var pageSize: Int?
  package var theme: String?
  /// The language the pages are written in (their words, `<html lang>`); nil: English (`en`).
  package var language: LanguageTag?
  /// `true` builds a site for public hosting: no move pages, no links to them (see `--publish`).
  package var publish: Bool?
  /// `true` makes a search page and its index with Pagefind (a program, found like FFmpeg); nil or
  /// `false`: no search, and Pagefind is never looked for.
  package var search: Bool?
  /// `"map"`, `"mapPrecision"`, `"mapTiles"`, `"mapAttribution"`: the photos' places on a map.
  package var map = MapSettings()
  /// `"downloads"`: what a photo's page offers to save; nil: see `Downloads.galleryDefault`.
  package var downloads: Downloads?
  /// `"albumZips"`: `true` gives every grid with photos an archive of them (`zips/`); nil: none.
  package var albumZips: Bool?
  /// `"zipMaxBytes"`: the largest archive file; a larger album's archive is split into parts that are
  /// whole archives each. Nil: `defaultZipMaxBytes`.
  package var zipMaxBytes: Int?

  /// A gibibyte: the largest file a site holds (the site writer reads each whole).
  package static let defaultZipMaxBytes = 1 << 30
  package static let zipMaxBytesRange = 1_000_000...(1 << 30)
  package var effectiveZipMaxBytes: Int { zipMaxBytes ?? Self.defaultZipMaxBytes }
  /// Where the site is hosted; nil: nothing absolute is written (see `BaseURL`).
  package var baseURL: BaseURL?
  /// How many photos `feed.xml` lists (the newest); nil: `defaultFeedEntries`. Only with a `baseURL`.
  package var feedEntries: Int?
  /// Seconds per photo in the photo page's slideshow (1–60); nil: `defaultSlideshowSeconds`.
  package var slideshowSeconds: Int?
  /// Thumbnail and image sizes, JPEG quality, metadata and originals.
  package var images: ImageSettings
  /// In display order. Kept indexed by id, because every page of a build looks its photo up.
  package var photos: [Photo] {
    get { orderedPhotos }
    set {
      orderedPhotos = newValue
      positions = Self.index(orderedPhotos)
    }
    _modify {
      yield &orderedPhotos
      positions = Self.index(orderedPhotos)
    }
  }
  /// `photos`' storage, which `moveRootPhoto` changes with only the ids it moves indexed again.
  private var orderedPhotos: [Photo]
  /// Albums below the root, each with its own photos and sub-albums; empty for a flat gallery (whose
  /// manifest has no `albums`, and is written back without one).
  package var albums: [Album]
  /// Photo id → index in `photos`; derived, rebuilt whenever `photos` changes (a move, not a page).
  private var positions: [String: Int]

  package init(
    title: String, description: String? = nil, pageSize: Int? = nil, theme: String? = nil,
    language: LanguageTag? = nil, publish: Bool? = nil, baseURL: BaseURL? = nil, feedEntries: Int? = nil,
    slideshowSeconds: Int? = nil, images: ImageSettings = ImageSettings(), photos: [Photo] = [],
    albums: [Album] = [], search: Bool? = nil, map: MapSettings = MapSettings()
  ) {
    self.map = map
    self.albums = albums
    self.search = search
    self.baseURL = baseURL
    self.feedEntries = feedEntries
    self.slideshowSeconds = slideshowSeconds
    self.publish = publish
    self.title = title
    self.description = description
    self.pageSize = pageSize
    self.theme = theme
    self.language = language
    self.images = images
    self.orderedPhotos = photos
    self.positions = Self.index(photos)
  }

  /// Moves the root's photo at `index` to `target` (both valid 0-based places), indexing again only
  /// the ids between them: a neighbour move in a 100,000-photo gallery indexed every id, 7% of it.
  mutating func moveRootPhoto(at index: Int, to target: Int) {
    orderedPhotos.insert(orderedPhotos.remove(at: index), at: target)
    // A repeated id (possible in memory only) keeps its first place: the whole index is made again.
    guard positions.count == orderedPhotos.count else { return positions = Self.index(orderedPhotos) }
    for place in min(index, target)...max(index, target) { positions[orderedPhotos[place].id] = place }
  }

  /// Each id's first index. Read through the array's buffer, backwards, one store per photo: a
  /// `for photo in photos` copies every `Photo` (a retain and a release of each of its strings), and a
  /// lookup before each store hashes every id twice; at 100,000 photos that was a tenth of a move.
  private static func index(_ photos: [Photo]) -> [String: Int] {
    var positions: [String: Int] = [:]
    positions.reserveCapacity(photos.count)
    photos.withUnsafeBufferPointer { buffer in
      // Backwards, so a repeated id (refused by the decoder, possible in memory) keeps its first index.
      for index in buffer.indices.reversed() { positions[buffer[index].id] = index }
    }
    return positions
  }

  /// How many items are clips, the albums' included: summaries count them apart from photos.
  /// Counted in place (no `allPhotos` array): a move's summary asks too.
  package var clipCount: Int {
    func clips(_ photos: [Photo]) -> Int { photos.reduce(0) { $0 + ($1.video == nil ? 0 : 1) } }
    func below(_ albums: [Album]) -> Int { albums.reduce(0) { $0 + clips($1.photos) + below($1.albums) } }
    return clips(photos) + below(albums)
  }

  /// "3 photos", "1 photo and 2 clips": `items` (photos and clips together) as the command line's
  /// summaries say them, the one wording for init, sync and build.
  package static func itemsText(_ items: Int, clips: Int) -> String {
    let photos = NumberText.count(items - clips, "photo", "photos")
    return clips == 0 ? photos : photos + " and " + NumberText.count(clips, "clip", "clips")
  }

  package var effectivePageSize: Int { pageSize ?? Self.defaultPageSize }
  package var effectiveFeedEntries: Int { feedEntries ?? Self.defaultFeedEntries }
  package var effectiveSlideshowSeconds: Int { slideshowSeconds ?? Self.defaultSlideshowSeconds }

  /// Number of grid pages: an empty gallery still has one, which says so.
  package var gridPageCount: Int {
    max(1, (photos.count + effectivePageSize - 1) / effectivePageSize)
  }

  /// The 0-based index of a photo, or nil.
  package func index(ofPhoto id: String) -> Int? {
    positions[id]
  }

  /// The 1-based grid page that shows the photo at a 0-based index.
  package func gridPage(forPhotoAt index: Int) -> Int {
    index / effectivePageSize + 1
  }

  /// The 0-based indices of the photos on a 1-based grid page.
  package func photoIndices(onGridPage page: Int) -> Range<Int> {
    let start = min(photos.count, (page - 1) * effectivePageSize)
    return start..<min(photos.count, start + effectivePageSize)
  }
}
