// Longer than the usual 250 lines: every per-page check runs in one walk over the libxml2 tree (a
// walk per check would cost a walk per check on 20,000 pages).

import CLibXML2

/// The checks a page passes on its own, made in one walk over its libxml2 tree, plus the facts (ids,
/// local links) the site-wide pass needs.
///
/// Namespace-aware: pages declare `xmlns="http://www.w3.org/1999/xhtml"`, but a page without it is
/// read the same way, so an element in the XHTML namespace or in none is an HTML element. Inline
/// `<svg>` and `<math>` subtrees are foreign content with their own vocabularies: their names are not
/// checked, their ids still count (a fragment can target them) and their URLs still may not be
/// `javascript:`.
struct PageChecks {
  private let page: String
  private let site: SiteIndex
  private let vocabulary: Vocabulary
  private let checkContract: Bool
  private let resolver: LinkResolver
  /// The site-relative path of the link being resolved, as UTF-8; one buffer for all links.
  private var path: [UInt8] = []
  private var positions: SourcePositions

  private var problems: [ValidationProblem] = []
  /// Each id and where it first appeared.
  private var ids: [String: SourceMark] = [:]
  private var navigation: [Int] = []
  private var pendingLinks: [PageLink] = []
  /// Links to a fragment of this same page, settled once the walk has seen all its ids.
  private var ownFragments: [(fragment: String, url: String, source: LinkSource, mark: SourceMark)] = []
  private var contract = PageContract()
  private var titles: [(element: xmlNodePtr, mark: SourceMark)] = []
  /// The `<form>` and `<a>` elements the walk is inside, innermost last.
  private var openForms: [(mark: SourceMark, carriesPhoto: Bool)] = []
  private var openAnchors: [SourceMark] = []
  /// The `<svg>` or `<math>` element whose subtree the walk is in, if any.
  private var foreignRoot: xmlNodePtr?
  /// The last namespace seen and whether it is XHTML: elements share one xmlNs, so this saves a
  /// string comparison per element.
  private var lastNamespace: (namespace: xmlNsPtr, isXHTML: Bool)?

  private static let xhtmlNamespace = "http://www.w3.org/1999/xhtml"

  /// Checks the tree of the page at `page` (site-relative), whose UTF-8 bytes are `source` (empty when
  /// the page was not UTF-8: problems then get a line but no column), in `site`.
  static func check(
    _ document: xmlDocPtr, page: String, source: UnsafeBufferPointer<UInt8>, site: SiteIndex,
    vocabulary: Vocabulary, checkContract: Bool
  ) -> PageFacts {
    var checks = PageChecks(
      page: page, source: source, site: site, vocabulary: vocabulary, checkContract: checkContract)
    checks.walk(document)
    return PageFacts(
      problems: checks.problems, ids: checks.ids, navigation: checks.navigation,
      pendingLinks: checks.pendingLinks)
  }

  private init(
    page: String, source: UnsafeBufferPointer<UInt8>, site: SiteIndex, vocabulary: Vocabulary,
    checkContract: Bool
  ) {
    self.page = page
    self.site = site
    self.vocabulary = vocabulary
    self.checkContract = checkContract
    self.resolver = LinkResolver(pagePath: page)
    self.positions = SourcePositions(source)
  }

  // MARK: Walking

  /// Visits every element in document order without recursion, calling `enter` on the way down and
  /// `leave` on the way up, so checks that depend on ancestors (nested forms) keep a simple stack.
  private mutating func walk(_ document: xmlDocPtr) {
    guard let root = xmlDocGetRootElement(document) else {
      report(SourceMark.line(1), "page has no root element")
      return
    }
    if role(of: root) != .html || !isHTML(root) {
      report(mark(of: root), "root element is <\(qualifiedName(root))>, expected <html>")
    }
    var current: xmlNodePtr? = root
    while let node = current {
      if node.pointee.type == XML_ELEMENT_NODE {
        enter(node)
        if let child = node.pointee.children {
          current = child
          continue
        }
        leave(node)
      }
      var climber = node
      current = nil
      while climber != root {
        if let next = climber.pointee.next {
          current = next
          break
        }
        guard let parent = climber.pointee.parent else { break }
        climber = parent
        leave(climber)
      }
    }
    finishTitles(root: root)
    finishOwnFragments()
    if checkContract {
      problems += contract.problems(page: page, positions: positions)
    }
  }

