// Longer than the usual 250 lines: data, twelve SVG pictures, not code.
//
// The sample gallery's pictures: original illustrations drawn for CleanGallery (no Apple artwork),
// each a self-contained 800 × 600 SVG with a title, no scripts and no external references.

extension SampleGallery {
  /// The sample's pictures as `(id, svg)` pairs, in manifest order; each is written to `images/<id>.svg`.
  static let pictures: [(id: String, svg: String)] = [
    ("arkit", Picture.arKit),
    ("core-ml", Picture.coreML),
    ("metal", Picture.metal),
    ("swiftui", Picture.swiftUI),
    ("realitykit", Picture.realityKit),
    ("core-data", Picture.coreData),
    ("mapkit", Picture.mapKit),
    ("healthkit", Picture.healthKit),
    ("vision", Picture.vision),
    ("avfoundation", Picture.avFoundation),
    ("core-animation", Picture.coreAnimation),
    ("swift-charts", Picture.swiftCharts),
  ]
}

/// The SVG text of each picture.
private enum Picture {
  /// ARKit: a cube on a detected plane grid, framed by corner brackets, with feature points.
  static let arKit = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
      <title>ARKit</title>
      <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b2a3c"/><stop offset="1" stop-color="#155e75"/></linearGradient></defs>
      <rect width="800" height="600" fill="url(#bg)"/>
      <polygon points="230,290 570,290 710,450 90,450" fill="#5eead4" fill-opacity="0.12"/>
      <path d="M230 290H570M195 330H605M160 370H640M125 410H675M90 450H710M230 290L90 450M315 290L245 450M400 290L400 450M485 290L555 450M570 290L710 450" fill="none" stroke="#5eead4" stroke-width="2" stroke-opacity="0.7"/>
      <ellipse cx="400" cy="352" rx="105" ry="22" fill="#03141d" fill-opacity="0.45"/>
      <polygon points="400,150 490,195 400,240 310,195" fill="#fef3c7"/>
      <polygon points="310,195 400,240 400,350 310,305" fill="#fbbf24"/>
      <polygon points="400,240 490,195 490,305 400,350" fill="#d97706"/>
      <path d="M270 150V120H300M500 120H530V150M530 350V380H500M300 380H270V350" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
      <g fill="#fde68a"><circle cx="180" cy="420" r="4"/><circle cx="620" cy="400" r="4"/><circle cx="260" cy="330" r="4"/><circle cx="560" cy="315" r="4"/><circle cx="450" cy="430" r="4"/></g>
      <text x="400" y="545" font-family="Helvetica, Arial, sans-serif" font-weight="700" text-anchor="middle" font-size="56" fill="#ffffff">ARKit</text>
    </svg>

