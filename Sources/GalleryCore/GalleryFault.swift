/// An error of the gallery itself, inside `GalleryError.gallery`. The model defines and words them
/// (`GalleryModel`'s `GalleryProblem`: its manifest, a photo or album it does not have, a position or
/// value an edit may not take, its edit history); Core, which knows nothing of galleries, carries one
/// with its words and exit code, so every command still fails through the one error type.
package struct GalleryFault: Equatable, Sendable, CustomStringConvertible {
  /// What an error of the model is to Core: words, an exit code, and sameness.
  package protocol Reason: Sendable, CustomStringConvertible {
    var exitCode: Int32 { get }
    /// Whether `other` is the same error (an existential cannot be compared with `==`).
    func isSame(as other: any Reason) -> Bool
  }

  package let reason: any Reason

  package init(_ reason: any Reason) {
    self.reason = reason
  }

  package var description: String { reason.description }
  package var exitCode: Int32 { reason.exitCode }

  package static func == (a: GalleryFault, b: GalleryFault) -> Bool { a.reason.isSame(as: b.reason) }
}

extension GalleryFault.Reason where Self: Equatable {
  package func isSame(as other: any GalleryFault.Reason) -> Bool { (other as? Self) == self }
}
