/// Names of files the tool writes that more than one part of it must recognise: the site's record is
/// written by the site's writer and looked for by `init` and `sync`, which leave a built site out of a
/// gallery's photos.
public enum ToolFiles {
  /// The record a build leaves in the site it wrote (see `SiteRecord`).
  public static let siteRecord = ".cleangallery-files"
}
