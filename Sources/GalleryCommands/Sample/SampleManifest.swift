extension SampleGallery {
  /// The text of the sample's `gallery.json`: twelve Apple frameworks, six to a page so the sample
  /// shows pagination. Written out byte for byte by `gallery init --sample`.
  static let manifest = """
    {
      "title": "Apple Frameworks",
      "description": "A sample gallery of twelve Apple frameworks, each with an original illustration, a short description and a link to its developer documentation.",
      "pageSize": 6,
      "photos": [
        {
          "id": "arkit",
          "image": "images/arkit.svg",
          "title": "ARKit",
          "description": "ARKit blends digital content with the physical world on iPhone and iPad. It combines camera images with motion-sensor data to track the device's position, detect horizontal and vertical surfaces and estimate the scene's lighting, so virtual objects stay anchored in place as you walk around them.",
          "link": "https://developer.apple.com/documentation/arkit",
          "alt": "A golden cube, seen from above at an angle, sits on a glowing teal grid that marks a detected floor plane. White corner brackets frame the cube and small yellow dots mark tracked feature points, on a dark blue background."
        },
        {
          "id": "core-ml",
          "image": "images/core-ml.svg",
          "title": "Core ML",
          "description": "Core ML runs machine-learning models directly on Apple devices, spreading the work across the CPU, GPU and Neural Engine without a trip to a server. You train a model with Create ML or convert one from another toolkit with Core ML Tools, and Xcode generates a Swift interface for making predictions. Because the data never leaves the device, people's information stays private.",
          "link": "https://developer.apple.com/documentation/coreml",
          "alt": "A neural network diagram on a purple background: three pink input nodes connect through two columns of four violet nodes to two yellow output nodes, with every node in one column linked to every node in the next."
        },
        {
          "id": "metal",
          "image": "images/metal.svg",
          "title": "Metal",
          "description": "Metal is Apple's low-overhead interface to the GPU, used for both 3D graphics and general-purpose parallel computation. You write shaders in the Metal Shading Language, encode work into command buffers and submit them to a queue, with fine control over memory and synchronization. Games, pro apps and higher-level frameworks such as SpriteKit and RealityKit are built on it.",
          "link": "https://developer.apple.com/documentation/metal",
          "alt": "A large triangle made of sixteen smaller triangular facets in shades of orange and rust, lit from the upper left, with dark edges and white dots at its three corners, on a charcoal background."
        },
        {
          "id": "swiftui",
          "image": "images/swiftui.svg",
          "title": "SwiftUI",
          "description": "SwiftUI is a declarative framework for building user interfaces on every Apple platform. You describe views as lightweight Swift values composed from stacks, lists and controls, and the framework keeps the screen in sync whenever your app's state changes. Xcode previews show the result live as you edit the code.",
          "link": "https://developer.apple.com/documentation/swiftui",
          "alt": "Three white rounded rectangles stacked with an offset on a blue background. The front one is laid out like an app screen, with an orange avatar circle, lines of placeholder text, a green toggle switch and a blue button."
        },
        {
          "id": "realitykit",
          "image": "images/realitykit.svg",
          "title": "RealityKit",
          "description": "RealityKit renders, animates and simulates 3D content with realistic materials, lighting, shadows and physics. It is built around an entity–component system: the objects in a scene are entities that gain their appearance and behavior from the components attached to them. It is used for AR experiences on iPhone and iPad, 3D content on the Mac and immersive apps on Apple Vision Pro.",
          "link": "https://developer.apple.com/documentation/realitykit",
          "alt": "A glossy red sphere rests on a light gray studio floor and casts a soft shadow, with a small blue block beside it."
        },
        {
          "id": "core-data",
          "image": "images/core-data.svg",
          "title": "Core Data",
          "description": "Core Data manages the model layer of an app: you describe entities and their relationships, then create, fetch, change and save graphs of objects. It usually stores them in a SQLite database and can sync them across a person's devices with CloudKit. Undo, lazy loading of related objects and lightweight schema migration come built in.",
          "link": "https://developer.apple.com/documentation/coredata",
          "alt": "A mint-green database cylinder made of three stacked disks on a dark green background, next to three small pale yellow boxes joined by dashed lines like objects in a graph."
        },
        {
          "id": "mapkit",
          "image": "images/mapkit.svg",
          "title": "MapKit",
          "description": "MapKit puts Apple Maps inside your app, with standard, satellite and 3D views that people can pan, zoom and rotate. You can mark places with annotations, draw overlays such as routes, search for points of interest and ask for directions between two locations. In SwiftUI, a Map view with a few markers takes only a handful of lines.",
          "link": "https://developer.apple.com/documentation/mapkit",
          "alt": "A red map pin with a white center stands over a street map: a grid of white roads, a yellow diagonal highway, a green park and a blue river."
        },
        {
          "id": "healthkit",
          "image": "images/healthkit.svg",
          "title": "HealthKit",
          "description": "HealthKit is the central store for health and fitness data on iPhone and Apple Watch. With a person's permission, apps can read and write samples such as steps, heart rate, sleep and workouts, so data recorded by one app can be used by another. Access is granted separately for each type of data, which keeps people in control of what they share.",
          "link": "https://developer.apple.com/documentation/healthkit",
          "alt": "A pink-red heart on a dark wine-colored background, with a white heartbeat trace running across the picture and spiking in the middle of the heart."
        },
        {
          "id": "vision",
          "image": "images/vision.svg",
          "title": "Vision",
          "description": "Vision applies computer-vision algorithms to images and video. It can detect faces and body poses, recognize text, read barcodes, track objects from frame to frame and classify what an image shows, returning results such as bounding boxes, landmarks and confidence scores. It can also run your own Core ML models on images.",
          "link": "https://developer.apple.com/documentation/vision",
          "alt": "A stylized eye with a turquoise iris on a dark navy background, enclosed by a dashed lime-green bounding box with bold corner marks. Small dots mark the corners and lids of the eye, and a tag above the box reads eye 0.98."
        },
        {
          "id": "avfoundation",
          "image": "images/avfoundation.svg",
          "title": "AVFoundation",
          "description": "AVFoundation is the framework for working with time-based audiovisual media. It plays, records and edits audio and video, captures from cameras and microphones, and reads and writes media files in formats such as H.264, HEVC and AAC. Higher-level tools, including the standard video player in AVKit, are built on top of it.",
          "link": "https://developer.apple.com/documentation/avfoundation",
          "alt": "A row of rounded vertical bars forming an audio waveform, shading from cyan to pink, with a white circular play button in the middle and a playback progress bar below, on a deep indigo background."
        },
        {
          "id": "core-animation",
          "image": "images/core-animation.svg",
          "title": "Core Animation",
          "description": "Core Animation composites and animates layers of visual content, handing most of the drawing work to the GPU so motion stays smooth. You change a layer property such as its position, opacity or transform, and the framework interpolates the change over time. Every UIKit view is backed by one of its layers, and its API lives in the QuartzCore module.",
          "link": "https://developer.apple.com/documentation/quartzcore",
          "alt": "On an orange-to-yellow background, a white card appears four times along a dotted curved path, rising, straightening and becoming more opaque at each step, as if caught mid-animation."
        },
        {
          "id": "swift-charts",
          "image": "images/swift-charts.svg",
          "title": "Swift Charts",
          "description": "Swift Charts turns your data into clear, good-looking charts in SwiftUI. You combine marks such as bars, lines, points and areas, and the framework takes care of axes, scales and legends. Charts work on every Apple platform and come with Dark Mode and VoiceOver support built in.",
          "link": "https://developer.apple.com/documentation/charts",
          "alt": "A bar chart of seven indigo bars that mostly rise from left to right, with an orange line and white points plotted over them, on a light lavender background with faint grid lines."
        }
      ]
    }

    """
}
