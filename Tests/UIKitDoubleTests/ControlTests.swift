import ScrollStackUIKitDouble
import Testing

@Suite(.serialized) @MainActor struct ControlTests {
  init() { DoubleClock.main.reset() }

  private func makeWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    return window
  }

  @Test(
    "A text field in a window becomes first responder and tells its delegate; resigning tells it too — UITextField, UITextFieldDelegate.textFieldDidBeginEditing(_:)"
  )
  func textFieldEditing() {
    let window = makeWindow()
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    let delegate = RecordingTextFieldDelegate()
    field.delegate = delegate
    window.addSubview(field)
    #expect(field.canBecomeFirstResponder)
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder && field.isEditing)
    field.becomeFirstResponder()
    #expect(delegate.log.calls == ["didBeginEditing"])
    field.resignFirstResponder()
    #expect(!field.isEditing)
    #expect(delegate.log.calls == ["didBeginEditing", "didEndEditing"])
    #expect(field.window === window)
  }

  @Test("A text field stores its text settings — UITextField.text, placeholder")
  func textFieldStores() {
    let field = UITextField(frame: .zero)
    #expect(field.text == nil)
    field.text = "hello"
    field.placeholder = "name"
    field.keyboardType = .emailAddress
    field.returnKeyType = .done
    field.isSecureTextEntry = true
    #expect(field.text == "hello")
    #expect(field.placeholder == "name")
    #expect(field.keyboardType == .emailAddress)
    #expect(field.returnKeyType == .done)
    #expect(field.isSecureTextEntry)
  }

  @Test(
    "The return key asks textFieldShouldReturn and sends editingDidEndOnExit when it agrees — UITextFieldDelegate.textFieldShouldReturn(_:)"
  )
  func returnKey() {
    let window = makeWindow()
    let field = UITextField(frame: .zero)
    window.addSubview(field)
    let delegate = RecordingTextFieldDelegate()
    field.delegate = delegate
    var exits = 0
    field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
    #expect(!field.simulateReturnKey())
    field.becomeFirstResponder()
    #expect(field.simulateReturnKey())
    delegate.returns = false
    #expect(!field.simulateReturnKey())
    #expect(exits == 1)
    #expect(delegate.log.calls == ["didBeginEditing", "shouldReturn", "shouldReturn"])
    field.simulateTyping("ab")
    #expect(field.text == "ab")
    #expect(field.window === window)
  }

  @Test(
    "A button's primary action runs on a tap, not when disabled — UIButton.init(type:primaryAction:), UIControl.sendActions(for:)"
  )
  func buttonPrimaryAction() {
    var titles: [String] = []
    let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { titles.append($0.title) })
    #expect(button.simulateTap())
    #expect(titles == ["Go"])
    button.isEnabled = false
    #expect(!button.simulateTap())
    #expect(titles == ["Go"])
    button.sendActions(for: .primaryActionTriggered)
    #expect(titles == ["Go", "Go"])
  }

  @Test("A bar button runs its primary action on a tap — UIBarButtonItem.init(title:image:primaryAction:menu:)")
  func barButton() {
    var taps = 0
    let item = UIBarButtonItem(title: "Add", primaryAction: UIAction { _ in taps += 1 })
    #expect(item.simulateTap())
    #expect(taps == 1)
    #expect(!UIBarButtonItem(title: "None").simulateTap())
  }

  @Test("A label stores its text; its size follows the documented text metric — UILabel.numberOfLines")
  func labelMetric() {
    let label = UILabel(frame: .zero)
    #expect(label.numberOfLines == 1)
    #expect(label.intrinsicContentSize == .zero)
    label.text = "abcdefghij"
    #expect(label.text == "abcdefghij")
    // 10 characters × 8.5 points, one line of 20.4 points.
    #expect(label.intrinsicContentSize == CGSize(width: 85, height: 17 * 1.2))
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 34
    // 4 characters a line: 3 lines.
    #expect(label.intrinsicContentSize == CGSize(width: 34, height: 3 * 17 * 1.2))
    label.numberOfLines = 2
    #expect(label.intrinsicContentSize.height == 2 * 17 * 1.2)
  }

  @Test(
    "A stack view lines its arranged subviews up along its axis with spacing — UIStackView.arrangedSubviews, spacing")
  func stackViewArranges() {
    let first = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
    let second = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
    let stack = UIStackView(arrangedSubviews: [first, second])
    stack.axis = .vertical
    stack.spacing = 8
    stack.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
    stack.layoutIfNeeded()
    #expect(stack.arrangedSubviews == [first, second])
    #expect(stack.subviews == [first, second])
    #expect(first.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
    #expect(second.frame == CGRect(x: 0, y: 38, width: 100, height: 50))
    second.removeFromSuperview()
    #expect(stack.arrangedSubviews == [first])
    stack.removeArrangedSubview(first)
    #expect(stack.arrangedSubviews.isEmpty)
    #expect(first.superview === stack)
  }

  @Test(
    "A stack view sizes a label by its intrinsic size, and lays out again when the text changes — UIView.invalidateIntrinsicContentSize()"
  )
  func stackViewFollowsLabel() {
    let label = UILabel(frame: .zero)
    label.text = "abcd"
    let stack = UIStackView(arrangedSubviews: [label])
    stack.alignment = .leading
    stack.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    stack.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 0, y: 0, width: 34, height: 17 * 1.2))
    label.text = "abcdefgh"
    stack.layoutIfNeeded()
    #expect(label.frame.width == 68)
  }

  @Test("A table asks its data source at layout and shows the rows in its bounds — UITableView.reloadData()")
  func tableTiles() {
    let source = CountingDataSource(rows: 100)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 88), style: .plain)
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 100)
    #expect(table.contentSize == CGSize(width: 100, height: 4400))
    #expect(table.visibleCells.count == 2)
    #expect(source.asked == [0, 1])
    table.contentOffset = CGPoint(x: 0, y: 44)
    table.layoutIfNeeded()
    #expect(source.asked == [0, 1, 2])
    #expect(table.visibleCells.count == 2)
  }
}

@Suite(.serialized) @MainActor struct ContentViewTests {
  init() { DoubleDevice.reset() }

  @Test("A .default cell has no detail label; a .value1 cell has both, as subviews — UITableViewCell.detailTextLabel")
  func cellLabels() {
    let plain = UITableViewCell(style: .default, reuseIdentifier: "a")
    #expect(plain.detailTextLabel == nil)
    #expect(plain.textLabel != nil)
    #expect(plain.reuseIdentifier == "a")
    let detailed = UITableViewCell(style: .value1, reuseIdentifier: nil)
    let detail = detailed.detailTextLabel
    #expect(detail != nil)
    #expect(detail === detailed.detailTextLabel)
    #expect(detail?.superview === detailed)
  }

  @Test(
    "A text view takes the focus and tells its delegate of typing — UITextView, UITextViewDelegate.textViewDidChange(_:)"
  )
  func textViewTyping() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let delegate = RecordingTextViewDelegate()
    textView.delegate = delegate
    window.addSubview(textView)
    #expect(textView.text == "")
    textView.simulateTyping("x")
    #expect(textView.text == "")
    #expect(textView.becomeFirstResponder())
    textView.simulateTyping("hi")
    #expect(textView.text == "hi")
    #expect(delegate.changes == 1)
    #expect(textView.window === window)
  }
}
