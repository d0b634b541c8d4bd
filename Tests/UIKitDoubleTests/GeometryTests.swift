import ScrollStackUIKitDouble
import Testing

@Suite @MainActor struct GeometryTests {
  // MARK: Frame, bounds, center

  @Test("frame, bounds and center agree — UIView.frame, UIView.bounds, UIView.center")
  func frameBoundsCenter() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    view.center = CGPoint(x: 100, y: 100)
    #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
    view.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
    #expect(view.bounds.size == CGSize(width: 40, height: 30))
  }

  @Test("A new bounds size keeps the center — UIView.bounds")
  func boundsSizeKeepsCenter() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
    #expect(view.center == CGPoint(x: 50, y: 50))
    #expect(view.frame == CGRect(x: 25, y: 40, width: 50, height: 20))
  }

  @Test("The bounds origin moves the frame of nothing but shifts conversions — UIView.bounds")
  func boundsOriginShiftsConversions() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    let scroller = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
    window.addSubview(scroller)
    let content = UIView(frame: CGRect(x: 0, y: 500, width: 300, height: 50))
    scroller.addSubview(content)
    scroller.bounds.origin = CGPoint(x: 0, y: 450)
    #expect(scroller.frame == CGRect(x: 0, y: 100, width: 300, height: 300))
    #expect(content.convert(CGPoint.zero, to: scroller) == CGPoint(x: 0, y: 500))
    #expect(content.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 150))
    #expect(scroller.convert(CGPoint(x: 0, y: 150), from: nil) == CGPoint(x: 0, y: 500))
  }

  @Test("transform is stored and changes no frame (identity model) — UIView.transform")
  func transformStored() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.transform == .identity)
    view.transform = CGAffineTransform(translationX: 5, y: 0)
    #expect(view.transform == CGAffineTransform(translationX: 5, y: 0))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  // MARK: Conversion

  @Test("convert(_:to:) and convert(_:from:) between views and the window — UIView.convert(_:to:)")
  func conversions() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let a = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
    let b = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
    let c = UIView(frame: CGRect(x: 100, y: 300, width: 50, height: 50))
    window.addSubview(a)
    a.addSubview(b)
    window.addSubview(c)
    #expect(b.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 26))
    #expect(b.convert(CGPoint(x: 1, y: 1), to: window) == CGPoint(x: 16, y: 26))
    #expect(b.convert(CGPoint(x: 16, y: 26), from: nil) == CGPoint(x: 1, y: 1))
    #expect(b.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: c) == CGRect(x: -85, y: -275, width: 5, height: 5))
    #expect(c.convert(CGRect(x: 0, y: 0, width: 5, height: 5), from: b) == CGRect(x: -85, y: -275, width: 5, height: 5))
  }

  @Test("A view in no window converts to its topmost ancestor for nil — UIView.convert(_:to:)")
  func conversionWithoutWindow() {
    let root = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    root.addSubview(child)
    #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 10))
    root.bounds.origin = CGPoint(x: 0, y: 5)
    #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 10))
  }

  @Test("Views are coordinate spaces; the screen's fixed space — UICoordinateSpace, UIScreen.coordinateSpace")
  func coordinateSpaces() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let view = UIView(frame: CGRect(x: 30, y: 40, width: 10, height: 10))
    window.addSubview(view)
    let space: any UICoordinateSpace = window
    #expect(view.convert(CGPoint(x: 1, y: 2), to: space) == CGPoint(x: 31, y: 42))
    let screen = UIScreen.main.coordinateSpace
    #expect(
      view.convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: screen) == CGRect(x: 30, y: 40, width: 1, height: 1))
    #expect(screen.convert(CGPoint(x: 30, y: 40), to: view) == CGPoint.zero)
  }

  // MARK: Autoresizing

  @Test(
    "A frame-placed subview with a flexible width or height follows its superview's size; a fixed one keeps its frame — UIView.autoresizingMask"
  )
  func autoresizingFollowsTheSuperview() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    let filling = UIView(frame: CGRect(x: 10, y: 20, width: 80, height: 160))
    filling.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let wide = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
    wide.autoresizingMask = [.flexibleWidth]
    let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    let constrained = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    constrained.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    constrained.translatesAutoresizingMaskIntoConstraints = false
    [filling, wide, fixed, constrained].forEach(parent.addSubview)
    parent.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(filling.frame == CGRect(x: 10, y: 20, width: 370, height: 804))
    #expect(wide.frame == CGRect(x: 0, y: 0, width: 390, height: 10))
    #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    #expect(constrained.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    parent.bounds = CGRect(x: 0, y: 0, width: 200, height: 400)
    #expect(filling.frame == CGRect(x: 10, y: 20, width: 180, height: 360))
  }
}
