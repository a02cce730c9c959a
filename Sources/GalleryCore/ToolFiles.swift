/// Names of files the tool writes that more than one part of it must recognise: the site's record is
/// written by the site's writer and looked for by `init` and `sync`, which leave a built site out of a
/// gallery's photos.
package enum ToolFiles {
  /// The record a build leaves in the site it wrote (see `SiteRecord`).
  package static let siteRecord = ".cleangallery-files"

  /// The folder of a site's move pages (`edit/ID.html`): `SiteMap` (GalleryScenes) writes them there,
  /// `SiteValidator` (GalleryValidation) refuses a sitemap that lists them, and the server answers
  /// their forms. Spelled here, in the one target all three reach: GalleryValidation cannot see the
  /// scenes, and depending on the validator for one name would give the scenes libxml2.
  package static let movePagesFolder = "edit"

  /// The gallery's edit history (`EditHistory`, GalleryModel): one file beside `gallery.json`, so one
  /// atomic rename replaces all of it, it travels with the gallery and survives deleting the cache.
  /// Hidden, as `.gallery.lock` is, so `init` and `sync` and a folder listing leave it alone.
  package static let editHistory = ".gallery-history"
}