    """

  /// Core ML: a small fully connected neural network.
  static let coreML = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
      <title>Core ML</title>
      <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e1036"/><stop offset="1" stop-color="#4c1d95"/></linearGradient><radialGradient id="node" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="#e9d5ff"/><stop offset="1" stop-color="#9333ea"/></radialGradient></defs>
      <rect width="800" height="600" fill="url(#bg)"/>
      <path d="M180 180L320 135M180 180L320 225M180 180L320 315M180 180L320 405M180 270L320 135M180 270L320 225M180 270L320 315M180 270L320 405M180 360L320 135M180 360L320 225M180 360L320 315M180 360L320 405M320 135L480 135M320 135L480 225M320 135L480 315M320 135L480 405M320 225L480 135M320 225L480 225M320 225L480 315M320 225L480 405M320 315L480 135M320 315L480 225M320 315L480 315M320 315L480 405M320 405L480 135M320 405L480 225M320 405L480 315M320 405L480 405M480 135L620 225M480 135L620 315M480 225L620 225M480 225L620 315M480 315L620 225M480 315L620 315M480 405L620 225M480 405L620 315" stroke="#c4b5fd" stroke-width="2.5" stroke-opacity="0.55"/>
      <circle cx="180" cy="180" r="24" fill="#f0abfc" stroke="#ffffff" stroke-width="3"/>
      <circle cx="180" cy="270" r="24" fill="#f0abfc" stroke="#ffffff" stroke-width="3"/>
      <circle cx="180" cy="360" r="24" fill="#f0abfc" stroke="#ffffff" stroke-width="3"/>
      <circle cx="320" cy="135" r="24" fill="url(#node)" stroke="#ffffff" stroke-width="3"/>
      <circle cx="320" cy="225" r="24" fill="url(#node)" stroke="#ffffff" stroke-width="3"/>
      <circle cx="320" cy="315" r="24" fill="url(#node)" stroke="#ffffff" stroke-width="3"/>
      <circle cx="320" cy="405" r="24" fill="url(#node)" stroke="#ffffff" stroke-width="3"/>
      <circle cx="480" cy="135" r="24" fill="url(#node)" stroke="#ffffff" stroke-width="3"/>
      <circle cx="480" cy="225" r="24" fill="url(#node)" stroke="#ffffff" stroke-width="3"/>
      <circle cx="480" cy="315" r="24" fill="url(#node)" stroke="#ffffff" stroke-width="3"/>
      <circle cx="480" cy="405" r="24" fill="url(#node)" stroke="#ffffff" stroke-width="3"/>
      <circle cx="620" cy="225" r="24" fill="#fde047" stroke="#ffffff" stroke-width="3"/>
      <circle cx="620" cy="315" r="24" fill="#fde047" stroke="#ffffff" stroke-width="3"/>
      <text x="400" y="545" font-family="Helvetica, Arial, sans-serif" font-weight="700" text-anchor="middle" font-size="56" fill="#ffffff">Core ML</text>
    </svg>

    """

  /// Metal: a triangle mesh of sixteen facets, shaded by a light at the upper left.
  static let metal = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
      <title>Metal</title>
      <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#16161a"/><stop offset="1" stop-color="#34343f"/></linearGradient></defs>
      <rect width="800" height="600" fill="url(#bg)"/>
      <g stroke="#16161a" stroke-width="3" stroke-linejoin="round">
        <polygon points="400,80 337.5,175 462.5,175" fill="#f49e39"/>
        <polygon points="337.5,175 275,270 400,270" fill="#f49e39"/>
        <polygon points="337.5,175 400,270 462.5,175" fill="#cd762d"/>
        <polygon points="462.5,175 400,270 525,270" fill="#d98231"/>
        <polygon points="275,270 212.5,365 337.5,365" fill="#df8932"/>
        <polygon points="275,270 337.5,365 400,270" fill="#c36c2a"/>
        <polygon points="400,270 337.5,365 462.5,365" fill="#d37c2f"/>
        <polygon points="400,270 462.5,365 525,270" fill="#ae5624"/>
        <polygon points="525,270 462.5,365 587.5,365" fill="#ba6328"/>
        <polygon points="212.5,365 150,460 275,460" fill="#c26b2a"/>
        <polygon points="212.5,365 275,460 337.5,365" fill="#ac5423"/>
        <polygon points="337.5,365 275,460 400,460" fill="#c1692a"/>
        <polygon points="337.5,365 400,460 462.5,365" fill="#a34a21"/>
        <polygon points="462.5,365 400,460 525,460" fill="#b25a25"/>
        <polygon points="462.5,365 525,460 587.5,365" fill="#8d341a"/>
        <polygon points="587.5,365 525,460 650,460" fill="#9b421e"/>
      </g>
      <g fill="#ffffff"><circle cx="400" cy="80" r="7"/><circle cx="150" cy="460" r="7"/><circle cx="650" cy="460" r="7"/></g>
      <text x="400" y="545" font-family="Helvetica, Arial, sans-serif" font-weight="700" text-anchor="middle" font-size="56" fill="#ffffff">Metal</text>
    </svg>

