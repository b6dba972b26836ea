#include "widgets/message_area.h"

#include "widgets/semantic_colors.h"

#include <QDesktopServices>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QRegularExpression>
#include <QUrl>

namespace bwui {

namespace {
// A log file named in a message: an absolute path ending in ".log" (the
// target launcher writes "last output (/tmp/benchwork-target-XXXX.log):").
const QRegularExpression& logPathPattern()
{
    static const QRegularExpression re(QStringLiteral(R"((/[^\s:()'"]+\.log)\b)"));
    return re;
}

const QString kFolderPrefix = QStringLiteral("folder:");
} // namespace

MessageArea::MessageArea(QWidget* parent) : Rerendering(parent)
{
    setFrameShape(QFrame::StyledPanel);
    label_ = new QLabel;
    label_->setWordWrap(true);
    label_->setTextFormat(Qt::RichText);
    label_->setTextInteractionFlags(Qt::TextBrowserInteraction);
    label_->setOpenExternalLinks(false);
    // Wraps to any width: the label never asks for the width of its longest line.
    label_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    label_->setMinimumWidth(1);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->addWidget(label_, 1);
    connect(label_, &QLabel::linkActivated, this, &MessageArea::follow);
    setVisible(false);
}

QStringList MessageArea::logPaths(const QString& message)
{
    QStringList out;
    for (auto it = logPathPattern().globalMatch(message); it.hasNext();) {
        const QString path = it.next().captured(1);
        if (!out.contains(path))
            out << path;
    }
    return out;
}

void MessageArea::showError(const QString& message)
{
    message_ = message;
    render();
    setVisible(!message.isEmpty());
}

void MessageArea::clear()
{
    showError(QString());
}

void MessageArea::render()
{
    const QColor bad = SemanticColors::color(SemanticColors::Role::Bad, palette());
    QString html = message_.toHtmlEscaped();
    for (const QString& path : logPaths(message_)) {
        const QString escaped = path.toHtmlEscaped();
        const QString links = QStringLiteral("<a href=\"%1\">%2</a> (<a href=\"%3%1\">%4</a>)")
                                  .arg(escaped, escaped, kFolderPrefix, tr("open folder"));
        html.replace(escaped, links);
    }
    html.replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    label_->setText(QStringLiteral("<span style=\"color:%1\">%2</span>").arg(bad.name(), html));
}

void MessageArea::follow(const QString& link)
{
    QString path = link;
    if (path.startsWith(kFolderPrefix))
        path = QFileInfo(path.mid(kFolderPrefix.size())).absolutePath();
    emit opened(path);
    QDesktopServices::openUrl(QUrl::fromLocalFile(path));
}

} // namespace bwui
