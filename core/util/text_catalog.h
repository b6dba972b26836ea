#pragma once
// One language of the translation catalogs (translations/benchwork_<code>.ts,
// compiled by lrelease and embedded in the core as :/i18n/benchwork_<code>.qm),
// for text written in a language of its own: a report in Korean from an
// English window, or from the CLI with --lang ko. The window's own strings
// go through the translators it installs; installed() reads those.
//
// Texts are written once, in English, in the source, each call naming its
// context and text as literals so lupdate extracts them:
//     catalog.translate("ReportLabels", "Summary")
// A text the catalog lacks (or leaves empty) comes out as written.
// Copies share one loaded translator; translate() may be called from any thread.
#include <QString>

#include <memory>

class QTranslator;

namespace bw {

class TextCatalog {
public:
    // The source language: every text as written in the source ("en").
    TextCatalog();
    // "ko", "ko_KR", "KO" -> the Korean catalog; "en", "" or a language with
    // no catalog -> English. Loaded once per process and language.
    static TextCatalog forLanguage(const QString& language);
    // Through the translators installed in QCoreApplication (the window's
    // language); code() is "".
    static TextCatalog installed();
    // A given translator (tests: one lacking an entry); null = the source text.
    static TextCatalog fromTranslator(std::shared_ptr<const QTranslator> translator, const QString& code);

    // "en", "ko": the language the texts come out in (an HTML lang attribute).
    QString code() const { return code_; }
    QString translate(const char* context, const char* sourceText) const;

private:
    std::shared_ptr<const QTranslator> translator_;
    QString code_ = QStringLiteral("en");
    bool installed_ = false;
};

} // namespace bw