    """

  /// SwiftUI: stacked rounded rectangles, the front one laid out like a simple screen.
  static let swiftUI = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
      <title>SwiftUI</title>
      <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b3a8c"/><stop offset="1" stop-color="#2f80ed"/></linearGradient></defs>
      <rect width="800" height="600" fill="url(#bg)"/>
      <rect x="300" y="70" width="300" height="330" rx="32" fill="#ffffff" fill-opacity="0.25"/>
      <rect x="250" y="100" width="300" height="330" rx="32" fill="#ffffff" fill-opacity="0.45"/>
      <rect x="200" y="130" width="300" height="330" rx="32" fill="#ffffff"/>
      <circle cx="260" cy="195" r="32" fill="#f97316"/>
      <rect x="310" y="173" width="150" height="18" rx="9" fill="#1e3a8a"/>
      <rect x="310" y="203" width="100" height="14" rx="7" fill="#93c5fd"/>
      <rect x="228" y="255" width="244" height="60" rx="16" fill="#dbeafe"/>
      <rect x="228" y="330" width="150" height="14" rx="7" fill="#93c5fd"/>
      <rect x="404" y="322" width="68" height="34" rx="17" fill="#22c55e"/>
      <circle cx="455" cy="339" r="13" fill="#ffffff"/>
      <rect x="228" y="385" width="244" height="48" rx="24" fill="#2563eb"/>
      <text x="400" y="545" font-family="Helvetica, Arial, sans-serif" font-weight="700" text-anchor="middle" font-size="56" fill="#ffffff">SwiftUI</text>
    </svg>

    """

  /// RealityKit: a glossy sphere and a small block on a studio floor, with a soft shadow.
  static let realityKit = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
      <title>RealityKit</title>
      <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3f4f6"/><stop offset="0.62" stop-color="#d1d5db"/><stop offset="0.62" stop-color="#b8bec8"/><stop offset="1" stop-color="#e5e7eb"/></linearGradient>
      <radialGradient id="ball" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#ffe4dc"/><stop offset="0.25" stop-color="#ff8a70"/><stop offset="0.8" stop-color="#c2261b"/><stop offset="1" stop-color="#6e0f0a"/></radialGradient>
      <radialGradient id="shadow"><stop offset="0" stop-color="#1f2937" stop-opacity="0.6"/><stop offset="1" stop-color="#1f2937" stop-opacity="0"/></radialGradient></defs>
      <rect width="800" height="600" fill="url(#bg)"/>
      <ellipse cx="420" cy="420" rx="190" ry="36" fill="url(#shadow)"/>
      <circle cx="400" cy="275" r="140" fill="url(#ball)"/>
      <ellipse cx="350" cy="210" rx="38" ry="24" fill="#ffffff" fill-opacity="0.55" transform="rotate(-30 350 210)"/>
      <polygon points="140,430 200,400 260,430 200,460" fill="#60a5fa"/>
      <polygon points="140,430 200,460 200,480 140,450" fill="#2563eb"/>
      <polygon points="200,460 260,430 260,450 200,480" fill="#1d4ed8"/>
      <text x="400" y="545" font-family="Helvetica, Arial, sans-serif" font-weight="700" text-anchor="middle" font-size="56" fill="#1f2937">RealityKit</text>
    </svg>

