import Testing

@testable import GalleryImport
@testable import GalleryModel

@Suite struct PhotoNamingTests {
  @Test(arguments: [
    ("IMG_2034.JPG", "img-2034"),
    ("Été à Paris.jpg", "ete-a-paris"),
    ("photos/2024/Straße am Fluß.png", "strasse-am-fluss"),
    ("  --Hello,,   World!!--.webp", "hello-world"),
    ("日本.jpg", "photo"),
    ("___.gif", "photo"),
    ("ﬁsh.svg", "fish"),
    ("archive.tar.jpg", "archive-tar"),
  ])
  func baseIDs(file: String, id: String) {
    #expect(PhotoNaming.baseID(forFile: file) == id)
  }

  @Test(arguments: [
    ("2019/Kyoto", "2019-kyoto"),
    ("a b", "a-b"),
    ("2019.summer/Été à Paris", "2019-summer-ete-a-paris"),
    ("日本", "album"),
  ])
  func folderBaseIDsUseTheWholePath(folder: String, id: String) {
    #expect(PhotoNaming.baseID(forFolder: folder) == id)
  }

  @Test func baseIDsAreValidManifestIDsOfAtMost100Characters() throws {
    let long = String(repeating: "ab_", count: 80) + ".jpg"
    let id = PhotoNaming.baseID(forFile: long)
    #expect(id.count <= 100)
    #expect(!id.hasSuffix("-"))
    let manifest = #"{"title": "T", "photos": [{"id": "\#(id)", "image": "a.jpg"}]}"#
    _ = try ManifestDecoder.decode(Array(manifest.utf8), file: "gallery.json")
  }

  @Test(arguments: [
    ("sunset_over-the_bay.jpg", "Sunset over the bay"),
    ("IMG_2034.JPG", "IMG 2034"),
    ("a/b/été  __ à-paris.png", "Été à paris"),
    // The pages' rules for an untitled photo (`ReadableName`), so init writes what a page would show.
    ("FreshFlower.jpg", "Fresh Flower"),
    ("HTMLPage.png", "HTML Page"),
    ("iPhone_sale.jpg", "IPhone sale"),
    // Titles stay in the script the photographer wrote the name in, whatever the pages' language.
    ("서울_야경.jpg", "서울 야경"),
    ("غروب_الشمس-في-دبي.jpg", "غروب الشمس في دبي"),
    ("東京タワー_夜.png", "東京タワー 夜"),
    ("Ölmühle_am_See.jpg", "Ölmühle am See"),
  ])
  func titles(file: String, title: String) {
    #expect(PhotoNaming.title(forFile: file) == title)
  }

  @Test func aNameOfSeparatorsHasNoTitle() {
    #expect(PhotoNaming.title(forFile: "_-_.jpg") == nil)
  }

  @Test func collisionsAreNumberedInOrder() {
    #expect(PhotoNaming.uniqueIDs(for: ["a", "a", "b", "a"], taken: []) == ["a", "a-2", "b", "a-3"])
  }

  @Test func aFreeBaseKeepsItsValueEvenAfterAnEarlierCollision() {
    // "a", "a" then a file really named "a-2": that file keeps "a-2", the second "a" goes on to "a-3".
    #expect(PhotoNaming.uniqueIDs(for: ["a", "a", "a-2"], taken: []) == ["a", "a-3", "a-2"])
  }

  @Test func idsAreUniqueAgainstTakenIDsIgnoringCase() {
    #expect(
      PhotoNaming.uniqueIDs(for: ["beach", "sun"], taken: ["Beach", "BEACH-2"]) == ["beach-3", "sun"])
  }

  @Test func numberedIDsStayWithinTheLengthLimit() {
    let base = String(repeating: "x", count: 100)
    let ids = PhotoNaming.uniqueIDs(for: [base, base], taken: [])
    #expect(ids[0] == base)
    #expect(ids[1] == String(repeating: "x", count: 98) + "-2")
  }

  @Test func theSameNamesAlwaysGiveTheSameIDs() {
    let bases = ["img-1", "img-1", "photo", "photo", "photo-2"]
    #expect(PhotoNaming.uniqueIDs(for: bases, taken: []) == PhotoNaming.uniqueIDs(for: bases, taken: []))
  }
}
