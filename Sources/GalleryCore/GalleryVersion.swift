/// The version `gallery --version` prints.
public enum GalleryVersion {
  public static let current = "0.1.0"
}
