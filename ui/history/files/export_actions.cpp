#include "history/files/export_actions.h"

#include <QAction>
#include <QMenu>

namespace bwui {

using Format = HistoryExport::Format;

void ExportActions::create(QObject* owner, std::function<void(Format)> choose)
{
    for (Format f : {Format::Markdown, Format::Html, Format::Json, Format::Csv, Format::Hdr}) {
        auto* a = new QAction(owner);
        QObject::connect(a, &QAction::triggered, owner, [choose, f] { choose(f); });
        actions_.emplace_back(a, f);
    }
}

void ExportActions::addTo(QMenu* menu) const
{
    for (const auto& [action, format] : actions_) {
        if (format == Format::Csv)
            menu->addSeparator();   // one run's files after the reports
        menu->addAction(action);
    }
}

void ExportActions::retranslate() const
{
    for (const auto& [action, format] : actions_)
        action->setText(HistoryExport::menuText(format));
}

void ExportActions::enableFor(int runCount) const
{
    for (const auto& [action, format] : actions_)
        action->setEnabled(HistoryExport::accepts(format, runCount));
}

} // namespace bwui
