/// A picture from a file, sized as `PictureSource.fit` says.
@MainActor package protocol PictureWidget: PlatformWidget {
    func setPicture(_ source: PictureSource)
}

/// A gradient filling the space offered.
@MainActor package protocol GradientWidget: PlatformWidget {
    func setGradient(_ gradient: LinearGradient)
}

/// Makes pictures and gradients.
@MainActor package protocol PictureBackend {
    func makePicture() -> any PictureWidget
    func makeGradient() -> any GradientWidget
}
