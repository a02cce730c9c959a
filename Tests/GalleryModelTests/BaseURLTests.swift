import Testing

@testable import GalleryCore
@testable import GalleryModel

/// `baseURL`: only a plain http(s) URL of a folder passes, because it is written into every page's
/// head, the sitemap and the feed.
@Suite struct BaseURLTests {
  @Test(arguments: [
    "https://example.com/", "http://example.com/photos/", "https://example.com:8443/a/b/",
    "HTTPS://Example.com/trips/2019/", "https://[::1]:8000/", "https://example.com/caf%C3%A9/",
    "https://photos.example.org./", "http://localhost:65535/a.b/", "https://xn--exmple-cua.com/",
    "https://[2001:db8::8a2e:370:7334]/", "https://[::]/", "https://[1:2:3:4:5:6:7:8]/",
    "https://[1:2:3:4:5:6:7::]/",
    "https://[::ffff:192.0.2.1]/", "https://192.0.2.1:8080/g/", "https://0.0.0.0/",
    "https://xn--bcher-kva.example/",
    "https://XN--BCHER-KVA.example/", "https://xn--mnchen-3ya.de/", "https://a1.b2c/",
    "https://example.com/a/b/",
  ])
  func plainFolderURLsPass(text: String) throws {
    #expect(try BaseURL(text).text == text)
  }

  @Test(arguments: [
    ("ftp://example.com/", BaseURL.Problem.notHTTP), ("example.com/", .notHTTP),
    ("javascript:alert(1)//", .notHTTP), ("https:///", .noHost), ("https://:80/", .noHost),
    ("https://user:pw@example.com/", .credentials), ("https://example.com/?a=1/", .queryOrFragment),
    ("https://example.com/#x/", .queryOrFragment), ("https://example.com", .noTrailingSlash),
    ("https://example.com/photos", .noTrailingSlash), ("https://exa mple.com/", .badCharacter(" ")),
    ("https://example.com/\"><script>/", .badCharacter("\"")),
    ("https://example.com/\u{1B}/", .badCharacter("\u{1B}")),
    // Found by an attack: values with the shape of a URL that are none.
    ("http://x/../", .dotSegment), ("https://example.com/a/../", .dotSegment),
    ("https://example.com/./", .dotSegment),
    ("https://example.com/%2E%2e/", .dotSegment), ("https://example.com:99999/", .badPort),
    ("https://example.com:0/", .badPort), ("https://example.com:8x/", .badPort),
    ("https://example.com/%zz/", .badPercentEscape), ("https://example.com/%00/", .badPercentEscape),
    ("https://example.com/a%2/", .badPercentEscape), ("https://ex%41mple.com/", .badHost),
    ("https://-.com/", .badHost), ("https://a_b.com/", .badHost), ("https://a..b/", .badHost),
    ("https://[::1%25eth0]/", .badHost), ("https://[::1]x/", .badHost),
    ("https://exämple.com/", .badCharacter("ä")),
    ("https://[:::]/", .badIPv6), ("https://[1:2:3:4:5:6:7:8:9]/", .badIPv6),
    ("https://[1::2::3]/", .badIPv6),
    ("https://[1:2:3:4:5:6:7]/", .badIPv6), ("https://[:1::]/", .badIPv6), ("https://[12345::]/", .badIPv6),
    ("https://[::1.2.3.256]/", .badIPv6), ("https://999.1.1.1/", .badIPv4), ("https://1.2.3/", .badIPv4),
    ("https://01.2.3.4/", .badIPv4), ("https://example.123/", .badIPv4), ("https://0x7f.1/", .badIPv4),
    ("https://xn--zz.com/", .badPunycode), ("https://a.XN--ZZ/", .badPunycode),
    ("https://xn--a.com/", .badPunycode),
    ("https://example.com//", .emptySegment), ("https://example.com/a//b/", .emptySegment),
    ("https://example.com/\u{2028}/", .badCharacter("\u{2028}")),
  ])
  func anythingElseIsRefusedWithItsReason(text: String, problem: BaseURL.Problem) {
    #expect(throws: problem) { _ = try BaseURL(text) }
  }

  @Test func aCharacterIsNamedAsWrittenNotByItsFirstByte() {
    #expect(BaseURL.Problem.badCharacter("ä").description.hasPrefix("holds U+00E4 'ä', which"))
    #expect(BaseURL.Problem.badCharacter("\u{2028}").description.hasPrefix("holds U+2028, which"))
    #expect(BaseURL.Problem.badCharacter("\u{202E}").description.hasPrefix("holds U+202E, which"))
  }

  @Test func theManifestReadsAndWritesItBackAsWritten() throws {
    let text = #"{"title": "T", "baseURL": "https://example.com/trips/", "photos": []}"#
    let gallery = try ManifestDecoder.decode(Array(text.utf8), file: "gallery.json").gallery
    #expect(gallery.baseURL?.text == "https://example.com/trips/")
    let written = ManifestEncoder.encode(gallery)
    #expect(String(decoding: written, as: UTF8.self).contains(#"  "baseURL": "https://example.com/trips/","#))
    #expect(try ManifestDecoder.decode(written, file: "gallery.json").gallery == gallery)
  }

  @Test func aBadOneIsNamedWithItsPlaceAndReason() {
    let text = "{\n  \"title\": \"T\",\n  \"baseURL\": \"https://example.com\"\n}"
    #expect {
      _ = try ManifestDecoder.decode(Array(text.utf8), file: "gallery.json")
    } throws: { error in
      let message = (error as? GalleryError)?.description ?? ""
      return message.contains("gallery.json:3:") && message.contains("baseURL")
        && message.contains("must end in '/'")
    }
  }
}
