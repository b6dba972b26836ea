#pragma once
// The Requests editor (the target panel's "Requests…"): in a "Requests" tab
// the set's entries (name, weight, method, path, headers, body) with add,
// duplicate and remove, and the selected entry's headers and body in full;
// in a "Flows" tab the set's flows (FlowEditor: steps, extractions, checks,
// think times, Try once); the variables;
// the order and seed; a preview of five sample requests as they will be
// sent; load and save of a mix file; import of vegeta targets, a URL list
// or a HAR file (cookies and authorization kept only when the checkbox says
// so). The core's message for a bad set is shown under the tables, naming
// the entry, variable or line. All of it through RequestSetEditor.
//
// Threads: UI thread only.
#include "engine/load_config.h"
#include "widgets/retranslating.h"

#include <QDialog>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableView;
class QTabWidget;
class QToolButton;

namespace bwui {

class FlowEditor;
class RequestSetEditor;

class RequestsDialog : public Retranslating<QDialog> {
    Q_OBJECT
public:
    // `run`: the run a set goes with (its URL and headers, the set in it),
    // asked again for the set as edited: the check and the preview are of
    // the run Run then starts.
    using RunFor = std::function<bw::LoadConfig(const bw::RequestSet&)>;
    RequestsDialog(RunFor run, const bw::RequestSet& set, QWidget* parent = nullptr);

    RequestSetEditor* editor() const { return editor_; }
    FlowEditor* flowEditor() const { return flowEditor_; }
    // Shows the Flows tab (true) or the Requests tab.
    void showFlows(bool flows);
    // The problem shown ("" when the set can run), and the preview's text, for tests.
    QString problemText() const;
    QString previewText() const;

private:
    void retranslate() override;
    void refresh();            // the check, the preview and the selected entry's editors
    void showSelected();
    int selectedRow() const;
    void loadFile();
    void saveFile();
    void importFile(int kind);
    void setNote(const QString& text, bool bad);

    RunFor run_;
    RequestSetEditor* editor_;
    QTabWidget* tabs_;
    FlowEditor* flowEditor_;
    QLabel* entriesLabel_;
    QTableView* entries_;
    QPushButton* add_;
    QPushButton* duplicate_;
    QPushButton* remove_;
    QLabel* headersLabel_;
    QPlainTextEdit* headers_;
    QLabel* bodyLabel_;
    QPlainTextEdit* body_;
    QLabel* variablesLabel_;
    QTableView* variables_;
    QPushButton* addVariable_;
    QPushButton* removeVariable_;
    QLabel* orderLabel_;
    QComboBox* order_;
    QCheckBox* seedSet_;
    QSpinBox* seed_;
    QPushButton* load_;
    QPushButton* save_;
    QToolButton* import_;
    QCheckBox* keepSecrets_;
    QLabel* previewLabel_;
    QPlainTextEdit* preview_;
    QLabel* note_;
    QLabel* problem_;
    QPushButton* clear_;
    QPushButton* ok_;
    QPushButton* cancel_;
    bool syncing_ = false;
};

} // namespace bwui
