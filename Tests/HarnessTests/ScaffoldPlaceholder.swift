enum ScaffoldPlaceholder {}
