#pragma once
// Which language the window speaks: the system's by default, or one chosen
// in View > Language. Loads Benchwork's translations (embedded resources
// :/i18n/benchwork_<code>.qm) and Qt's own (qtbase_<code>.qm) and installs
// them; Qt then sends every widget a LanguageChange event, on which the
// panels retranslate themselves, so a change applies at once.
//
// Threads: UI thread only.
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

class QTranslator;

namespace bwui {

class LanguageManager : public QObject {
    Q_OBJECT
public:
    explicit LanguageManager(QObject* parent = nullptr);
    ~LanguageManager() override;

    // Language codes with a translation: "en", "ko".
    static QStringList available();
    // The code the system's UI languages map to (falls back to "en").
    static QString systemLanguage();

    // "" follows the system; otherwise one of available(). Unknown codes
    // are refused (false) and change nothing.
    bool apply(const QString& choice);
    QString choice() const { return choice_; }     // as given to apply()
    QString effective() const { return effective_; }   // the language in use

signals:
    void languageChanged(const QString& effective);

private:
    std::unique_ptr<QTranslator> app_;
    std::unique_ptr<QTranslator> qt_;
    QString choice_;
    QString effective_;
};

} // namespace bwui
