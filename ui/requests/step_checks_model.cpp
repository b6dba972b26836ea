#include "requests/step_checks_model.h"

#include "requests/choice_delegate.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace bwui {

StepChecksModel::StepChecksModel(RequestFlowsModel* flows, QObject* parent)
    : StepPartModel(flows, "checks", ColumnCount, parent)
{
}

int StepChecksModel::partCount(const bw::FlowStep& step) const
{
    return int(step.checks.size());
}

void StepChecksModel::appendPart(bw::FlowStep& step) const
{
    bw::FlowCheck c;
    c.statuses = {{200, 0}};
    step.checks.push_back(std::move(c));
}

void StepChecksModel::erasePart(bw::FlowStep& step, int row) const
{
    step.checks.erase(step.checks.begin() + row);
}

QStringList StepChecksModel::kindChoices() const
{
    // In bw::CheckKind's order.
    return {tr("Status"), tr("Body contains"), tr("JSON equals"), tr("JSON exists"), tr("Header present")};
}

QString StepChecksModel::statusesText(const std::vector<bw::StatusMatch>& statuses)
{
    QStringList parts;
    for (const bw::StatusMatch& m : statuses)
        parts << (m.code != 0 ? QString::number(m.code) : QStringLiteral("%1xx").arg(m.klass));
    return parts.join(QStringLiteral(", "));
}

std::optional<std::vector<bw::StatusMatch>> StepChecksModel::statusesFromText(const QString& text)
{
    static const QRegularExpression code(QStringLiteral("^\\d{1,4}$"));
    static const QRegularExpression klass(QStringLiteral("^(\\d)xx$"), QRegularExpression::CaseInsensitiveOption);
    std::vector<bw::StatusMatch> out;
    for (const QString& part : text.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts)) {
        if (code.match(part).hasMatch())
            out.push_back({part.toInt(), 0});
        else if (const QRegularExpressionMatch m = klass.match(part); m.hasMatch())
            out.push_back({0, m.captured(1).toInt()});
        else
            return std::nullopt;
    }
    return out;
}

std::string StepChecksModel::expectedFromText(const QString& text)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return {};
    // A JSON value as typed (wrapped in an array: Qt reads only documents).
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QStringLiteral("[%1]").arg(t).toUtf8(), &error);
    if (error.error == QJsonParseError::NoError && doc.isArray() && doc.array().size() == 1) {
        QByteArray compact = doc.toJson(QJsonDocument::Compact);   // "[...]"
        return compact.mid(1, compact.size() - 2).toStdString();
    }
    QJsonArray wrapped{t};
    const QByteArray compact = QJsonDocument(wrapped).toJson(QJsonDocument::Compact);
    return compact.mid(1, compact.size() - 2).toStdString();
}

QVariant StepChecksModel::data(const QModelIndex& index, int role) const
{
    const bw::FlowStep* s = step();
    if (!index.isValid() || !s || index.row() >= int(s->checks.size()))
        return {};
    if (QVariant m = mark(index, role); m.isValid())
        return m;
    const bw::FlowCheck& c = s->checks[size_t(index.row())];
    if (role == kChoicesRole)
        return index.column() == Kind ? QVariant(kindChoices()) : QVariant();
    const bool edit = role == Qt::EditRole;
    if (role == Qt::ToolTipRole && index.column() == Name && c.name.empty())
        return tr("Results name it \"%1\".").arg(QString::fromStdString(bw::checkDefaultName(c)));
    if (role != Qt::DisplayRole && !edit)
        return {};
    switch (Column(index.column())) {
    case Kind: return edit ? QVariant(int(c.kind)) : QVariant(kindChoices().value(int(c.kind)));
    case Value:
        switch (c.kind) {
        case bw::CheckKind::Status: return statusesText(c.statuses);
        case bw::CheckKind::BodyContains:
        case bw::CheckKind::HeaderPresent: return QString::fromStdString(c.text);
        case bw::CheckKind::JsonEquals:
        case bw::CheckKind::JsonExists: return QString::fromStdString(c.expression);
        }
        return {};
    case Expected: return c.kind == bw::CheckKind::JsonEquals ? QString::fromStdString(c.expected) : QString();
    case Name: return QString::fromStdString(c.name);
    case ColumnCount: break;
    }
    return {};
}

bool StepChecksModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    const bw::FlowStep* s = step();
    if (!index.isValid() || role != Qt::EditRole || !s || index.row() >= int(s->checks.size()))
        return false;
    const size_t row = size_t(index.row());
    const bw::FlowCheck& now = s->checks[row];
    switch (Column(index.column())) {
    case Kind: {
        bool ok = false;
        const int k = value.toInt(&ok);
        if (!ok || k < 0 || k >= kindChoices().size())
            return false;
        editStep([&](bw::FlowStep& st) {
            bw::FlowCheck& c = st.checks[row];
            c.kind = bw::CheckKind(k);
            if (c.kind == bw::CheckKind::Status && c.statuses.empty())
                c.statuses = {{200, 0}};
        });
        break;
    }
    case Value: {
        const QString text = value.toString();
        if (now.kind == bw::CheckKind::Status) {
            const auto statuses = statusesFromText(text);
            if (!statuses)
                return false;   // not a list of statuses: the cell keeps what it had
            editStep([&](bw::FlowStep& st) { st.checks[row].statuses = *statuses; });
        } else if (now.kind == bw::CheckKind::JsonEquals || now.kind == bw::CheckKind::JsonExists) {
            editStep([&](bw::FlowStep& st) { st.checks[row].expression = text.trimmed().toStdString(); });
        } else {
            // A header's name is trimmed; the text to look for is as typed.
            const std::string t = (now.kind == bw::CheckKind::HeaderPresent ? text.trimmed() : text).toStdString();
            editStep([&](bw::FlowStep& st) { st.checks[row].text = t; });
        }
        break;
    }
    case Expected: {
        const std::string expected = expectedFromText(value.toString());
        editStep([&](bw::FlowStep& st) { st.checks[row].expected = expected; });
        break;
    }
    case Name: {
        const std::string name = value.toString().trimmed().toStdString();
        editStep([&](bw::FlowStep& st) { st.checks[row].name = name; });
        break;
    }
    case ColumnCount: return false;
    }
    emit dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
    return true;
}

QString StepChecksModel::columnTitle(int column) const
{
    switch (Column(column)) {
    case Kind: return tr("Check");
    case Value: return tr("Status, text or JSON location");
    case Expected: return tr("Equals");
    case Name: return tr("Name in results");
    case ColumnCount: break;
    }
    return {};
}

QString StepChecksModel::columnToolTip(int column) const
{
    switch (Column(column)) {
    case Value:
        return tr("Status: codes and classes (200, 2xx, 304). Body contains: the text. JSON: a JSON Pointer (/ok) or "
                  "path ($.ok). Header present: the header's name.");
    case Expected: return tr("JSON equals: the value as JSON (true, 3, \"paid\"); other text is taken as a string.");
    default: return {};
    }
}

} // namespace bwui
