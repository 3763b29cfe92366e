import HeadlessScenarios

// The repository's own scenarios through the command line any package can have.
ScenarioCommand.main(
  name: "headless", scenarios: Scenarios.all, galleryDirectory: "Samples/Gallery")