    """

  /// Core Data: a database cylinder beside a small object graph.
  static let coreData = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
      <title>Core Data</title>
      <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#064e3b"/><stop offset="1" stop-color="#10946b"/></linearGradient><linearGradient id="side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#6ee7b7"/><stop offset="0.45" stop-color="#d1fae5"/><stop offset="1" stop-color="#34d399"/></linearGradient></defs>
      <rect width="800" height="600" fill="url(#bg)"/>
      <path d="M220 130V400A140 38 0 0 0 500 400V130Z" fill="url(#side)"/>
      <path d="M220 220A140 38 0 0 0 500 220M220 310A140 38 0 0 0 500 310" fill="none" stroke="#047857" stroke-width="6"/>
      <ellipse cx="360" cy="130" rx="140" ry="38" fill="#a7f3d0" stroke="#047857" stroke-width="6"/>
      <path d="M220 130V400A140 38 0 0 0 500 400V130" fill="none" stroke="#047857" stroke-width="6"/>
      <path d="M560 170L650 250M650 250L580 340M560 170L580 340" stroke="#d1fae5" stroke-width="4" stroke-dasharray="10 8"/>
      <g fill="#fef9c3" stroke="#047857" stroke-width="4"><rect x="520" y="140" width="80" height="56" rx="10"/><rect x="610" y="222" width="80" height="56" rx="10"/><rect x="540" y="312" width="80" height="56" rx="10"/></g>
      <text x="400" y="545" font-family="Helvetica, Arial, sans-serif" font-weight="700" text-anchor="middle" font-size="56" fill="#ffffff">Core Data</text>
    </svg>

    """

  /// MapKit: a map pin over roads, a park and a river.
  static let mapKit = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
      <title>MapKit</title>
      <rect width="800" height="600" fill="#eef0e6"/>
      <path d="M0 360C150 330 260 420 420 395S680 300 800 330V470H0Z" fill="#93c5fd"/>
      <rect x="520" y="60" width="200" height="150" rx="20" fill="#bbf7d0"/>
      <path d="M0 150H800M0 260H800M140 0V470M300 0V470M480 0V470M650 0V470" stroke="#d6d3c4" stroke-width="22"/>
      <path d="M0 150H800M0 260H800M140 0V470M300 0V470M480 0V470M650 0V470" stroke="#ffffff" stroke-width="16"/>
      <path d="M-20 460L820 40" stroke="#fbbf24" stroke-width="26"/>
      <path d="M-20 460L820 40" stroke="#fde68a" stroke-width="18"/>
      <rect y="470" width="800" height="130" fill="#ffffff"/>
      <ellipse cx="400" cy="362" rx="40" ry="12" fill="#000000" fill-opacity="0.25"/>
      <path d="M400 110C345 110 305 152 305 205C305 270 400 360 400 360S495 270 495 205C495 152 455 110 400 110Z" fill="#ef4444" stroke="#ffffff" stroke-width="6"/>
      <circle cx="400" cy="205" r="34" fill="#ffffff"/>
      <text x="400" y="545" font-family="Helvetica, Arial, sans-serif" font-weight="700" text-anchor="middle" font-size="56" fill="#1f2937">MapKit</text>
    </svg>

    """

  /// HealthKit: a heart with a heartbeat trace.
  static let healthKit = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
      <title>HealthKit</title>
      <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a0a14"/><stop offset="1" stop-color="#5c0f2a"/></linearGradient><linearGradient id="heart" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff6b8b"/><stop offset="1" stop-color="#e11d48"/></linearGradient></defs>
      <rect width="800" height="600" fill="url(#bg)"/>
      <path d="M400 440C260 350 180 280 180 190C180 130 228 90 285 90C340 90 380 125 400 165C420 125 460 90 515 90C572 90 620 130 620 190C620 280 540 350 400 440Z" fill="url(#heart)"/>
      <polyline points="60,270 300,270 330,270 355,215 385,345 420,150 452,310 475,270 740,270" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
      <text x="400" y="545" font-family="Helvetica, Arial, sans-serif" font-weight="700" text-anchor="middle" font-size="56" fill="#ffffff">HealthKit</text>
    </svg>

    """

