import CLibXML2

/// The element and attribute names the checks look for, interned in a parser's libxml2 dictionary.
///
/// libxml2 stores every element and attribute name of a tree as a pointer into its context's
/// dictionary, the same pointer for the same name on every page that context parses. Looking the
/// names up once lets the walk classify a node by its name pointer instead of creating a Swift String
/// per node, which matters at tens of thousands of pages per build.
struct Vocabulary {
  /// What the walk does with an element. Every HTML5 element has a role, `.other` for most.
  enum ElementRole {
    case other
    case a, area, link, img, source, script, iframe, audio, video, track, embed
    case form, title, html, body, main, select, input, base
    /// Foreign content: its subtree has its own vocabulary.
    case svg, math
  }

  /// What the walk reads an attribute for.
  enum AttributeRole {
    case id, href, src, srcset, poster, action, lang, alt, name, type, scene, photoID
    /// Holds a URL that only the `javascript:` check looks at.
    case otherURL

    /// Whether the attribute holds a URL a browser may follow or load: none may be `javascript:`.
    var holdsURL: Bool {
      switch self {
      case .href, .src, .srcset, .poster, .action, .otherURL: true
      default: false
      }
    }
  }

  let dictionary: OpaquePointer
  /// Every HTML5 element name.
  let elements: NameTable<ElementRole>
  let attributes: NameTable<AttributeRole>

  private static let elementRoles: [String: ElementRole] = [
    "a": .a, "area": .area, "link": .link, "img": .img, "source": .source, "script": .script,
    "iframe": .iframe, "audio": .audio, "video": .video, "track": .track, "embed": .embed, "form": .form,
    "title": .title, "html": .html, "body": .body, "main": .main, "select": .select, "input": .input,
    "base": .base, "svg": .svg, "math": .math,
  ]

  private static let attributeRoles: [String: AttributeRole] = [
    "id": .id, "href": .href, "src": .src, "srcset": .srcset, "poster": .poster, "action": .action,
    "lang": .lang, "alt": .alt, "name": .name, "type": .type, "data-scene": .scene,
    "data-photo-id": .photoID, "formaction": .otherURL, "data": .otherURL, "cite": .otherURL,
    "background": .otherURL, "ping": .otherURL, "manifest": .otherURL, "codebase": .otherURL,
    "longdesc": .otherURL, "usemap": .otherURL, "itemid": .otherURL, "itemtype": .otherURL,
  ]

  /// Fails only when libxml2 cannot allocate (xmlDictLookup returns NULL).
  init(dictionary: OpaquePointer) throws(VocabularyError) {
    self.dictionary = dictionary
    func intern(_ text: String) throws(VocabularyError) -> NameTable<Void>.Name {
      guard let name = xmlDictLookup(dictionary, text, -1) else { throw VocabularyError() }
      return name
    }
    var elements = NameTable<ElementRole>(capacity: HTMLElements.names.count)
    for element in HTMLElements.names {
      elements.insert(try intern(element), Self.elementRoles[element] ?? .other)
    }
    var attributes = NameTable<AttributeRole>(capacity: Self.attributeRoles.count)
    for (attribute, role) in Self.attributeRoles {
      attributes.insert(try intern(attribute), role)
    }
    self.elements = elements
    self.attributes = attributes
  }
}

/// libxml2 could not allocate a dictionary entry.
struct VocabularyError: Error {}
