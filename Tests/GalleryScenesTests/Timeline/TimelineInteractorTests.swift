import Testing

@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryWorkers

@Suite struct TimelineInteractorTests {
  final class TimelinePresentationLogicSpy: TimelinePresentationLogic {
    var calendarResponse: Timeline.Calendar.Response?
    func presentCalendar(response: Timeline.Calendar.Response) { calendarResponse = response }
  }

  /// Two photos of June 2023, one of January 2024, one undated.
  private func makeSUT() -> (TimelineInteractor, TimelinePresentationLogicSpy) {
    func taken(_ year: Int, _ month: Int, _ day: Int) -> PhotoImages {
      PhotoImages(
        variants: [.init(sitePath: "images/x.jpg", width: 4, height: 3)],
        exif: PhotoEXIF(
          dateTaken: EXIFDateTime(year: year, month: month, day: day, hour: 9, minute: 0, second: 0)))
    }
    let photos = ["a", "b", "c", "d"].map { Photo(id: $0, image: .file("\($0).jpg")) }
    let images = ["a": taken(2023, 6, 9), "b": taken(2023, 6, 1), "c": taken(2024, 1, 1)]
    let sut = TimelineInteractor(
      worker: PhotosWorker(gallery: Gallery(title: "Trip", photos: photos), images: images))
    let spy = TimelinePresentationLogicSpy()
    sut.presenter = spy
    return (sut, spy)
  }

  @Test func fetchCalendarPresentsYearsAndMonthsWithTheFirstPhotoOfEach() {
    // Given
    let (sut, spy) = makeSUT()
    // When
    sut.fetchCalendar(request: .init())
    // Then
    let response = spy.calendarResponse
    #expect(response?.years.map(\.year) == [2024, 2023])
    #expect(response?.years.last?.months.map(\.month) == [6])
    #expect(response?.years.last?.months.first?.cover?.id == "b", "the first photo taken that month")
    #expect(response?.years.last?.photoCount == 2)
    #expect(response?.undatedCount == 1)
    #expect(response?.year == nil && sut.year == nil)
  }

  @Test func aYearsPageHoldsThatYearAloneAndAnEmptyYearNone() {
    let (sut, spy) = makeSUT()
    sut.fetchCalendar(request: .init(year: 2023))
    #expect(spy.calendarResponse?.year == 2023)
    #expect(spy.calendarResponse?.years.map(\.year) == [2023])
    #expect(sut.year == 2023)
    spy.calendarResponse = nil
    sut.fetchCalendar(request: .init(year: 1999))
    #expect(spy.calendarResponse == nil)
  }
}
