import CLibXML2

/// `Attributes` apart from the walk that makes one per element, being a type of its own.
extension PageChecks {
  /// The plain (no-namespace) attributes the checks read, picked out of an element's list in one pass:
  /// a fixed set of slots, so no check searches the list again.
  struct Attributes {
    var id, href, src, srcset, poster, action, lang, alt, name, type, scene, photoID: xmlAttrPtr?

    mutating func note(_ attribute: xmlAttrPtr, as role: Vocabulary.AttributeRole) {
      switch role {
      case .id: id = attribute
      case .href: href = attribute
      case .src: src = attribute
      case .srcset: srcset = attribute
      case .poster: poster = attribute
      case .action: action = attribute
      case .lang: lang = attribute
      case .alt: alt = attribute
      case .name: name = attribute
      case .type: type = attribute
      case .scene: scene = attribute
      case .photoID: photoID = attribute
      case .otherURL: break
      }
    }
  }
}
