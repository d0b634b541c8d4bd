Pod::Spec.new do |spec|
  spec.name          = 'ScrollStackHeadless'
  spec.version       = '0.1.0'
  spec.summary       = 'ScrollStack on a portable host: the same API, no UIKit, for tests and previews.'
  spec.description   = 'Headless.ScrollStack and its controllers, views and window: the UIKit layer\'s names ' \
                       'and behaviour on plain objects, so a test builds a screen in code, scrolls it and ' \
                       'asserts on the delegate calls without a simulator. Used by ScrollStackTestSupport.'
  spec.homepage      = 'https://github.com/scrollstack/ScrollStack'
  spec.license       = { :type => 'MIT' }
  spec.author        = 'ScrollStack contributors'
  spec.source        = { :git => 'https://github.com/scrollstack/ScrollStack.git', :tag => spec.version.to_s }
  spec.ios.deployment_target = '13.0'
  # Swift 6.0 tools and language mode, as Package.swift: Xcode 16 or later.
  spec.swift_versions = ['6.0']
  spec.source_files  = 'Sources/ScrollStack/Headless/**/*.swift'
  spec.frameworks    = 'Foundation', 'CoreGraphics'
  spec.dependency      'ScrollStackCore', spec.version.to_s
  # The pods share `package` declarations, as the SwiftPM targets do.
  spec.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '-package-name scrollstack' }
end
