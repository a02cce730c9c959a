// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "CleanGallery",
  products: [
    .executable(name: "gallery", targets: ["gallery"])
  ],
  // What each target does and may use is ARCHITECTURE.md's table, the one description of the layout
  // (DependencyTests holds the two together). The comments here say where the C libraries come from.
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
    // zlib from Debian (zlib1g-dev): the CRC-32 of an album archive's members.
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]
    ),
    // A few Linux system calls Swift cannot import directly (renameat2 for an atomic folder swap).
    .target(name: "CGallerySystem"),
    // libvips from Debian (libvips-dev), for thumbnails and large images; libwebp's mux (libwebp-dev,
    // which libvips-dev brings) takes the metadata chunks libvips leaves out of a WebP. Headers only:
    // the tool is not linked with libvips but loads it with the first image it makes (see
    // Sources/CGalleryImaging/VipsLibrary.h), so pkg-config is asked for GLib's, which libvips' headers
    // include (libvips' own are in /usr/include), and links GLib alone.
    .systemLibrary(
      name: "CVips",
      pkgConfig: "glib-2.0",
      providers: [.apt(["libvips-dev"])]
    ),
    // Fixed-argument wrappers over libvips' variadic calls, which Swift cannot make.
    .target(
      name: "CGalleryImaging", dependencies: ["CVips", "CGallerySystem"],
      linkerSettings: [.linkedLibrary("webpmux"), .linkedLibrary("webp")]),
    // GNU libmicrohttpd from Debian (libmicrohttpd-dev): the HTTP server behind `gallery serve`. Its
    // header only: no pkg-config, whose -lmicrohttpd would link it into every command
    // (CGalleryHTTP loads it when a server starts).
    .systemLibrary(
      name: "CMicroHTTPD",
      providers: [.apt(["libmicrohttpd-dev"])]
    ),
    // Fixed-argument wrappers over libmicrohttpd's variadic calls, with its types kept out of Swift.
    .target(name: "CGalleryHTTP", dependencies: ["CMicroHTTPD", "CGallerySystem"]),
    .target(name: "GalleryCore", dependencies: ["CGallerySystem", "COpenSSL"]),
    .target(name: "GalleryTemplates", dependencies: ["GalleryCore"]),
    .target(name: "GalleryXML", dependencies: ["CLibXML2"]),
    .target(name: "GalleryValidation", dependencies: ["GalleryCore", "GalleryXML", "CLibXML2"]),
    .target(name: "GalleryModel", dependencies: ["GalleryCore"]),
    .target(
      name: "GalleryImages",
      dependencies: ["GalleryCore", "GalleryModel", "GalleryXML", "CGalleryImaging", "CLibXML2"]
    ),
    .target(name: "GalleryImport", dependencies: ["GalleryCore", "GalleryModel", "GalleryImages"]),
    .target(name: "GalleryThemes", dependencies: ["GalleryCore", "GalleryModel", "GalleryTemplates"]),
    .target(name: "GalleryPaths", dependencies: ["GalleryCore", "GalleryModel", "GalleryImages"]),
    .target(
      name: "GalleryWorkers",
      dependencies: ["GalleryCore", "GalleryModel", "GalleryImages", "GalleryThemes", "GalleryPaths"]
    ),
    .target(
      name: "GalleryScenes",
      dependencies: [
        "GalleryCore", "GalleryModel", "GalleryImages", "GalleryTemplates", "GalleryThemes", "GalleryPaths",
        "GalleryWorkers",
      ]
    ),
    .target(
      name: "GallerySite",
      dependencies: [
        "GalleryCore", "GalleryModel", "GalleryImages", "GalleryTemplates", "GalleryValidation",
        "GalleryThemes", "GalleryPaths", "GalleryWorkers", "GalleryScenes", "CZlib",
      ]
    ),
    .target(
      name: "GalleryServer",
      dependencies: [
        "GalleryCore", "GalleryModel", "GalleryThemes", "GalleryPaths", "GalleryWorkers", "GalleryScenes",
        "GallerySite", "GalleryImport", "GalleryImages", "CGalleryHTTP",
      ],
      // The organizer's and live reload's script and style: files CI checks as a browser parses them,
      // embedded into the binary (one file to install).
      resources: [
        .embedInCode("Resources/organizer.js"), .embedInCode("Resources/organizer.css"),
        .embedInCode("Resources/live-reload.js"),
      ]
    ),
    .target(
      name: "GalleryCommands",
      dependencies: [
        "GalleryCore", "GalleryValidation", "GalleryModel", "GalleryImages", "GalleryImport", "GalleryThemes",
        "GalleryWorkers", "GalleryScenes", "GallerySite", "GalleryServer",
      ]
    ),
    .executableTarget(
      name: "gallery",
      dependencies: ["GalleryCommands", "GalleryCore", "GalleryScenes", "GalleryWorkers", "CGalleryAllocator"],
      // Debian's jemalloc as the process's malloc: a build makes and frees millions of small strings
      // and dictionaries on both cores, and glibc's malloc was 12% of a 10,000-photo build's profile;
      // jemalloc took 9% off its wall time (docs/benchmarks.md, "Lean pages, second step"). Its
      // settings are CGalleryAllocator's.
      linkerSettings: [.linkedLibrary("jemalloc")]
    ),
    .target(name: "CGalleryAllocator"),
    .target(
      name: "GalleryTestSupport",
      dependencies: ["GalleryCore", "GalleryModel", "GalleryImport", "GalleryTemplates", "GalleryThemes"],
      path: "Tests/GalleryTestSupport"
    ),
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
      name: "GalleryThemesTests", dependencies: ["GalleryThemes", "GalleryCore", "GalleryTestSupport"]),
    .testTarget(name: "GalleryPathsTests", dependencies: ["GalleryPaths", "GalleryModel"]),
    .testTarget(
      name: "GalleryWorkersTests",
      dependencies: [
        "GalleryWorkers", "GalleryImages", "GalleryModel", "GalleryCore", "GalleryTestSupport",
      ]
    ),
    .testTarget(
      name: "GalleryScenesTests",
      dependencies: [
        "GalleryScenes", "GalleryThemes", "GalleryPaths", "GalleryWorkers", "GalleryTemplates",
        "GalleryImages",
        "GalleryModel", "GalleryCore", "GalleryTestSupport",
      ]
    ),
    .testTarget(
      name: "GallerySiteTests",
      dependencies: [
        "GallerySite", "GalleryScenes", "GalleryThemes", "GalleryPaths", "GalleryWorkers", "GalleryImages",
        "GalleryModel", "GalleryTemplates", "GalleryCore", "GalleryTestSupport",
      ],
      // The page snapshots, read and recorded through #filePath.
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "GalleryServerTests",
      dependencies: ["GalleryServer", "GalleryCore", "GalleryModel", "GalleryThemes"]
    ),
    .testTarget(
      name: "GalleryCommandsTests",
      dependencies: [
        "GalleryCommands", "GalleryImport", "GalleryImages", "GalleryModel", "GalleryScenes", "GalleryThemes",
        "GalleryCore", "GalleryTestSupport",
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
