#include "suite/bundled_suite_box.h"

#include "history/files/history_export.h"
#include "suite/suite_parser.h"

#include <QDir>

namespace bwui {

BundledSuiteBox::BundledSuiteBox(QWidget* parent) : Retranslating(parent)
{
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(this, &QComboBox::activated, this, [this](int index) {
        if (index > 0 && size_t(index) <= entries_.size())
            emit suiteChosen(entries_[size_t(index - 1)].path);
    });
    retranslate();
}

void BundledSuiteBox::setFolder(const QString& folder)
{
    entries_.clear();
    const QDir dir(folder);
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        if (name.endsWith(QLatin1String(".schema.json")))
            continue;
        bw::Error err;
        auto suite = bw::loadSuiteFile(dir.filePath(name).toStdString(), &err);
        if (suite)
            entries_.push_back({dir.absoluteFilePath(name), std::move(*suite)});
    }
    retranslate();
}

QStringList BundledSuiteBox::paths() const
{
    QStringList out;
    for (const Entry& e : entries_)
        out << e.path;
    return out;
}

void BundledSuiteBox::showPath(const QString& path)
{
    const int at = int(paths().indexOf(path));
    setCurrentIndex(at < 0 ? 0 : at + 1);
}

QString BundledSuiteBox::descriptionOf(const bw::Suite& suite)
{
    return QString::fromStdString(suite.description.in(HistoryExport::reportLanguage().toStdString()));
}

void BundledSuiteBox::retranslate()
{
    const int current = currentIndex();
    clear();
    addItem(entries_.empty() ? tr("No bundled suites found") : tr("Bundled suites…"));
    for (const Entry& e : entries_) {
        addItem(QString::fromStdString(e.suite.name), e.path);
        setItemData(count() - 1, descriptionOf(e.suite), Qt::ToolTipRole);
    }
    setToolTip(tr("The suites that come with Benchwork: the reference report, the write-ups' matrices and their seed "
                  "runtimes. Choose one to open it."));
    setCurrentIndex(current > 0 && current < count() ? current : 0);
}

} // namespace bwui
