import GalleryCore

/// The gallery's errors as a `GalleryError` (`.gallery`), made with the names they had when Core held
/// them (`throw .unknownPhoto(id: …, closest: …)`), and read back as the model's own (`galleryProblem`).
extension GalleryError {
  /// The model's error inside, when it is one.
  package var galleryProblem: GalleryProblem? {
    guard case .gallery(let fault) = self else { return nil }
    return fault.reason as? GalleryProblem
  }

  package static func of(_ problem: GalleryProblem) -> GalleryError { .gallery(GalleryFault(problem)) }

  package static func manifestSyntax(file: String, position: SourcePosition, message: String) -> GalleryError
  {
    .of(.manifestSyntax(file: file, position: position, message: message))
  }

  package static func manifestField(
    file: String, position: SourcePosition?, field: String, message: String
  ) -> GalleryError {
    .of(.manifestField(file: file, position: position, field: field, message: message))
  }

  package static func missingGalleryFile(
    file: String, position: SourcePosition?, field: String, path: String
  ) -> GalleryError {
    .of(.missingGalleryFile(file: file, position: position, field: field, path: path))
  }

  package static func unknownPhoto(id: String, closest: [String]) -> GalleryError {
    .of(.unknownPhoto(id: id, closest: closest))
  }

  package static func unknownAlbum(id: String, closest: [String]) -> GalleryError {
    .of(.unknownAlbum(id: id, closest: closest))
  }

  package static func positionOutOfRange(input: PositionInput, value: Int, count: Int) -> GalleryError {
    .of(.positionOutOfRange(input: input, value: value, count: count))
  }

  package static func positionOutOfRangeIn(
    input: PositionInput, value: Int, count: Int, noun: String, place: String
  ) -> GalleryError {
    .of(.positionOutOfRangeIn(input: input, value: value, count: count, noun: noun, place: place))
  }

  package static func positionMissing(
    input: PositionInput, count: Int, noun: String, place: String?
  ) -> GalleryError {
    .of(.positionMissing(input: input, count: count, noun: noun, place: place))
  }

  package static func invalidField(
    noun: String, id: String, field: String, message: String, reason: FieldReason = .other
  ) -> GalleryError {
    .of(.invalidField(noun: noun, id: id, field: field, message: message, reason: reason))
  }

  /// A field's value the manifest refuses, with its kind (`Gallery.FieldProblem`).
  package static func invalidField(noun: String, id: String, _ problem: Gallery.FieldProblem) -> GalleryError
  {
    invalidField(noun: noun, id: id, field: problem.field, message: problem.message, reason: problem.reason)
  }

  package static func albumNotEmpty(id: String, photos: Int, albums: Int) -> GalleryError {
    .of(.albumNotEmpty(id: id, photos: photos, albums: albums))
  }

  package static func editHistory(message: String, exitCode: Int32) -> GalleryError {
    .of(.editHistory(message: message, exitCode: exitCode))
  }
}
