#include "data_file.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <optional>
#include <sstream>

namespace bw {

namespace {

bool endsWith(const std::string& s, const char* tail)
{
    const std::string t(tail);
    if (s.size() < t.size())
        return false;
    std::string end = s.substr(s.size() - t.size());
    std::transform(end.begin(), end.end(), end.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return end == t;
}

Error at(const std::string& name, uint32_t line, const std::string& why)
{
    return Error(name + " line " + std::to_string(line), why);
}

Result<std::shared_ptr<const DataTable>> parseCsv(const std::string& text, const std::string& name)
{
    auto t = std::make_shared<DataTable>();
    t->file = name;
    std::vector<std::string> row;
    std::string cell;
    uint32_t line = 1, rowLine = 1;
    bool quoted = false, cellStarted = false, sawHeader = false;
    auto endRow = [&]() -> std::optional<Error> {
        row.push_back(std::move(cell));
        cell.clear();
        cellStarted = false;
        const bool blank = row.size() == 1 && row[0].empty();
        if (!blank) {
            if (!sawHeader) {
                for (size_t i = 0; i < row.size(); ++i) {
                    if (row[i].empty())
                        return at(name, rowLine, "column " + std::to_string(i + 1) + " of the header line has no name");
                    if (std::find(row.begin(), row.begin() + long(i), row[i]) != row.begin() + long(i))
                        return at(name, rowLine, "the header line names the column \"" + row[i] + "\" twice");
                }
                t->columns = std::move(row);
                sawHeader = true;
            } else {
                if (row.size() != t->columns.size())
                    return at(name, rowLine, "has " + std::to_string(row.size()) + " cells, the header line "
                                                 + std::to_string(t->columns.size()));
                for (std::string& c : row)
                    t->cells.push_back(std::move(c));
                t->lines.push_back(rowLine);
            }
        }
        row.clear();
        return std::nullopt;
    };
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    cell += '"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == '\n')
                    ++line;
                cell += c;
            }
            continue;
        }
        if (c == '"' && !cellStarted) {
            quoted = true;
            cellStarted = true;
        } else if (c == ',') {
            row.push_back(std::move(cell));
            cell.clear();
            cellStarted = false;
        } else if (c == '\n' || c == '\r') {
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
            if (auto e = endRow())
                return *e;
            ++line;
            rowLine = line;
        } else {
            cell += c;
            cellStarted = true;
        }
    }
    if (quoted)
        return at(name, rowLine, "a quoted cell is never closed");
    if (cellStarted || !row.empty() || !cell.empty())
        if (auto e = endRow())
            return *e;
    if (!sawHeader)
        return Error(name, "the data file is empty");
    if (t->rows() == 0)
        return Error(name, "the data file has a header line but no rows");
    return std::shared_ptr<const DataTable>(std::move(t));
}

std::string cellText(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::String: return v.toString().toStdString();
    case QJsonValue::Bool: return v.toBool() ? "true" : "false";
    case QJsonValue::Double: {
        const double d = v.toDouble();
        if (std::floor(d) == d && std::fabs(d) < 9.0e15)
            return std::to_string(int64_t(d));
        return QByteArray::number(d, 'g', 17).toStdString();
    }
    case QJsonValue::Array: return QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact).toStdString();
    case QJsonValue::Object: return QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact).toStdString();
    default: return {};
    }
}

Result<std::shared_ptr<const DataTable>> parseJsonLines(const std::string& text, const std::string& name)
{
    auto t = std::make_shared<DataTable>();
    t->file = name;
    std::istringstream in(text);
    std::string lineText;
    uint32_t line = 0;
    while (std::getline(in, lineText)) {
        ++line;
        if (!lineText.empty() && lineText.back() == '\r')
            lineText.pop_back();
        if (lineText.find_first_not_of(" \t") == std::string::npos)
            continue;
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(lineText), &pe);
        if (pe.error != QJsonParseError::NoError)
            return at(name, line, "invalid JSON: " + pe.errorString().toStdString());
        if (!doc.isObject())
            return at(name, line, "expected a JSON object (one row per line)");
        const QJsonObject o = doc.object();
        if (t->columns.empty()) {
            if (o.isEmpty())
                return at(name, line, "the first row has no fields");
            for (auto it = o.begin(); it != o.end(); ++it)
                t->columns.push_back(it.key().toStdString());
        }
        for (const std::string& c : t->columns) {
            const QString key = QString::fromStdString(c);
            if (!o.contains(key))
                return at(name, line, "has no \"" + c + "\" (the first row has it)");
            t->cells.push_back(cellText(o.value(key)));
        }
        t->lines.push_back(line);
    }
    if (t->rows() == 0)
        return Error(name, "the data file is empty");
    return std::shared_ptr<const DataTable>(std::move(t));
}

} // namespace

bool isJsonLinesName(const std::string& path)
{
    return endsWith(path, ".jsonl") || endsWith(path, ".ndjson") || endsWith(path, ".json");
}

Result<std::shared_ptr<const DataTable>> parseDataText(const std::string& text, const std::string& name, bool jsonLines)
{
    return jsonLines ? parseJsonLines(text, name) : parseCsv(text, name);
}

Result<std::shared_ptr<const DataTable>> readDataFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return Error(path, "cannot read the data file");
    std::stringstream ss;
    ss << in.rdbuf();
    return parseDataText(ss.str(), path, isJsonLinesName(path));
}

} // namespace bw
