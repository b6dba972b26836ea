#include "history/files/history_export.h"

#include "report/hdr_percentiles.h"
#include "report/html_report.h"
#include "report/json_report.h"
#include "report/markdown_report.h"
#include "report/report_document.h"
#include "report/series_csv.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QSaveFile>

namespace bwui::HistoryExport {

namespace {
// A file-name-safe slug of a run name: letters, digits and dashes.
QString slug(const std::string& name)
{
    QString s = QString::fromStdString(name).toLower();
    s.replace(QRegularExpression(QStringLiteral("[^\\w]+")), QStringLiteral("-"));
    s.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    return s.left(40);
}
} // namespace

bool accepts(Format format, int runCount)
{
    if (runCount < 1)
        return false;
    return (format == Format::Csv || format == Format::Hdr) ? runCount == 1 : true;
}

QString suffix(Format format)
{
    switch (format) {
    case Format::Markdown: return QStringLiteral("md");
    case Format::Html: return QStringLiteral("html");
    case Format::Json: return QStringLiteral("json");
    case Format::Csv: return QStringLiteral("csv");
    case Format::Hdr: return QStringLiteral("hgrm");
    }
    return QString();
}

QString fileFilter(Format format)
{
    switch (format) {
    case Format::Markdown: return QCoreApplication::translate("HistoryExport", "Markdown (*.md)");
    case Format::Html: return QCoreApplication::translate("HistoryExport", "HTML report (*.html)");
    case Format::Json: return QCoreApplication::translate("HistoryExport", "JSON (*.json)");
    case Format::Csv: return QCoreApplication::translate("HistoryExport", "CSV (*.csv)");
    case Format::Hdr: return QCoreApplication::translate("HistoryExport", "HdrHistogram percentiles (*.hgrm *.txt)");
    }
    return QString();
}

QString menuText(Format format)
{
    switch (format) {
    case Format::Markdown: return QCoreApplication::translate("HistoryExport", "Markdown report…");
    case Format::Html: return QCoreApplication::translate("HistoryExport", "HTML report…");
    case Format::Json: return QCoreApplication::translate("HistoryExport", "JSON…");
    case Format::Csv: return QCoreApplication::translate("HistoryExport", "Per-second CSV…");
    case Format::Hdr: return QCoreApplication::translate("HistoryExport", "HdrHistogram percentiles…");
    }
    return QString();
}

QString suggestedFileName(Format format, const std::vector<bw::RunResult>& runs, const std::vector<int64_t>& ids)
{
    QString base;
    if (ids.size() <= 1) {   // no id: a run not saved in the history
        base = ids.empty() ? QStringLiteral("benchwork-run") : QStringLiteral("benchwork-%1").arg(ids.front());
        const QString name = runs.empty() ? QString() : slug(runs.front().name);
        if (!name.isEmpty())
            base += QLatin1Char('-') + name;
    } else {
        QStringList parts;
        for (int64_t id : ids)
            parts << QString::number(id);
        base = QStringLiteral("benchwork-comparison-") + parts.join(QLatin1Char('-'));
    }
    if (format == Format::Csv)
        base += QStringLiteral("-per-second");
    return base + QLatin1Char('.') + suffix(format);
}

QString reportLanguage()
{
    return QLocale().language() == QLocale::Korean ? QStringLiteral("ko") : QStringLiteral("en");
}

bool render(Format format, const std::vector<bw::RunResult>& runs, int baselineIndex, const QString& language,
            QByteArray* out, QString* error)
{
    if (runs.empty()) {
        *error = QCoreApplication::translate("HistoryExport", "No run is selected.");
        return false;
    }
    if (!accepts(format, int(runs.size()))) {
        *error = QCoreApplication::translate("HistoryExport", "This format describes one run; select exactly one.");
        return false;
    }
    if (baselineIndex < 0 || baselineIndex >= int(runs.size()))
        baselineIndex = 0;
    switch (format) {
    case Format::Markdown:
    case Format::Html: {
        bw::ReportOptions o;
        o.labels = bw::reportLabelsFor(language);
        o.baselineIndex = baselineIndex;
        const bw::ReportDocument doc = bw::buildReport(runs, o);
        *out = (format == Format::Markdown ? bw::reportToMarkdown(doc) : bw::reportToHtml(doc)).toUtf8();
        return true;
    }
    case Format::Json: {
        const QJsonObject o = runs.size() == 1 ? bw::runExportJson(runs.front())
                                               : bw::comparisonExportJson(runs, baselineIndex);
        *out = QJsonDocument(o).toJson(QJsonDocument::Indented);
        return true;
    }
    case Format::Csv:
        if (runs.front().series.empty()) {
            *error = QCoreApplication::translate("HistoryExport",
                                                 "This run has no per-second series (imported runs keep only totals).");
            return false;
        }
        *out = bw::seriesToCsv(runs.front()).toUtf8();
        return true;
    case Format::Hdr:
        if (runs.front().latency.count() == 0) {
            *error = QCoreApplication::translate("HistoryExport",
                                                 "This run has no latency histogram (imported runs keep only percentiles).");
            return false;
        }
        *out = bw::histogramToHdrPercentiles(runs.front().latency).toUtf8();
        return true;
    }
    return false;
}

bool writeFile(const QString& path, const QByteArray& bytes, QString* error)
{
    // QSaveFile: a failed write leaves an existing file as it was.
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
        *error = QCoreApplication::translate("HistoryExport", "%1 could not be written: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

} // namespace bwui::HistoryExport
