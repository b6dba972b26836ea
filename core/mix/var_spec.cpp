#include "var_spec.h"

#include "mix/data_file.h"

#include <QFileInfo>

#include <charconv>

namespace bw {

namespace {

bool wholeNumber(const std::string& s, int64_t* out)
{
    const char* end = s.data() + s.size();
    auto r = std::from_chars(s.data(), end, *out);
    return r.ec == std::errc() && r.ptr == end && !s.empty();
}

} // namespace

Result<RequestVariable> parseVarSpec(const std::string& spec)
{
    const size_t eq = spec.find('=');
    if (eq == std::string::npos || eq == 0)
        return Error(std::string(), "expected NAME=KIND:..., such as id=random:1:300, got '" + spec + "'");
    RequestVariable v;
    v.name = spec.substr(0, eq);
    const std::string rest = spec.substr(eq + 1);
    const size_t colon = rest.find(':');
    const std::string kind = rest.substr(0, colon);
    const std::string args = colon == std::string::npos ? std::string() : rest.substr(colon + 1);
    if (kind == "random" || kind == "sequence") {
        v.kind = kind == "random" ? VariableKind::Random : VariableKind::Sequence;
        const size_t sep = args.find(':');
        if (sep == std::string::npos || !wholeNumber(args.substr(0, sep), &v.lo) || !wholeNumber(args.substr(sep + 1), &v.hi))
            return Error(std::string(), "expected " + kind + ":LO:HI with whole numbers, got '" + rest + "'");
        if (v.lo > v.hi)
            return Error(std::string(), "lo " + std::to_string(v.lo) + " is above hi " + std::to_string(v.hi));
        return v;
    }
    if (kind == "choice") {
        v.kind = VariableKind::Choice;
        size_t at = 0;
        for (;;) {
            const size_t comma = args.find(',', at);
            v.choices.push_back(args.substr(at, comma == std::string::npos ? std::string::npos : comma - at));
            if (comma == std::string::npos)
                break;
            at = comma + 1;
        }
        if (args.empty())
            return Error(std::string(), "expected choice:A,B,C, got '" + rest + "'");
        return v;
    }
    if (kind == "uuid") {
        if (!args.empty())
            return Error(std::string(), "uuid takes nothing after it, got '" + rest + "'");
        v.kind = VariableKind::Uuid;
        return v;
    }
    if (kind == "file") {
        v.kind = VariableKind::File;
        std::string path = args;
        for (const char* pick : {":random", ":sequence"}) {
            const std::string p(pick);
            if (path.size() > p.size() && path.compare(path.size() - p.size(), p.size(), p) == 0) {
                v.pick = p == ":sequence" ? PickOrder::Sequence : PickOrder::Random;
                path.resize(path.size() - p.size());
                break;
            }
        }
        if (path.empty())
            return Error(std::string(), "expected file:PATH[:COLUMN][:random|sequence], got '" + rest + "'");
        auto table = readDataFile(path);
        if (!table) {
            // "users.csv:id": the part after the last ':' is the column
            const size_t last = path.rfind(':');
            if (last == std::string::npos)
                return table.error();
            auto again = readDataFile(path.substr(0, last));
            if (!again)
                return again.error();
            v.column = path.substr(last + 1);
            path.resize(last);
            table = again;
        }
        v.file = QFileInfo(QString::fromStdString(path)).absoluteFilePath().toStdString();   // a stored run can be made again from elsewhere
        v.data = *table;
        if (v.column.empty()) {
            if (v.data->columns.size() != 1)
                return Error(std::string(), "'" + path + "' has " + std::to_string(v.data->columns.size())
                                                + " columns: name one, file:" + path + ":COLUMN");
            v.column = v.data->columns.front();
        } else if (v.data->column(v.column) < 0) {
            return Error(std::string(), "'" + path + "' has no column \"" + v.column + "\"");
        }
        return v;
    }
    return Error(std::string(), "unknown kind '" + kind + "' in '" + spec + "' (random, sequence, choice, uuid, file)");
}

std::string varSpecText(const RequestVariable& v)
{
    switch (v.kind) {
    case VariableKind::Random:
    case VariableKind::Sequence:
        return std::string(variableKindName(v.kind)) + ":" + std::to_string(v.lo) + ":" + std::to_string(v.hi);
    case VariableKind::Choice: {
        std::string s = "choice:";
        for (size_t i = 0; i < v.choices.size(); ++i)
            s += (i ? "," : "") + v.choices[i];
        return s;
    }
    case VariableKind::Uuid: return "uuid";
    case VariableKind::File:
        return "file:" + v.file + (v.column.empty() ? std::string() : ":" + v.column)
               + (v.pick == PickOrder::Sequence ? ":sequence" : "");
    }
    return {};
}

} // namespace bw
