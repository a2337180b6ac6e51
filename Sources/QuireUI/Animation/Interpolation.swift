import Foundation

/// The value a fraction of the way from `from` to `to` (a spring's fraction may pass 1).
func interpolate(_ from: Double, _ to: Double, _ fraction: Double) -> Double {
    from + (to - from) * fraction
}

func interpolate(_ from: CGFloat, _ to: CGFloat, _ fraction: Double) -> CGFloat {
    from + (to - from) * CGFloat(fraction)
}

func interpolate(_ from: CGSize, _ to: CGSize, _ fraction: Double) -> CGSize {
    CGSize(width: interpolate(from.width, to.width, fraction), height: interpolate(from.height, to.height, fraction))
}

extension Decoration {
    /// The decoration `fraction` of the way from `from` to `to`: opacity and a frame's fixed and
    /// minimum sizes move; padding, background and the rest are `to`'s at once (a new CSS rule per
    /// frame would be no cheap motion).
    static func interpolate(_ from: Decoration, _ to: Decoration, _ fraction: Double) -> Decoration {
        var result = to
        if from.opacity != nil || to.opacity != nil {
            result.opacity = min(max(QuireUI.interpolate(from.opacity ?? 1, to.opacity ?? 1, fraction), 0), 1)
        }
        if let start = from.frame, let end = to.frame {
            func size(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
                guard let a, let b else { return b }
                return max(QuireUI.interpolate(a, b, fraction), 0)
            }
            result.frame?.width = size(start.width, end.width)
            result.frame?.height = size(start.height, end.height)
            result.frame?.minWidth = size(start.minWidth, end.minWidth)
            result.frame?.minHeight = size(start.minHeight, end.minHeight)
        }
        return result
    }
}
