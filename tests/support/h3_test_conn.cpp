#ifdef BENCHWORK_HTTP3
#include "h3_test_conn.h"

#include <algorithm>
#include <cstring>
#include <gnutls/crypto.h>
#include <ngtcp2/ngtcp2_crypto_gnutls.h>
#include <sys/socket.h>

namespace bwtest {

using Conn = H3TestServer::Conn;

H3TestServer::Shared::~Shared()
{
    conns.clear();
    if (antiReplay)
        gnutls_anti_replay_deinit(antiReplay);
    gnutls_free(ticketKey.data);
    if (cred)
        gnutls_certificate_free_credentials(cred);
}

Conn::~Conn()
{
    for (const std::string& k : cids)
        sh.byCid.erase(k);
    if (h3)
        nghttp3_conn_del(h3);
    if (conn)
        ngtcp2_conn_del(conn);
    if (tls)
        gnutls_deinit(tls);
}

ngtcp2_path Conn::path()
{
    ngtcp2_path p{};
    p.local.addr = reinterpret_cast<sockaddr*>(&sh.local);
    p.local.addrlen = sh.localLen;
    p.remote.addr = reinterpret_cast<sockaddr*>(&remote);
    p.remote.addrlen = remoteLen;
    return p;
}

void Conn::addCid(const ngtcp2_cid& cid)
{
    std::string k(reinterpret_cast<const char*>(cid.data), cid.datalen);
    sh.byCid[k] = this;
    cids.push_back(std::move(k));
}

bool Conn::init(const ngtcp2_pkt_hd& hd, const sockaddr* from, socklen_t fromLen)
{
    std::memcpy(&remote, from, fromLen);
    remoteLen = fromLen;
    ngtcp2_callbacks cb{};
    serverQuicCallbacks(&cb);
    ngtcp2_settings settings;
    ngtcp2_settings_default(&settings);
    settings.initial_ts = sh.nowNs;
    ngtcp2_transport_params params;
    ngtcp2_transport_params_default(&params);
    params.initial_max_streams_bidi = sh.options->maxStreams;
    params.initial_max_streams_uni = 3;
    params.initial_max_stream_data_bidi_remote = 16u << 20;
    params.initial_max_stream_data_uni = 16u << 20;
    params.initial_max_data = 64u << 20;
    params.max_idle_timeout = 30 * NGTCP2_SECONDS;
    params.stateless_reset_token_present = 1;
    gnutls_rnd(GNUTLS_RND_RANDOM, params.stateless_reset_token, sizeof params.stateless_reset_token);
    bw::quic::setOriginalDcid(&params, hd.dcid);
    ngtcp2_cid scid;
    scid.datalen = kCidLen;
    gnutls_rnd(GNUTLS_RND_RANDOM, scid.data, scid.datalen);
    const ngtcp2_path p = path();
    if (ngtcp2_conn_server_new(&conn, &hd.scid, &scid, &p, hd.version, &cb, &settings, &params, nullptr, this) != 0) {
        conn = nullptr;
        return false;
    }
    addCid(scid);
    addCid(hd.dcid);   // the client's first destination, until it learns ours
    ref.get_conn = connOfRef;
    ref.user_data = this;
    const bool early = sh.options->earlyData;
    if (gnutls_init(&tls, GNUTLS_SERVER | GNUTLS_NO_AUTO_SEND_TICKET | GNUTLS_NO_END_OF_EARLY_DATA
                              | (early ? GNUTLS_ENABLE_EARLY_DATA : 0))
        != 0) {
        tls = nullptr;
        return false;
    }
    gnutls_datum_t alpn{reinterpret_cast<unsigned char*>(const_cast<char*>(sh.options->alpn.data())),
                        unsigned(sh.options->alpn.size())};
    if (gnutls_priority_set_direct(tls, "NORMAL:-VERS-ALL:+VERS-TLS1.3:%DISABLE_TLS13_COMPAT_MODE", nullptr) != 0
        || gnutls_session_ticket_enable_server(tls, &sh.ticketKey) != 0
        || ngtcp2_crypto_gnutls_configure_server_session(tls) != 0
        || gnutls_credentials_set(tls, GNUTLS_CRD_CERTIFICATE, sh.cred) != 0)
        return false;
    if (early) {
        gnutls_anti_replay_enable(tls, sh.antiReplay);
        gnutls_record_set_max_early_data_size(tls, 0xffffffffu);
    }
    gnutls_session_set_ptr(tls, &ref);
    gnutls_alpn_set_protocols(tls, &alpn, 1, GNUTLS_ALPN_MANDATORY | GNUTLS_ALPN_SERVER_PRECEDENCE);
    if (sh.options->needServerName)
        gnutls_handshake_set_hook_function(tls, GNUTLS_HANDSHAKE_CLIENT_HELLO, GNUTLS_HOOK_POST,
                                           [](gnutls_session_t session, unsigned, unsigned, unsigned, const gnutls_datum_t*) {
                                               // No name: no certificate to pick, as Caddy's QUIC side for an IP-only site.
                                               char name[256];
                                               size_t length = sizeof name;
                                               unsigned type = 0;
                                               if (gnutls_server_name_get(session, name, &length, &type, 0) == 0)
                                                   return 0;
                                               gnutls_alert_send(session, GNUTLS_AL_FATAL, GNUTLS_A_INTERNAL_ERROR);
                                               return GNUTLS_E_INTERNAL_ERROR;
                                           });
    ngtcp2_conn_set_tls_native_handle(conn, tls);
    nghttp3_callbacks h3cb{};
    serverH3Callbacks(&h3cb);
    nghttp3_settings h3settings;
    nghttp3_settings_default(&h3settings);
    if (nghttp3_conn_server_new(&h3, &h3cb, &h3settings, nullptr, this) != 0) {
        h3 = nullptr;
        return false;
    }
    nghttp3_conn_set_max_client_streams_bidi(h3, sh.options->maxStreams);
    sh.server->connections_.fetch_add(1);
    return true;
}

bool Conn::bindH3()
{
    int64_t control, encoder, decoder;
    return ngtcp2_conn_open_uni_stream(conn, &control, nullptr) == 0
           && ngtcp2_conn_open_uni_stream(conn, &encoder, nullptr) == 0
           && ngtcp2_conn_open_uni_stream(conn, &decoder, nullptr) == 0
           && nghttp3_conn_bind_control_stream(h3, control) == 0
           && nghttp3_conn_bind_qpack_streams(h3, encoder, decoder) == 0;
}

void Conn::onHandshakeDone()
{
    handshakeDone = true;
    sh.server->handshakes_.fetch_add(1);
    if (gnutls_session_is_resumed(tls))
        sh.server->resumed_.fetch_add(1);
    if (gnutls_session_get_flags(tls) & GNUTLS_SFLAGS_EARLY_DATA)
        sh.server->early_.fetch_add(1);
    gnutls_session_ticket_send(tls, 1, 0);
    silent = sh.options->silentAfterHandshake;
}

void Conn::onBegin(int64_t id)
{
    streams[id];
    ++open;
    uint32_t seen = sh.server->maxOpen_.load();
    while (open > seen && !sh.server->maxOpen_.compare_exchange_weak(seen, open)) {
    }
}

void Conn::onClientReset(int64_t id)
{
    auto it = streams.find(id);
    if (it == streams.end() || it->second.clientReset)
        return;
    it->second.clientReset = true;
    sh.server->clientResets_.fetch_add(1);
    if (!it->second.answered) {
        it->second.answered = true;
        --open;
    }
}

void Conn::onRequest(int64_t id)
{
    const Options& o = *sh.options;
    ++requests;
    sh.server->requests_.fetch_add(1);
    if (o.closeAfter && requests == o.closeAfter) {
        sh.server->closes_.fetch_add(1);
        closeWith(o.closeCode, o.closeApplication);
        return;
    }
    if (o.goawayAfter && requests == o.goawayAfter && !goawaySent) {
        goawaySent = true;
        sh.server->goaways_.fetch_add(1);
        nghttp3_conn_shutdown(h3);
    }
    Stream& s = streams[id];
    if (s.path == "/rst" || s.path == "/reject") {
        reset(id, s.path == "/rst" ? NGHTTP3_H3_INTERNAL_ERROR : NGHTTP3_H3_REQUEST_REJECTED);
        return;
    }
    if (o.delayMs > 0) {
        s.dueNs = sh.nowNs + uint64_t(o.delayMs) * 1'000'000;
        return;
    }
    answer(id);
}

void Conn::answer(int64_t id)
{
    auto it = streams.find(id);
    if (it == streams.end() || it->second.answered)
        return;
    Stream& s = it->second;
    s.answered = true;
    --open;
    std::string status = "200";
    if (s.path.rfind("/status/", 0) == 0 && s.path.size() == 11)
        status = s.path.substr(8);
    const std::string length = std::to_string(sh.options->body.size());
    static const std::string kStatus = ":status", kLength = "content-length", kType = "content-type",
                             kJson = "application/json";
    const nghttp3_nv nva[] = {bw::quic::makeField(kStatus, status), bw::quic::makeField(kLength, length),
                              bw::quic::makeField(kType, kJson)};
    const nghttp3_data_reader reader = bodyReader();
    if (nghttp3_conn_submit_response(h3, id, nva, 3, sh.options->body.empty() ? nullptr : &reader) == 0)
        sh.server->responses_.fetch_add(1);
}

void Conn::reset(int64_t id, uint64_t code)
{
    auto it = streams.find(id);
    if (it != streams.end() && !it->second.answered) {
        it->second.answered = true;
        --open;
    }
    sh.server->resets_.fetch_add(1);
    bw::quic::shutdownStream(conn, id, code);
}

void Conn::closeWith(uint64_t code, bool application)
{
    bw::quic::CloseError e;
    bw::quic::closeErrorDefault(&e);
    if (application)
        bw::quic::setApplicationError(&e, code);
    else
        e.error_code = code;   // a transport code as is (set_liberr wants a library error)
    uint8_t buf[1500];
    ngtcp2_path_storage ps;
    ngtcp2_path_storage_zero(&ps);
    ngtcp2_pkt_info pi{};
    const ngtcp2_ssize n = bw::quic::writeConnectionClose(conn, &ps.path, &pi, buf, sizeof buf, &e, sh.nowNs);
    if (n > 0)
        ::sendto(sh.fd, buf, size_t(n), 0, reinterpret_cast<const sockaddr*>(&remote), remoteLen);
    dead = true;
}

bool Conn::onDatagram(const uint8_t* data, size_t n)
{
    if (dead)
        return false;
    if (silent)
        return true;   // gone quiet: the client's idle timer has to notice
    const ngtcp2_path p = path();
    ngtcp2_pkt_info pi{};
    const int rv = ngtcp2_conn_read_pkt(conn, &p, &pi, data, n, sh.nowNs);
    if (rv != 0) {
        if (rv == NGTCP2_ERR_CRYPTO)   // the TLS alert as CRYPTO_ERROR (no_application_protocol, ...)
            closeWith(0x100 + ngtcp2_conn_get_tls_alert(conn), false);
        else if (rv != NGTCP2_ERR_DRAINING && rv != NGTCP2_ERR_CLOSING && rv != NGTCP2_ERR_DROP_CONN)
            closeWith(ngtcp2_err_infer_quic_transport_error_code(rv), false);
        dead = true;
        return false;
    }
    if (!dead && !silent)
        write();
    return !dead;
}

uint64_t Conn::expiryNs() const
{
    if (dead || silent)
        return UINT64_MAX;
    uint64_t e = ngtcp2_conn_get_expiry(conn);
    for (const auto& [id, s] : streams)
        if (!s.answered && s.dueNs)
            e = std::min(e, s.dueNs);
    return e;
}

bool Conn::onTimer()
{
    if (dead)
        return false;
    if (silent)
        return true;
    for (auto& [id, s] : streams)
        if (!s.answered && s.dueNs && s.dueNs <= sh.nowNs)
            answer(id);
    if (ngtcp2_conn_get_expiry(conn) <= sh.nowNs && ngtcp2_conn_handle_expiry(conn, sh.nowNs) != 0) {
        dead = true;   // idle: nothing to send (RFC 9000 10.1)
        return false;
    }
    write();
    return !dead;
}

void Conn::write()
{
    uint8_t buf[1500];
    ngtcp2_path_storage ps;
    ngtcp2_path_storage_zero(&ps);
    for (int packets = 0; packets < 64 && !dead; ++packets) {
        int64_t sid = -1;
        int fin = 0;
        nghttp3_vec vec[16];
        nghttp3_ssize count = 0;
        if (ngtcp2_conn_get_max_data_left(conn) > 0) {
            count = nghttp3_conn_writev_stream(h3, &sid, &fin, vec, 16);
            if (count < 0) {
                closeWith(nghttp3_err_infer_quic_app_error_code(int(count)), true);
                return;
            }
        }
        ngtcp2_ssize taken = -1;
        ngtcp2_pkt_info pi{};
        const uint32_t flags = NGTCP2_WRITE_STREAM_FLAG_MORE | (fin ? NGTCP2_WRITE_STREAM_FLAG_FIN : 0);
        const ngtcp2_ssize n = ngtcp2_conn_writev_stream(conn, &ps.path, &pi, buf, sizeof buf, &taken, flags, sid,
                                                         reinterpret_cast<const ngtcp2_vec*>(vec), size_t(count),
                                                         sh.nowNs);
        if (n < 0) {
            if (n == NGTCP2_ERR_STREAM_DATA_BLOCKED) {
                nghttp3_conn_block_stream(h3, sid);
                continue;
            }
            if (n == NGTCP2_ERR_STREAM_SHUT_WR) {
                nghttp3_conn_shutdown_stream_write(h3, sid);
                continue;
            }
            if (n == NGTCP2_ERR_WRITE_MORE) {
                nghttp3_conn_add_write_offset(h3, sid, size_t(taken));
                continue;
            }
            closeWith(ngtcp2_err_infer_quic_transport_error_code(int(n)), false);
            return;
        }
        if (taken >= 0)
            nghttp3_conn_add_write_offset(h3, sid, size_t(taken));
        if (n == 0)
            break;
        ::sendto(sh.fd, buf, size_t(n), 0, reinterpret_cast<const sockaddr*>(&remote), remoteLen);
    }
    ngtcp2_conn_update_pkt_tx_time(conn, sh.nowNs);
}

} // namespace bwtest
#endif