  private mutating func enter(_ element: xmlNodePtr) {
    let role = role(of: element)
    if foreignRoot == nil {
      if role == .svg || role == .math {
        foreignRoot = element
      } else {
        checkName(element, role)
      }
    }
    var attributes = Attributes()
    var attribute = element.pointee.properties
    while let current = attribute {
      if let name = current.pointee.name {
        if let attributeRole = vocabulary.attributes.role(of: name) {
          if current.pointee.ns == nil {
            attributes.note(current, as: attributeRole)
          }
          if attributeRole.holdsURL && LibXML.withValue(of: current, LinkResolver.isJavaScript) {
            report(element, "javascript: URL in \(qualifiedName(element))[\(String(cString: name))]")
          }
        }
        if checkContract && Self.runsScript(attributeNamed: name) {
          report(
            element,
            "<\(qualifiedName(element)) \(String(cString: name))>: pages run no script from attributes; "
              + "a theme's scripts are files in its assets, linked with <script src>")
        }
      }
      attribute = current.pointee.next
    }
    // Generated pages run no script but a theme's own files: a theme that prints a person's text
    // unescaped (`{{{title}}}`) must fail here, not publish it. (`--no-contract` checks other sites,
    // whose inline scripts are their business.)
    if checkContract && role == .script && attributes.src == nil && attributes.href == nil {
      report(element, "inline <script>: pages run only scripts from files (a theme's assets), via src")
    }
    if checkContract && role == .base && foreignRoot == nil && isHTML(element) {
      report(element, "<base> changes where every relative link of the page leads; pages have none")
    }
    if let id = attributes.id {
      noteID(id, of: element)
    }
    if let role, foreignRoot == nil, isHTML(element) {
      checkHTMLElement(element, role, attributes)
    }
  }

  /// Event handlers (`onload`, `onerror`, …, any case) and `srcdoc` (a whole page in an attribute):
  /// script a theme could print from user text with `{{{…}}}`.
  static func runsScript(attributeNamed name: UnsafePointer<xmlChar>) -> Bool {
    let first = name[0] | 0x20
    if first == UInt8(ascii: "o") { return name[1] | 0x20 == UInt8(ascii: "n") }
    if first == UInt8(ascii: "s") { return xmlStrcasecmp(name, "srcdoc") == 0 }
    return false
  }

  private mutating func leave(_ element: xmlNodePtr) {
    if element == foreignRoot {
      foreignRoot = nil
      return
    }
    guard foreignRoot == nil, isHTML(element) else { return }
    switch role(of: element) {
    case .form: openForms.removeLast()
    case .a: openAnchors.removeLast()
    default: break
    }
  }

  // MARK: Checks on one element

