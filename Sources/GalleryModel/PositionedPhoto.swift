/// A photo together with its 1-based position in the gallery, as pages show it.
package struct PositionedPhoto: Equatable, Sendable {
  package var position: Int
  package var photo: Photo

  package init(position: Int, photo: Photo) {
    self.position = position
    self.photo = photo
  }
}
