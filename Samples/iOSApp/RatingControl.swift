// A star-rating control in the style of Apple's "Start Developing iOS Apps" tutorial: a
// stack view of buttons made in a loop, each sending the same action.
import UIKit

@objc @MainActor protocol RatingControlDelegate: AnyObject {
  @objc optional func ratingControl(_ control: RatingControl, didChangeRating rating: Int)
}

@IBDesignable class RatingControl: UIStackView {

  //MARK: Properties
  private var ratingButtons = [UIButton]()
  weak var delegate: RatingControlDelegate?

  var rating = 0 {
    didSet {
      updateButtonSelectionStates()
      delegate?.ratingControl?(self, didChangeRating: rating)
    }
  }

  @IBInspectable var starCount: Int = 5 {
    didSet {
      setupButtons()
    }
  }

  //MARK: Initialization
  override init(frame: CGRect) {
    super.init(frame: frame)
    setupButtons()
  }

  required init(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  //MARK: Button Action
  @objc func ratingButtonTapped(button: UIButton) {
    guard let index = ratingButtons.firstIndex(where: { $0 === button }) else {
      fatalError("The button, \(button), is not in the ratingButtons array: \(ratingButtons)")
    }
    let selectedRating = index + 1
    if selectedRating == rating {
      rating = 0
    } else {
      rating = selectedRating
    }
  }

  //MARK: Private Methods
  private func setupButtons() {
    for button in ratingButtons {
      removeArrangedSubview(button)
      button.removeFromSuperview()
    }
    ratingButtons.removeAll()

    for index in 0..<starCount {
      let button = UIButton()
      button.setTitle("☆", for: .normal)
      button.accessibilityIdentifier = "star\(index + 1)"
      button.addTarget(
        self, action: #selector(RatingControl.ratingButtonTapped(button:)), for: .touchUpInside)
      addArrangedSubview(button)
      ratingButtons.append(button)
    }
    updateButtonSelectionStates()
  }

  private func updateButtonSelectionStates() {
    for (index, button) in ratingButtons.enumerated() {
      button.isSelected = index < rating
    }
  }
}

class RatingViewController: UIViewController, RatingControlDelegate {
  let ratingControl = RatingControl(frame: .zero)
  let summaryLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    ratingControl.delegate = self
    summaryLabel.accessibilityIdentifier = "summary"
    summaryLabel.text = "Not rated"
    view.addSubview(ratingControl)
    view.addSubview(summaryLabel)
  }

  func ratingControl(_ control: RatingControl, didChangeRating rating: Int) {
    summaryLabel.text = rating == 0 ? "Not rated" : "\(rating) of \(control.starCount)"
  }
}
