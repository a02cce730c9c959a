/// A photo together with its 1-based position in the gallery, as pages show it.
public struct PositionedPhoto: Equatable, Sendable {
  public var position: Int
  public var photo: Photo

  public init(position: Int, photo: Photo) {
    self.position = position
    self.photo = photo
  }
}
