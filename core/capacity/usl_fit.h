#pragma once
// Gunther's Universal Scalability Law fitted to measured throughput:
//
//     C(N) = lambda N / (1 + alpha (N - 1) + beta N (N - 1))
//
// N concurrency (VUs), C(N) throughput (requests/s), lambda the throughput
// of one VU without contention, alpha the contention (serialised share,
// 0..1), beta the coherency cost (crosstalk between every pair, >= 0). The
// throughput peaks at N* = sqrt((1 - alpha) / beta) and falls beyond it.
// N. J. Gunther, "Guerrilla Capacity Planning" (Springer, 2007), ch. 4-6;
// "A General Theory of Computational Scalability Based on Rational
// Functions", arXiv:0808.1431 (2008).
//
// The fit is nonlinear least squares on the throughput residuals by
// Levenberg-Marquardt (K. Levenberg, Q. Appl. Math. 2, 1944; D. W.
// Marquardt, J. SIAM 11(2), 1963), started from the quadratic that the
// law becomes as N / C(N) (Gunther ch. 5.5), with alpha and beta kept
// non-negative. Pure; any thread.
#include <string>
#include <vector>

namespace bw {

struct UslPoint {
    double n = 0;       // concurrency, > 0
    double rps = 0;     // throughput, requests/s
};

struct UslFit {
    bool ok = false;
    std::string problem;        // when !ok: why there is no fit (English)
    double lambda = 0;          // requests/s of one VU
    double alpha = 0;           // contention
    double beta = 0;            // coherency
    double peakN = 0;           // N* = sqrt((1 - alpha) / beta); 0 when beta = 0 or alpha >= 1 (no peak)
    double peakRps = 0;         // C(N*), or the curve's limit lambda / alpha without a peak (0 when alpha = 0 too)
    double r2 = 0;              // coefficient of determination of the throughput
    int iterations = 0;
    double at(double n) const;  // C(n) of the fitted law
};

// Needs at least 3 points at 3 distinct concurrencies, all positive.
UslFit fitUsl(const std::vector<UslPoint>& points);

} // namespace bw
