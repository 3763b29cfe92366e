// swift-tools-version: 6.0
import PackageDescription

/// Settings every target shares: Swift 6 mode is the default for tools 6.0;
/// upcoming features are enabled once, here, for every target.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

/// Settings for targets whose files are written as users write UIKit and SwiftUI code
/// (`import HeadlessUIKit`, `import HeadlessSwiftUI`): a user's defaults, so without
/// `MemberImportVisibility`, under which UIKit's members that are HeadlessKit's extension
/// members would need `import HeadlessKit` too (see the article Relating-The-Modules).
let userCodeSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "HeadlessKit",
  products: [
    .library(name: "HeadlessKit", targets: ["HeadlessKit"]),
    .library(name: "HeadlessKitTesting", targets: ["HeadlessKitTesting"]),
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    .library(name: "HeadlessSwiftUI", targets: ["HeadlessSwiftUI"]),
    .library(name: "HeadlessScenarios", targets: ["HeadlessScenarios"]),
    .library(name: "HeadlessLayoutSolver", targets: ["HeadlessLayoutSolver"]),
    .library(name: "HeadlessPort", targets: ["HeadlessPort"]),
    .plugin(name: "HeadlessPortPlugin", targets: ["HeadlessPortPlugin"]),
    .executable(name: "headless", targets: ["headless"]),
    .executable(name: "headless-bench", targets: ["headless-bench"]),
    .executable(name: "board", targets: ["board"]),
  ],
  targets: [
    .target(
      name: "HeadlessKit", dependencies: ["HeadlessLayoutSolver"], swiftSettings: swiftSettings),
    .target(
      name: "HeadlessKitTesting", dependencies: ["HeadlessKit"], swiftSettings: swiftSettings),
    .target(name: "HeadlessUIKit", dependencies: ["HeadlessKit"], swiftSettings: swiftSettings),
    .target(
      name: "HeadlessSwiftUI", dependencies: ["HeadlessKit", "HeadlessUIKit"],
      swiftSettings: swiftSettings),
    .target(name: "HeadlessLayoutSolver", swiftSettings: swiftSettings),
    // `headless port`: rewrites iOS sources into sources HeadlessUIKit compiles.
    .target(name: "HeadlessPort", swiftSettings: swiftSettings),
    .executableTarget(
      name: "headless-port-tool", dependencies: ["HeadlessPort"], swiftSettings: swiftSettings),
    // Ports the app folders a target's headless-port.json names into that target.
    .plugin(
      name: "HeadlessPortPlugin", capability: .buildTool(), dependencies: ["headless-port-tool"],
      path: "Sources/HeadlessPortPlugin"),
    // The option table the headless command line and headless-bench share (no product).
    .target(name: "HeadlessCommandLine", swiftSettings: swiftSettings),
    .target(
      name: "HeadlessScenarios",
      dependencies: ["HeadlessKit", "HeadlessKitTesting", "HeadlessCommandLine", "HeadlessPort"],
      swiftSettings: swiftSettings),
    .target(
      name: "HeadlessSamples",
      dependencies: ["HeadlessKit", "HeadlessKitTesting", "HeadlessScenarios", "SwiftUISamples"],
      path: "Samples",
      exclude: [
        "Board", "Gallery", "UIKitPort", "UIKitPortScenario", "iOSApp", "PortedApp", "SwiftUI",
      ],
      swiftSettings: swiftSettings),
    // Seed 000's and 001's SwiftUI code as scenarios, written as iOS files are (plain
    // `import HeadlessSwiftUI`, a user's settings); `Catalog.all` lists them.
    .target(
      name: "SwiftUISamples",
      dependencies: ["HeadlessSwiftUI", "HeadlessKitTesting", "HeadlessScenarios"],
      path: "Samples/SwiftUI", resources: [.copy("Assets.xcassets")],
      swiftSettings: userCodeSettings),
    .target(
      name: "UIKitPortScenario",
      dependencies: ["HeadlessScenarios", "HeadlessSamples", "UIKitPort"],
      path: "Samples/UIKitPortScenario", swiftSettings: swiftSettings),
    // Written as an iOS app is, with plain `import`s: no upcoming-feature settings.
    .target(
      name: "UIKitPort", dependencies: ["HeadlessUIKit"], path: "Samples/UIKitPort",
      resources: [.copy("Assets.xcassets")]),
    // Samples/iOSApp as it is, ported by HeadlessPortPlugin: no upcoming-feature settings.
    .target(
      name: "PortedApp", dependencies: ["HeadlessUIKit"], path: "Samples/PortedApp",
      exclude: ["headless-port.json"], plugins: ["HeadlessPortPlugin"]),
    .executableTarget(
      name: "board", dependencies: ["HeadlessKit"], path: "Samples/Board",
      exclude: ["jobs.jsonl"], swiftSettings: swiftSettings),
    .executableTarget(
      name: "headless",
      dependencies: ["HeadlessScenarios", "HeadlessSamples", "UIKitPortScenario"],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "headless-bench",
      dependencies: [
        "HeadlessKit", "HeadlessKitTesting", "HeadlessLayoutSolver", "HeadlessCommandLine",
        "HeadlessPort", "HeadlessSwiftUI", "HeadlessUIKit",
      ],
      exclude: ["kiwi_shapes.py"], swiftSettings: swiftSettings),
    .testTarget(
      name: "HeadlessKitTests", dependencies: ["HeadlessKit", "HeadlessKitTesting"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "HeadlessKitTestingTests", dependencies: ["HeadlessKitTesting"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "HeadlessSamplesTests",
      dependencies: ["HeadlessSamples", "HeadlessScenarios", "HeadlessKitTesting"],
      exclude: ["__Snapshots__"], swiftSettings: swiftSettings),
    .testTarget(
      name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "HeadlessKitTesting"],
      resources: [.copy("Assets.xcassets")], swiftSettings: userCodeSettings),
    // Written in Swift 5 mode, as many iOS targets still are: code that touches views
    // from a nonisolated context builds (with warnings), as UIKit's `@preconcurrency`
    // main-actor isolation lets it on iOS. A test target: `swift build` (warnings as
    // errors in CI) does not build it; `swift test` does.
    .testTarget(
      name: "HeadlessUIKitSwift5Tests", dependencies: ["HeadlessUIKit"],
      swiftSettings: userCodeSettings + [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "HeadlessSwiftUITests",
      dependencies: ["HeadlessSwiftUI", "HeadlessUIKit", "HeadlessKitTesting"],
      swiftSettings: userCodeSettings),
    .testTarget(
      name: "HeadlessPortTests", dependencies: ["HeadlessPort"], swiftSettings: swiftSettings),
    .testTarget(
      name: "PortedAppTests", dependencies: ["PortedApp", "HeadlessUIKit", "HeadlessKitTesting"],
      swiftSettings: userCodeSettings),
    .testTarget(
      name: "HeadlessLayoutSolverTests", dependencies: ["HeadlessLayoutSolver"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "BoardTests", dependencies: ["board", "HeadlessKit"], swiftSettings: swiftSettings),
    .testTarget(
      name: "headlessTests",
      dependencies: [
        "headless", "HeadlessKit", "HeadlessScenarios", "HeadlessSamples", "HeadlessKitTesting",
        "UIKitPortScenario", "HeadlessCommandLine", "HeadlessPort",
      ],
      exclude: ["__Snapshots__"], swiftSettings: swiftSettings),
  ],
  swiftLanguageModes: [.v6]
)
