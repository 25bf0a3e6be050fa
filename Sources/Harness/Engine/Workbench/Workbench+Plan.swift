import SceneContract

// MARK: - Selecting what to run

extension Workbench {
  /// The features, variants and scenarios `selection` picks, in report order.
  ///
  /// - Throws: ``SelectionError`` for a scenario name no loaded scenario has (with the nearest
  ///   one), a variant that implements none of the selected features, or an empty selection.
  public func plan(_ selection: Selection) throws(SelectionError) -> [FeaturePlan] {
    let features = selection.feature.map { [$0] } ?? FeatureDeclaration.ids
    let candidates = scenarios.filter { features.contains($0.feature) }
    if let name = selection.scenario, !candidates.contains(where: { $0.name == name }) {
      throw SelectionError(
        unknown: "scenario", name, among: candidates.map(\.name))
    }
    var plans: [FeaturePlan] = []
    for feature in features {
      let implementing = runner.variants(implementing: feature)
      let variants =
        selection.variant.map { variant in
          implementing.filter { $0 == variant }
        } ?? implementing
      let picked = candidates.filter { scenario in
        scenario.feature == feature && selection.scenario.map { $0 == scenario.name } ?? true
      }
      guard !variants.isEmpty, !picked.isEmpty else { continue }
      plans.append(
        FeaturePlan(
          feature: feature, variants: variants, scenarios: picked,
          referenceVariants: implementing.filter { !variants.contains($0) }))
    }
    guard plans.isEmpty else { return plans }
    throw SelectionError(message: emptySelectionMessage(selection))
  }

  /// The selected styles that do not declare a selected feature some other style declares,
  /// feature by feature in registry order: they are left out of the feature's plan, and the
  /// run says so.
  public func undeclared(_ selection: Selection) -> [UndeclaredFeature] {
    let features = (selection.feature.map { [$0] } ?? FeatureDeclaration.ids).filter {
      !runner.variants(implementing: $0).isEmpty
    }
    return features.flatMap { feature in
      runner.registry
        .filter { style in
          style.features[feature] == nil && selection.variant.map { $0 == style.id } ?? true
        }
        .map { UndeclaredFeature(feature: feature, variant: $0.id) }
    }
  }

  func emptySelectionMessage(_ selection: Selection) -> String {
    let features = selection.feature.map { [$0] } ?? FeatureDeclaration.ids
    if let variant = selection.variant,
      !features.contains(where: { runner.variants(implementing: $0).contains(variant) })
    {
      let names = features.map(\.rawValue).joined(separator: ", ")
      return "variant '\(variant.rawValue)' does not implement \(names) yet"
    }
    return "nothing to run: no scenario under Scenarios/ has a variant implementing its feature"
  }
}
