#pragma once
// Points the TLS libraries' default CA store at one file for a test's
// scope (SSL_CERT_FILE; "" unsets it) and unsets it again after. Test
// thread only; not for tests that run in parallel within one process.
#include <QByteArray>
#include <QtGlobal>

#include <string>

namespace bwtest {

class TrustOnly {
public:
    explicit TrustOnly(const std::string& file)
    {
        if (file.empty())
            qunsetenv("SSL_CERT_FILE");
        else
            qputenv("SSL_CERT_FILE", QByteArray::fromStdString(file));
    }
    ~TrustOnly() { qunsetenv("SSL_CERT_FILE"); }
    TrustOnly(const TrustOnly&) = delete;
    TrustOnly& operator=(const TrustOnly&) = delete;
};

} // namespace bwtest