  /// Vision: an eye inside a detection bounding box with a confidence label.
  static let vision = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
      <title>Vision</title>
      <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0d1b2a"/><stop offset="1" stop-color="#1b3a4b"/></linearGradient><radialGradient id="iris" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#0e7490"/><stop offset="0.75" stop-color="#22d3ee"/><stop offset="1" stop-color="#155e75"/></radialGradient></defs>
      <rect width="800" height="600" fill="url(#bg)"/>
      <path d="M170 275Q400 90 630 275Q400 460 170 275Z" fill="#f8fafc"/>
      <circle cx="400" cy="275" r="88" fill="url(#iris)"/>
      <circle cx="400" cy="275" r="40" fill="#020617"/>
      <circle cx="425" cy="250" r="14" fill="#ffffff"/>
      <rect x="140" y="140" width="520" height="270" fill="none" stroke="#c6f432" stroke-width="3" stroke-dasharray="12 10"/>
      <path d="M140 180V140H180M620 140H660V180M660 370V410H620M180 410H140V370" fill="none" stroke="#c6f432" stroke-width="8"/>
      <rect x="140" y="96" width="150" height="40" rx="6" fill="#c6f432"/>
      <text x="215" y="124" font-family="Menlo, Consolas, monospace" font-size="24" font-weight="700" text-anchor="middle" fill="#0d1b2a">eye 0.98</text>
      <g fill="#c6f432"><circle cx="170" cy="275" r="6"/><circle cx="630" cy="275" r="6"/><circle cx="400" cy="183" r="6"/><circle cx="400" cy="367" r="6"/></g>
      <text x="400" y="545" font-family="Helvetica, Arial, sans-serif" font-weight="700" text-anchor="middle" font-size="56" fill="#ffffff">Vision</text>
    </svg>

    """

  /// AVFoundation: an audio waveform, a play button and a playback timeline.
  static let avFoundation = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
      <title>AVFoundation</title>
      <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f0c29"/><stop offset="1" stop-color="#302b63"/></linearGradient><linearGradient id="wave" gradientUnits="userSpaceOnUse" x1="110" y1="0" x2="690" y2="0"><stop offset="0" stop-color="#22d3ee"/><stop offset="1" stop-color="#e879f9"/></linearGradient></defs>
      <rect width="800" height="600" fill="url(#bg)"/>
      <g fill="url(#wave)">
        <rect x="110" y="235" width="12" height="30" rx="6"/>
        <rect x="130" y="197" width="12" height="106" rx="6"/>
        <rect x="150" y="175" width="12" height="150" rx="6"/>
        <rect x="170" y="178" width="12" height="144" rx="6"/>
        <rect x="190" y="199" width="12" height="102" rx="6"/>
        <rect x="210" y="224" width="12" height="52" rx="6"/>
        <rect x="230" y="233" width="12" height="34" rx="6"/>
        <rect x="250" y="233" width="12" height="34" rx="6"/>
        <rect x="270" y="216" width="12" height="68" rx="6"/>
        <rect x="290" y="200" width="12" height="100" rx="6"/>
        <rect x="310" y="200" width="12" height="100" rx="6"/>
        <rect x="330" y="221" width="12" height="58" rx="6"/>
        <rect x="350" y="214" width="12" height="72" rx="6"/>
        <rect x="370" y="179" width="12" height="142" rx="6"/>
        <rect x="390" y="161" width="12" height="178" rx="6"/>
        <rect x="410" y="169" width="12" height="162" rx="6"/>
        <rect x="430" y="198" width="12" height="104" rx="6"/>
        <rect x="450" y="231" width="12" height="38" rx="6"/>
        <rect x="470" y="217" width="12" height="66" rx="6"/>
        <rect x="490" y="214" width="12" height="72" rx="6"/>
        <rect x="510" y="227" width="12" height="46" rx="6"/>
        <rect x="530" y="228" width="12" height="44" rx="6"/>
        <rect x="550" y="224" width="12" height="52" rx="6"/>
        <rect x="570" y="232" width="12" height="36" rx="6"/>
        <rect x="590" y="203" width="12" height="94" rx="6"/>
        <rect x="610" y="175" width="12" height="150" rx="6"/>
        <rect x="630" y="165" width="12" height="170" rx="6"/>
        <rect x="650" y="179" width="12" height="142" rx="6"/>
        <rect x="670" y="213" width="12" height="74" rx="6"/>
      </g>
      <circle cx="400" cy="250" r="78" fill="#ffffff"/>
      <polygon points="375,205 375,295 450,250" fill="#302b63"/>
      <rect x="110" y="410" width="580" height="8" rx="4" fill="#ffffff" fill-opacity="0.25"/>
      <rect x="110" y="410" width="250" height="8" rx="4" fill="#22d3ee"/>
      <circle cx="360" cy="414" r="14" fill="#ffffff"/>
      <text x="400" y="545" font-family="Helvetica, Arial, sans-serif" font-weight="700" text-anchor="middle" font-size="56" fill="#ffffff">AVFoundation</text>
    </svg>

    """

