// A volume screen: a slider whose action takes the event too, a mute button that stops
// listening with removeTarget, and an @IBDesignable meter view.
import UIKit

@IBDesignable
class MeterView: UIView {
  @IBInspectable var level: CGFloat = 0 {
    didSet { setNeedsDisplay() }
  }
  @IBInspectable var meterCornerRadius: CGFloat = 4 {
    didSet { layer.cornerRadius = meterCornerRadius }
  }
}

class VolumeViewController: UIViewController {
  let slider = UISlider()
  let muteButton = UIButton(type: .system)
  let meter = MeterView()
  let levelLabel = UILabel()
  var isMuted = false
  var changes = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    slider.accessibilityIdentifier = "volume"
    slider.minimumValue = 0
    slider.maximumValue = 100
    slider.addTarget(self, action: #selector(sliderValueChanged(_:forEvent:)), for: .valueChanged)
    muteButton.accessibilityIdentifier = "mute"
    muteButton.setTitle("Mute", for: .normal)
    muteButton.addTarget(self, action: #selector(muteTapped(_:)), for: .touchUpInside)
    levelLabel.accessibilityIdentifier = "level"
    levelLabel.text = "0"
    view.addSubview(slider)
    view.addSubview(muteButton)
    view.addSubview(meter)
    view.addSubview(levelLabel)
  }

  @objc func sliderValueChanged(_ sender: UISlider, forEvent event: UIEvent) {
    changes += 1
    meter.level = CGFloat(sender.value)
    levelLabel.text = "\(Int(sender.value))"
  }

  @IBAction func muteTapped(_ sender: Any) {
    isMuted.toggle()
    if isMuted {
      slider.removeTarget(
        self, action: #selector(sliderValueChanged(_:forEvent:)), for: .valueChanged)
      levelLabel.text = "Muted"
    } else {
      slider.addTarget(self, action: #selector(sliderValueChanged(_:forEvent:)), for: .valueChanged)
      levelLabel.text = "\(Int(slider.value))"
    }
  }
}
