#include "capacity/usl_fit.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <set>

namespace bw {

namespace {

using Vec3 = std::array<double, 3>;   // lambda, alpha, beta
using Mat3 = std::array<Vec3, 3>;

// The law without lambda: C(N) = lambda * shape(N).
double shape(double alpha, double beta, double n)
{
    const double d = 1 + alpha * (n - 1) + beta * n * (n - 1);
    return d > 0 ? n / d : 0;
}

double model(const Vec3& p, double n) { return p[0] * shape(p[1], p[2], n); }

// The sum of squared relative residuals ((measured - law) / measured)^2.
double cost(const Vec3& p, const std::vector<UslPoint>& pts)
{
    double s = 0;
    for (const UslPoint& q : pts) {
        const double r = (q.rps - model(p, q.n)) / q.rps;
        s += r * r;
    }
    return s;
}

// The best lambda for alpha and beta (the relative least squares are
// linear in it): sum(g y w) / sum(g^2 w), w = 1 / y^2.
double bestLambda(double alpha, double beta, const std::vector<UslPoint>& pts)
{
    double num = 0, den = 0;
    for (const UslPoint& q : pts) {
        const double g = shape(alpha, beta, q.n) / q.rps;
        num += g;   // g * y / y^2 with g the shape: shape / y
        den += g * g;
    }
    return den > 0 ? num / den : 0;
}

// Solves a x = b for the parameters in `free` (the others stay 0) by
// Gaussian elimination with partial pivoting; false if singular.
bool solve(Mat3 a, Vec3 b, const std::array<bool, 3>& free, Vec3* x)
{
    for (int k = 0; k < 3; ++k)
        if (!free[k]) {   // a held parameter: the row and column of the identity, b 0
            for (int j = 0; j < 3; ++j)
                a[k][j] = a[j][k] = 0;
            a[k][k] = 1;
            b[k] = 0;
        }
    for (int c = 0; c < 3; ++c) {
        int piv = c;
        for (int r = c + 1; r < 3; ++r)
            if (std::fabs(a[r][c]) > std::fabs(a[piv][c]))
                piv = r;
        if (std::fabs(a[piv][c]) < 1e-300)
            return false;
        std::swap(a[c], a[piv]);
        std::swap(b[c], b[piv]);
        for (int r = c + 1; r < 3; ++r) {
            const double f = a[r][c] / a[c][c];
            for (int k = c; k < 3; ++k)
                a[r][k] -= f * a[c][k];
            b[r] -= f * b[c];
        }
    }
    for (int r = 2; r >= 0; --r) {
        double s = b[r];
        for (int k = r + 1; k < 3; ++k)
            s -= a[r][k] * (*x)[k];
        (*x)[r] = s / a[r][r];
    }
    return std::isfinite((*x)[0]) && std::isfinite((*x)[1]) && std::isfinite((*x)[2]);
}

// Gunther's start: N / C(N) = ((1 - alpha) + (alpha - beta) N + beta N^2) / lambda,
// a quadratic in N fitted by linear least squares, clamped into the bounds.
Vec3 quadraticStart(const std::vector<UslPoint>& pts)
{
    Mat3 a{};
    Vec3 b{};
    for (const UslPoint& q : pts) {
        const double y = q.n / q.rps;
        const double row[3] = {1, q.n, q.n * q.n};
        for (int i = 0; i < 3; ++i) {
            for (int j = 0; j < 3; ++j)
                a[i][j] += row[i] * row[j];
            b[i] += row[i] * y;
        }
    }
    Vec3 c{};
    Vec3 p{0, 0, 0};
    if (solve(a, b, {true, true, true}, &c) && c[0] + c[1] + c[2] > 0) {
        const double lambda = 1 / (c[0] + c[1] + c[2]);
        p[2] = std::max(0.0, c[2] * lambda);
        p[1] = std::clamp(c[1] * lambda + p[2], 0.0, 1.0);
    }
    p[0] = bestLambda(p[1], p[2], pts);
    return p;
}

// The best point of a grid over the bounds: alpha 0 and 40 values from
// 1e-4 to 1, beta 0 and 60 values with beta N(N-1) from 1e-4 to 1e4 at the
// largest N (from no coherency cost in the range to a law past its peak
// at a hundredth of it), lambda the best for each.
Vec3 gridStart(const std::vector<UslPoint>& pts)
{
    double maxN = 1;
    for (const UslPoint& q : pts)
        maxN = std::max(maxN, q.n);
    const double betaScale = 1 / std::max(1.0, maxN * (maxN - 1));
    Vec3 best{};
    double bestCost = INFINITY;
    for (int i = 0; i <= 40; ++i) {
        const double alpha = i == 0 ? 0.0 : std::pow(10.0, -4.0 + 4.0 * (i - 1) / 39);
        for (int j = 0; j <= 60; ++j) {
            const double beta = j == 0 ? 0.0 : betaScale * std::pow(10.0, -4.0 + 8.0 * (j - 1) / 59);
            const Vec3 p{bestLambda(alpha, beta, pts), alpha, beta};
            const double c = cost(p, pts);
            if (c < bestCost) {
                bestCost = c;
                best = p;
            }
        }
    }
    return best;
}

// Levenberg-Marquardt on the relative residuals from `p`, within the
// bounds (lambda > 0, 0 <= alpha <= 1, beta >= 0): a parameter on a bound
// whose gradient points out of it is held there for that iteration, and a
// step that crosses a bound stops on it. Returns the iterations taken.
int polish(Vec3* pp, const std::vector<UslPoint>& pts)
{
    Vec3& p = *pp;
    double c0 = cost(p, pts);
    double mu = 1e-3;   // damping, relative to the diagonal of J^T J (Marquardt's scaling)
    int it = 0;
    for (; it < 200; ++it) {
        Mat3 jtj{};
        Vec3 jtr{};
        for (const UslPoint& q : pts) {
            const double n = q.n;
            const double d = 1 + p[1] * (n - 1) + p[2] * n * (n - 1);
            const double c = p[0] * n / d;
            // d(law / measured) / d(lambda, alpha, beta)
            const Vec3 j{n / d / q.rps, -c * (n - 1) / d / q.rps, -c * n * (n - 1) / d / q.rps};
            const double r = (q.rps - c) / q.rps;
            for (int a = 0; a < 3; ++a) {
                for (int b = 0; b < 3; ++b)
                    jtj[a][b] += j[a] * j[b];
                jtr[a] += j[a] * r;
            }
        }
        // jtr[k] > 0: raising parameter k lowers the cost.
        const std::array<bool, 3> free{true, !((p[1] <= 0 && jtr[1] <= 0) || (p[1] >= 1 && jtr[1] >= 0)),
                                       !(p[2] <= 0 && jtr[2] <= 0)};
        bool improved = false;
        double gain = 0;
        for (int tries = 0; tries < 40 && !improved; ++tries) {
            Mat3 a = jtj;
            for (int k = 0; k < 3; ++k)
                a[k][k] += mu * std::max(jtj[k][k], 1e-300);
            Vec3 step{};
            if (!solve(a, jtr, free, &step)) {
                mu *= 10;
                continue;
            }
            const Vec3 trial{p[0] + step[0], std::clamp(p[1] + step[1], 0.0, 1.0), std::max(0.0, p[2] + step[2])};
            const double c = trial[0] > 0 ? cost(trial, pts) : INFINITY;
            if (c <= c0) {
                gain = c0 - c;
                p = trial;
                c0 = c;
                mu = std::max(mu / 10, 1e-12);
                improved = true;
            } else {
                mu *= 10;
            }
        }
        if (!improved || gain <= 1e-14 * std::max(c0, 1e-300))
            break;
    }
    return it + 1;
}

} // namespace

double UslFit::at(double n) const
{
    return model({lambda, alpha, beta}, n);
}

void judgeUslFit(UslFit* f, const std::vector<UslPoint>& points)
{
    f->r2 = 0;
    f->worstDeviation = f->worstN = f->worstRps = 0;
    f->describes = false;
    if (!f->ok || points.empty())
        return;
    double mean = 0;
    for (const UslPoint& q : points)
        mean += q.rps;
    mean /= double(points.size());
    double total = 0, residual = 0;
    for (const UslPoint& q : points) {
        const double law = f->at(q.n);
        total += (q.rps - mean) * (q.rps - mean);
        residual += (q.rps - law) * (q.rps - law);
        const double dev = q.rps > 0 ? std::fabs(q.rps - law) / q.rps : INFINITY;
        if (dev > f->worstDeviation || f->worstN == 0) {
            f->worstDeviation = dev;
            f->worstN = q.n;
            f->worstRps = q.rps;
        }
    }
    f->r2 = total > 0 ? 1 - residual / total : 1;
    f->describes = f->worstDeviation <= kUslMaxDeviation;
}

UslFit fitUsl(const std::vector<UslPoint>& points)
{
    UslFit f;
    std::set<double> distinct;
    for (const UslPoint& q : points) {
        if (!(q.n > 0) || !(q.rps > 0) || !std::isfinite(q.rps)) {
            f.problem = "every point needs a positive concurrency and throughput";
            return f;
        }
        distinct.insert(q.n);
    }
    if (distinct.size() < 3) {
        f.problem = "needs at least three different concurrencies";
        return f;
    }
    // Polish both starts; keep the better.
    Vec3 best{};
    double bestCost = INFINITY;
    for (Vec3 p : {gridStart(points), quadraticStart(points)}) {
        if (!(p[0] > 0))
            continue;
        const int it = polish(&p, points);
        const double c = cost(p, points);
        if (c < bestCost) {
            bestCost = c;
            best = p;
            f.iterations = it;
        }
    }
    f.lambda = best[0];
    f.alpha = best[1];
    f.beta = best[2];
    f.ok = std::isfinite(f.lambda) && f.lambda > 0 && std::isfinite(bestCost);
    if (!f.ok) {
        f.problem = "the fit did not converge";
        return f;
    }
    if (f.beta > 0 && f.alpha < 1) {
        f.peakN = std::sqrt((1 - f.alpha) / f.beta);
        f.peakRps = f.at(f.peakN);
    } else if (f.alpha > 0) {
        f.peakRps = f.lambda / f.alpha;   // approached as N grows, never passed
    }
    judgeUslFit(&f, points);
    return f;
}

} // namespace bw
