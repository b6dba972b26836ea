#include "requests/request_entries_model.h"

#include "requests/unique_name.h"
#include "widgets/semantic_colors.h"

#include <QApplication>
#include <QLocale>
#include <QStyle>

#include <algorithm>

namespace bwui {

namespace {

QString oneLine(const QString& text)
{
    // Tables show one line a row: line breaks as the return symbol, long text elided by the view.
    QString s = text;
    s.replace(QLatin1Char('\n'), QStringLiteral(" \u21b5 "));
    return s;
}

} // namespace

RequestEntriesModel::RequestEntriesModel(QObject* parent) : FlatTableModel(ColumnCount, Cells::Editable, parent) {}

void RequestEntriesModel::setEntries(std::vector<bw::RequestEntry> entries)
{
    beginResetModel();
    entries_ = std::move(entries);
    problems_.assign(entries_.size(), QString());
    endResetModel();
    emit edited();
}

QString RequestEntriesModel::uniqueName(const QString& base) const
{
    return bwui::uniqueName(base, entries_, [](const bw::RequestEntry& e) { return e.name; });
}

int RequestEntriesModel::addEntry(int row)
{
    const int at = row < 0 || row >= int(entries_.size()) ? int(entries_.size()) : row + 1;
    bw::RequestEntry e;
    e.name = uniqueName(tr("request %1").arg(entries_.size() + 1)).toStdString();
    beginInsertRows({}, at, at);
    entries_.insert(entries_.begin() + at, std::move(e));
    problems_.insert(problems_.begin() + at, QString());
    endInsertRows();
    emit edited();
    return at;
}

int RequestEntriesModel::duplicateEntry(int row)
{
    if (row < 0 || row >= int(entries_.size()))
        return -1;
    bw::RequestEntry e = entries_[size_t(row)];
    e.name = uniqueName(QString::fromStdString(e.name)).toStdString();
    beginInsertRows({}, row + 1, row + 1);
    entries_.insert(entries_.begin() + row + 1, std::move(e));
    problems_.insert(problems_.begin() + row + 1, QString());
    endInsertRows();
    emit edited();
    return row + 1;
}

void RequestEntriesModel::removeEntry(int row)
{
    if (row < 0 || row >= int(entries_.size()))
        return;
    beginRemoveRows({}, row, row);
    entries_.erase(entries_.begin() + row);
    problems_.erase(problems_.begin() + row);
    endRemoveRows();
    emit edited();
}

QString RequestEntriesModel::headersText(const std::vector<bw::HeaderField>& headers)
{
    QStringList lines;
    for (const bw::HeaderField& h : headers)
        lines << QString::fromStdString(h.name) + QStringLiteral(": ") + QString::fromStdString(h.value);
    return lines.join(QLatin1Char('\n'));
}

std::vector<bw::HeaderField> RequestEntriesModel::headersFromText(const QString& text)
{
    std::vector<bw::HeaderField> out;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        if (line.trimmed().isEmpty())
            continue;
        const int colon = line.indexOf(QLatin1Char(':'));
        const QString name = colon < 0 ? QString() : line.left(colon).trimmed();
        const QString value = colon < 0 ? line.trimmed() : line.mid(colon + 1).trimmed();
        out.push_back({name.toStdString(), value.toStdString()});
    }
    return out;
}

void RequestEntriesModel::setRowProblems(const std::vector<QString>& problems)
{
    problems_.assign(entries_.size(), QString());
    for (size_t row = 0; row < problems.size() && row < problems_.size(); ++row)
        problems_[row] = problems[row];
    if (!entries_.empty())
        emit dataChanged(index(0, 0), index(int(entries_.size()) - 1, ColumnCount - 1));
    emit edited();
}

QString RequestEntriesModel::rowProblem(int row) const
{
    return row >= 0 && row < int(problems_.size()) ? problems_[size_t(row)] : QString();
}

int RequestEntriesModel::markedRows() const
{
    return int(std::count_if(problems_.begin(), problems_.end(), [](const QString& p) { return !p.isEmpty(); }));
}

QVariant RequestEntriesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(entries_.size()))
        return {};
    const bw::RequestEntry& e = entries_[size_t(index.row())];
    const QString& problem = problems_[size_t(index.row())];
    if (!problem.isEmpty()) {
        if (role == Qt::ToolTipRole)
            return problem;
        if (role == Qt::DecorationRole && index.column() == Name)
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        if (role == Qt::ForegroundRole)
            return SemanticColors::color(SemanticColors::Role::Bad, QGuiApplication::palette());
    }
    if (role == Qt::TextAlignmentRole && index.column() == Weight)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    const bool edit = role == Qt::EditRole;
    if (role != Qt::DisplayRole && !edit && role != Qt::ToolTipRole)
        return {};
    switch (Column(index.column())) {
    case Name: return QString::fromStdString(e.name);
    case Weight: return edit ? QVariant(e.weight) : QVariant(QLocale().toString(e.weight, 'g', 6));
    case Method: return QString::fromStdString(e.method);
    case Path: return QString::fromStdString(e.path);
    case Headers: {
        const QString text = headersText(e.headers);
        return edit || role == Qt::ToolTipRole ? text : oneLine(text);
    }
    case Body: {
        const QString text = QString::fromStdString(e.body);
        if (edit || role == Qt::ToolTipRole)
            return text;
        return e.bodyFile.empty() ? oneLine(text) : QString::fromStdString(e.bodyFile);
    }
    case ColumnCount: break;
    }
    return {};
}

bool RequestEntriesModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || index.row() >= int(entries_.size()))
        return false;
    bw::RequestEntry& e = entries_[size_t(index.row())];
    const bool marked = !problems_[size_t(index.row())].isEmpty();
    switch (Column(index.column())) {
    case Name: e.name = value.toString().trimmed().toStdString(); break;
    case Weight: {
        bool ok = false;
        const double w = value.toDouble(&ok);
        if (!ok)
            return false;
        e.weight = w;   // 0 or less stays as typed: the core refuses it by entry
        break;
    }
    case Method: e.method = value.toString().trimmed().toUpper().toStdString(); break;
    case Path: e.path = value.toString().trimmed().toStdString(); break;
    case Headers: e.headers = headersFromText(value.toString()); break;
    case Body:
        e.body = value.toString().toStdString();
        e.bodyFile.clear();   // edited: now inline
        break;
    case ColumnCount: return false;
    }
    if (marked) {
        problems_[size_t(index.row())].clear();   // edited: the user has seen to it (the set's check still applies)
        emit dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
    }
    else
        emit dataChanged(index, index);
    emit edited();
    return true;
}

QString RequestEntriesModel::columnTitle(int column) const
{
    switch (Column(column)) {
    case Name: return tr("Name");
    case Weight: return tr("Weight");
    case Method: return tr("Method");
    case Path: return tr("Path or URL");
    case Headers: return tr("Headers");
    case Body: return tr("Body");
    case ColumnCount: break;
    }
    return {};
}

} // namespace bwui
