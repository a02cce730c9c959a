import GalleryKit

print("gallery \(GalleryVersion.current)")
