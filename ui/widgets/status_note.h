#pragma once
// The status bar's line: a short note on what just happened ("Load set to
// 200 VUs.", "The control socket is closed."). Its text is a function,
// asked again when the language changes, so the note is said in the
// window's language; and it goes after a while, so it never stays behind
// long after its moment (errors that must stay go to the MessageArea).
//
// Threads: UI thread only.
#include "widgets/retranslating.h"

#include <QLabel>
#include <QTimer>

#include <functional>

namespace bwui {

class StatusNote : public Retranslating<QLabel> {
    Q_OBJECT
public:
    // How long a note stays, ms: long enough to read, gone before it misleads.
    static constexpr int kShownMs = 8000;

    explicit StatusNote(QWidget* parent = nullptr);

    // Shows text() now and again after each language change, for `shownMs`.
    void say(std::function<QString()> text, int shownMs = kShownMs);
    void clear();

private:
    void retranslate() override;

    std::function<QString()> text_;
    QTimer expiry_;
};

} // namespace bwui
