import CLibXML2
import GalleryXML

/// The checks a page passes on its own, made in one walk over its libxml2 tree, plus the facts (ids,
/// local links) the site-wide pass needs.
///
/// Namespace-aware: pages declare `xmlns="http://www.w3.org/1999/xhtml"`, but a page without it is
/// read the same way, so an element in the XHTML namespace or in none is an HTML element. Inline
/// `<svg>` and `<math>` subtrees are foreign content with their own vocabularies: their names are not
/// checked, their ids still count (a fragment can target them) and their URLs still may not be
/// `javascript:`.
///
/// One walk, whatever the number of checks: a walk per check would cost a walk per check on 20,000
/// pages. The walk and what it does at each element's start and end are this file; what it checks is
/// in files by kind, each called from here: `+Elements` (names, nesting, ids, `lang`, `<title>`),
/// `+Links` (every URL attribute, resolved against the site), `+Contract` (the marks and rules of the
/// page contract), `+Nodes` (a node's name, namespace and position, and reporting at it), and
/// `+Attributes` (the attributes picked out of an element in one pass).
struct PageChecks {
  // Not private: the checks in the other `PageChecks+` files read and record into this state, and
  // Swift's `private` does not reach an extension in another file.
  let page: String
  let site: SiteIndex
  let vocabulary: Vocabulary
  let checkContract: Bool
  let resolver: LinkResolver
  /// The site-relative path of the link being resolved, as UTF-8; one buffer for all links.
  var path: [UInt8] = []
  var positions: SourcePositions

  var problems: [ValidationProblem] = []
  /// Each id and where it first appeared.
  var ids: [String: SourceMark] = [:]
  var navigation: [Int] = []
  var pendingLinks: [PageLink] = []
  /// Links to a fragment of this same page, settled once the walk has seen all its ids.
  var ownFragments: [(fragment: String, url: String, source: LinkSource, mark: SourceMark)] = []
  var contract = PageContract()
  var titles: [(element: xmlNodePtr, mark: SourceMark)] = []
  /// The `<form>` and `<a>` elements the walk is inside, innermost last.
  var openForms: [(mark: SourceMark, carriesPhoto: Bool)] = []
  var openAnchors: [SourceMark] = []
  /// The `<svg>` or `<math>` element whose subtree the walk is in, if any.
  var foreignRoot: xmlNodePtr?
  /// The last namespace seen and whether it is XHTML: elements share one xmlNs, so this saves a
  /// string comparison per element.
  var lastNamespace: (namespace: xmlNsPtr, isXHTML: Bool)?

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
      problems: checks.problems, ids: PageIDs(checks.ids.keys), navigation: Self.distinct(checks.navigation),
      pendingLinks: checks.pendingLinks)
  }

  /// Each of `numbers` once, in order, with no spare capacity.
  static func distinct(_ numbers: [Int]) -> [UInt32] {
    guard !numbers.isEmpty else { return [] }
    let sorted = numbers.sorted()
    var distinct = [UInt32]()
    distinct.reserveCapacity(zip(sorted, sorted.dropFirst()).reduce(1) { $0 + ($1.0 == $1.1 ? 0 : 1) })
    for number in sorted where distinct.last != UInt32(number) { distinct.append(UInt32(number)) }
    return distinct
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
}
