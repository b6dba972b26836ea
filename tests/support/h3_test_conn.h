#pragma once
// The HTTP/3 test server's insides (h3_test_server.h): what its connections
// share, and one server-side QUIC connection with its HTTP/3 session.
// Private to tests/support; the server's thread only.
#include "h3_test_server.h"

#include "engine/http3/quic_compat.h"

#include <gnutls/gnutls.h>
#include <map>
#include <netinet/in.h>
#include <string>
#include <sys/socket.h>
#include <vector>

namespace bwtest {

struct H3TestServer::Shared {
    H3TestServer* server = nullptr;
    const Options* options = nullptr;
    int fd = -1;
    sockaddr_storage local{};
    socklen_t localLen = 0;
    gnutls_certificate_credentials_t cred = nullptr;
    gnutls_datum_t ticketKey{};
    gnutls_anti_replay_t antiReplay = nullptr;
    std::map<std::string, Conn*> byCid;     // every connection ID the client may address a connection by
    std::vector<std::unique_ptr<Conn>> conns;
    uint64_t nowNs = 0;

    ~Shared();
};

struct H3TestServer::Conn {
    static constexpr size_t kCidLen = 18;

    struct Stream {
        std::string path;
        bool answered = false;      // responded or reset: no longer open
        bool clientReset = false;
        uint64_t dueNs = 0;         // Options::delayMs: answer then
    };

    explicit Conn(Shared& shared) : sh(shared) {}
    ~Conn();

    // The first Initial of a new connection. False: refused (dropped).
    bool init(const ngtcp2_pkt_hd& hd, const sockaddr* remote, socklen_t remoteLen);
    // A datagram for this connection; false when it is over.
    bool onDatagram(const uint8_t* data, size_t n);
    bool onTimer();
    uint64_t expiryNs() const;
    void write();

    Shared& sh;
    sockaddr_storage remote{};
    socklen_t remoteLen = 0;
    ngtcp2_conn* conn = nullptr;
    gnutls_session_t tls = nullptr;
    nghttp3_conn* h3 = nullptr;
    ngtcp2_crypto_conn_ref ref{};
    std::map<int64_t, Stream> streams;
    std::vector<std::string> cids;          // keys of sh.byCid that point here
    uint32_t requests = 0;
    uint32_t open = 0;
    bool handshakeDone = false;
    bool silent = false;                    // Options::silentAfterHandshake, once done
    bool dead = false;                      // closed: remove after the current call
    bool goawaySent = false;

    // callbacks' work (h3_test_conn.cpp)
    bool bindH3();
    void onHandshakeDone();
    void onBegin(int64_t id);
    void onClientReset(int64_t id);
    void onRequest(int64_t id);
    void answer(int64_t id);
    void reset(int64_t id, uint64_t code);
    void closeWith(uint64_t code, bool application);
    void addCid(const ngtcp2_cid& cid);
    ngtcp2_path path();
};

// The callbacks of a connection (h3_test_callbacks.cpp); their user data
// is the Conn.
void serverQuicCallbacks(ngtcp2_callbacks* cb);
void serverH3Callbacks(nghttp3_callbacks* cb);
ngtcp2_conn* connOfRef(ngtcp2_crypto_conn_ref* ref);   // a Conn's ref
nghttp3_data_reader bodyReader();                      // Options::body as a response body

} // namespace bwtest
