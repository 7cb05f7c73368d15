//! How far the tests over the shared puzzle sets go, chosen by the environment
//! variable `SUDOKU_TEST_DEPTH`:
//! - `quick` (the default): a thin sample, so the README's `cargo test --release`
//!   stays short on a laptop;
//! - `ci`: four times as many puzzles in the oracle, twice as many in the
//!   unit tests' walkthrough samples (what `.ci/run` runs);
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
/// four times in a quick one.
pub fn thin(every: usize) -> usize {
    match depth() {
        Depth::Quick => every * 4,
        Depth::Ci => every * 2,
        Depth::Full => every,
    }
}
