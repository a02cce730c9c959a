import Testing

@testable import GalleryCore
@testable import GalleryModel

/// An album's `"private"` in `gallery.json` (issue 47): read in either form, refused when it could not be
/// opened or guessed in minutes, and written back byte for byte on one line.
@Suite struct ManifestPrivacyTests {
  static let manifest = """
    {
      "title": "Home",
      "photos": [],
      "albums": [
        {
          "id": "family",
          "title": "Family",
          "private": {"passphraseFile": "family.pass", "showTitle": true},
          "photos": [
            {
              "id": "beach",
              "image": "family/beach.jpg"
            }
          ],
          "albums": [
            {
              "id": "cousins",
              "title": "Cousins",
              "photos": []
            }
          ]
        },
        {
          "id": "work",
          "title": "Work",
          "private": {"passphrase": "eight or more"},
          "photos": []
        }
      ]
    }

    """

  private func decode(_ text: String) throws(GalleryError) -> Gallery {
    try ManifestDecoder.decode(Array(text.utf8), file: "gallery.json").gallery
  }

  private func error(_ privateValue: String) -> String? {
    let text = #"{ "title": "T", "albums": [{ "id": "x", "title": "X", "private": "# + privateValue + " }] }"
    do {
      _ = try decode(text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func bothFormsAreReadAndWrittenBackByteForByte() throws {
    let gallery = try decode(Self.manifest)
    #expect(gallery.albums[0].privacy == AlbumPrivacy(passphrase: .file("family.pass"), showsTitle: true))
    #expect(gallery.albums[1].privacy == AlbumPrivacy(passphrase: .text("eight or more")))
    #expect(gallery.albums[0].albums[0].privacy == nil, "a sub-album is private through its parent")
    #expect(gallery.hasPrivateAlbums)
    #expect(String(decoding: ManifestEncoder.encode(gallery), as: UTF8.self) == Self.manifest)
    #expect(!(try decode(ManifestAlbumsTests.manifest)).hasPrivateAlbums)
  }

  @Test func aPassphraseThatCouldNotOpenOrIsGuessedAtOnceIsRefusedWithItsPath() {
    let short = error(#"{"passphrase": "seven77"}"#)
    #expect(
      short?.contains("albums[0].private.passphrase: is shorter than 8 characters") == true, "\(short ?? "")")
    let both = error(#"{"passphrase": "long enough", "passphraseFile": "p.txt"}"#)
    #expect(both?.contains("albums[0].private: has both") == true, "\(both ?? "")")
    let neither = error(#"{"showTitle": true}"#)
    #expect(neither?.contains("albums[0].private: needs \"passphraseFile\"") == true, "\(neither ?? "")")
    let url = error(#"{"passphraseFile": "https://example.org/p.txt"}"#)
    #expect(url?.contains("albums[0].private.passphraseFile") == true, "\(url ?? "")")
    let outside = error(#"{"passphraseFile": "../p.txt"}"#)
    #expect(outside?.contains("albums[0].private.passphraseFile") == true, "\(outside ?? "")")
    let unknown = error(#"{"passphrase": "long enough", "hint": "dog"}"#)
    #expect(unknown?.contains("albums[0].private.hint") == true, "\(unknown ?? "")")
    let notAnObject = error(#""secret words""#)
    #expect(notAnObject?.contains("albums[0].private: expected an object") == true, "\(notAnObject ?? "")")
    let tooLong = error(#"{"passphrase": ""# + String(repeating: "x", count: 1_025) + #""}"#)
    #expect(tooLong?.contains("albums[0].private.passphrase") == true, "\(tooLong ?? "")")
  }
}
