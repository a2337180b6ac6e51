/// How gauges draw (SwiftUI's `GaugeStyle`). Every style is a level bar on GNOME: the linear styles
/// are that bar, and the circular ones (watch and widget accessories on Apple's platforms) have no
/// GNOME counterpart, so they draw as the bar too.
@MainActor @preconcurrency
public protocol GaugeStyle {}

public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
}

public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
}

public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
}

public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
}

public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
}

public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

extension View {
    /// Gauges in this view draw as `style` says: on GNOME, always as a level bar.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}
