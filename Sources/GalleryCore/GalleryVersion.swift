/// The version `gallery --version` prints.
package enum GalleryVersion {
  package static let current = "0.1.0"
}
