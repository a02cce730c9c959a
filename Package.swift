// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "CleanGallery",
  products: [
    .executable(name: "gallery", targets: ["gallery"])
  ],
  targets: [
    // libxml2 from Debian (libxml2-dev), reached through pkg-config.
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),
    // OpenSSL's libcrypto from Debian (libssl-dev): SHA-256 and HMAC-SHA256, which seal what the tool
    // writes into a cache someone else may write too.
    .systemLibrary(
      name: "COpenSSL",
      pkgConfig: "libcrypto",
      providers: [.apt(["libssl-dev"])]
    ),
    // A few Linux system calls Swift cannot import directly (renameat2 for an atomic folder swap).
    .target(name: "CGallerySystem"),
    // libvips from Debian (libvips-dev), for thumbnails and large images; libwebp's mux (libwebp-dev,
    // which libvips-dev brings) takes the metadata chunks libvips leaves out of a WebP.
    .systemLibrary(
      name: "CVips",
      pkgConfig: "vips",
      providers: [.apt(["libvips-dev"])]
    ),
    // Fixed-argument wrappers over libvips' variadic calls, which Swift cannot make.
    .target(name: "CGalleryImaging", dependencies: ["CVips"], linkerSettings: [.linkedLibrary("webpmux"), .linkedLibrary("webp")]),
    // GNU libmicrohttpd from Debian (libmicrohttpd-dev): the HTTP server behind `gallery serve`.
    .systemLibrary(
      name: "CMicroHTTPD",
      pkgConfig: "libmicrohttpd",
      providers: [.apt(["libmicrohttpd-dev"])]
    ),
    // Fixed-argument wrappers over libmicrohttpd's variadic calls, with its types kept out of Swift.
    .target(name: "CGalleryHTTP", dependencies: ["CMicroHTTPD"]),
    // The floor every other target stands on: files (FileSystem: every file-system call the tool makes;
    // only signals, process ids, the terminal, C strings and serve's inotify watcher call Glibc
    // elsewhere), errors, hashing (libcrypto's SHA-256 and HMAC among it), text checks, the console, the
    // parallel loops. Knows nothing of galleries, pages or images.
    .target(name: "GalleryCore", dependencies: ["CGallerySystem", "COpenSSL"]),
    // The Mustache engine (spec-tested): templates in, bytes out; knows no gallery.
    .target(name: "GalleryTemplates", dependencies: ["GalleryCore"]),
    // libxml2's checks of a built site: pages, links, the page contract, sitemap and feed.
    .target(name: "GalleryValidation", dependencies: ["GalleryCore", "CLibXML2"]),
    // The gallery as a value: the manifest (read, checked, written), photos, albums and their tree,
    // image settings and formats. Knows no pages, images' pixels or files beyond the manifest.
    .target(name: "GalleryModel", dependencies: ["GalleryCore"]),
    // A photo's images: libvips (derivatives from one decode), the cache, EXIF, metadata, SVG
    // sanitising (libxml2 through GalleryValidation's parser). Knows no pages or site paths.
    .target(
      name: "GalleryImages",
      dependencies: ["GalleryCore", "GalleryModel", "GalleryValidation", "CGalleryImaging", "CLibXML2"]
    ),
    // Galleries from folders of images (`init`, `sync`): scanning, naming, dating, texts from metadata.
    .target(name: "GalleryImport", dependencies: ["GalleryCore", "GalleryModel", "GalleryImages"]),
    // The three Clean Swift scenes (ImageCollection, ImageDetail, ImageIndexEdit), their workers, the
    // themes they render into and every site path (SiteMap: the pages the Routers link and the images
    // ImagesWorker publishes). Writes no site.
    .target(
      name: "GalleryScenes",
      dependencies: ["GalleryCore", "GalleryModel", "GalleryImages", "GalleryTemplates"]
    ),
    // A site from a gallery: the build's steps, the walk over the scenes' routes, the checks, the
    // atomic writer, sitemap, feed and icon.
    .target(
      name: "GallerySite",
      dependencies: [
        "GalleryCore", "GalleryModel", "GalleryImages", "GalleryTemplates", "GalleryValidation",
        "GalleryScenes",
      ]
    ),
    // `gallery serve`'s server: HTTP over libmicrohttpd, the static files, the move form's checks, live
    // reload, and the site state it keeps between requests (moves and builds are GallerySite's).
    .target(
      name: "GalleryServer",
      dependencies: [
        "GalleryCore", "GalleryModel", "GalleryScenes", "GallerySite", "CGalleryHTTP",
      ],
      // The organizer's and live reload's script and style: files CI checks as a browser parses them,
      // embedded into the binary (one file to install).
      resources: [
        .embedInCode("Resources/organizer.js"), .embedInCode("Resources/organizer.css"),
        .embedInCode("Resources/live-reload.js"),
      ]
    ),
    // The commands: each one's options declared once, read into the layers below; and the sample gallery
    // that `gallery build` without a gallery and `gallery init --sample` write.
    .target(
      name: "GalleryCommands",
      dependencies: [
        "GalleryCore", "GalleryValidation", "GalleryModel", "GalleryImages", "GalleryImport", "GalleryScenes",
        "GallerySite", "GalleryServer",
      ]
    ),
    // The command line: the commands, the console and the terminal's progress line over the images
    // worker's progress (hence GalleryCore and GalleryScenes).
    .executableTarget(
      name: "gallery",
      dependencies: ["GalleryCommands", "GalleryCore", "GalleryScenes"]
    ),
    // What more than one test target uses: temporary folders, running the built `gallery` binary, the
    // metadata photos, the EXIF builder, the fixture galleries (hence GalleryModel), the folder
    // fixtures' images and fixed dater (GalleryImport, GalleryCore) and the test themes (GalleryScenes,
    // GalleryTemplates). A helper that only one test target uses stays in that target.
    .target(
      name: "GalleryTestSupport",
      dependencies: ["GalleryCore", "GalleryModel", "GalleryImport", "GalleryTemplates", "GalleryScenes"],
      path: "Tests/GalleryTestSupport"
    ),
    // One test target per library target (Tests mirror the targets), each on the library it tests, the
    // targets below it its tests use and GalleryTestSupport.
    .testTarget(name: "GalleryCoreTests", dependencies: ["GalleryCore", "GalleryTestSupport"]),
    .testTarget(name: "GalleryTemplatesTests", dependencies: ["GalleryTemplates"]),
    .testTarget(name: "GalleryValidationTests", dependencies: ["GalleryValidation"]),
    .testTarget(
      name: "GalleryModelTests", dependencies: ["GalleryModel", "GalleryCore", "GalleryTestSupport"]),
    .testTarget(
      name: "GalleryImagesTests",
      dependencies: ["GalleryImages", "GalleryModel", "GalleryCore", "GalleryTestSupport"],
      // The EXIF fixture photos, read through #filePath.
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "GalleryImportTests",
      dependencies: ["GalleryImport", "GalleryImages", "GalleryModel", "GalleryCore", "GalleryTestSupport"]
    ),
    .testTarget(
      name: "GalleryScenesTests",
      dependencies: [
        "GalleryScenes", "GalleryTemplates", "GalleryImages", "GalleryModel", "GalleryCore",
        "GalleryTestSupport",
      ]
    ),
    .testTarget(
      name: "GallerySiteTests",
      dependencies: [
        "GallerySite", "GalleryScenes", "GalleryImages", "GalleryModel", "GalleryTemplates", "GalleryCore",
        "GalleryTestSupport",
      ],
      // The page snapshots, read and recorded through #filePath.
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "GalleryServerTests",
      dependencies: ["GalleryServer"]
    ),
    .testTarget(
      name: "GalleryCommandsTests",
      dependencies: [
        "GalleryCommands", "GalleryImport", "GalleryImages", "GalleryModel", "GalleryScenes", "GalleryCore",
        "GalleryTestSupport",
      ]
    ),
    // What the compiler cannot check: the arrows no dependency rules out, and file lengths; both read
    // Sources/ as text, so they depend on no target.
    .testTarget(name: "ArchitectureTests"),
    .testTarget(
      name: "MustacheSpecTests",
      dependencies: ["GalleryTemplates"]
    ),
    .testTarget(
      name: "GalleryCLITests",
      dependencies: [
        "GalleryCommands", "GalleryCore", "GalleryModel", "GalleryImages", "GalleryScenes",
        "GalleryTestSupport",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
