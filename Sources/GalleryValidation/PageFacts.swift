/// What checking one page on its own found, and what the site-wide pass needs from it.
///
/// The validator works in two passes so pages can be checked in parallel: each page is parsed and
/// checked alone, which settles most links on the spot (the site's files are known in advance); what
/// needs the other pages' ids, or a closer look, is kept here for the second pass.
struct PageFacts: Sendable {
  /// Problems found on the page alone: well-formedness, tree checks, links, the contract.
  var problems: [ValidationProblem] = []
  /// Each id on the page and where it first appears; nil when the page is not well-formed, so
  /// fragments into it are not judged.
  var ids: PageIDs?
  /// The numbers (see `SiteIndex`) of the pages this page links to with `<a>` or `<area>`, each once
  /// and in order: kept for every page until the end, so as small as it can be.
  var navigation: [UInt32] = []
  /// Links that need the second pass: a fragment into another page, or a path naming no file.
  var pendingLinks: [PageLink] = []
}

/// A link from a page into the site, resolved but not yet settled.
struct PageLink: Sendable, Equatable {
  /// The URL as written, for messages.
  let url: String
  /// Site-relative path it names (the page itself for `#x`).
  let path: String
  /// Decoded fragment, nil when absent or empty.
  let fragment: String?
  /// The URL ends in `/` (or `.`, `..`): it names a folder, which file:// cannot open.
  let namesFolder: Bool
  let source: LinkSource
  let line: Int
  let column: Int
}

/// Which attribute of which element a link comes from, e.g. `img[srcset]`: the attributes whose URL
/// must name a file of the site (plus `form[action]`, which must only stay inside it).
enum LinkSource: String, Sendable, Equatable, CustomStringConvertible {
  case aHref = "a[href]"
  case areaHref = "area[href]"
  case linkHref = "link[href]"
  case imgSrc = "img[src]"
  case imgSrcset = "img[srcset]"
  case sourceSrc = "source[src]"
  case sourceSrcset = "source[srcset]"
  case scriptSrc = "script[src]"
  case iframeSrc = "iframe[src]"
  case audioSrc = "audio[src]"
  case videoSrc = "video[src]"
  case videoPoster = "video[poster]"
  case trackSrc = "track[src]"
  case embedSrc = "embed[src]"
  /// A server handles a form's action, so it need not name a file; it must still stay in the site.
  case formAction = "form[action]"

  /// Only `<a>` and `<area>` take a visitor to another page: they decide which pages are reachable.
  var isNavigation: Bool { self == .aHref || self == .areaHref }

  /// Whether the URL must name a file present in the site.
  var mustExist: Bool { self != .formAction }

  var description: String { rawValue }
}
