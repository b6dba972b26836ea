#pragma once
// The Requests editor without its widgets: the entries, variables and flows
// tables over one bw::RequestSet, with the core doing everything else: reading and
// writing mix files (core/mix/mix_json.h), importing vegeta targets, URL
// lists and HAR files (core/mix/*_import.h), checking the set against the
// run it would go with (compileRequestSet: the refusals the CLI prints) and
// building the preview (previewRequests at a fixed seed). The window never
// parses a mix itself. Messages are the core's, through errorText().
//
// Threads: UI thread only. Reading files blocks (they are small: a mix, a
// data file, a HAR export).
#include "engine/load_config.h"
#include "engine/request/request_set.h"

#include <QObject>
#include <QString>
#include <QStringList>

namespace bwui {

class RequestEntriesModel;
class RequestFlowsModel;
class RequestVariablesModel;

class RequestSetEditor : public QObject {
    Q_OBJECT
public:
    enum class Import { VegetaTargets, UrlList, Har };
    // The seed of the preview when the set has none: the same five requests every time.
    static constexpr uint64_t kPreviewSeed = 1;

    explicit RequestSetEditor(QObject* parent = nullptr);

    RequestEntriesModel* entries() const { return entries_; }
    RequestVariablesModel* variables() const { return variables_; }
    // The set's flows (docs/flows.md), with the core's problems of them
    // (bw::validateFlows(), again after every change).
    RequestFlowsModel* flows() const { return flows_; }

    void setSet(const bw::RequestSet& set);
    // The rows as a set (variables the core refused left out: problem() names them).
    bw::RequestSet set() const;
    void clear();
    bool empty() const;

    bw::RequestOrder order() const { return order_; }
    void setOrder(bw::RequestOrder order);
    // The set's own seed (seedSet); unset: every run picks one and records it.
    bool seedSet() const { return seedSet_; }
    uint64_t seed() const { return seed_; }
    void setSeed(bool set, uint64_t seed);
    QString source() const { return QString::fromStdString(source_); }

    // What keeps the set from running with `run` (its URL and headers), in
    // the core's words naming the variable or entry: "{{id}}: lo 5 is above
    // hi 1", "mix.json, request 2 (\"find\"): ...". "" when it can run (or is empty).
    QString problem(const bw::LoadConfig& run) const;
    // Five sample requests as HTTP/1.1 text, as the run will send them (its
    // seed, else kPreviewSeed); empty when problem() is not. Of the plain
    // entries only: a flow's steps need the answers before them (Try once
    // shows them); empty for a set of flows alone.
    QStringList preview(const bw::LoadConfig& run, int count = 5) const;

    // A mix file: "" when it is good; else the core's messages, one a line,
    // naming the file and the entry or variable (the CLI's words). Nothing is
    // loaded when the file cannot be read at all; otherwise every entry that
    // could be read is, the refused ones marked (entries()->rowProblem()).
    QString loadFile(const QString& path);
    // The other files: "" or the core's message naming the file, line or entry.
    QString saveFile(const QString& path) const;
    // Replaces the rows with the file's requests. `origin` ("http://127.0.0.1:8080",
    // from the run's URL; "" for the file's first) chooses a HAR's entries;
    // keepSecrets keeps its cookies and authorization. *note: what was left out.
    QString importFile(Import kind, const QString& path, const QString& origin, bool keepSecrets, QString* note);

    // The set as the window's settings keep it (JSON text, data files by
    // path), and back (data files read again); "" with an error message.
    static QString toSettingsText(const bw::RequestSet& set);
    static QString fromSettingsText(const QString& text, bw::RequestSet* out);

signals:
    void changed();   // any edit, load or import

private:
    void edited();   // any model's: the flows checked again, then changed()

    RequestEntriesModel* entries_;
    RequestFlowsModel* flows_;
    RequestVariablesModel* variables_;
    bw::RequestOrder order_ = bw::RequestOrder::Weighted;
    bool seedSet_ = false;
    uint64_t seed_ = 0;
    std::string source_;
};

} // namespace bwui