  /// Core Animation: one card at four moments along a curved path.
  static let coreAnimation = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
      <title>Core Animation</title>
      <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#facc15"/></linearGradient></defs>
      <rect width="800" height="600" fill="url(#bg)"/>
      <path d="M120 470C220 300 420 160 700 170" fill="none" stroke="#7c2d12" stroke-width="5" stroke-dasharray="4 14" stroke-linecap="round"/>
      <rect x="110" y="330" width="150" height="110" rx="20" fill="#ffffff" fill-opacity="0.25" transform="rotate(-18 185 385)"/>
      <rect x="270" y="230" width="150" height="110" rx="20" fill="#ffffff" fill-opacity="0.45" transform="rotate(-10 345 285)"/>
      <rect x="430" y="170" width="150" height="110" rx="20" fill="#ffffff" fill-opacity="0.7" transform="rotate(-4 505 225)"/>
      <rect x="570" y="150" width="150" height="110" rx="20" fill="#ffffff" fill-opacity="1" transform="rotate(0 645 205)"/>
      <circle cx="615" cy="190" r="18" fill="#f97316"/>
      <rect x="595" y="222" width="100" height="12" rx="6" fill="#fdba74"/>
      <text x="400" y="545" font-family="Helvetica, Arial, sans-serif" font-weight="700" text-anchor="middle" font-size="56" fill="#431407">Core Animation</text>
    </svg>

    """

  /// Swift Charts: a bar chart with a line and points over it.
  static let swiftCharts = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
      <title>Swift Charts</title>
      <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#e0e7ff"/></linearGradient></defs>
      <rect width="800" height="600" fill="url(#bg)"/>
      <path d="M140 360H700M140 280H700M140 200H700M140 120H700" stroke="#c7d2fe" stroke-width="2"/>
      <path d="M140 80V440H700" fill="none" stroke="#475569" stroke-width="4"/>
      <g fill="#6366f1">
        <rect x="160" y="320" width="50" height="120" rx="6"/>
        <rect x="235" y="260" width="50" height="180" rx="6"/>
        <rect x="310" y="290" width="50" height="150" rx="6"/>
        <rect x="385" y="210" width="50" height="230" rx="6"/>
        <rect x="460" y="240" width="50" height="200" rx="6"/>
        <rect x="535" y="160" width="50" height="280" rx="6"/>
        <rect x="610" y="120" width="50" height="320" rx="6"/>
      </g>
      <polyline points="185,280 260,240 335,250 410,190 485,200 560,140 635,80" fill="none" stroke="#f97316" stroke-width="6" stroke-linejoin="round"/>
      <g fill="#ffffff" stroke="#f97316" stroke-width="5"><circle cx="185" cy="280" r="9"/><circle cx="260" cy="240" r="9"/><circle cx="335" cy="250" r="9"/><circle cx="410" cy="190" r="9"/><circle cx="485" cy="200" r="9"/><circle cx="560" cy="140" r="9"/><circle cx="635" cy="80" r="9"/></g>
      <text x="400" y="545" font-family="Helvetica, Arial, sans-serif" font-weight="700" text-anchor="middle" font-size="56" fill="#1e1b4b">Swift Charts</text>
    </svg>

    """
}
