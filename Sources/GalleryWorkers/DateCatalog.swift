import GalleryImages
import GalleryModel

/// The gallery's photos by the date they were taken (EXIF `DateTimeOriginal`, the camera's wall
/// clock), for the timeline: each year and each month that has photos, newest first, and how many
/// photos have no date (remote images, clips, photos without EXIF) and are left out.
///
/// Within a year or a month photos are in the order they were taken; photos taken in the same second
/// are in the order of their ids, never the gallery's, so a move between positions or albums changes
/// no date page.
package struct DateCatalog: Sendable, Equatable {
  package struct Month: Sendable, Equatable {
    package let year: Int
    /// 1…12.
    package let month: Int
    package let photoIDs: [String]
    package let clipCount: Int
  }

  package struct Year: Sendable, Equatable {
    package let year: Int
    /// Newest first.
    package let months: [Month]
    /// The year's photos in the order they were taken.
    package let photoIDs: [String]
    package let clipCount: Int
  }

  /// Newest first.
  package let years: [Year]
  /// Photos without a usable date: not on any date page.
  package let undatedCount: Int
  /// The page size of the gallery's grids, which date grids share.
  package let pageSize: Int

  /// Years a date page can name: four digits, as EXIF writes them; a date outside (or a month outside
  /// 1…12) counts as none, so no hostile value makes a page path.
  package static let yearRange = 1...9999

  package init(tree: AlbumTree, images: [String: PhotoImages]) {
    var dated: [(date: EXIFDateTime, id: String, isClip: Bool)] = []
    var undated = 0
    for node in tree.nodes {
      for photo in node.photos {
        guard let date = images[photo.id]?.exif?.dateTaken, Self.yearRange.contains(date.year),
          (1...12).contains(date.month)
        else {
          undated += 1
          continue
        }
        dated.append((date, photo.id, photo.video != nil))
      }
    }
    dated.sort { $0.date == $1.date ? $0.id < $1.id : $0.date < $1.date }
    var years: [Year] = []
    var index = dated.endIndex
    // Walked from the newest back, each year's and month's photos then put in the order taken.
    while index > dated.startIndex {
      let year = dated[index - 1].date.year
      let start = dated[..<index].lastIndex { $0.date.year != year }.map { $0 + 1 } ?? dated.startIndex
      let slice = dated[start..<index]
      var months: [Month] = []
      for month in (1...12).reversed() {
        let photos = slice.filter { $0.date.month == month }
        guard !photos.isEmpty else { continue }
        months.append(
          Month(
            year: year, month: month, photoIDs: photos.map(\.id), clipCount: photos.filter(\.isClip).count))
      }
      years.append(
        Year(year: year, months: months, photoIDs: slice.map(\.id), clipCount: slice.filter(\.isClip).count))
      index = start
    }
    self.years = years
    self.undatedCount = undated
    self.pageSize = tree.root.pageSize
  }

  package var isEmpty: Bool { years.isEmpty }

  package func year(_ year: Int) -> Year? {
    years.first { $0.year == year }
  }

  package func month(_ month: Int, of year: Int) -> Month? {
    self.year(year)?.months.first { $0.month == month }
  }

  /// Grid pages of `count` photos at the gallery's page size.
  package func gridPageCount(_ count: Int) -> Int {
    GridPages.count(count, pageSize: pageSize)
  }
}
