import CLibXML2
import GalleryXML

/// The checks on one HTML element the walk enters: an HTML5 name in the XHTML namespace, no `<a>` in an
/// `<a>` or `<form>` in a `<form>`, `alt` on images, ids present once and without whitespace, the root's
/// `lang`, exactly one non-empty `<title>`. Apart from the walk because they are what a page is judged
/// on, and from the links because an element's rules need no site.
extension PageChecks {
  /// `role` is nil for a name that is not HTML5.
  mutating func checkName(_ element: xmlNodePtr, _ role: Vocabulary.ElementRole?) {
    guard isHTML(element) else {
      let uri = element.pointee.ns?.pointee.href.map { String(cString: $0) } ?? ""
      report(element, "element <\(qualifiedName(element))> is in namespace '\(uri)', not XHTML")
      return
    }
    guard role == nil, let name = element.pointee.name else { return }
    let text = String(cString: name)
    if !HTMLElements.isCustomElementName(text) {
      report(element, "unknown element <\(text)>: not an HTML5 element")
    }
  }

  mutating func checkHTMLElement(
    _ element: xmlNodePtr, _ role: Vocabulary.ElementRole, _ attributes: Attributes
  ) {
    if attributes.photoID != nil || role == .body || role == .main || role == .form {
      noteContractMarks(element, role, attributes)
    }
    switch role {
    case .a:
      if let outer = openAnchors.last {
        let line = positions.position(of: outer).line
        report(element, "<a> inside another <a> (opened on line \(line)); links cannot nest")
      }
      openAnchors.append(mark(of: element))
      link(attributes.href, of: element, as: .aHref)
    case .img:
      if attributes.alt == nil {
        let src = attributes.src.map { " src='\(LibXML.string(of: $0))'" } ?? ""
        report(element, "<img\(src)> has no alt attribute")
      }
      link(attributes.src, of: element, as: .imgSrc)
      sourceSet(attributes.srcset, of: element, as: .imgSrcset)
    case .form:
      if let outer = openForms.last {
        let line = positions.position(of: outer.mark).line
        report(element, "<form> inside another <form> (opened on line \(line)); forms cannot nest")
      }
      openForms.append((mark(of: element), attributes.photoID != nil))
      link(attributes.action, of: element, as: .formAction)
    case .title:
      titles.append((element, mark(of: element)))
    case .html:
      if element.pointee.parent?.pointee.type == XML_DOCUMENT_NODE {
        checkLanguage(element, attributes.lang)
      }
    case .source:
      link(attributes.src, of: element, as: .sourceSrc)
      sourceSet(attributes.srcset, of: element, as: .sourceSrcset)
    case .video:
      link(attributes.src, of: element, as: .videoSrc)
      link(attributes.poster, of: element, as: .videoPoster)
    case .area: link(attributes.href, of: element, as: .areaHref)
    case .link: link(attributes.href, of: element, as: .linkHref)
    case .script: link(attributes.src, of: element, as: .scriptSrc)
    case .iframe: link(attributes.src, of: element, as: .iframeSrc)
    case .audio: link(attributes.src, of: element, as: .audioSrc)
    case .track: link(attributes.src, of: element, as: .trackSrc)
    case .embed: link(attributes.src, of: element, as: .embedSrc)
    case .select, .input:
      if checkContract, let control = attributes.name, LibXML.string(of: control) == "position" {
        contract.positionControls.append(
          PageContract.PositionControl(
            mark: mark(of: element), isSelect: role == .select, type: attributes.type.map(LibXML.string),
            insidePhotoForm: openForms.contains(where: \.carriesPhoto)))
      }
    case .other, .body, .main, .svg, .math, .base:
      break
    }
  }

  mutating func noteID(_ attribute: xmlAttrPtr, of element: xmlNodePtr) {
    let id = LibXML.string(of: attribute)
    if id.isEmpty {
      report(element, "id is empty")
      return
    }
    if id.utf8.contains(where: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0C || $0 == 0x0D }) {
      report(element, "id '\(id)' contains whitespace, which no fragment can name")
    }
    if let first = ids[id] {
      let line = positions.position(of: first).line
      report(element, "duplicate id '\(id)' (first on line \(line))")
    } else {
      ids[id] = mark(of: element)
    }
  }

  mutating func checkLanguage(_ element: xmlNodePtr, _ lang: xmlAttrPtr?) {
    guard let lang else {
      report(element, "<html> has no lang attribute: screen readers and translators need the language")
      return
    }
    if LibXML.withValue(of: lang, { $0.allSatisfy { $0 <= 0x20 } }) {
      report(element, "<html lang> is empty")
    }
  }

  mutating func finishTitles(root: xmlNodePtr) {
    guard let first = titles.first else {
      report(mark(of: root), "page has no <title>")
      return
    }
    if !LibXML.hasVisibleText(first.element) {
      report(first.mark, "<title> is empty")
    }
    guard titles.count > 1 else { return }
    let firstLine = positions.position(of: first.mark).line
    for extra in titles.dropFirst() {
      report(extra.mark, "second <title> (first on line \(firstLine)): a page has exactly one")
    }
  }
}
