import Foundation
import HeadlessKit
import HeadlessScenarios
import Observation

@Observable
final class Article {
  var title = "Tides"
}

extension Article: NamesTrackedProperties {
  static var trackedPropertyNames: [AnyKeyPath: String] { [\Article.title: "title"] }
}

/// A reading screen that adapts to Dark Mode and the text size the iOS 18 way: it reads
/// the traits where it reads the model, in the tracked hook, and never registers for
/// changes. Its body label adjusts its font to the Dynamic Type size, and anchors place
/// it, so a bigger size pushes the caption down.
@MainActor
final class ReaderController: RenderingController {
  let article: Article
  let titleLabel = Label()
  let themeLabel = Label()
  let bodyLabel = Label(text: "Tides turn.")
  let caption = Label(text: "5 min read")

  init(article: Article, platform: Configuration.Platform) {
    self.article = article
    super.init(platform: platform)
  }

  override func didLoad() {
    titleLabel.identifier = "title"
    themeLabel.identifier = "theme"
    bodyLabel.identifier = "body"
    caption.identifier = "caption"
    bodyLabel.font = .preferredFont(forTextStyle: .body)
    bodyLabel.adjustsFontForContentSizeCategory = true
    for label in [titleLabel, themeLabel, bodyLabel, caption] {
      view.addSubview(label)
      label.translatesAutoresizingMaskIntoConstraints = false
      label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
    }
    LayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 60),
      themeLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
      bodyLabel.topAnchor.constraint(equalTo: themeLabel.bottomAnchor, constant: 16),
      caption.topAnchor.constraint(equalTo: bodyLabel.bottomAnchor, constant: 8),
    ])
  }

  override func render() {
    titleLabel.text = article.title  // tracked only where observation tracking is on
    // Tracked on every platform and setting: iOS 18 tracks traits read in layout hooks
    // whatever UIObservationTrackingEnabled says, and iOS 26 in updateProperties() too.
    let dark = traitCollection.userInterfaceStyle == .dark
    themeLabel.text = dark ? "Night theme" : "Day theme"
    themeLabel.textColor = Color(named: dark ? "yellow" : "blue")
  }
}

extension Catalog {
  static let adaptiveReader = Scenario(
    name: "adaptive-reader",
    summary: "traits read in the tracked hook (Dark Mode, Dynamic Type) refresh it in every mode"
  ) { run in
    let article = Article()
    let screen = ReaderController(article: article, platform: run.platform)
    run.show(screen, "show the article")
    run.check("day theme", view: "theme", as: Label.self, \.text, equals: "Day theme")
    run.check("body at the default size", view: "body", as: Label.self, \.font.size, equals: "17.0")
    // The body's top is 60 + 20 + 8 + 20 + 16 = 124; a 17-point line is 21.25 high.
    run.check(
      "the caption sits 8 under the body", view: "caption", as: Label.self, \.frame.minY,
      equals: "153.25")
    run.setTraits("turn on Dark Mode") { $0.userInterfaceStyle = .dark }
    run.check(
      "the style read in the hook re-ran it, in every mode", view: "theme", as: Label.self,
      \.text, equals: "Night theme")
    run.picture("default-size")
    run.setTraits("choose the largest accessibility text size") {
      $0.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    }
    // AX5 body is 53 points (the HIG's table), a 66.25-point line: 124 + 66.25 + 8.
    run.check("body at AX5", view: "body", as: Label.self, \.font.size, equals: "53.0")
    run.check(
      "the caption moves down under the taller body", view: "caption", as: Label.self,
      \.frame.minY, equals: "198.25")
    run.step("edit the title in the model") { article.title = "Tides and moons" }
    run.check(
      "the title follows where observation tracking is on", view: "title", as: Label.self,
      \.text,
      equals: [
        .v26: "Tides and moons", .v18WithKey: "Tides and moons", .v18: "Tides",
        .trackingDisabled: "Tides",
      ])
  }
}
