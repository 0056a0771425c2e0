#if canImport(UIKit) && (os(iOS) || PROFILE_HEADER_APPLE_MODEL)
import CoreImage
import ProfileHeaderCore
import UIKit

/// How the banner's blur is drawn. The engine says how blurred (`BlurState`); this says with what.
public enum BlurRendering: Sendable, Equatable {
    /// A live `UIVisualEffectView` whose blur is scrubbed by a paused `UIViewPropertyAnimator`
    /// (`fractionComplete` = the blur fraction). Blurs whatever the banner shows, video included.
    /// The default, `.systemMaterialDark`, is dark in light mode too: the collapsed bar draws a white
    /// title and asks for the light status bar, so pick a dark style (an adaptive one such as
    /// `.regular` is a light material in light mode, under which neither reads).
    case live(UIBlurEffect.Style)
    /// A blurred copy of the banner image, made once with Core Image off the main thread, cross-faded
    /// over the sharp one (alpha = the blur fraction). Cheapest per frame; needs an image banner.
    /// `radius` is the Gaussian blur radius in points of the image.
    case preBlurredImage(radius: Double)
}

/// Draws the banner's blur over the banner in the chosen rendering, or — with Reduce Transparency —
/// a solid tinted layer instead of any blur.
@MainActor
final class BannerBlurView: UIView {
    var rendering: BlurRendering = .live(.systemMaterialDark) {
        didSet { if rendering != oldValue { rebuild() } }
    }
    /// The colour shown instead of blur when Reduce Transparency is on: dark in every appearance,
    /// like the default material, under the bar's white title and light status bar.
    var solidColor: UIColor = BannerBlurView.defaultSolidColor {
        didSet { solidView.backgroundColor = solidColor }
    }
    /// A near-black grey (white 0.11): 17:1 against the white title.
    static let defaultSolidColor = UIColor(white: 0.11, alpha: 1)
    /// Reduce Transparency as the page frame says: a solid tinted layer instead of any blur.
    private(set) var reducesTransparency = false {
        didSet { if reducesTransparency != oldValue { rebuild() } }
    }
    /// The sharp banner image, for the pre-blurred rendering.
    var sourceImage: UIImage? {
        didSet { if sourceImage !== oldValue, case .preBlurredImage = rendering { makeBlurredImage() } }
    }

    private let solidView = UIView()
    private let blurredImageView = UIImageView()
    private var effectView: UIVisualEffectView?
    private var animator: UIViewPropertyAnimator?
    private var blurAlpha = 0.0
    private var solidAlpha = 0.0
    private var imageGeneration = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        solidView.backgroundColor = solidColor
        blurredImageView.contentMode = .scaleAspectFill
        for view in [blurredImageView, solidView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
        rebuild()
    }

    required init?(coder: NSCoder) {
        fatalError("BannerBlurView is created in code")
    }

    /// Shows what the frame says: `blurAlpha` of blur in the chosen rendering (a live blur's
    /// completion, the pre-blurred copy's alpha) and `solidAlpha` of the solid layer, both `0 … 1`;
    /// `solid` (Reduce Transparency) builds no live blur at all.
    func show(blurAlpha: Double, solidAlpha: Double, solid: Bool) {
        reducesTransparency = solid
        self.blurAlpha = blurAlpha
        self.solidAlpha = solidAlpha
        assign(solidAlpha, to: \.alpha, of: solidView)
        // The rendering chosen decides which view carries the blur.
        assign(isPreBlurred ? blurAlpha : 0, to: \.alpha, of: blurredImageView)
        animator.map { assign(blurAlpha, to: \.fractionComplete, of: $0) }
    }

    private var isPreBlurred: Bool {
        if case .preBlurredImage = rendering { return true }
        return false
    }

    // A paused property animator must be stopped before it is released, and one left running across
    // a trip off screen or to the background can lose its place; it is rebuilt on the way back.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        rebuild()
    }

    /// Rebuilds the live blur's animator (also after returning from the background).
    func rebuild() {
        animator?.stopAnimation(true)
        animator = nil
        effectView?.removeFromSuperview()
        effectView = nil
        if case let .live(style) = rendering, !reducesTransparency, window != nil {
            let effectView = UIVisualEffectView(effect: nil)
            effectView.frame = bounds
            effectView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(effectView, at: 0)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                effectView.effect = UIBlurEffect(style: style)
            }
            animator.pausesOnCompletion = true
            animator.fractionComplete = blurAlpha
            self.effectView = effectView
            self.animator = animator
        }
        if isPreBlurred, blurredImageView.image == nil { makeBlurredImage() }
        show(blurAlpha: blurAlpha, solidAlpha: solidAlpha, solid: reducesTransparency)
    }

    private func makeBlurredImage() {
        guard case let .preBlurredImage(radius) = rendering, let image = sourceImage, let cgImage = image.cgImage else {
            blurredImageView.image = nil
            return
        }
        imageGeneration += 1
        let generation = imageGeneration
        let source = ImageBox(cgImage: cgImage, scale: Double(image.scale))
        // The blur runs off the main thread and holds only the image; the view is captured weakly and
        // only ever used (and so released) on the main actor.
        let blurring = Task.detached(priority: .userInitiated) { source.blurred(radius: radius) }
        Task { @MainActor [weak self] in
            let blurred = await blurring.value
            guard let self, generation == self.imageGeneration, let blurred else { return }
            self.blurredImageView.image = UIImage(cgImage: blurred.cgImage, scale: blurred.scale, orientation: .up)
            self.show(blurAlpha: self.blurAlpha, solidAlpha: self.solidAlpha, solid: self.reducesTransparency)
        }
    }
}

/// An image handed between threads. Core Graphics images are immutable once made.
private final class ImageBox: @unchecked Sendable {
    let cgImage: CGImage
    let scale: Double

    init(cgImage: CGImage, scale: Double) {
        self.cgImage = cgImage
        self.scale = scale
    }

    /// A Gaussian-blurred copy the same size as the original (edges clamped so they do not darken).
    func blurred(radius: Double) -> ImageBox? {
        let input = CIImage(cgImage: cgImage)
        guard let filter = CIFilter(name: "CIGaussianBlur") else { return nil }
        filter.setValue(input.clampedToExtent(), forKey: kCIInputImageKey)
        filter.setValue(radius * scale, forKey: kCIInputRadiusKey)
        guard let output = filter.outputImage?.cropped(to: input.extent),
              let result = CIContext().createCGImage(output, from: input.extent) else { return nil }
        return ImageBox(cgImage: result, scale: scale)
    }
}
#endif
