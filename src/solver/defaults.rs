//! Which registered strategies the default solvers leave out, and why: the
//! last resort, patterns that can never fire after the strategies tried
//! before them, and strategies kept out for now for their cost or their
//! rating. `strategies` prints each reason; `find`, `explore` and
//! [`Solver::with`](super::Solver::with) use them all.

/// The id of the last-resort step that [`Solver::new`](super::Solver::new) leaves out.
pub const BRUTE_FORCE: &str = "brute-force";

/// Strategies whose every step joins two steps of a strategy tried before
/// them (same difficulty, earlier in the registry): a dual empty rectangle is
/// two empty rectangles, a siamese fish two finned/sashimi fish, and their
/// eliminations are the union of the two halves'. Whenever one of them could
/// make progress, its first half already did, so the default solvers skip
/// them (they cost 10-20% of a hard walkthrough and never fire). They stay in
/// the registry, for `find` and for [`Solver::with`](super::Solver::with).
pub const COMPOSITES: &[&str] = &[
    "dual-empty-rectangle",
    "dual-two-string-kite",
    "siamese-finned-x-wing",
    "siamese-sashimi-x-wing",
    "siamese-finned-swordfish",
    "siamese-sashimi-swordfish",
    "siamese-finned-jellyfish",
    "siamese-sashimi-jellyfish",
];

/// Strategies whose every productive instance is, on the same board, an
/// instance of a strategy tried before them (same difficulty, earlier in the
/// registry) that removes at least as much: the WXYZ-Wing 3222 of the
/// user's study is one shape of the generalised WXYZ-Wing. The default
/// solvers skip them: they could never fire. They stay in the registry, for
/// `find`, `explore`, `render` and [`Solver::with`](super::Solver::with).
pub const SUBSUMED: &[&str] = &["wxyz-wing-3222"];

/// Whether [`Solver::new`](super::Solver::new) and [`Solver::complete`](super::Solver::complete) leave strategy `id` out
/// because it can never fire there: one of the [`COMPOSITES`] or the
/// [`SUBSUMED`].
pub fn never_fires_by_default(id: &str) -> bool {
    COMPOSITES.contains(&id) || SUBSUMED.contains(&id)
}

const SLOW_FISH: &str = "slow: 0.1 to 40 ms a position (docs/strategies.md); \
                         not yet weighed against the default order";
const TEMPLATES: &str = "HoDoKu's last resort (score 10000), after forcing nets; \
                         not yet weighed against the default order";

const APE: &str = "Sudoku Explainer's (6.2, 7.5); not yet weighed against the default order";
const KRAKEN: &str = "slow: forcing chains from the fins of every finned fish, 0.5 to 0.8 ms \
                      a position, 1 to 1.7 ms where a forcing chain is due (docs/strategies.md); \
                      not yet weighed against the default order";
const ALS_CHAINS: &str = "slow: a search over every ALS of the board, milliseconds \
                          a position; not yet weighed against the default order";

/// Strategies that [`Solver::new`](super::Solver::new) and [`Solver::complete`](super::Solver::complete) leave out for
/// now, with the reason (issue 18 added them; whether they join the default
/// order is decided from their measured cost). `find`, `explore` and
/// [`Solver::with`](super::Solver::with) use them.
pub const OUT_OF_DEFAULT: &[(&str, &str)] = &[
    ("franken-x-wing", SLOW_FISH),
    ("franken-swordfish", SLOW_FISH),
    ("franken-jellyfish", SLOW_FISH),
    ("finned-franken-x-wing", SLOW_FISH),
    ("siamese-finned-franken-x-wing", SLOW_FISH),
    ("finned-franken-swordfish", SLOW_FISH),
    ("siamese-finned-franken-swordfish", SLOW_FISH),
    ("finned-franken-jellyfish", SLOW_FISH),
    ("siamese-finned-franken-jellyfish", SLOW_FISH),
    ("mutant-x-wing", SLOW_FISH),
    ("mutant-swordfish", SLOW_FISH),
    ("mutant-jellyfish", SLOW_FISH),
    ("finned-mutant-x-wing", SLOW_FISH),
    ("siamese-finned-mutant-x-wing", SLOW_FISH),
    ("finned-mutant-swordfish", SLOW_FISH),
    ("siamese-finned-mutant-swordfish", SLOW_FISH),
    ("finned-mutant-jellyfish", SLOW_FISH),
    ("siamese-finned-mutant-jellyfish", SLOW_FISH),
    ("template-set", TEMPLATES),
    ("template-delete", TEMPLATES),
    ("aligned-pair-exclusion", APE),
    ("aligned-triple-exclusion", APE),
    ("grouped-continuous-nice-loop-als", ALS_CHAINS),
    ("grouped-aic-als", ALS_CHAINS),
    ("grouped-discontinuous-nice-loop-als", ALS_CHAINS),
    ("kraken-x-wing", KRAKEN),
    ("kraken-swordfish", KRAKEN),
    ("kraken-jellyfish", KRAKEN),
];

/// Why [`Solver::new`](super::Solver::new) leaves strategy `id` out, or `None` if it uses it:
/// the last resort, the [`COMPOSITES`] and [`SUBSUMED`] (they never fire
/// there) and the [`OUT_OF_DEFAULT`].
pub fn left_out_by_default(id: &str) -> Option<&'static str> {
    if id == BRUTE_FORCE {
        Some("not logic: only Solver::complete() (explain) ends with it")
    } else if COMPOSITES.contains(&id) {
        Some("joins two steps of a strategy tried before it, so it never fires")
    } else if SUBSUMED.contains(&id) {
        Some("every instance is one of a strategy tried before it, so it never fires")
    } else {
        OUT_OF_DEFAULT
            .iter()
            .find(|(i, _)| *i == id)
            .map(|(_, why)| *why)
    }
}
