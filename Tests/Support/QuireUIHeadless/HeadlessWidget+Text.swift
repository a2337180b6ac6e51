import QuireUI
extension HeadlessWidget: RichTextWidget {
    package func setMarkup(_ markup: String, plainText: String) {
        self.markup = markup
        setText(plainText)
    }

    package func setLayout(_ layout: TextLayout) {
        textLayout = layout
        changes += 1
    }
}