  /// `role` is nil for a name that is not HTML5.
  private mutating func checkName(_ element: xmlNodePtr, _ role: Vocabulary.ElementRole?) {
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

  private mutating func checkHTMLElement(
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

  private mutating func noteID(_ attribute: xmlAttrPtr, of element: xmlNodePtr) {
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

  private mutating func checkLanguage(_ element: xmlNodePtr, _ lang: xmlAttrPtr?) {
    guard let lang else {
      report(element, "<html> has no lang attribute: screen readers and translators need the language")
      return
    }
    if LibXML.withValue(of: lang, { $0.allSatisfy { $0 <= 0x20 } }) {
      report(element, "<html lang> is empty")
    }
  }

  private mutating func finishTitles(root: xmlNodePtr) {
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

  private mutating func finishOwnFragments() {
    for link in ownFragments where ids[link.fragment] == nil {
      report(
        link.mark, "link '\(link.url)' in \(link.source) names a missing id '\(link.fragment)' on this page")
    }
  }

  private mutating func noteContractMarks(
    _ element: xmlNodePtr, _ role: Vocabulary.ElementRole, _ attributes: Attributes
  ) {
    guard checkContract else { return }
    let photoID = attributes.photoID.map(LibXML.string)
    let mark = mark(of: element)
    if let photoID {
      contract.photoIDs.append(PageContract.PhotoMark(mark: mark, photoID: photoID))
    }
    if role == .body, contract.body == nil {
      contract.body = mark
      contract.scene = attributes.scene.map(LibXML.string)
    } else if role == .main {
      contract.mains.append((mark, photoID))
    } else if role == .form, let photoID {
      contract.photoForms.append(PageContract.PhotoMark(mark: mark, photoID: photoID))
    }
  }

  // MARK: Links

  private mutating func link(_ attribute: xmlAttrPtr?, of element: xmlNodePtr, as source: LinkSource) {
    guard let attribute else { return }
    LibXML.withValue(of: attribute) { value in
      resolve(value, of: element, as: source)
    }
  }

  /// Each candidate URL of a `srcset` ("a.jpg 1x, a@2x.jpg 2x"), read as HTML does: a URL is a run of
  /// non-space characters, so a `data:` URL's own commas do not split it.
  private mutating func sourceSet(_ attribute: xmlAttrPtr?, of element: xmlNodePtr, as source: LinkSource) {
    guard let attribute else { return }
    LibXML.withValue(of: attribute) { value in
      for candidate in SourceSet.urls(in: value) {
        resolve(UnsafeBufferPointer(rebasing: candidate), of: element, as: source)
      }
    }
  }

  private mutating func resolve(
    _ value: UnsafeBufferPointer<UInt8>, of element: xmlNodePtr, as source: LinkSource
  ) {
    let url = { String(decoding: value, as: UTF8.self) }
    switch resolver.resolve(value, path: &path) {
    case .external, .fault(.javaScript):
      // javaScript: reported once for every URL attribute, in `enter`.
      return
    case .fault(.empty):
      report(element, "empty \(source)")
    case .fault(.fileScheme):
      report(element, "link '\(url())' in \(source) names a file on one computer, not in the site")
    case .fault(.rootAbsolute):
      report(
        element,
        "root-absolute link '\(url())' in \(source) breaks under a sub-path and file://; use a relative link")
    case .fault(.leavesSite):
      report(element, "link '\(url())' in \(source) leaves the site folder")
    case .local(let fragment, let namesFolder):
      guard source.mustExist else { return }
      let entry = namesFolder ? .nothing : path.withUnsafeBufferPointer { site.entry(at: $0) }
      switch entry {
      case .page(let number):
        if source.isNavigation {
          navigation.append(number)
        }
        guard let fragment else { return }
        if path == resolver.pagePath {
          ownFragments.append((fragment, url(), source, mark(of: element)))
          return
        }
      case .file:
        // A file that is not a page: present, and its fragment (an SVG sprite's) is not judged.
        return
      case .nothing:
        break
      }
      let (line, column) = positions.position(of: mark(of: element))
      pendingLinks.append(
        PageLink(
          url: url(), path: String(decoding: path, as: UTF8.self), fragment: fragment,
          namesFolder: namesFolder,
          source: source, line: line, column: column))
    }
  }

  // MARK: Helpers

  private mutating func isHTML(_ element: xmlNodePtr) -> Bool {
    guard let namespace = element.pointee.ns else { return true }
    if let last = lastNamespace, last.namespace == namespace {
      return last.isXHTML
    }
    let isXHTML = namespace.pointee.href.map { String(cString: $0) == Self.xhtmlNamespace } ?? false
    lastNamespace = (namespace, isXHTML)
    return isXHTML
  }

  /// The element's role by name, nil when the name is not HTML5 (whatever its namespace).
  private func role(of element: xmlNodePtr) -> Vocabulary.ElementRole? {
    element.pointee.name.flatMap(vocabulary.elements.role(of:))
  }

  private func qualifiedName(_ element: xmlNodePtr) -> String {
    let local = element.pointee.name.map { String(cString: $0) } ?? ""
    guard let prefix = element.pointee.ns?.pointee.prefix else { return local }
    return "\(String(cString: prefix)):\(local)"
  }

  private func mark(of element: xmlNodePtr) -> SourceMark {
    guard positions.hasSource, let end = PageParser.tagEnd(of: element) else {
      return .line(Int(xmlGetLineNo(element)))
    }
    return .tagEnd(end)
  }

  private mutating func report(_ element: xmlNodePtr, _ message: String) {
    report(mark(of: element), message)
  }

  private mutating func report(_ mark: SourceMark, _ message: String) {
    let (line, column) = positions.position(of: mark)
    problems.append(ValidationProblem(page: page, line: line, column: column, message: message))
  }
}

/// The plain (no-namespace) attributes the checks read, picked out of an element's list in one pass.
private struct Attributes {
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
