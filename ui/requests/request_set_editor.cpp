#include "requests/request_set_editor.h"

#include "controller/error_text.h"
#include "engine/request/compiled_requests.h"
#include "mix/har_import.h"
#include "mix/mix_json.h"
#include "mix/targets_import.h"
#include "mix/url_list_import.h"
#include "flow/compiled_flow.h"
#include "requests/request_entries_model.h"
#include "requests/request_flows_model.h"
#include "requests/request_variables_model.h"
#include "suite/suite_json_reader.h"
#include "util/json_object.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

namespace bwui {

RequestSetEditor::RequestSetEditor(QObject* parent)
    : QObject(parent), entries_(new RequestEntriesModel(this)), flows_(new RequestFlowsModel(this)),
      variables_(new RequestVariablesModel(this))
{
    connect(entries_, &RequestEntriesModel::edited, this, &RequestSetEditor::edited);
    connect(variables_, &RequestVariablesModel::edited, this, &RequestSetEditor::edited);
    connect(flows_, &RequestFlowsModel::edited, this, &RequestSetEditor::edited);
}

void RequestSetEditor::edited()
{
    // Flow names are checked against the entries' and the variables' names too: after any edit.
    flows_->setProblems(flows_->flows().empty() ? std::vector<bw::FlowProblem>() : bw::validateFlows(set()));
    emit changed();
}

void RequestSetEditor::setSet(const bw::RequestSet& set)
{
    order_ = set.order;
    seedSet_ = set.seedSet;
    seed_ = set.seed;
    source_ = set.source;
    {
        const QSignalBlocker block(this);   // one changed() for the whole set
        variables_->setVariables(set.variables);
        entries_->setEntries(set.entries);
        flows_->setFlows(set.flows);
    }
    edited();
}

bw::RequestSet RequestSetEditor::set() const
{
    bw::RequestSet s;
    s.entries = entries_->entries();
    s.flows = flows_->flows();
    s.variables = variables_->variables();
    s.order = order_;
    s.seedSet = seedSet_;
    s.seed = seed_;
    s.source = source_.empty() ? tr("the Requests editor").toStdString() : source_;
    return s;
}

void RequestSetEditor::clear()
{
    setSet({});
}

bool RequestSetEditor::empty() const
{
    return entries_->entries().empty() && flows_->flows().empty();
}

void RequestSetEditor::setOrder(bw::RequestOrder order)
{
    if (order == order_)
        return;
    order_ = order;
    emit changed();
}

void RequestSetEditor::setSeed(bool set, uint64_t seed)
{
    if (set == seedSet_ && seed == seed_)
        return;
    seedSet_ = set;
    seed_ = seed;
    emit changed();
}

QString RequestSetEditor::problem(const bw::LoadConfig& run) const
{
    const QString variables = variables_->problem();
    if (!variables.isEmpty())
        return variables;
    if (empty())
        return {};
    bw::LoadConfig cfg = run;
    cfg.mix = set();
    auto compiled = bw::compileRequestSet(cfg);
    return compiled ? QString() : errorText(compiled.error());
}

QStringList RequestSetEditor::preview(const bw::LoadConfig& run, int count) const
{
    if (empty() || !problem(run).isEmpty())
        return {};
    bw::LoadConfig cfg = run;
    cfg.mix = set();
    cfg.mix.flows.clear();
    if (cfg.mix.entries.empty())
        return {};
    if (!cfg.mix.seedSet) {
        cfg.mix.seedSet = true;
        cfg.mix.seed = kPreviewSeed;
    }
    auto compiled = bw::compileRequestSet(cfg);
    if (!compiled)
        return {};
    QStringList out;
    for (const std::string& r : bw::previewRequests(**compiled, count))
        out << QString::fromStdString(r);
    return out;
}

QString RequestSetEditor::loadFile(const QString& path)
{
    auto read = bw::readMixFileParts(path.toStdString());
    if (!read)
        return errorText(read.error());
    read->set.source = QFileInfo(path).fileName().toStdString();
    setSet(read->set);
    QStringList said;
    std::vector<QString> marks(read->set.entries.size());
    for (const bw::RequestSetProblem& p : read->problems) {
        said << errorText(p.error);
        if (p.entry >= 0 && size_t(p.entry) < marks.size())
            marks[size_t(p.entry)] = said.back();
    }
    if (!said.isEmpty())
        entries_->setRowProblems(marks);
    return said.join(QLatin1Char('\n'));
}

QString RequestSetEditor::saveFile(const QString& path) const
{
    bw::RequestSet s = set();
    s.source.clear();   // a mix file names itself
    QJsonObject o = bw::requestSetToJson(s);
    o.remove(QStringLiteral("source"));
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(o).toJson(QJsonDocument::Indented)) < 0 || !f.commit())
        return tr("%1: cannot write the file: %2").arg(path, f.errorString());
    return {};
}

QString RequestSetEditor::importFile(Import kind, const QString& path, const QString& origin, bool keepSecrets,
                                     QString* note)
{
    const std::string file = path.toStdString();
    bw::Result<bw::ImportedRequests> imported = bw::Error(std::string(), std::string());
    std::string option;
    switch (kind) {
    case Import::VegetaTargets:
        imported = bw::importVegetaTargets(file);
        option = "--targets ";
        break;
    case Import::UrlList:
        imported = bw::importUrlList(file);
        option = "--urls ";
        break;
    case Import::Har: {
        bw::HarImportOptions o;
        o.origin = origin.toStdString();
        o.keepSecrets = keepSecrets;
        imported = bw::importHar(file, o);
        option = "--har ";
        break;
    }
    }
    if (!imported)
        return errorText(imported.error());
    bw::RequestSet set = imported->set;
    set.source = option + QFileInfo(path).fileName().toStdString();
    setSet(set);
    if (note)
        *note = QString::fromStdString(imported->note(bw::TextCatalog::installed()));
    return {};
}

QString RequestSetEditor::toSettingsText(const bw::RequestSet& set)
{
    if (set.empty())
        return {};
    return QString::fromUtf8(QJsonDocument(bw::requestSetToJson(set)).toJson(QJsonDocument::Compact));
}

QString RequestSetEditor::fromSettingsText(const QString& text, bw::RequestSet* out)
{
    *out = {};
    if (text.trimmed().isEmpty())
        return {};
    QJsonObject root;
    bw::Error syntax;
    if (!bw::parseJsonObject(text.toStdString(), &root, &syntax))
        return errorText(syntax);
    bw::SuiteJsonReader r;
    bw::RequestSetReadOptions options;
    options.readFiles = false;   // bodies are inline; data files by absolute path
    bw::RequestSet set;
    if (!bw::readRequestSetJson(r, root, "$", options, &set))
        return errorText(r.error());
    if (auto e = bw::loadRequestData(&set))
        return errorText(*e);
    *out = std::move(set);
    return {};
}

} // namespace bwui
