import GalleryModel
import GalleryPaths
import GalleryTemplates
import GalleryThemes

/// The links a map needs: Leaflet's files, the places script and the site's root (a `PageLinks` Router
/// has them all).
package protocol MapLinks {
  func linkToMapLibrary(_ file: String) -> String
  func linkToMapPlaces() -> String
  func linkToSiteRoot() -> String
}

/// The map a page shows (the map page: every place; a photo's page: its own), asking first: the page
/// says which server the tiles come from and shows a button; the theme's script loads Leaflet, the
/// places and the first tile only when the visitor presses it. Shared by the scenes that show one, as
/// `Breadcrumb` is: the Presenter makes it, the page turns it into the `map` template keys.
package struct MapBox: Equatable, Sendable {
  /// "Show map".
  package var showLabel: String
  /// Where the tiles come from and what pressing the button tells that server.
  package var notice: String
  package var needsScript: String
  /// What a screen reader calls the map.
  package var label: String
  /// The tile URL template, for Leaflet.
  package var tiles: String
  package var attribution: String?
  package var attributionHref: String?
  /// One photo's place, and the zoom that shows it at the gallery's precision; nil: every place, from
  /// the places script.
  package var point: Point?

  package struct Point: Equatable, Sendable {
    package var latitude: String
    package var longitude: String
    package var zoom: Int
  }

  /// The box for `settings`' tiles, with `label` for the map itself.
  package static func make(
    settings: MapSettings, point: (latitude: String, longitude: String)?, label: String, words: Words
  ) -> MapBox {
    let tiles = settings.effectiveTiles.text
    let attribution = settings.effectiveAttribution
    return MapBox(
      showLabel: words.text(.mapShow),
      notice: words.text(.mapNotice, ["host": words.isolated(host(of: tiles))]),
      needsScript: words.text(.mapNeedsScript), label: label, tiles: tiles, attribution: attribution?.text,
      attributionHref: attribution?.url,
      point: point.map {
        Point(latitude: $0.latitude, longitude: $0.longitude, zoom: zoom(settings.effectivePrecision))
      })
  }

  /// The tile server's host as a visitor would recognise it (`tile.openstreetmap.org`).
  static func host(of tiles: String) -> String {
    let rest = tiles.split(separator: "://", maxSplits: 1).last ?? Substring(tiles)
    return String(rest.prefix { $0 != "/" && $0 != "?" })
  }

  /// A zoom at which one rounding step is a few dozen pixels: no closer than the place is known.
  static func zoom(_ precision: MapPrecision) -> Int {
    [5, 8, 12, 15, 17][min(precision.keptDecimals, 4)]
  }

  /// The `map` template keys: the words and settings above, with the links a script needs
  /// (`leafletScript`, `leafletStyle`, `clusterScript`, `clusterStyle`, `clusterTheme`; `placesScript`
  /// and `siteRoot` for every place, else `latitude`, `longitude`, `zoom`).
  package func templateValue(links: any MapLinks) -> TemplateValue {
    var value: TemplateObject = [
      "showLabel": .string(showLabel), "notice": .string(notice), "needsScript": .string(needsScript),
      "label": .string(label), "tiles": .string(tiles),
      "attribution": attribution.map(TemplateValue.string) ?? .null,
      "attributionHref": attributionHref.map(TemplateValue.string) ?? .null,
      "leafletScript": .string(links.linkToMapLibrary(SiteMap.MapLibrary.script)),
      "leafletStyle": .string(links.linkToMapLibrary(SiteMap.MapLibrary.style)),
    ]
    if let point {
      value["point"] = [
        "latitude": .string(point.latitude), "longitude": .string(point.longitude),
        "zoom": .string(String(point.zoom)),
      ]
    } else {
      value["places"] = [
        "script": .string(links.linkToMapPlaces()), "siteRoot": .string(links.linkToSiteRoot()),
        "clusterScript": .string(links.linkToMapLibrary(SiteMap.MapLibrary.clusterScript)),
        "clusterStyle": .string(links.linkToMapLibrary(SiteMap.MapLibrary.clusterStyle)),
        "clusterTheme": .string(links.linkToMapLibrary(SiteMap.MapLibrary.clusterTheme)),
      ]
    }
    return .object(value)
  }
}
