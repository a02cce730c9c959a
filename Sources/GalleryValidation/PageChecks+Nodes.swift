import CLibXML2

/// A libxml2 node as the checks read it: whether it is HTML (by namespace, the last one remembered),
/// its role and qualified name, its position in the source, and a problem reported at it. Apart
/// because every other part uses them and none of them judges anything.
extension PageChecks {
  private static let xhtmlNamespace = "http://www.w3.org/1999/xhtml"

  mutating func isHTML(_ element: xmlNodePtr) -> Bool {
    guard let namespace = element.pointee.ns else { return true }
    if let last = lastNamespace, last.namespace == namespace {
      return last.isXHTML
    }
    let isXHTML = namespace.pointee.href.map { String(cString: $0) == Self.xhtmlNamespace } ?? false
    lastNamespace = (namespace, isXHTML)
    return isXHTML
  }

  /// The element's role by name, nil when the name is not HTML5 (whatever its namespace).
  func role(of element: xmlNodePtr) -> Vocabulary.ElementRole? {
    element.pointee.name.flatMap(vocabulary.elements.role(of:))
  }

  func qualifiedName(_ element: xmlNodePtr) -> String {
    let local = element.pointee.name.map { String(cString: $0) } ?? ""
    guard let prefix = element.pointee.ns?.pointee.prefix else { return local }
    return "\(String(cString: prefix)):\(local)"
  }

  func mark(of element: xmlNodePtr) -> SourceMark {
    guard positions.hasSource, let end = PageParser.tagEnd(of: element) else {
      return .line(Int(xmlGetLineNo(element)))
    }
    return .tagEnd(end)
  }

  mutating func report(_ element: xmlNodePtr, _ message: String) {
    report(mark(of: element), message)
  }

  mutating func report(_ mark: SourceMark, _ message: String) {
    let (line, column) = positions.position(of: mark)
    problems.append(ValidationProblem(page: page, line: line, column: column, message: message))
  }
}
