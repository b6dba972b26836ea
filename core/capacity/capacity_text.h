#pragma once
// The sentences of a capacity search and a sweep, in the catalog's language
// (context "CapacityText" in translations/*.ts): the answer the CLI prints
// last, the report's summary and the window's result line all come from
// here. English through TextCatalog() (the CLI, the JSON's derived "why"
// and "answer"). Any thread.
#include "capacity/capacity_result.h"
#include "capacity/sweep_result.h"
#include "util/text_catalog.h"

#include <QString>

namespace bw {

// A broken bound: "p99 7.2ms > 5ms", "errors 2.1% > 1%", "achieved 980 of
// 1,000 req/s", "late or unsent sends 3.2% > 1%", "no request completed",
// "ended early (target-exited)"; without the bound ("p99 7.2ms") when
// `withBound` is false.
QString stepCheckText(const StepCheck& check, const CapacityStep& step, const TextCatalog& c, bool withBound = true);
// Why a step failed (its checks joined by "; "), and the client's limit
// when it had one; "" for a step that passed cleanly.
QString stepWhy(const CapacityStep& step, const TextCatalog& c);
// "probe", "grow", "halve", "bisect", "confirm", "point" in the language.
QString stepPhaseText(StepPhase phase, const TextCatalog& c);

// The answer: "max sustainable 38,400 req/s at p99 <= 5ms (39,200 failed:
// p99 7.2ms); 1.9x the 20,000 req/s floor; 9 steps in 58 s"; a lower bound
// where the client was the limit ("at least 11,689 req/s at p99 <= 10ms
// (the client could not offer more than 11,702 req/s here: Client
// CPU-bound)"); or what
// stopped the search: none passed, the client the limit before any rate
// held, the step limit, stopped, a step that could not run or that the
// target answered nothing in.
QString capacityAnswer(const CapacityResult& r, const TextCatalog& c);
// "[38,400, 39,200] req/s" (the bracket; "[38,400, -]" when nothing failed).
QString capacityBracket(const CapacityResult& r);
// "the client, not the server, limits this search on this machine: the
// client cannot offer more than 8,100 req/s here (cpu-busy)"; "" unless
// the client was the limit.
QString clientLimitSentence(const CapacityResult& r, const TextCatalog& c);

// A headline rate as listings show it: "11,689", or "≥ 11,689" for a
// lower bound (CapacityResult::isLowerBound).
QString capacityRate(double rate, bool lowerBound);
// "the target stopped answering at step 4 (Connection refused (...))", or
// "the target answered no request at step 1 (...)" when no step before it
// was answered; "" unless the target answered nothing in a step (silentStep).
QString silentStepText(const CapacityResult& r, const TextCatalog& c);
// What would raise a bound the client set (ClientLimited), a sentence:
// "More client threads, load agents on other machines, or cores of its own
// for the server would raise this bound."; "" otherwise.
QString capacityRaiseHint(const CapacityResult& r, const TextCatalog& c);

// The headroom of a search as a suite table cell: "max 38,400 req/s, 1.9x
// the floor" (without a floor: "max 38,400 req/s"; a lower bound: "at least
// 23,378 req/s"); "none found" when nothing passed.
QString capacityHeadroomText(const CapacityResult& r, const TextCatalog& c);

// "λ 950 req/s, α 0.051, β 0.00021, N* 69, peak 12,800 req/s; within 4.2%
// of every point, R² 0.991"; when the law does not describe the points
// (UslFit::describes false) that instead, with the point furthest off: "the
// Universal Scalability Law does not describe these points: at 4 VUs it
// gives 5,547 req/s against 4,480 measured (23.8% off); R² 0.819"; or why
// there is no fit.
QString uslText(const UslFit& fit, const TextCatalog& c);
// "the target stopped answering at point 5 (...)" (or "answered no
// request" when no point before it was); "" unless silentPoint.
QString silentPointText(const SweepResult& r, const TextCatalog& c);
// "peak 12,300 req/s at 64 VUs; 9 steps in 54 s", or how the sweep ended early.
QString sweepAnswer(const SweepResult& r, const TextCatalog& c);

} // namespace bw
