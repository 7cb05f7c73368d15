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

// Measured with `explain --threads 1 --strategies` (the default list plus the
// group) on magictour_top1465: CPU time against the default's, measured the
// same day (12.6 to 13.1 s), and the steps they take (docs/strategies.md,
// "Left out of the default solver").
const SLOW_FISH: &str = "slow: the default solver with them takes 11x its time on top1465, \
                         for 82 steps in 69 of its 1465 puzzles";
const BIG_FISH: &str = "slow: the default solver with them takes 27x its time on top1465, \
                        for 97 steps in 77 of its 1465 puzzles";
const TEMPLATES: &str = "HoDoKu's last resort (score 10000), after the forcing nets: \
                         on top1465 it never gets a turn";
const APE: &str = "Sudoku Explainer's (6.2, 7.5): the default solver with them takes 2.6x \
                   its time on top1465, for 99 steps in 75 of its 1465 puzzles";
const ALS_CHAINS: &str = "slow: the default solver with them takes 7.8x its time on top1465 \
                          (they take 22% of its forcing steps' place)";

const KRAKEN: &str = "slow: the default solver with them takes 1.4x its time on top1465, \
                      for 164 steps in 102 of its 1465 puzzles";
// Measured with `explain --json` on forum_hardest_se11plus_sample1000 (top1465
// never gets this far): CPU per puzzle, walkthrough and rating.
const NESTED_CHAINS: &str = "slow on the hardest: the default solver with it takes 2.8x its \
                             time on the forum's 1000 hardest (SE 11+), and rates 2 of them \
                             below 11";

/// Strategies that [`Solver::new`](super::Solver::new) and [`Solver::complete`](super::Solver::complete) leave out,
/// with the reason: each group was weighed by what it costs the default
/// solver and what it adds (issue 18 keeps the default within 3% of its speed). `find`, `explore` and
/// [`Solver::with`](super::Solver::with) use them.
pub const OUT_OF_DEFAULT: &[(&str, &str)] = &[
    ("nested-forcing-chain-contradiction", NESTED_CHAINS),
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
    ("finned-mutant-squirmbag", BIG_FISH),
    ("finned-mutant-whale", BIG_FISH),
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
