import CGtk
import QuireUI

/// `ScrollView`'s scroll bars and `ScrollViewProxy.scrollTo` for a view inside it.
extension GTKScroll {
    func setScrollIndicators(_ indicators: ScrollIndicatorSettings) {
        var horizontal = GTK_POLICY_NEVER, vertical = GTK_POLICY_NEVER
        gtk_scrolled_window_get_policy(ref.opaque, &horizontal, &vertical)
        gtk_scrolled_window_set_policy(ref.opaque, Self.policy(indicators.horizontal, scrolls: horizontal != GTK_POLICY_NEVER),
                                       Self.policy(indicators.vertical, scrolls: vertical != GTK_POLICY_NEVER))
    }

    func scrollTo(_ target: any PlatformWidget, anchor: UnitPoint?) {
        guard let target = target.gtk?.widget else { return }
        Self.align(target, in: widget, scrolledWindow: ref.opaque, anchor: anchor)
    }

    /// The scrolled window's policy for an axis that scrolls (or not) with scroll bars as `visibility`
    /// asks: GNOME's overlay indicators by default, always shown, or none (`EXTERNAL`: it still scrolls).
    static func policy(_ visibility: ScrollIndicatorVisibility, scrolls: Bool) -> GtkPolicyType {
        guard scrolls else { return GTK_POLICY_NEVER }
        switch visibility.choice {
        case .automatic: return GTK_POLICY_AUTOMATIC
        case .visible: return GTK_POLICY_ALWAYS
        case .hidden, .never: return GTK_POLICY_EXTERNAL
        }
    }

    /// Scrolls `scrolledWindow` (whose widget is `container`) so `target` is in view: with `anchor`,
    /// its point at the same point of the visible area; nil: as little as shows it.
    static func align(_ target: UnsafeMutablePointer<GtkWidget>, in container: UnsafeMutablePointer<GtkWidget>,
                      scrolledWindow: OpaquePointer, anchor: UnitPoint?) {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(target, container, &bounds) != 0 else { return }
        let axes: [(adjustment: UnsafeMutablePointer<GtkAdjustment>?, origin: Float, size: Float, anchor: Double?)] = [
            (gtk_scrolled_window_get_hadjustment(scrolledWindow), bounds.origin.x, bounds.size.width, anchor.map { Double($0.x) }),
            (gtk_scrolled_window_get_vadjustment(scrolledWindow), bounds.origin.y, bounds.size.height, anchor.map { Double($0.y) }),
        ]
        for axis in axes {
            guard let adjustment = axis.adjustment else { continue }
            let value = gtk_adjustment_get_value(adjustment)
            let page = gtk_adjustment_get_page_size(adjustment)
            // Where the target is in the content, and where it should be in the visible area.
            let start = value + Double(axis.origin), size = Double(axis.size)
            let newValue: Double
            if let anchor = axis.anchor {
                newValue = start + size * anchor - page * anchor
            } else if Double(axis.origin) < 0 {
                newValue = start
            } else if Double(axis.origin) + size > page {
                newValue = start + size - page
            } else {
                continue
            }
            gtk_adjustment_set_value(adjustment, newValue)
        }
    }
}
