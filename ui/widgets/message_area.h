#pragma once
// Where the window says what went wrong: a framed text that wraps (a
// multi-line launch error stays inside the window and leaves the controls
// their room), with every log file it names as a link that opens the file,
// and a second link that opens its folder. Hidden while there is nothing to
// say.
//
// Threads: UI thread only.
#include "widgets/retranslating.h"

#include <QFrame>
#include <QStringList>

class QLabel;

namespace bwui {

class MessageArea : public Rerendering<QFrame> {
    Q_OBJECT
public:
    explicit MessageArea(QWidget* parent = nullptr);

    void showError(const QString& message);
    void clear();
    QString text() const { return message_; }
    QLabel* label() const { return label_; }
    // The absolute paths of the log files the message names (the links).
    static QStringList logPaths(const QString& message);

signals:
    // A link was followed (the file or its folder); for tests and logs.
    void opened(const QString& path);

private:
    void render() override;
    void follow(const QString& link);

    QLabel* label_;
    QString message_;
};

} // namespace bwui
