import DuobarScanner

extension Code {
    /// SwiftUI's own views that are custom as items or labels (stacks, pickers, shapes…):
    /// a call of one is custom for certain, while a call of a type neither SwiftUI nor the
    /// project declares may be anything.
    func isSystemCustomView(_ i: Int) -> Bool {
        guard isIdentifier(i) else { return false }
        let t = tokens[i]
        let s = text.baseAddress! + Int(t.start)
        let len = t.length
        func is_(_ w: StaticString) -> Bool { Keywords.equals(s, len, w) }
        switch len {
        case 3: return is_("Map")
        case 4: return is_("List") || is_("Form") || is_("Grid")
        case 5: return is_("Color") || is_("Group")
        case 6:
            return is_("HStack") || is_("VStack") || is_("ZStack") || is_("Circle") || is_("Picker") || is_("Slider")
                || is_("Canvas") || is_("Gauge")
        case 7: return is_("TabView") || is_("Stepper") || is_("Capsule") || is_("Ellipse") || is_("Section") || is_("AnyView") || is_("GridRow")
                || is_("ForEach")
        case 8: return is_("GroupBox")
        case 9: return is_("Rectangle") || is_("TextField") || is_("LazyVGrid") || is_("LazyHGrid")
        case 10: return is_("ScrollView") || is_("LazyVStack") || is_("LazyHStack") || is_("AsyncImage") || is_("DatePicker")
                || is_("TextEditor")
        case 11: return is_("SecureField") || is_("ColorPicker") || is_("VideoPlayer")
        case 12: return is_("ProgressView") || is_("ControlGroup") || is_("TimelineView") || is_("ViewThatFits")
        case 14: return is_("GeometryReader") || is_("NavigationView") || is_("LabeledContent")
        case 15: return is_("NavigationStack") || is_("MultiDatePicker")
        case 16: return is_("RoundedRectangle") || is_("ScrollViewReader")
        case 19: return is_("NavigationSplitView")
        case 22: return is_("ContentUnavailableView")
        default: return false
        }
    }
}
