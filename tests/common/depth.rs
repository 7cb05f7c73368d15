//! How far the tests over the shared puzzle sets go, chosen by the environment
//! variable `SUDOKU_TEST_DEPTH`:
//! - `quick` (the default): a thin sample, so the README's `cargo test --release`
//!   stays within 150 CPU seconds on a 2-core machine;
//! - `ci`: two to eight times as many puzzles in the oracle, and on more of
//!   their positions; eight times as many in the unit tests' walkthrough
//!   samples (what `.ci/run` runs);
//! - `full`: the oracle takes more puzzles still (every one of the smaller sets)
//!   and runs every strategy on every position (also `ORACLE_FULL=1`).
//!
//! Shared by the unit tests (`test_util`) and the integration tests (`common`).

/// The depth of a test run.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Depth {
    Quick,
    Ci,
    Full,
}

/// The depth asked for in the environment (`quick` when unset or unknown).
pub fn depth() -> Depth {
    if std::env::var("ORACLE_FULL").is_ok_and(|v| v == "1") {
        return Depth::Full;
    }
    match std::env::var("SUDOKU_TEST_DEPTH").as_deref() {
        Ok("full") => Depth::Full,
        Ok("ci") => Depth::Ci,
        _ => Depth::Quick,
    }
}

/// A sampling stride of the unit tests' walkthrough samples: `every` in a
/// full run, twice as thin in CI's (which spends its time on the oracle),
/// sixteen times in a quick one.
pub fn thin(every: usize) -> usize {
    match depth() {
        Depth::Quick => every * 16,
        Depth::Ci => every * 2,
        Depth::Full => every,
    }
}

/// One of three values by the depth of the run: `quick` by default, `ci` in
/// CI's run, `full` in a full one.
pub fn by_depth<T>(quick: T, ci: T, full: T) -> T {
    match depth() {
        Depth::Quick => quick,
        Depth::Ci => ci,
        Depth::Full => full,
    }
}
