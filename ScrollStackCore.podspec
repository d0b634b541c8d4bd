Pod::Spec.new do |spec|
  spec.name          = 'ScrollStackCore'
  spec.version       = '0.1.0'
  spec.summary       = 'The platform-free rules of ScrollStack: row engine, visibility, keyboard and scroll-content logic.'
  spec.description   = 'Used by the ScrollStack pod (UIKit); it has no UIKit code of its own.'
  spec.homepage      = 'https://github.com/scrollstack/ScrollStack'
  spec.license       = { :type => 'MIT' }
  spec.author        = 'ScrollStack contributors'
  spec.source        = { :git => 'https://github.com/scrollstack/ScrollStack.git', :tag => spec.version.to_s }
  spec.ios.deployment_target = '13.0'
  # Swift 6.0 tools and language mode, as Package.swift: Xcode 16 or later.
  spec.swift_versions = ['6.0']
  spec.source_files  = 'Sources/ScrollStack/Core/**/*.swift'
  spec.frameworks    = 'Foundation', 'CoreGraphics'
  # The pods share `package` declarations, as the SwiftPM targets do.
  spec.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '-package-name scrollstack' }
end
