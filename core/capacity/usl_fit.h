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
// The fit. Least squares on the relative residuals (measured - law) /
// measured: a step's throughput varies in proportion to its level (a stall
// of the machine costs a share of the step), and a sweep's points span
// orders of magnitude, so plain residuals would let the highest points
// decide the law and leave it far off at one VU. For fixed alpha and beta
// the law is linear in lambda, whose best value is then closed-form
// (variable projection, Golub and Pereyra, SIAM J. Numer. Anal. 10(2),
// 1973): a grid over alpha in [0, 1] and beta >= 0 (scaled by the largest
// N) finds the best basin, and Levenberg-Marquardt (K. Levenberg, Q. Appl.
// Math. 2, 1944; D. W. Marquardt, J. SIAM 11(2), 1963) polishes it within
// the bounds, holding a parameter on its bound while the gradient pushes it
// out (an active set). The quadratic the law becomes as N / C(N) (Gunther
// ch. 5.5) is one more start. (The fitter before 2026-12-05 took damped
// steps on plain residuals from that quadratic alone and merely clamped
// them to the bounds: where the best law has beta = 0 it stalled, e.g. on a
// laptop's points that reached 10,719 req/s at 64 VUs at a law flat at
// 7,964, with 4.6 times the least sum of squares of its own residuals.)
//
// The judgement. The law describes the points when every point lies within
// kUslMaxDeviation of it; otherwise its lambda, alpha, beta and N* are not
// a description of the server, and the charts, tables and sentences say
// so instead of drawing it. R^2 is reported too, but does not judge: on a
// flat curve (every point near the peak) it is low for a law within 2 % of
// every point. Pure; any thread.
#include <string>
#include <vector>

namespace bw {

struct UslPoint {
    double n = 0;       // concurrency, > 0
    double rps = 0;     // throughput, requests/s
};

// The law describes the points when none lies further from it than this
// share of its measured throughput: a few times a shared machine's step
// noise (2 to 5 %), and a gap anyone sees on the chart.
inline constexpr double kUslMaxDeviation = 0.15;

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
    // The quality (judgeUslFit): the point furthest from the law, relative
    // to its measured throughput, and whether the law describes the points.
    double worstDeviation = 0;  // |measured - law| / measured at that point, fraction
    double worstN = 0;          // its concurrency
    double worstRps = 0;        // its measured throughput, requests/s
    bool describes = false;     // ok and worstDeviation <= kUslMaxDeviation
    double at(double n) const;  // C(n) of the fitted law
};

// Needs at least 3 points at 3 distinct concurrencies, all positive. Judged
// against the same points (describes, worstDeviation...).
UslFit fitUsl(const std::vector<UslPoint>& points);

// Sets r2, worstDeviation, worstN, worstRps and describes of `fit` (its
// lambda, alpha and beta as given) against `points`; a fit that is not ok
// describes nothing.
void judgeUslFit(UslFit* fit, const std::vector<UslPoint>& points);

} // namespace bw
