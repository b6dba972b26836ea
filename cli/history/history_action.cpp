#include "cli/history/history_action.h"

#include "history/history_paths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

namespace bwcli {

namespace {

std::vector<bw::OptionSpec> withCommonOptions(std::vector<bw::OptionSpec> specs)
{
    specs.push_back({"db", 0, true, "PATH", "history database file"});
    specs.push_back({"help", 'h', false, "", "show this help"});
    return specs;
}

} // namespace

HistoryAction::HistoryAction(const HistoryActionSpec& spec, const Args& args, const Streams& io)
    : spec_(spec), args_(args), io_(io), parser_(withCommonOptions(spec.options))
{
}

std::optional<int> HistoryAction::parse()
{
    if (!parser_.parse(args_, 2))
        return fail(parser_.error() + " (see 'benchwork-cli history " + args_[1] + " --help')");
    if (parser_.has("help")) {
        io_.out << "usage: benchwork-cli history " << spec_.usage << "\n\n" << parser_.helpText();
        return 0;
    }
    switch (spec_.runIds) {
    case RunIds::Own:
        break;
    case RunIds::One:
        if (const auto id = singleRunId())
            ids_ = {*id};
        else
            return 2;
        break;
    case RunIds::AtLeastOne:
    case RunIds::AtLeastTwo:
        if (!runIds(spec_.runIds == RunIds::AtLeastTwo ? 2 : 1, &ids_))
            return 2;
        break;
    }
    return std::nullopt;
}

int HistoryAction::fail(const std::string& message) const
{
    io_.err << "benchwork-cli history: " << message << "\n";
    return 2;
}

std::optional<int64_t> HistoryAction::parseId(const std::string& text)
{
    bool ok = false;
    const qlonglong v = QString::fromStdString(text).toLongLong(&ok);
    if (!ok || v <= 0)
        return std::nullopt;
    return int64_t(v);
}

std::optional<int64_t> HistoryAction::singleRunId() const
{
    const std::vector<std::string>& given = parser_.positional();
    if (given.size() != 1) {
        fail(std::string(spec_.name) + " takes exactly one run id");
        return std::nullopt;
    }
    const auto id = parseId(given[0]);
    if (!id)
        fail("'" + given[0] + "' is not a run id (a positive number)");
    return id;
}

bool HistoryAction::runIds(int atLeast, std::vector<int64_t>* ids) const
{
    for (const std::string& s : parser_.positional()) {
        const auto id = parseId(s);
        if (!id) {
            fail("'" + s + "' is not a run id (a positive number)");
            return false;
        }
        ids->push_back(*id);
    }
    if (ids->size() < size_t(atLeast)) {
        fail(std::string(spec_.name) + " needs at least " + (atLeast == 2 ? "two run ids" : "one run id"));
        return false;
    }
    return true;
}

std::string HistoryAction::databasePath() const { return parser_.value("db", bw::defaultDatabasePath()); }

bw::HistoryStore* HistoryAction::openStore()
{
    store_.emplace();
    const std::string path = databasePath();
    if (!store_->open(path)) {
        fail(store_->lastError());
        return nullptr;
    }
    if (!store_->privacyNotice().empty())
        io_.err << "benchwork-cli history: " << store_->privacyNotice() << "\n";
    return &*store_;
}

void HistoryAction::printJson(const QJsonValue& v) const
{
    const QByteArray text = v.isArray() ? QJsonDocument(v.toArray()).toJson(QJsonDocument::Indented)
                                        : QJsonDocument(v.toObject()).toJson(QJsonDocument::Indented);
    io_.out << text.toStdString();
}

} // namespace bwcli
