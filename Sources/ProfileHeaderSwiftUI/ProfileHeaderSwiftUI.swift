// SwiftUI front end: see ProfileScrollView.swift. Empty on platforms without SwiftUI and UIKit.
