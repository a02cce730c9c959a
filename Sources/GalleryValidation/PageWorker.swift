import CLibXML2

/// One worker's tools for checking pages: a libxml2 parser and the names interned in its dictionary.
///
/// Created on the thread that uses it and never shared, since a libxml2 context is not thread-safe;
/// reused for every page that worker takes, because a context and its dictionary cost more to set up
/// than a page costs to parse.
final class PageWorker {
  private let parser: PageParser
  private var vocabulary: Vocabulary?
  private let site: SiteIndex
  private let checkContract: Bool

  init?(site: SiteIndex, checkContract: Bool) {
    guard let parser = PageParser() else { return nil }
    self.parser = parser
    self.site = site
    self.checkContract = checkContract
  }

  /// Parses and checks the page at site-relative `page`, whose content is `bytes`.
  func check(page: String, bytes: UnsafeBufferPointer<UInt8>) -> PageFacts {
    parser.parse(bytes) { parsed in
      let parseProblems = parsed.errors.map {
        ValidationProblem(page: page, line: $0.line, column: $0.column, message: $0.message)
      }
      guard let document = parsed.document else {
        return PageFacts(problems: parseProblems)
      }
      guard let vocabulary = vocabulary(for: document) else {
        let problem = ValidationProblem(page: page, message: "libxml2 ran out of memory; page not checked")
        return PageFacts(problems: parseProblems + [problem])
      }
      // Columns are counted in UTF-8; a page libxml2 converted from another encoding gets lines only.
      let source = parsed.isUTF8 ? bytes : UnsafeBufferPointer(start: nil, count: 0)
      var facts = PageChecks.check(
        document, page: page, source: source, site: site, vocabulary: vocabulary, checkContract: checkContract
      )
      facts.problems = parseProblems + facts.problems
      return facts
    }
  }

  /// The vocabulary interned in the dictionary this document's names live in: built once, rebuilt
  /// only should libxml2 ever hand a new dictionary to the reused context.
  private func vocabulary(for document: xmlDocPtr) -> Vocabulary? {
    guard let dictionary = document.pointee.dict else { return nil }
    if let vocabulary, vocabulary.dictionary == dictionary {
      return vocabulary
    }
    vocabulary = try? Vocabulary(dictionary: dictionary)
    return vocabulary
  }
}
