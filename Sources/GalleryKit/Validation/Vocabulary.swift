import CLibXML2

/// The element and attribute names the checks look for, interned in a parser's libxml2 dictionary.
///
/// libxml2 stores every element and attribute name of a tree as a pointer into its context's
/// dictionary, the same pointer for the same name on every page that context parses. Looking the
/// names up once lets the walk compare pointers instead of creating a Swift String per node, which
/// matters at tens of thousands of pages per build.
struct Vocabulary {
  typealias Name = UnsafePointer<xmlChar>

  let dictionary: OpaquePointer
  /// Every HTML5 element name.
  let htmlElements: Set<Name>

  let a, area, link, img, source, script, iframe, audio, video, track, embed: Name
  let form, title, html, body, main, select, input, svg, math: Name

  let id, href, src, srcset, poster, action, lang, alt, name, type: Name
  let dataScene, dataPhotoID: Name
  /// Attributes holding a URL that a browser may follow or load: none may be `javascript:`.
  let urlAttributes: Set<Name>

  /// Fails only when libxml2 cannot allocate (xmlDictLookup returns NULL).
  init(dictionary: OpaquePointer) throws(VocabularyError) {
    self.dictionary = dictionary
    func intern(_ text: String) throws(VocabularyError) -> Name {
      guard let name = xmlDictLookup(dictionary, text, -1) else { throw VocabularyError() }
      return name
    }
    var elements = Set<Name>()
    for element in HTMLElements.names {
      elements.insert(try intern(element))
    }
    htmlElements = elements
    a = try intern("a")
    area = try intern("area")
    link = try intern("link")
    img = try intern("img")
    source = try intern("source")
    script = try intern("script")
    iframe = try intern("iframe")
    audio = try intern("audio")
    video = try intern("video")
    track = try intern("track")
    embed = try intern("embed")
    form = try intern("form")
    title = try intern("title")
    html = try intern("html")
    body = try intern("body")
    main = try intern("main")
    select = try intern("select")
    input = try intern("input")
    svg = try intern("svg")
    math = try intern("math")
    id = try intern("id")
    href = try intern("href")
    src = try intern("src")
    srcset = try intern("srcset")
    poster = try intern("poster")
    action = try intern("action")
    lang = try intern("lang")
    alt = try intern("alt")
    name = try intern("name")
    type = try intern("type")
    dataScene = try intern("data-scene")
    dataPhotoID = try intern("data-photo-id")
    var links = Set<Name>()
    for attribute in [
      "href", "src", "srcset", "poster", "action", "formaction", "data", "cite", "background", "ping",
      "manifest", "codebase", "longdesc", "usemap", "itemid", "itemtype",
    ] {
      links.insert(try intern(attribute))
    }
    urlAttributes = links
  }
}

/// libxml2 could not allocate a dictionary entry.
struct VocabularyError: Error {}
