import Testing

@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryWorkers

@Suite struct AlbumUnlockInteractorTests {
  final class AlbumUnlockPresentationLogicSpy: AlbumUnlockPresentationLogic {
    var responses: [AlbumUnlock.Entry.Response] = []
    func presentEntry(response: AlbumUnlock.Entry.Response) { responses.append(response) }
  }

  static let family = LockedAlbum(
    title: nil, entryPage: "private/0123456789abcdef0123456789abcdef.html",
    indexFile: "private/fedcba9876543210fedcba9876543210.bin", salt: "00112233445566778899aabbccddeeff",
    iterations: 1_000_000)
  static let trips = LockedAlbum(
    title: "Trips", entryPage: "private/11111111111111111111111111111111.html",
    indexFile: "private/22222222222222222222222222222222.bin", salt: "ffeeddccbbaa99887766554433221100",
    iterations: 1_000_000)

  private func fetch(_ entryPage: String) -> (AlbumUnlockInteractor, [AlbumUnlock.Entry.Response]) {
    let worker = PhotosWorker(
      gallery: Gallery(title: "Home", albums: [Album(id: "public", title: "Public")]),
      locks: ["": [Self.family], "public": [Self.trips]])
    let sut = AlbumUnlockInteractor(worker: worker)
    let spy = AlbumUnlockPresentationLogicSpy()
    sut.presenter = spy
    sut.fetchEntry(request: .init(entryPage: entryPage))
    return (sut, spy.responses)
  }

  @Test func thePageFindsItsLockedAlbumOnAnyGridAndOnlyWhatTheLockHolds() {
    let (sut, responses) = fetch(Self.trips.entryPage)
    #expect(
      responses == [
        .init(
          siteTitle: "Home", albumTitle: "Trips", entryPage: Self.trips.entryPage,
          indexFile: Self.trips.indexFile,
          salt: Self.trips.salt, iterations: 1_000_000, publishing: false)
      ])
    #expect(sut.entryPage == Self.trips.entryPage)
    #expect(fetch(Self.family.entryPage).1.first?.albumTitle == nil, "no title unless the owner shows it")
  }

  @Test func aPageNoLockHasPresentsNothing() {
    let (sut, responses) = fetch("private/99999999999999999999999999999999.html")
    #expect(responses.isEmpty)
    #expect(sut.entryPage == nil)
  }
}
