import Testing

@testable import GalleryValidation

/// The byte-level pieces links go through: the resolver, `srcset` reading and the path table.
@Suite struct LinkResolverTests {
  func resolve(_ url: String, from page: String = "photos/a.html") -> (LinkResolver.Target, String) {
    var path: [UInt8] = []
    var url = url
    let target = url.withUTF8 { LinkResolver(pagePath: page).resolve($0, path: &path) }
    return (target, String(decoding: path, as: UTF8.self))
  }

  @Test func relativePathsFoldOntoThePageFolder() {
    #expect(resolve("b.html") == (.local(fragment: nil, namesFolder: false), "photos/b.html"))
    #expect(resolve("./b.html") == (.local(fragment: nil, namesFolder: false), "photos/b.html"))
    #expect(resolve("../index.html") == (.local(fragment: nil, namesFolder: false), "index.html"))
    #expect(resolve("x/../b.html?q=1") == (.local(fragment: nil, namesFolder: false), "photos/b.html"))
    #expect(resolve("a//b.jpg") == (.local(fragment: nil, namesFolder: false), "photos/a/b.jpg"))
  }

  @Test func fragmentOnlyLinksNameThePageItself() {
    #expect(resolve("#top") == (.local(fragment: "top", namesFolder: false), "photos/a.html"))
    #expect(resolve("#") == (.local(fragment: nil, namesFolder: false), "photos/a.html"))
    #expect(resolve("?sort=date") == (.local(fragment: nil, namesFolder: false), "photos/a.html"))
  }

  @Test func percentEscapesAreDecodedInPathAndFragment() {
    #expect(resolve("my%20photo.jpg") == (.local(fragment: nil, namesFolder: false), "photos/my photo.jpg"))
    #expect(
      resolve("b.html#caf%C3%A9") == (.local(fragment: "caf\u{E9}", namesFolder: false), "photos/b.html"))
    #expect(resolve("100%.jpg") == (.local(fragment: nil, namesFolder: false), "photos/100%.jpg"))
  }

  @Test func folders() {
    #expect(resolve("./") == (.local(fragment: nil, namesFolder: true), "photos"))
    #expect(resolve("..") == (.local(fragment: nil, namesFolder: true), ""))
    #expect(resolve("sub/") == (.local(fragment: nil, namesFolder: true), "photos/sub"))
  }

  @Test func faultsAndExternalLinks() {
    #expect(resolve("../../x.html").0 == .fault(.leavesSite))
    #expect(resolve("/x.html").0 == .fault(.rootAbsolute))
    #expect(resolve(" \t ").0 == .fault(.empty))
    #expect(resolve(" JaVaScRiPt:go()").0 == .fault(.javaScript))
    #expect(resolve("java script:go()").0 == .fault(.javaScript))
    #expect(resolve("file:///etc/passwd").0 == .fault(.fileScheme))
    for external in [
      "https://a.org/", "http://a.org", "mailto:a@b.org", "data:,x", "//cdn.org/x.js", "tel:+1",
    ] {
      #expect(resolve(external).0 == .external)
    }
  }

  @Test func sourceSetCandidates() {
    func urls(_ srcset: String) -> [String] {
      var srcset = srcset
      return srcset.withUTF8 { value in
        SourceSet.urls(in: value).map { String(decoding: $0, as: UTF8.self) }
      }
    }
    #expect(urls("a.jpg 1x, b.jpg 2x") == ["a.jpg", "b.jpg"])
    #expect(urls("a.jpg,b.jpg") == ["a.jpg,b.jpg"])
    #expect(urls("a.jpg, b.jpg") == ["a.jpg", "b.jpg"])
    #expect(urls(" a.jpg 400w (max-width, 2x), b.jpg 800w ") == ["a.jpg", "b.jpg"])
    #expect(urls("data:image/png;base64,AA,BB 1x, c.jpg 2x") == ["data:image/png;base64,AA,BB", "c.jpg"])
    #expect(urls("") == [])
  }

  @Test func pathTableFindsEveryPathAndNothingElse() {
    let paths = (0..<5000).map { "photos/p\($0).html" } + ["", "a", "a/b", "photos/p1.html"]
    let table = PathTable(paths)
    for (number, path) in paths.enumerated().dropLast() {
      #expect(table.number(of: path) == number)
    }
    #expect(table.number(of: "photos/p1.html") == 1)
    #expect(table.number(of: "photos/p5000.html") == nil)
    #expect(table.number(of: "photos/p1.htm") == nil)
    #expect(table.number(of: "b") == nil)
  }
}
