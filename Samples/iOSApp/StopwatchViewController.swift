// A stopwatch driven by a selector-based Timer, as most tutorials write one.
import UIKit

class StopwatchViewController: UIViewController {
  var timer: Timer?
  var elapsed = 0
  let timeLabel = UILabel()
  let startButton = UIButton(type: .system)
  let resetButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Stopwatch"
    timeLabel.accessibilityIdentifier = "time"
    timeLabel.text = "0"
    startButton.accessibilityIdentifier = "start"
    startButton.setTitle("Start", for: .normal)
    startButton.addTarget(self, action: #selector(startStopTapped), for: .touchUpInside)
    resetButton.accessibilityIdentifier = "reset"
    resetButton.setTitle("Reset", for: .normal)
    resetButton.addTarget(self, action: #selector(resetTapped), for: .touchUpInside)
    view.addSubview(timeLabel)
    view.addSubview(startButton)
    view.addSubview(resetButton)
  }

  @objc func startStopTapped() {
    if let timer = timer {
      timer.invalidate()
      self.timer = nil
      startButton.setTitle("Start", for: .normal)
    } else {
      timer = Timer.scheduledTimer(
        timeInterval: 1.0, target: self, selector: #selector(tick(_:)), userInfo: nil,
        repeats: true)
      startButton.setTitle("Stop", for: .normal)
    }
  }

  @objc func tick(_ timer: Timer) {
    elapsed += 1
    timeLabel.text = "\(elapsed)"
  }

  @objc func resetTapped() {
    timer?.invalidate()
    timer = nil
    elapsed = 0
    timeLabel.text = "0"
    startButton.setTitle("Start", for: .normal)
  }
}
