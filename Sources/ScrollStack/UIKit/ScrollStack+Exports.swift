// `import ScrollStack` brings the core with it: the row API, geometry, diagnostics, the keyboard
// core and the protocols every stack shares.
@_exported import ScrollStackCore
