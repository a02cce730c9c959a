import CLibXML2
import GalleryXML

/// Every URL an element holds (`href`, `src`, each candidate of a `srcset`, …), resolved against the
/// site: a fault is reported here, a link to another page is kept for the site-wide pass, a fragment of
/// this page is settled once the walk has seen its ids. Apart because it is the one part of a page's
/// checks that knows the site (`SiteIndex`, `LinkResolver`).
extension PageChecks {
  mutating func link(_ attribute: xmlAttrPtr?, of element: xmlNodePtr, as source: LinkSource) {
    guard let attribute else { return }
    LibXML.withValue(of: attribute) { value in
      resolve(value, of: element, as: source)
    }
  }

  /// Each candidate URL of a `srcset` ("a.jpg 1x, a@2x.jpg 2x"), read as HTML does: a URL is a run of
  /// non-space characters, so a `data:` URL's own commas do not split it.
  mutating func sourceSet(_ attribute: xmlAttrPtr?, of element: xmlNodePtr, as source: LinkSource) {
    guard let attribute else { return }
    LibXML.withValue(of: attribute) { value in
      for candidate in SourceSet.urls(in: value) {
        resolve(UnsafeBufferPointer(rebasing: candidate), of: element, as: source)
      }
    }
  }

  mutating func resolve(
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

  mutating func finishOwnFragments() {
    for link in ownFragments where ids[link.fragment] == nil {
      report(
        link.mark, "link '\(link.url)' in \(link.source) names a missing id '\(link.fragment)' on this page")
    }
  }
}
